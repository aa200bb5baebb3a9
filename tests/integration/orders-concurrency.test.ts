// Nothing oversold: many shoppers placing orders at once for the last few units, against the real Firestore
// emulator (whose transactions lock pessimistically), through the real server: in one instance, and split over two
// instances (per-instance serialisation does not help there; the Firestore transaction is the guarantee).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from './accounts-auth-client.js';
import { ADDRESS_TN, eventually, newKey, PLACE_ORDER, SHOP_SETTINGS, startOrdersHarness, type OrdersHarness, type PlacedOrder } from './orders-harness.js';

const SHOPPERS = 50;
const SOLD_OUT_CODES = new Set(['SOLD_OUT', 'NOT_ENOUGH_STOCK']);

let shop: OrdersHarness;
let shoppers: SignedIn[];

beforeAll(async () => {
  shop = await startOrdersHarness({ servers: 2 });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  shoppers = [];
  for (let index = 0; index < SHOPPERS; index += 1) shoppers.push(await shop.shopper('racer'));
});

afterAll(async () => {
  await shop?.stop();
});

/** Writes a product and waits until every server's catalog shows `units` of it. */
async function putProduct(id: string, data: Record<string, unknown>, units: number): Promise<void> {
  await shop.db.doc(`products/${id}`).set(data);
  for (let server = 0; server < shop.servers.length; server += 1) {
    await eventually(async () => {
      const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
        'query ($id: ID!) { product(id: $id) { stockCount } }', { id }, null, server);
      return body.data?.product?.stockCount === units ? true : undefined;
    }, `product ${id} on server ${server}`);
  }
}

type Outcome = 'placed' | 'soldOut' | 'aboveOfferMax' | 'error';

function outcomeOf(status: number, body: { data?: PlacedOrder | null; errors?: unknown[] }): Outcome {
  const result = body.data?.placeOrder;
  if (status !== 200 || body.errors || !result) return 'error';
  if (result.order) return 'placed';
  const [error] = result.userErrors;
  if (error?.code === 'SOLD_OUT') return 'soldOut';
  const problems = result.quote?.lines.flatMap((line) => line.problems.map((problem) => problem.code)) ?? [];
  if (error?.code === 'CANNOT_PLACE' && problems.length > 0 && problems.every((code) => SOLD_OUT_CODES.has(code))) return 'soldOut';
  if (error?.code === 'CANNOT_PLACE' && problems.includes('ABOVE_LIMITED_OFFER_MAX')) return 'aboveOfferMax';
  return 'error';
}

interface RaceRequest {
  readonly shopper: SignedIn;
  readonly lines: readonly Record<string, unknown>[];
  readonly server: number;
}

/** Sends every request at once; reports outcomes and the time all took. */
async function race(label: string, requests: readonly RaceRequest[]) {
  const started = performance.now();
  let inTransaction = 0;
  const outcomes = await Promise.all(requests.map(async (request) => {
    const input = { lines: request.lines, address: ADDRESS_TN, paymentMethod: 'COD', acceptTerms: true };
    const { status, body } = await shop.graphql<PlacedOrder>(PLACE_ORDER, { input, key: newKey() }, request.shopper.idToken, request.server);
    const outcome = outcomeOf(status, body);
    // SOLD_OUT comes from the transaction's own reads; CANNOT_PLACE from the live catalog before any transaction.
    if (body.data?.placeOrder.userErrors[0]?.code === 'SOLD_OUT') inTransaction += 1;
    if (outcome === 'error') console.warn(label, status, JSON.stringify(body).slice(0, 500));
    return outcome;
  }));
  const seconds = (performance.now() - started) / 1000;
  const tally = { placed: 0, soldOut: 0, aboveOfferMax: 0, error: 0 };
  for (const outcome of outcomes) tally[outcome] += 1;
  console.info(
    `${label}: ${requests.length} shoppers at once → ${tally.placed} orders placed, ` +
    `${tally.soldOut} sold-out answers (${inTransaction} found inside the transaction), ` +
    `${tally.aboveOfferMax > 0 ? `${tally.aboveOfferMax} above the offer's maximum, ` : ''}${tally.error} errors, ${seconds.toFixed(2)} s`,
  );
  return tally;
}

async function ordersFor(productId: string): Promise<number> {
  const orders = await shop.db.collection('orders').get();
  return orders.docs.filter((doc) => (doc.get('lines') as { productId: string }[]).some((line) => line.productId === productId)).length;
}

async function stored(path: string) {
  return (await shop.db.doc(path).get()).data() as Record<string, any>;
}

describe('50 shoppers at once for the last units', () => {
  it('a product with 5 units: exactly 5 orders, 45 clear sold-out answers, no error, stock 0', async () => {
    await putProduct('last-mugs', { productName: 'Last Mugs', category: 'Gifts', sellingPrice: 349, stock: 5, sales: 10 }, 5);
    const tally = await race('one instance, plain stock', shoppers.map((shopper) => ({ shopper, lines: [{ productId: 'last-mugs', quantity: 1 }], server: 0 })));
    expect(tally).toEqual({ placed: 5, soldOut: 45, aboveOfferMax: 0, error: 0 });
    expect(await stored('products/last-mugs')).toMatchObject({ stock: 0, sales: 15 });
    expect(await ordersFor('last-mugs')).toBe(5);
  }, 120_000);

  it('a variant with 5 units: the same, and the other variant untouched', async () => {
    await putProduct('last-teddies', {
      productName: 'Last Teddies', category: 'Soft Toys', sellingPrice: 599, hasVariant: true, variantData: { stocks: { Brown: 5, White: 7 } },
    }, 12);
    const tally = await race('one instance, a variant', shoppers.map((shopper) => ({
      shopper, lines: [{ productId: 'last-teddies', variant: 'Brown', quantity: 1 }], server: 0,
    })));
    expect(tally).toEqual({ placed: 5, soldOut: 45, aboveOfferMax: 0, error: 0 });
    expect(await stored('products/last-teddies')).toMatchObject({ variantData: { stocks: { Brown: 0, White: 7 } }, sales: 5 });
    expect(await ordersFor('last-teddies')).toBe(5);
  }, 120_000);

  it("a limited offer (at most 2 per order, 10 units): 5 orders of 2, the rest sold out, 3 per order always refused", async () => {
    await putProduct('last-roses', {
      productName: 'Last Roses', category: 'Flowers', sellingPrice: 799, stock: 10, isLimitedOffer: true, limitedOfferData: { maxQuantity: 2 },
    }, 10);
    const requests: RaceRequest[] = [
      ...shoppers.map((shopper) => ({ shopper, lines: [{ productId: 'last-roses', quantity: 2 }], server: 0 })),
      ...shoppers.slice(0, 5).map((shopper) => ({ shopper, lines: [{ productId: 'last-roses', quantity: 3 }], server: 0 })),
    ];
    const tally = await race('one instance, a limited offer', requests);
    expect(tally).toEqual({ placed: 5, soldOut: 45, aboveOfferMax: 5, error: 0 });
    expect(await stored('products/last-roses')).toMatchObject({ stock: 0, sales: 10 });
    const orders = await shop.db.collection('orders').get();
    const quantities = orders.docs.flatMap((doc) => (doc.get('lines') as { productId: string; quantity: number }[]).filter((line) => line.productId === 'last-roses').map((line) => line.quantity));
    expect(quantities).toEqual([2, 2, 2, 2, 2]);
  }, 120_000);

  it('split over two server instances on the same Firestore: still exactly 5 orders, stock 0', async () => {
    await putProduct('last-frames', { productName: 'Last Frames', category: 'Gifts', sellingPrice: 749, stock: 5 }, 5);
    const tally = await race('two instances, plain stock', shoppers.map((shopper, index) => ({
      shopper, lines: [{ productId: 'last-frames', quantity: 1 }], server: index % 2,
    })));
    expect(tally).toEqual({ placed: 5, soldOut: 45, aboveOfferMax: 0, error: 0 });
    expect(await stored('products/last-frames')).toMatchObject({ stock: 0, sales: 5 });
    expect(await ordersFor('last-frames')).toBe(5);
  }, 120_000);
});
