// Waiting that tells the truth, against the real emulators and two servers: a placement the instance cannot start in
// time is answered BUSY before anything is written, and asking again with the same key places it once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventually,
  newKey,
  PLACE_ORDER,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
  type PlacedOrder,
  ADDRESS_TN,
} from '../support/orders-harness.js';

let shop: OrdersHarness;

beforeAll(async () => {
  // One placement at a time per instance, none waiting: every placement beside a running one is answered busy.
  shop = await startOrdersHarness({
    servers: 2,
    serverOptions: { placementAdmission: { maxInFlight: 1, maxQueued: 0, maxWaitMs: 0 } },
  });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: [], minimumOrderValue: 0 });
  // Distinct products: placements of one product already take turns before they are admitted.
  for (let index = 0; index < 8; index += 1)
    await shop.db.doc(`products/gift-${index}`).set({
      productName: `Gift ${index}`,
      category: 'Gifts',
      sellingPrice: 349,
      stock: 100,
      gstRate: 18,
      hsnCode: '6912',
    });
  for (let server = 0; server < 2; server += 1)
    await eventually(async () => {
      const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
        '{ product(id: "gift-7") { stockCount } }',
        {},
        null,
        server,
      );
      return body.data?.product?.stockCount === 100 ? true : undefined;
    }, `the gifts on server ${server}`);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

function place(token: string, key: string, index: number) {
  return shop.graphql<PlacedOrder>(
    PLACE_ORDER,
    {
      input: {
        lines: [{ productId: `gift-${index}`, quantity: 1 }],
        address: ADDRESS_TN,
        paymentMethod: 'COD',
        acceptTerms: true,
      },
      key,
    },
    token,
    index % 2,
  );
}

describe('placement admission', () => {
  it('answers BUSY before writing anything when the instance is full, and the same key then places the order once', async () => {
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => shop.shopper('crowd')));
    const keys = shoppers.map(() => newKey());
    const stock = async () => {
      const snapshot = await shop.db.collection('products').get();
      return snapshot.docs.reduce((sum, doc) => sum + (doc.get('stock') as number), 0);
    };
    const stockBefore = await stock();
    const answers = await Promise.all(shoppers.map((shopper, index) => place(shopper.idToken, keys[index]!, index)));
    const busy = answers.filter(({ body }) => body.data?.placeOrder.userErrors[0]?.code === 'BUSY');
    const placed = answers.filter(({ body }) => body.data?.placeOrder.order);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + placed.length).toBe(8);
    expect(busy[0]!.body.data!.placeOrder.userErrors).toEqual([
      { field: null, code: 'BUSY', message: 'The shop is busy right now. Nothing was placed; please try again.' },
    ]);
    // Nothing was written for a busy answer: only the placed orders exist, and only their stock was taken.
    const stored = await shop.db.collection('orders').get();
    expect(stored.size).toBe(placed.length);
    expect(await stock()).toBe(stockBefore - placed.length);

    // Asked again one at a time with the same keys: every shopper ends with exactly one order.
    const again = [];
    for (const [index, shopper] of shoppers.entries()) again.push(await place(shopper.idToken, keys[index]!, index));
    const ids = again.map(({ body }) => body.data?.placeOrder.order?.id);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    for (const answer of placed) expect(ids).toContain(answer.body.data!.placeOrder.order!.id);
    expect((await shop.db.collection('orders').get()).size).toBe(8);
    expect(await stock()).toBe(stockBefore - 8);
  });
});
