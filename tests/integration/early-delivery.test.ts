// Marking an order delivered (or the shop's own delivery out for delivery) before its delivery date (a day in India)
// against the Firestore and Auth emulators, on a shop clock the test moves: without the owner's confirmation nothing
// changes and the answer names confirmEarly; with it the order moves and its timeline says it was early. On or after
// the date no confirmation is asked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { PLACE, SETTINGS_INPUT, type PlaceAnswer } from '../support/delivery-shop.js';
import {
  ADDRESS_TN,
  eventually,
  newKey,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
} from '../support/orders-harness.js';

// Fri 27 Nov 2026, 10:00 IST.
let nowMs = Date.parse('2026-11-27T04:30:00Z');
const clock = () => new Date(nowMs);
let shop: OrdersHarness;
let adminToken: string;
let shopperToken: string;

const PAYLOAD = `{ order { order { id status timeline { to actor reason } } } userErrors { field code message } }`;
interface Moved {
  order: { order: { id: string; status: string; timeline: { to: string; actor: string; reason: string | null }[] } };
  userErrors: { field: string | null; code: string; message: string }[];
}

beforeAll(async () => {
  shop = await startOrdersHarness({ serverOptions: { clock } });
  await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, cod: { ...SHOP_SETTINGS.cod, maxOpenOrders: 100 } });
  await shop.db.doc('products/cake').set({
    productName: 'Eggless Chocolate Cake',
    category: 'Cakes',
    sellingPrice: 899,
    stock: 100,
    gstRate: 5,
    hsnCode: '1905',
  });
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
  const { body } = await shop.graphql<{ adminUpdateDeliverySettings: { userErrors: unknown[] } }>(
    'mutation ($input: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $input) { userErrors { field } } }',
    { input: SETTINGS_INPUT },
    adminToken,
  );
  expect(body.data?.adminUpdateDeliverySettings.userErrors).toEqual([]);
  await eventually(async () => {
    const answer = await shop.graphql<{ product: { id: string } | null }>('{ product(id: "cake") { id } }');
    return answer.body.data?.product ? true : undefined;
  }, 'the cake in the catalog');
  shopperToken = (await shop.shopper()).idToken;
}, 120_000);

/** The shop's own delivery goes out straight from packed (here sent out ahead of its date, as the owner confirms). */
const SHIP_STEPS = [
  ['adminMarkOrderPacked(id: $id)', {}],
  ['adminMarkOrderOutForDelivery(id: $id, confirmEarly: true)', {}],
] as const;
const PACK_ONLY = SHIP_STEPS.slice(0, 1);

afterAll(async () => {
  await shop?.stop();
});

async function shippedOrderFor(
  date: string,
  slotId: string,
  steps: readonly (typeof SHIP_STEPS)[number][] = SHIP_STEPS,
): Promise<string> {
  const input = {
    lines: [{ productId: 'cake', quantity: 1 }],
    address: ADDRESS_TN,
    paymentMethod: 'COD',
    acceptTerms: true,
    delivery: { date, slotId },
  };
  const { body } = await shop.graphql<PlaceAnswer>(PLACE, { input, key: newKey() }, shopperToken);
  const order = body.data?.placeOrder.order;
  if (!order) throw new Error(JSON.stringify(body));
  expect(order.delivery?.date).toBe(date);
  for (const [step, extra] of steps) {
    const moved = await shop.graphql<any>(
      `mutation ($id: ID!) { ${step} { userErrors { code } } }`,
      { id: order.id, ...extra },
      adminToken,
    );
    expect(Object.values(moved.body.data ?? {})).toEqual([{ userErrors: [] }]);
  }
  return order.id;
}

async function move(mutation: string, id: string, confirmEarly?: boolean): Promise<Moved> {
  const { body } = await shop.graphql<Record<string, Moved>>(
    `mutation ($id: ID!, $confirmEarly: Boolean) { ${mutation}(id: $id, confirmEarly: $confirmEarly) ${PAYLOAD} }`,
    { id, ...(confirmEarly === undefined ? {} : { confirmEarly }) },
    adminToken,
  );
  expect(body.errors).toBeUndefined();
  return body.data![mutation]!;
}
const deliver = (id: string, confirmEarly?: boolean) => move('adminMarkOrderDelivered', id, confirmEarly);
const outForDelivery = (id: string, confirmEarly?: boolean) => move('adminMarkOrderOutForDelivery', id, confirmEarly);

const stored = async (id: string) => (await shop.db.doc(`orders/${id}`).get()).data()!;

describe('marking a delivery done before its date', () => {
  it('asks the owner to confirm, changes nothing until then, and records the early delivery', async () => {
    const id = await shippedOrderFor('2026-11-28', 'midnight');
    // 23:59 on Friday in India: still the day before the delivery date.
    nowMs = Date.parse('2026-11-27T18:29:00Z');
    for (const confirmEarly of [undefined, false]) {
      const refused = await deliver(id, confirmEarly);
      expect(refused.order).toBeNull();
      expect(refused.userErrors).toEqual([
        {
          field: 'confirmEarly',
          code: 'CONFIRMATION_REQUIRED',
          message: 'This order is due on Sat 28 Nov. Confirm that it was delivered early, before its delivery date.',
        },
      ]);
    }
    expect((await stored(id)).status).toBe('OUT_FOR_DELIVERY');

    const confirmed = await deliver(id, true);
    expect(confirmed.userErrors).toEqual([]);
    expect(confirmed.order.order.status).toBe('DELIVERED');
    expect(confirmed.order.order.timeline.at(-1)).toEqual({
      to: 'DELIVERED',
      actor: 'owner',
      reason: 'Delivered early, ahead of the booked date (Sat 28 Nov).',
    });
    expect((await stored(id)).timeline.at(-1).reason).toContain('Delivered early');
  });

  it('asks nothing on the delivery date itself (from midnight in India)', async () => {
    nowMs = Date.parse('2026-11-27T04:30:00Z');
    const id = await shippedOrderFor('2026-11-28', 'fixed-18-20');
    nowMs = Date.parse('2026-11-27T18:30:00Z');
    const delivered = await deliver(id);
    expect(delivered.userErrors).toEqual([]);
    expect(delivered.order.order.timeline.at(-1)).toEqual({ to: 'DELIVERED', actor: 'owner', reason: null });
  });

  it("asks the owner to confirm sending the shop's own delivery out before its date, and records it", async () => {
    nowMs = Date.parse('2026-11-27T04:30:00Z');
    const id = await shippedOrderFor('2026-11-30', 'midnight', PACK_ONLY);
    for (const confirmEarly of [undefined, false]) {
      const refused = await outForDelivery(id, confirmEarly);
      expect(refused.order).toBeNull();
      expect(refused.userErrors).toEqual([
        {
          field: 'confirmEarly',
          code: 'CONFIRMATION_REQUIRED',
          message:
            'This order is due on Mon 30 Nov. Confirm that it goes out for delivery early, before its delivery date.',
        },
      ]);
    }
    expect((await stored(id)).status).toBe('PACKED');
    const confirmed = await outForDelivery(id, true);
    expect(confirmed.userErrors).toEqual([]);
    expect(confirmed.order.order.timeline.at(-1)).toEqual({
      to: 'OUT_FOR_DELIVERY',
      actor: 'owner',
      reason: 'Out for delivery early, ahead of the booked date (Mon 30 Nov).',
    });
    // On the day itself it goes out without a question.
    const onTheDay = await shippedOrderFor('2026-11-30', 'fixed-18-20', PACK_ONLY);
    nowMs = Date.parse('2026-11-30T04:30:00Z');
    expect((await outForDelivery(onTheDay)).order.order.timeline.at(-1)).toEqual({
      to: 'OUT_FOR_DELIVERY',
      actor: 'owner',
      reason: null,
    });
  });
});

describe("the shop's own delivery and couriers", () => {
  it('refuses to ship it by courier on the server, and changes nothing', async () => {
    nowMs = Date.parse('2026-11-27T04:30:00Z');
    const id = await shippedOrderFor('2026-11-30', 'fixed-18-20', PACK_ONLY);
    const { body } = await shop.graphql<{ adminMarkOrderShipped: Moved }>(
      `mutation ($id: ID!, $shipment: ShipmentInput!) { adminMarkOrderShipped(id: $id, shipment: $shipment) ${PAYLOAD} }`,
      { id, shipment: { courier: 'DTDC', trackingNumber: 'D12345678' } },
      adminToken,
    );
    expect(body.data?.adminMarkOrderShipped).toEqual({
      order: null,
      userErrors: [
        {
          field: 'id',
          code: 'NOT_ALLOWED',
          message:
            'This order is delivered by the shop itself on its date and slot, not by courier: mark it out for delivery instead.',
        },
      ],
    });
    const after = await stored(id);
    expect(after.status).toBe('PACKED');
    expect(after.shipment ?? null).toBeNull();
  });
});
