// A delivery slot's place held by an online order that is never paid: the reservation expires, the reconciler ends
// the order EXPIRED, and the place goes back with the stock (emulators, real server, local Razorpay test gateway).
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { eventually, type OrdersHarness } from '../support/orders-harness.js';
import {
  expireReservation,
  paymentsShop,
  placeOnline,
  readOrder,
  reconcile,
  usePaymentsApiShop,
} from '../support/payments-api-shop.js';

usePaymentsApiShop();
let gateway: TestGateway;
let shop: OrdersHarness;
beforeAll(() => {
  ({ gateway, shop } = paymentsShop());
});

const LOCAL_DELIVERY = {
  zones: [
    {
      id: 'coimbatore-city',
      name: 'Coimbatore city',
      pinPrefixes: ['6410'],
      localDelivery: true,
      minDays: 0,
      maxDays: 0,
      feePaise: 79_00,
      freeAbovePaise: 999_00,
      codAllowed: true,
      perishablesAllowed: true,
    },
  ],
  slots: [
    {
      id: 'standard',
      kind: 'STANDARD',
      label: 'Any time',
      startTime: '09:00',
      endTime: '21:00',
      surchargePaise: 0,
      capacityPerDay: 3,
    },
  ],
  sameDayCutoff: '16:00',
  closedWeekdays: [],
  holidays: [],
  bookingWindowDays: 30,
};

describe('an unpaid order’s delivery slot', () => {
  it('goes back when the reservation expires', async () => {
    gateway.setWebhookBehaviour({ mode: 'drop' });
    await shop.db.doc('settings/delivery').set(LOCAL_DELIVERY);
    await eventually(async () => {
      const { body } = await shop.graphql<{ checkoutQuote: { delivery: { mode: string | null } } }>(
        'query ($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { delivery { mode } } }',
        { input: { lines: [{ productId: 'mug', quantity: 1 }], state: 'Tamil Nadu', postalCode: '641018' } },
      );
      return body.data?.checkoutQuote.delivery.mode === 'LOCAL' ? true : undefined;
    }, 'local delivery in the quote');

    const order = await placeOnline('mug', 1);
    const stored = (await shop.db.doc(`orders/${order.id}`).get()).data() as {
      delivery: { date: string; slot: { id: string } };
    };
    expect(stored.delivery.slot.id).toBe('standard');
    // The slot's count, summed over its documents (delivery/slot-places.ts).
    const counts = shop.db.collection('deliverySlotBookings');
    const booked = async () => {
      const snapshot = await counts.where('date', '==', stored.delivery.date).where('slotId', '==', 'standard').get();
      return snapshot.docs.reduce((sum, doc) => sum + ((doc.get('booked') as number | undefined) ?? 0), 0);
    };
    expect(await booked()).toBe(1);

    await expireReservation(order.id);
    await reconcile();
    expect(await readOrder(order.id)).toMatchObject({ status: 'EXPIRED' });
    expect(await booked()).toBe(0);
  }, 60_000);
});
