// A checkout's idempotency key reused for another cart by a shopper over the placement rate limit, over two real
// server instances sharing the limits (Firestore) and the Firestore and Auth emulators: KEY_REUSED, never the earlier
// order; a retry of the same checkout still learns its order, also when that order took the last unit.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ADDRESS_TN,
  eventually,
  newKey,
  PLACE_ORDER,
  startOrdersHarness,
  type OrdersHarness,
  type PlacedOrder,
  type Shopper,
} from '../support/orders-harness.js';

let shop: OrdersHarness;
let lastHost = 0;
/** A new client address per call, so only the per-account limit applies. */
const address = () => `203.0.113.${(lastHost += 1)}`;
const lines = [{ productId: 'key-mugs', quantity: 1 }];

beforeAll(async () => {
  shop = await startOrdersHarness({
    servers: 2,
    env: { TRUST_PROXY: '1' },
    serverOptions: {
      orderLimits: {
        placementsPerAccount: { limit: 3, windowMs: 10 * 60_000 },
        placementsPerIp: null,
        mailPerAccount: null,
      },
    },
  });
  await shop.db
    .doc('products/key-mugs')
    .set({ productName: 'Key Mugs', category: 'Gifts', sellingPrice: 349, stock: 50 });
  for (let server = 0; server < 2; server += 1)
    await eventually(async () => {
      const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
        '{ product(id: "key-mugs") { stockCount } }',
        {},
        null,
        server,
      );
      return body.data?.product?.stockCount === 50 ? true : undefined;
    }, `key-mugs on server ${server}`);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

async function place(shopper: Shopper, cart: readonly object[], server: number, key = newKey(), paymentMethod = 'COD') {
  const input = { lines: cart, address: ADDRESS_TN, paymentMethod, acceptTerms: true };
  const { status, body } = await shop.graphql<PlacedOrder>(PLACE_ORDER, { input, key }, shopper.idToken, server, {
    'x-forwarded-for': address(),
  });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data!.placeOrder;
}

it("over the limit, a placed checkout's key reused for another cart answers KEY_REUSED, on either instance", async () => {
  const shopper = await shop.shopper('reuser');
  const key = newKey();
  const placed = await place(shopper, lines, 0, key);
  expect(placed.userErrors).toEqual([]);
  for (let index = 0; index < 2; index += 1) expect((await place(shopper, lines, 1)).userErrors).toEqual([]);
  expect((await place(shopper, lines, 0)).userErrors.map((error) => error.code)).toEqual(['RATE_LIMITED']);

  for (const server of [0, 1]) {
    expect(await place(shopper, [{ productId: 'key-mugs', quantity: 2 }], server, key)).toEqual({
      order: null,
      quote: null,
      userErrors: [
        {
          field: 'idempotencyKey',
          code: 'KEY_REUSED',
          message:
            'This checkout was already used for a different order. Please reload the page and check your orders.',
        },
      ],
    });
    const otherPayment = await place(shopper, lines, server, key, 'ONLINE');
    expect(otherPayment.userErrors.map((error) => error.code)).toEqual(['KEY_REUSED']);
  }
  // The same checkout again, still over the limit, answers its order; nothing more was written.
  expect((await place(shopper, lines, 1, key)).order?.id).toBe(placed.order!.id);
  expect((await shop.db.collection('orders').where('uid', '==', shopper.uid).get()).size).toBe(3);
}, 60_000);

it('a retry of the checkout that took the last unit learns its order, not "sold out", on either instance', async () => {
  await shop.db
    .doc('products/last-lamp')
    .set({ productName: 'Last Lamp', category: 'Gifts', sellingPrice: 599, stock: 1 });
  const lamp = [{ productId: 'last-lamp', quantity: 1 }];
  const [buyer, other] = [await shop.shopper('last-unit'), await shop.shopper('too-late')];
  const key = newKey();
  await eventually(async () => ((await place(buyer, lamp, 0, key)).order ? true : undefined), 'the lamp on sale');
  const order = (await shop.db.collection('orders').where('uid', '==', buyer.uid).get()).docs[0]!;
  // Both catalogs now show it sold out; the same checkout again (its answer lost) still answers its order.
  for (const server of [0, 1]) {
    await eventually(async () => {
      const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
        '{ product(id: "last-lamp") { stockCount } }',
        {},
        null,
        server,
      );
      return body.data?.product?.stockCount === 0 ? true : undefined;
    }, `sold out on server ${server}`);
    const again = await place(buyer, lamp, server, key);
    expect(again.userErrors).toEqual([]);
    expect(again.order?.id).toBe(order.id);
  }
  const late = await place(other, lamp, 1);
  expect(late.order).toBeNull();
  expect(late.userErrors.map((error) => error.code)).toEqual(['CANNOT_PLACE']);
  expect((await shop.db.collection('orders').where('uid', '==', buyer.uid).get()).size).toBe(1);
}, 60_000);
