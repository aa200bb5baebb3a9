// An order transaction without an answer in time, and a Firestore outage while placing, against the real emulators
// and server. A Firestore emulator of its own: the last test stops it.
import { describe, expect, it } from 'vitest';
import { eventually, newKey } from '../support/orders-harness.js';
import { PRODUCTS, useOrdersApiShop } from '../support/orders-api-shop.js';

// A short wait for the order transaction: the first test outlasts it on purpose, and the last waits for it to fail.
const { shop, putProduct, orderInput, place } = useOrdersApiShop({
  ownFirestore: true,
  orderTransactionTimeoutMs: 5_000,
});

describe('an order transaction without an answer in time', () => {
  it('says the outcome is unknown and that trying again is safe; the same checkout then shows the one order', async () => {
    await putProduct('hamper', PRODUCTS.hamper!);
    const shopper = await shop.shopper('unknown-outcome');
    const input = orderInput({ lines: [{ productId: 'hamper', quantity: 1 }] });
    const key = newKey();
    // Another transaction holds the hamper longer than the server waits for its own (5 s here).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const blocker = shop.db.runTransaction(
      async (tx) => {
        const snapshot = await tx.get(shop.db.doc('products/hamper'));
        locked();
        await held;
        tx.update(snapshot.ref, { updatedBy: 'blocker' });
      },
      { maxAttempts: 1 },
    );
    await isLocked;
    const first = await place(shopper.idToken, input, key);
    setTimeout(release, 0);
    await blocker.catch(() => undefined);
    expect(first.status).toBe(200);
    const [error] = first.result!.userErrors;
    console.info(`an order transaction held by another: ${error?.code ?? 'placed'}`);
    expect(first.result!.order).toBeNull();
    expect(['TRY_AGAIN', 'UNAVAILABLE']).toContain(error?.code);
    expect(error?.message).toMatch(/cannot tell yet whether .*placed/);
    expect(error?.message).toContain('trying again with this checkout is safe');
    expect(error?.message).not.toMatch(/nothing was charged/i);

    const again = await eventually(async () => {
      const { result } = await place(shopper.idToken, input, key);
      return result?.order ?? undefined;
    }, 'the order on trying again');
    const mine = await shop.db.collection('orders').where('uid', '==', shopper.uid).get();
    expect(mine.docs.map((doc) => doc.id)).toEqual([again.id]);
  }, 60_000);
});

// Last: it stops the Firestore emulator.
describe('a Firestore outage while placing an order', () => {
  it('answers UNAVAILABLE, never a 5xx; the catalog keeps answering', async () => {
    const shopper = await shop.shopper('outage');
    await shop.stopFirestore();
    const started = Date.now();
    const { status, result, body } = await place(shopper.idToken, orderInput());
    console.info(`placeOrder during a Firestore outage answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(result).toMatchObject({
      order: null,
      userErrors: [
        {
          field: null,
          code: 'UNAVAILABLE',
          // The shopper's profile is read before anything is written, so here nothing was placed for certain.
          message: 'We could not place your order right now; nothing was placed. Please try again in a few minutes.',
        },
      ],
    });
    const catalog = await shop.graphql<{ product: { productName: string } }>('{ product(id: "mug") { productName } }');
    expect(catalog.body.data?.product.productName).toBe('Photo Mug');
  });
});
