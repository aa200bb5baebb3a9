// A hot product's stock split into shards (server/src/domain/stock-shards.ts), raced over two server instances on
// the real Firestore emulator: never oversold, every unit accounted for in the shards and the owner's one number,
// an owner's edit during a race, and units given back by a cancellation. Nothing mocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
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
} from '../support/orders-harness.js';

const SHOPPERS = 40;

let shop: OrdersHarness;
let shoppers: SignedIn[];
let adminToken: string;

beforeAll(async () => {
  shop = await startOrdersHarness({ servers: 2 });
  await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, cod: { ...SHOP_SETTINGS.cod, maxOpenOrders: 10 } });
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
  shoppers = [];
  for (let index = 0; index < SHOPPERS; index += 1) shoppers.push(await shop.shopper('hot'));
}, 300_000);

afterAll(async () => {
  await shop?.stop();
});

async function stockCountOn(server: number, id: string): Promise<number | undefined> {
  const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
    'query ($id: ID!) { product(id: $id) { stockCount } }',
    { id },
    null,
    server,
  );
  return body.data?.product?.stockCount;
}

const SET_SHARDS = `mutation ($id: ID!, $shards: Int!) {
  adminSetStockShards(id: $id, shards: $shards) { product { id stockShards stockCount } userErrors { field code } }
}`;
type ShardsAnswer = {
  adminSetStockShards: {
    product: { id: string; stockShards: number; stockCount: number } | null;
    userErrors: { field: string | null; code: string }[];
  };
};

/** The owner readies a product for a rush (or ends it) through the admin API. */
async function ownerSetsShards(id: string, shards: number, token: string | null = adminToken) {
  const { body } = await shop.graphql<ShardsAnswer>(SET_SHARDS, { id, shards }, token, 0);
  return body;
}

/** Writes a product, the owner splits its stock into `shards`, and both servers' catalogs then show it split. */
async function putShardedProduct(id: string, data: Record<string, unknown>, shards: number, units: number) {
  await shop.db.doc(`products/${id}`).set(data);
  const answer = (await ownerSetsShards(id, shards)).data?.adminSetStockShards;
  expect(answer).toMatchObject({ product: { id, stockShards: shards, stockCount: units }, userErrors: [] });
  for (let server = 0; server < shop.servers.length; server += 1)
    await eventually(async () => ((await stockCountOn(server, id)) === units ? true : undefined), `${id} on ${server}`);
}

async function shardsOf(id: string): Promise<{ units: number; sold: number }[]> {
  const shards = await shop.db.collection('stockShards').where('productId', '==', id).get();
  return shards.docs.map((doc) => ({ units: doc.get('units') as number, sold: doc.get('sold') as number }));
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

type Answer = { code: string; orderId: string | null };

/**
 * One placement, asked again with the same key after BUSY ("nothing was placed, try again") or an unknown outcome, as
 * the web app does.
 */
async function placeOnce(shopper: SignedIn, lines: Record<string, unknown>[], server: number): Promise<Answer> {
  const input = { lines, address: ADDRESS_TN, paymentMethod: 'COD', acceptTerms: true };
  const key = newKey();
  for (let attempt = 0; ; attempt += 1) {
    const { status, body } = await shop.graphql<PlacedOrder>(PLACE_ORDER, { input, key }, shopper.idToken, server);
    const result = body.data?.placeOrder;
    if (status !== 200 || !result) return { code: `HTTP ${status} ${JSON.stringify(body.errors)}`, orderId: null };
    if (result.order) return { code: 'PLACED', orderId: result.order.id };
    const problems = result.quote?.lines.flatMap((line) => line.problems.map((problem) => problem.code)) ?? [];
    const [error] = result.userErrors;
    // The web app asks again with the same key after BUSY and after an unknown outcome: at most one order results.
    if ((error?.code === 'BUSY' || error?.code === 'UNAVAILABLE' || error?.code === 'TRY_AGAIN') && attempt < 20) {
      askedAgain[error.code] = (askedAgain[error.code] ?? 0) + 1;
      continue;
    }
    const soldOut =
      error?.code === 'SOLD_OUT' ||
      (error?.code === 'CANNOT_PLACE' && problems.every((code) => code === 'SOLD_OUT' || code === 'NOT_ENOUGH_STOCK'));
    return { code: soldOut ? 'SOLD_OUT' : (error?.code ?? 'NONE'), orderId: null };
  }
}

let askedAgain: Record<string, number> = {};

/** Every shopper places one order of `lines` at once, alternating between the two servers. */
async function race(lines: Record<string, unknown>[], who: readonly SignedIn[] = shoppers): Promise<Answer[]> {
  askedAgain = {};
  const answers = await Promise.all(who.map((shopper, index) => placeOnce(shopper, lines, index % 2)));
  console.info(
    `${who.length} at once: ${JSON.stringify(tally(answers))}, asked again after ${JSON.stringify(askedAgain)}`,
  );
  return answers;
}

function tally(answers: readonly Answer[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { code } of answers) counts[code] = (counts[code] ?? 0) + 1;
  return counts;
}

async function ordersFor(productId: string): Promise<number> {
  const orders = await shop.db.collection('orders').get();
  return orders.docs.filter((doc) =>
    (doc.get('lines') as { productId: string }[]).some((line) => line.productId === productId),
  ).length;
}

async function productStock(id: string): Promise<Record<string, unknown>> {
  return (await shop.db.doc(`products/${id}`).get()).data()!;
}

describe('a hot product whose stock is split into shards, over two instances', () => {
  it('40 shoppers for 10 units in 4 shards: exactly 10 placed, the shards and the product end at 0', async () => {
    await putShardedProduct(
      'hot-roses',
      { productName: 'Valentine Roses', category: 'Flowers', sellingPrice: 899, stock: 10, sales: 3 },
      4,
      10,
    );
    expect(await shardsOf('hot-roses')).toHaveLength(4);
    expect(sum((await shardsOf('hot-roses')).map((shard) => shard.units))).toBe(10);

    const answers = await race([{ productId: 'hot-roses', quantity: 1 }]);
    console.info('sharded, 10 units, 40 shoppers:', JSON.stringify(tally(answers)));
    expect(tally(answers)).toEqual({ PLACED: 10, SOLD_OUT: 30 });
    expect(await ordersFor('hot-roses')).toBe(10);
    const shards = await shardsOf('hot-roses');
    expect(sum(shards.map((shard) => shard.units))).toBe(0);
    expect(sum(shards.map((shard) => shard.sold))).toBe(10);
    // The owner's one number and the sales catch up from the shards.
    await eventually(async () => {
      const product = await productStock('hot-roses');
      return product.stock === 0 && product.sales === 13 ? true : undefined;
    }, 'the product refreshed from its shards');
  }, 180_000);

  it('a line of 3 takes from several shards when one cannot cover it; variants keep shards of their own', async () => {
    await putShardedProduct(
      'hot-teddies',
      {
        productName: 'Hot Teddies',
        category: 'Soft Toys',
        sellingPrice: 599,
        hasVariant: true,
        variantData: { stocks: { Brown: 4, White: 6 } },
      },
      4,
      10,
    );
    // Brown: 4 units as 1+1+1+1: every order of 3 must gather from three shards.
    const answers = await race([{ productId: 'hot-teddies', variant: 'Brown', quantity: 3 }], shoppers.slice(0, 6));
    expect(tally(answers)).toEqual({ PLACED: 1, SOLD_OUT: 5 });
    await eventually(async () => {
      const product = await productStock('hot-teddies');
      const stocks = (product.variantData as { stocks: Record<string, number> }).stocks;
      return stocks.Brown === 1 && stocks.White === 6 ? true : undefined;
    }, 'the variants refreshed from their shards');
  }, 180_000);

  it("an owner's new number during a race: no unit made or lost, the shards and the product agree", async () => {
    await putShardedProduct(
      'hot-cakes',
      { productName: 'Midnight Cakes', category: 'Cakes', sellingPrice: 999, stock: 5 },
      3,
      5,
    );
    const racing = race([{ productId: 'hot-cakes', quantity: 1 }]);
    const edit = shop.graphql<{ adminSetStock: { userErrors: unknown[] } }>(
      'mutation { adminSetStock(id: "hot-cakes", stock: 20) { userErrors { code } } }',
      {},
      adminToken,
      1,
    );
    const [answers, edited] = await Promise.all([racing, edit]);
    expect(edited.body.data?.adminSetStock.userErrors).toEqual([]);
    const placed = tally(answers).PLACED ?? 0;
    console.info('sharded, owner sets 20 during a race of 40 for 5:', JSON.stringify(tally(answers)));
    expect(Object.keys(tally(answers)).every((code) => code === 'PLACED' || code === 'SOLD_OUT')).toBe(true);
    expect(await ordersFor('hot-cakes')).toBe(placed);
    const left = sum((await shardsOf('hot-cakes')).map((shard) => shard.units));
    // Orders placed before the edit are forgotten by the owner's 20 (as with a product's own number); those after
    // it took from the 20: so left + placed is 20 plus the orders placed before the edit, 0 to 5 of them.
    expect(left + placed).toBeGreaterThanOrEqual(20);
    expect(left + placed).toBeLessThanOrEqual(25);
    await eventually(
      async () => ((await productStock('hot-cakes')).stock === left ? true : undefined),
      'the product shows what the shards hold',
    );
  }, 180_000);

  it('a cancelled order gives its unit back to a shard, and the product shows it again', async () => {
    await putShardedProduct(
      'hot-mugs',
      { productName: 'Hot Mugs', category: 'Gifts', sellingPrice: 349, stock: 2 },
      2,
      2,
    );
    const answers = await race([{ productId: 'hot-mugs', quantity: 1 }], shoppers.slice(0, 3));
    expect(tally(answers)).toEqual({ PLACED: 2, SOLD_OUT: 1 });
    const index = answers.findIndex((answer) => answer.code === 'PLACED');
    const { body } = await shop.graphql<{ cancelMyOrder: { order: { status: string } | null } }>(
      'mutation ($id: ID!) { cancelMyOrder(id: $id) { order { status } userErrors { code } } }',
      { id: answers[index]!.orderId },
      shoppers[index]!.idToken,
      1,
    );
    expect(body.data?.cancelMyOrder.order?.status).toBe('CANCELLED');
    expect(sum((await shardsOf('hot-mugs')).map((shard) => shard.units))).toBe(1);
    await eventually(async () => ((await stockCountOn(0, 'hot-mugs')) === 1 ? true : undefined), 'back on sale');
    // The unit given back can be bought again, on either server.
    expect(tally(await race([{ productId: 'hot-mugs', quantity: 1 }], shoppers.slice(5, 7)))).toEqual({
      PLACED: 1,
      SOLD_OUT: 1,
    });
  }, 180_000);

  it("the owner's rush switch: shoppers and bad numbers refused, split and joined again with the one number kept", async () => {
    await shop.db.doc('products/rush-roses').set({
      productName: 'Rush Roses',
      category: 'Flowers',
      sellingPrice: 799,
      stock: 0,
      hasVariant: true,
      variantData: { stocks: { '6 stems': 7, '12 stems': 3 }, order: ['6 stems', '12 stems'] },
    });
    const byShopper = await ownerSetsShards('rush-roses', 4, shoppers[0]!.idToken);
    expect(byShopper.data).toBeFalsy();
    expect(byShopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    for (const shards of [17, -1])
      expect((await ownerSetsShards('rush-roses', shards)).data?.adminSetStockShards.userErrors).toEqual([
        { field: 'shards', code: 'INVALID' },
      ]);
    expect((await ownerSetsShards('no-such-product', 4)).data?.adminSetStockShards.userErrors).toEqual([
      { field: null, code: 'NOT_FOUND' },
    ]);
    expect((await shardsOf('rush-roses')).length).toBe(0);

    const split = (await ownerSetsShards('rush-roses', 4)).data?.adminSetStockShards;
    expect(split).toMatchObject({ product: { stockShards: 4, stockCount: 10 }, userErrors: [] });
    // Four parts per option, holding each option's number between them.
    const shards = await shop.db.collection('stockShards').where('productId', '==', 'rush-roses').get();
    const unitsOf = (variant: string) =>
      sum(shards.docs.filter((doc) => doc.get('variant') === variant).map((doc) => doc.get('units') as number));
    expect(shards.size).toBe(8);
    expect([unitsOf('6 stems'), unitsOf('12 stems')]).toEqual([7, 3]);
    const audit = await shop.db.collection('auditLog').where('action', '==', 'product.stock-shards').get();
    expect(audit.docs.map((doc) => doc.get('after') as unknown)).toContainEqual({ stockShards: 4 });

    const joined = (await ownerSetsShards('rush-roses', 0)).data?.adminSetStockShards;
    expect(joined).toMatchObject({ product: { stockShards: 0, stockCount: 10 }, userErrors: [] });
    expect((await shardsOf('rush-roses')).length).toBe(0);
    const { stocks } = (await productStock('rush-roses')).variantData as { stocks: Record<string, number> };
    expect(stocks).toEqual({ '6 stems': 7, '12 stems': 3 });
  }, 120_000);
});
