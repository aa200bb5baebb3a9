// An online payment of a rounded total, against the real emulators, servers and the local Razorpay test gateway: a
// ₹349 mug with 10 % off and ₹79 shipping comes to ₹393.10, so the order's payable is ₹393; the provider order is
// opened for exactly that, the payment settles the order (the gateway reports the amount it was opened for), and
// what was paid, and what may still be refunded, are the rounded payable.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import type { OrdersHarness } from '../support/orders-harness.js';
import {
  paymentsShop,
  placeOnlineWithCoupon,
  readOrder,
  startPayment,
  usePaymentsApiShop,
} from '../support/payments-api-shop.js';

usePaymentsApiShop();
let gateway: TestGateway;
let shop: OrdersHarness;
beforeAll(() => {
  ({ gateway, shop } = paymentsShop());
});

describe('an online payment of a rounded total', () => {
  it('is opened, paid and settled for the whole-rupee payable', async () => {
    gateway.setWebhookBehaviour({ mode: 'deliver' });
    await shop.db
      .doc('coupons/ROUND10')
      .set({ discountType: 'percentage', percentOff: 10, usageLimit: 10, perShopperLimit: null, usedCount: 0 });
    const order = await placeOnlineWithCoupon('round10');
    expect(order.breakdown.total.paise).toBe(393_00);
    const stored = (await shop.db.doc(`orders/${order.id}`).get()).data();
    expect(stored).toMatchObject({ totalPaise: 393_00, roundOffPaise: -10, exactTotalPaise: 393_10 });

    const started = await startPayment(order.id);
    expect(started.userErrors).toEqual([]);
    expect(started.session.amount.paise).toBe(393_00);

    await gateway.pay(started.session.providerOrderId, 'success');
    await gateway.flushWebhooks();
    const paid = await readOrder(order.id);
    expect(paid).toMatchObject({
      status: 'PLACED',
      payment: { status: 'PAID' },
      breakdown: { total: { paise: 393_00 } },
    });
    const { body } = await shop.graphql<{ order: { payment: { totals: Record<string, { paise: number }> } } }>(
      'query ($id: ID!) { order(id: $id) { payment { totals { paid { paise } net { paise } refundable { paise } } } } }',
      { id: order.id },
      paymentsShop().token,
    );
    expect(body.data?.order.payment.totals).toEqual({
      paid: { paise: 393_00 },
      net: { paise: 393_00 },
      refundable: { paise: 393_00 },
    });
  });
});
