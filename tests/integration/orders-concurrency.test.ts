// Nothing oversold: many shoppers placing orders at once for the last few units, against the real Firestore
// emulator (whose transactions lock pessimistically), through the real server: in one instance, and split over two
// instances (per-instance serialisation does not help there; the Firestore transaction is the guarantee).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../support/accounts-auth-client.js';
import {
  ADDRESS_TN,
  eventually,
  newKey,
  PLACE_ORDER,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
  type PlacedOrder,
  type Shopper,
} from '../support/orders-harness.js';

const SHOPPERS = 50;
const SOLD_OUT_CODES = new Set(['SOLD_OUT', 'NOT_ENOUGH_STOCK']);

let shop: OrdersHarness;
let shoppers: SignedIn[];

beforeAll(async () => {
  shop = await startOrdersHarness({ servers: 2 });
  // Four open COD orders each: a racer who won every earlier race still takes part in the last.
  await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, cod: { ...SHOP_SETTINGS.cod, maxOpenOrders: 4 } });
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
        'query ($id: ID!) { product(id: $id) { stockCount } }',
        { id },
        null,
        server,
      );
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
  if (error?.code === 'CANNOT_PLACE' && problems.length > 0 && problems.every((code) => SOLD_OUT_CODES.has(code)))
    return 'soldOut';
  if (error?.code === 'CANNOT_PLACE' && problems.includes('ABOVE_LIMITED_OFFER_MAX')) return 'aboveOfferMax';
  return 'error';
}

interface RaceRequest {
  readonly shopper: SignedIn;
  readonly lines: readonly Record<string, unknown>[];
  readonly server: number;
}

function tallyOf(outcomes: readonly Outcome[]) {
  const tally = { placed: 0, soldOut: 0, aboveOfferMax: 0, error: 0 };
  for (const outcome of outcomes) tally[outcome] += 1;
  return tally;
}

/** Sends every request at once and tallies the outcomes. */
async function race(label: string, requests: readonly RaceRequest[]) {
  return tallyOf(await raceOutcomes(label, requests));
}

/** Sends every request at once; returns each request's outcome, in order, and logs them with the time all took. */
async function raceOutcomes(label: string, requests: readonly RaceRequest[]): Promise<Outcome[]> {
  const started = performance.now();
  let inTransaction = 0;
  const outcomes = await Promise.all(
    requests.map(async (request) => {
      const input = { lines: request.lines, address: ADDRESS_TN, paymentMethod: 'COD', acceptTerms: true };
      const { status, body } = await shop.graphql<PlacedOrder>(
        PLACE_ORDER,
        { input, key: newKey() },
        request.shopper.idToken,
        request.server,
      );
      const outcome = outcomeOf(status, body);
      // SOLD_OUT comes from the transaction's own reads; CANNOT_PLACE from the live catalog before any transaction.
      if (body.data?.placeOrder.userErrors[0]?.code === 'SOLD_OUT') inTransaction += 1;
      if (outcome === 'error') console.warn(label, status, JSON.stringify(body).slice(0, 500));
      return outcome;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const tally = tallyOf(outcomes);
  console.info(
    `${label}: ${requests.length} shoppers at once → ${tally.placed} orders placed, ` +
      `${tally.soldOut} sold-out answers (${inTransaction} found inside the transaction), ` +
      `${tally.aboveOfferMax > 0 ? `${tally.aboveOfferMax} above the offer's maximum, ` : ''}${tally.error} errors, ${seconds.toFixed(2)} s`,
  );
  return outcomes;
}

async function ordersFor(productId: string): Promise<number> {
  const orders = await shop.db.collection('orders').get();
  return orders.docs.filter((doc) =>
    (doc.get('lines') as { productId: string }[]).some((line) => line.productId === productId),
  ).length;
}

async function stored(path: string) {
  return (await shop.db.doc(path).get()).data() as Record<string, any>;
}

describe('50 shoppers at once for the last units', () => {
  it('a product with 5 units: exactly 5 orders, 45 clear sold-out answers, no error, stock 0', async () => {
    await putProduct(
      'last-mugs',
      { productName: 'Last Mugs', category: 'Gifts', sellingPrice: 349, stock: 5, sales: 10 },
      5,
    );
    const tally = await race(
      'one instance, plain stock',
      shoppers.map((shopper) => ({ shopper, lines: [{ productId: 'last-mugs', quantity: 1 }], server: 0 })),
    );
    expect(tally).toEqual({ placed: 5, soldOut: 45, aboveOfferMax: 0, error: 0 });
    expect(await stored('products/last-mugs')).toMatchObject({ stock: 0, sales: 15 });
    expect(await ordersFor('last-mugs')).toBe(5);
  }, 120_000);

  it('a variant with 5 units: the same, and the other variant untouched', async () => {
    await putProduct(
      'last-teddies',
      {
        productName: 'Last Teddies',
        category: 'Soft Toys',
        sellingPrice: 599,
        hasVariant: true,
        variantData: { stocks: { Brown: 5, White: 7 } },
      },
      12,
    );
    const tally = await race(
      'one instance, a variant',
      shoppers.map((shopper) => ({
        shopper,
        lines: [{ productId: 'last-teddies', variant: 'Brown', quantity: 1 }],
        server: 0,
      })),
    );
    expect(tally).toEqual({ placed: 5, soldOut: 45, aboveOfferMax: 0, error: 0 });
    expect(await stored('products/last-teddies')).toMatchObject({
      variantData: { stocks: { Brown: 0, White: 7 } },
      sales: 5,
    });
    expect(await ordersFor('last-teddies')).toBe(5);
  }, 120_000);

  it('a limited offer (at most 2 per order, 10 units): 5 orders of 2, the rest sold out, 3 per order always refused', async () => {
    await putProduct(
      'last-roses',
      {
        productName: 'Last Roses',
        category: 'Flowers',
        sellingPrice: 799,
        stock: 10,
        isLimitedOffer: true,
        limitedOfferData: { maxQuantity: 2 },
      },
      10,
    );
    const threeOf = (shopper: SignedIn): RaceRequest => ({
      shopper,
      lines: [{ productId: 'last-roses', quantity: 3 }],
      server: 0,
    });
    // Before the race, with all 10 units in stock, 3 is refused for the offer's maximum alone.
    expect(await raceOutcomes('a limited offer, before the race', [threeOf(shoppers[0]!)])).toEqual(['aboveOfferMax']);
    const requests: RaceRequest[] = [
      ...shoppers.map((shopper) => ({ shopper, lines: [{ productId: 'last-roses', quantity: 2 }], server: 0 })),
      ...shoppers.slice(0, 5).map(threeOf),
    ];
    const outcomes = await raceOutcomes('one instance, a limited offer', requests);
    expect(tallyOf(outcomes.slice(0, SHOPPERS))).toEqual({ placed: 5, soldOut: 45, aboveOfferMax: 0, error: 0 });
    // A request for 3 that is priced once the units are gone is told "Sold out." (a line names one problem, the
    // most pressing); before that it is told the offer's maximum. Either way it is refused.
    const threes = tallyOf(outcomes.slice(SHOPPERS));
    expect(threes.aboveOfferMax + threes.soldOut).toBe(5);
    expect(await stored('products/last-roses')).toMatchObject({ stock: 0, sales: 10 });
    const orders = await shop.db.collection('orders').get();
    const quantities = orders.docs.flatMap((doc) =>
      (doc.get('lines') as { productId: string; quantity: number }[])
        .filter((line) => line.productId === 'last-roses')
        .map((line) => line.quantity),
    );
    expect(quantities).toEqual([2, 2, 2, 2, 2]);
  }, 120_000);

  it('split over two server instances on the same Firestore: still exactly 5 orders, stock 0', async () => {
    await putProduct('last-frames', { productName: 'Last Frames', category: 'Gifts', sellingPrice: 749, stock: 5 }, 5);
    const tally = await race(
      'two instances, plain stock',
      shoppers.map((shopper, index) => ({
        shopper,
        lines: [{ productId: 'last-frames', quantity: 1 }],
        server: index % 2,
      })),
    );
    expect(tally).toEqual({ placed: 5, soldOut: 45, aboveOfferMax: 0, error: 0 });
    expect(await stored('products/last-frames')).toMatchObject({ stock: 0, sales: 5 });
    expect(await ordersFor('last-frames')).toBe(5);
  }, 120_000);
});

/** Places one order for `shopper` on `server` (optionally from a given client address) and answers the payload. */
async function placeOne(
  shopper: Shopper,
  lines: readonly Record<string, unknown>[],
  server: number,
  options: { key?: string; forwardedFor?: string; paymentMethod?: string } = {},
) {
  const input = { lines, address: ADDRESS_TN, paymentMethod: options.paymentMethod ?? 'COD', acceptTerms: true };
  const { status, body } = await shop.graphql<PlacedOrder>(
    PLACE_ORDER,
    { input, key: options.key ?? newKey() },
    shopper.idToken,
    server,
    options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data!.placeOrder;
}

const codesOf = (results: readonly PlacedOrder['placeOrder'][]) =>
  results.map((result) => (result.order ? 'placed' : (result.userErrors[0]?.code ?? 'none'))).sort();

describe('one shopper racing themself over two instances', () => {
  it("a limited offer's maximum (2) holds over orders placed at once: 2 units ordered, the rest QUANTITY_LIMIT", async () => {
    await putProduct(
      'few-roses',
      {
        productName: 'Few Roses',
        category: 'Flowers',
        sellingPrice: 799,
        stock: 40,
        isLimitedOffer: true,
        limitedOfferData: { maxQuantity: 2 },
      },
      40,
    );
    const shopper = await shop.shopper('rose-hoarder');
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, index) => placeOne(shopper, [{ productId: 'few-roses', quantity: 1 }], index % 2)),
    );
    console.info(
      `limited offer, one shopper, 5 orders of 1 at once on two instances: ${codesOf(results).join(', ')}, ` +
        `${((performance.now() - started) / 1000).toFixed(2)} s`,
    );
    expect(codesOf(results)).toEqual(['QUANTITY_LIMIT', 'QUANTITY_LIMIT', 'QUANTITY_LIMIT', 'placed', 'placed']);
    expect(await stored('products/few-roses')).toMatchObject({ stock: 38 });
  }, 60_000);

  it('open cash-on-delivery orders (at most 4 here) hold over orders placed at once: 4 placed, the rest OPEN_ORDERS_LIMIT', async () => {
    await putProduct('cod-mugs', { productName: 'COD Mugs', category: 'Gifts', sellingPrice: 349, stock: 100 }, 100);
    const shopper = await shop.shopper('cod-racer');
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, index) => placeOne(shopper, [{ productId: 'cod-mugs', quantity: 1 }], index % 2)),
    );
    expect(codesOf(results)).toEqual([
      'OPEN_ORDERS_LIMIT',
      'OPEN_ORDERS_LIMIT',
      'OPEN_ORDERS_LIMIT',
      'placed',
      'placed',
      'placed',
      'placed',
    ]);
    const refusal = results.find((result) => !result.order)!.userErrors[0]!;
    expect(refusal).toEqual({
      field: 'paymentMethod',
      code: 'OPEN_ORDERS_LIMIT',
      message:
        'You already have 4 cash-on-delivery orders waiting to be shipped. Please pay online, or order again once one of them has shipped.',
    });
    expect(await stored('products/cod-mugs')).toMatchObject({ stock: 96 });
  }, 60_000);
});

describe('shared limits of placeOrder over two instances', () => {
  /** Two more servers with small limits, trusting one proxy so that each test chooses its client address. */
  let limited: [number, number];
  const RULES = {
    placementsPerAccount: { limit: 3, windowMs: 10 * 60_000 },
    placementsPerIp: { limit: 4, windowMs: 10 * 60_000 },
    mailPerAccount: { limit: 2, windowMs: 24 * 60 * 60_000 },
  };
  // A new client address on every call: a random one could repeat an address a test has used up.
  let lastHost = 0;
  const address = () => `203.0.113.${(lastHost += 1)}`;

  beforeAll(async () => {
    const extra = { env: { TRUST_PROXY: '1' }, serverOptions: { orderLimits: RULES } };
    limited = [await shop.addServer(extra), await shop.addServer(extra)];
    await putProduct(
      'limit-mugs',
      { productName: 'Limit Mugs', category: 'Gifts', sellingPrice: 349, stock: 500 },
      500,
    );
    for (const server of limited)
      await eventually(async () => {
        const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
          '{ product(id: "limit-mugs") { stockCount } }',
          {},
          null,
          server,
        );
        return body.data?.product?.stockCount === 500 ? true : undefined;
      }, `limit-mugs on server ${server}`);
  }, 60_000);

  const lines = [{ productId: 'limit-mugs', quantity: 1 }];

  it('per account: the 4th placeOrder within the window is RATE_LIMITED, whatever the address and instance', async () => {
    const shopper = await shop.shopper('eager');
    const key = newKey();
    // Retries of one checkout count too: the first places the order, the next two return it.
    for (let index = 0; index < 3; index += 1) {
      const result = await placeOne(shopper, lines, limited[index % 2]!, { key, forwardedFor: address() });
      expect(result.userErrors).toEqual([]);
    }
    const refused = await placeOne(shopper, lines, limited[1], { forwardedFor: address() });
    expect(refused).toEqual({
      order: null,
      quote: null,
      userErrors: [
        {
          field: null,
          code: 'RATE_LIMITED',
          message: 'Too many orders in a short time. Please wait a little and try again.',
        },
      ],
    });
    const mine = await shop.db.collection('orders').where('uid', '==', shopper.uid).get();
    expect(mine.size).toBe(1);
    // Over the limit, asking again with the placed checkout's key still answers its order (the web app retries a
    // placement whose outcome it did not learn), not RATE_LIMITED.
    const replay = await placeOne(shopper, lines, limited[0], { key, forwardedFor: address() });
    expect(replay.userErrors).toEqual([]);
    expect(replay.order?.id).toBe(mine.docs[0]!.id);
  }, 60_000);

  it('per address: the 5th placeOrder from one address is RATE_LIMITED, even from a fresh account', async () => {
    const shared = address();
    const shoppers = [await shop.shopper('nat-1'), await shop.shopper('nat-2'), await shop.shopper('nat-3')];
    const answers = [];
    for (let index = 0; index < 4; index += 1)
      answers.push(await placeOne(shoppers[index % 2]!, lines, limited[index % 2]!, { forwardedFor: shared }));
    expect(answers.every((answer) => answer.userErrors.length === 0)).toBe(true);
    const refused = await placeOne(shoppers[2]!, lines, limited[0], { forwardedFor: shared });
    expect(refused.userErrors.map((error) => error.code)).toEqual(['RATE_LIMITED']);
    // Another address is not affected.
    expect((await placeOne(shoppers[2]!, lines, limited[1], { forwardedFor: address() })).userErrors).toEqual([]);
  }, 60_000);

  it('order mail is capped per account and day (2 here): the third order is placed, but no mail is written', async () => {
    const shopper = await shop.shopper('mail-cap');
    const placed = [];
    for (let index = 0; index < 3; index += 1) {
      const result = await placeOne(shopper, lines, limited[index % 2]!, { forwardedFor: address() });
      expect(result.userErrors).toEqual([]);
      placed.push(result.order!.id);
    }
    const mails = await Promise.all(placed.map((id) => shop.db.doc(`mail/order-placed-${id}`).get()));
    expect(mails.map((mail) => mail.exists)).toEqual([true, true, false]);
    expect(mails[0]!.get('to')).toBe(shopper.email);
  }, 60_000);
});
