// "Notify me" over two real server instances on the Firestore and Auth emulators: requests set and listed, the
// back-in-stock mail written once when the owner restocks (both instances see the restock), flapping stock, a
// cancelled request, the per-account cap under concurrent requests and the shared rate limit. Nothing mocked.
import '../support/emulator-env.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDay } from '../../server/src/domain/india-time.js';
import type { StockAlertPass } from '../../server/src/stock-alerts/stock-alerts-service.js';
import { signedInAdmin } from '../support/admin-support.js';
import { awayFromWindowEdge } from '../support/limit-windows.js';
import { eventually, startOrdersHarness, type OrdersHarness } from '../support/orders-harness.js';

const ALERT = 'productId variant createdAt product { id productName inStock }';
const MY_ALERTS = `query { myStockAlerts { ${ALERT} } }`;
const REQUEST = `mutation ($input: StockAlertInput!) {
  requestStockAlert(input: $input) { stockAlert { ${ALERT} } userErrors { field message code } }
}`;
const CANCEL = `mutation ($input: StockAlertInput!) {
  cancelStockAlert(input: $input) { cancelled userErrors { field message code } }
}`;
const SET_STOCK = `mutation ($id: ID!, $variant: String, $stock: Int!) {
  adminSetStock(id: $id, variant: $variant, stock: $stock) { userErrors { code } }
}`;

interface Alert {
  productId: string;
  variant: string | null;
  createdAt: string;
  product: { id: string; productName: string; inStock: boolean } | null;
}
interface RequestAnswer {
  requestStockAlert: { stockAlert: Alert | null; userErrors: Array<{ field: string | null; code: string }> };
}

let shop: OrdersHarness;
let ownerToken: string;
const passes: StockAlertPass[] = [];

async function request(token: string, input: Record<string, unknown>, server = 0) {
  const { body } = await shop.graphql<RequestAnswer>(REQUEST, { input }, token, server);
  expect(body.errors).toBeUndefined();
  return body.data!.requestStockAlert;
}

async function myAlerts(token: string, server = 0): Promise<Alert[]> {
  const { body } = await shop.graphql<{ myStockAlerts: Alert[] }>(MY_ALERTS, {}, token, server);
  expect(body.errors).toBeUndefined();
  return body.data!.myStockAlerts;
}

async function setStock(id: string, stock: number, variant: string | null = null, server = 0): Promise<void> {
  const { body } = await shop.graphql<{ adminSetStock: { userErrors: unknown[] } }>(
    SET_STOCK,
    { id, variant, stock },
    ownerToken,
    server,
  );
  expect(body.errors).toBeUndefined();
  expect(body.data!.adminSetStock.userErrors).toEqual([]);
}

/** Waits until both instances have finished mailing for this restock (their passes counted since `from`). */
async function bothInstancesPassed(productId: string, variant: string | null, from: number): Promise<StockAlertPass[]> {
  return eventually(async () => {
    const mine = passes.slice(from).filter((pass) => pass.productId === productId && pass.variant === variant);
    return mine.length >= 2 ? mine : undefined;
  }, `both instances' passes for ${productId}`);
}

async function mailsTo(email: string) {
  const found = await shop.db.collection('mail').where('to', '==', email).get();
  return found.docs.map((doc) => ({ id: doc.id, ...(doc.data() as { message: { subject: string; text: string } }) }));
}

async function inBothCatalogs(id: string, inStock: boolean): Promise<void> {
  for (const server of [0, 1]) {
    await eventually(
      async () => {
        const { body } = await shop.graphql<{ product: { inStock: boolean } | null }>(
          `{ product(id: "${id}") { inStock } }`,
          {},
          null,
          server,
        );
        return body.data?.product?.inStock === inStock ? true : undefined;
      },
      `${id} ${inStock ? 'in stock' : 'sold out'} on server ${server}`,
    );
  }
}

beforeAll(async () => {
  shop = await startOrdersHarness({ servers: 2, serverOptions: { onStockAlertPass: (pass) => passes.push(pass) } });
  const products: Record<string, Record<string, unknown>> = {
    'alert-mug': { productName: 'Magic Mug', sellingPrice: 499, mrp: 599, stock: 0 },
    'alert-lamp': { productName: 'Moon Lamp', sellingPrice: 1299, mrp: 1299, stock: 0 },
    'alert-candle': { productName: 'Soy Candle', sellingPrice: 349, mrp: 349, stock: 0 },
    'alert-card': { productName: 'Greeting Card', sellingPrice: 99, mrp: 99, stock: 7 },
    'alert-frame': {
      productName: 'Photo Frame',
      sellingPrice: 799,
      mrp: 999,
      stock: 0,
      hasVariant: true,
      variantData: { stocks: { Small: 4, Large: 0 } },
    },
  };
  for (const [id, fields] of Object.entries(products)) {
    await shop.db.doc(`products/${id}`).set({ category: 'Gifts', ...fields });
  }
  for (const id of Object.keys(products)) await inBothCatalogs(id, id === 'alert-card' || id === 'alert-frame');
  ownerToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('"Notify me" requests', () => {
  it('are set by a signed-in shopper on a sold-out product or option and listed on either instance', async () => {
    const anonymous = await shop.graphql<RequestAnswer>(REQUEST, { input: { productId: 'alert-mug' } });
    expect(anonymous.body.errors?.[0]?.extensions?.['code']).toBe('UNAUTHENTICATED');

    const shopper = await shop.shopper('alert-list');
    const mug = await request(shopper.idToken, { productId: 'alert-mug' });
    expect(mug.userErrors).toEqual([]);
    expect(mug.stockAlert).toMatchObject({ productId: 'alert-mug', variant: null, product: { inStock: false } });
    // Asking again keeps the first request.
    const again = await request(shopper.idToken, { productId: 'alert-mug' }, 1);
    expect(again.stockAlert?.createdAt).toBe(mug.stockAlert?.createdAt);
    expect((await request(shopper.idToken, { productId: 'alert-frame', variant: 'Large' }, 1)).userErrors).toEqual([]);

    const listed = await myAlerts(shopper.idToken, 1);
    expect(listed.map((alert) => [alert.productId, alert.variant])).toEqual([
      ['alert-mug', null],
      ['alert-frame', 'Large'],
    ]);
    expect(await myAlerts(shopper.idToken, 0)).toEqual(listed);
  });

  it('are refused, naming the field, for what is in stock, a missing option or product, and bad input', async () => {
    const shopper = await shop.shopper('alert-refused');
    const refusals = [
      [{ productId: 'alert-card' }, 'input.productId', 'IN_STOCK'],
      [{ productId: 'alert-frame', variant: 'Small' }, 'input.productId', 'IN_STOCK'],
      [{ productId: 'alert-frame' }, 'input.variant', 'REQUIRED'],
      [{ productId: 'alert-frame', variant: 'Huge' }, 'input.variant', 'INVALID'],
      [{ productId: 'alert-mug', variant: 'Huge' }, 'input.variant', 'INVALID'],
      [{ productId: 'no-such-product' }, 'input.productId', 'NOT_FOUND'],
    ] as const;
    for (const [input, field, code] of refusals) {
      const answer = await request(shopper.idToken, input);
      expect(answer.stockAlert).toBeNull();
      expect(answer.userErrors).toEqual([expect.objectContaining({ field, code })]);
    }
    const blank = await shop.graphql<RequestAnswer>(REQUEST, { input: { productId: ' ' } }, shopper.idToken);
    expect(blank.body.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
    expect(await myAlerts(shopper.idToken)).toEqual([]);
    const stored = await shop.db.doc(`stockAlerts/${shopper.uid}`).get();
    expect(stored.exists).toBe(false);
  });

  it('are refused for an e-mail nobody has verified yet, on either instance, and nothing is stored', async () => {
    const shopper = await shop.shopper('alert-unverified', { emailVerified: false });
    for (const server of [0, 1]) {
      const answer = await request(shopper.idToken, { productId: 'alert-lamp' }, server);
      expect(answer.stockAlert).toBeNull();
      expect(answer.userErrors).toEqual([expect.objectContaining({ field: null, code: 'EMAIL_NOT_VERIFIED' })]);
    }
    expect((await shop.db.doc(`stockAlerts/${shopper.uid}`).get()).exists).toBe(false);
  });
});

describe('the back-in-stock mail', () => {
  it('is written once when the owner restocks, though both instances see it, and not again when stock flaps', async () => {
    const asha = await shop.shopper('alert-lamp-a');
    const ravi = await shop.shopper('alert-lamp-b');
    expect((await request(asha.idToken, { productId: 'alert-lamp' })).userErrors).toEqual([]);
    expect((await request(ravi.idToken, { productId: 'alert-lamp' }, 1)).userErrors).toEqual([]);

    const from = passes.length;
    await setStock('alert-lamp', 5);
    const restock = await bothInstancesPassed('alert-lamp', null, from);
    // Two instances raced for each of the two requests: each request was mailed by exactly one of them.
    expect(restock.reduce((sum, pass) => sum + pass.sent, 0)).toBe(2);
    expect(restock.reduce((sum, pass) => sum + pass.failed + pass.capped, 0)).toBe(0);
    for (const shopper of [asha, ravi]) {
      const mails = await mailsTo(shopper.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.message.subject).toContain('Moon Lamp is back in stock');
      expect(mails[0]!.message.text).toContain('Good news: Moon Lamp is back in stock at ₹1,299.');
      expect(mails[0]!.message.text).toMatch(/See it here: http:\/\/\S+\/product\/alert-lamp\n/);
      expect(await myAlerts(shopper.idToken)).toEqual([]);
    }

    // 5 → 0 → 5: a restock again, but the requests ended with their mail.
    await setStock('alert-lamp', 0, null, 1);
    await inBothCatalogs('alert-lamp', false);
    const second = passes.length;
    await setStock('alert-lamp', 5, null, 1);
    const flap = await bothInstancesPassed('alert-lamp', null, second);
    expect(flap.reduce((sum, pass) => sum + pass.sent, 0)).toBe(0);
    expect(await mailsTo(asha.email)).toHaveLength(1);
    expect(await mailsTo(ravi.email)).toHaveLength(1);
  });

  it('is written for the option that came back, with its price, and never for a cancelled request', async () => {
    const meera = await shop.shopper('alert-frame-a');
    const kiran = await shop.shopper('alert-frame-b');
    for (const shopper of [meera, kiran]) {
      expect((await request(shopper.idToken, { productId: 'alert-frame', variant: 'Large' })).userErrors).toEqual([]);
    }
    const { body } = await shop.graphql<{ cancelStockAlert: { cancelled: boolean } }>(
      CANCEL,
      { input: { productId: 'alert-frame', variant: 'Large' } },
      kiran.idToken,
      1,
    );
    expect(body.data?.cancelStockAlert.cancelled).toBe(true);
    expect(await myAlerts(kiran.idToken)).toEqual([]);

    // Another option's stock moving is no restock of Large.
    const small = passes.length;
    await setStock('alert-frame', 9, 'Small');
    const from = passes.length;
    await setStock('alert-frame', 2, 'Large', 1);
    const restock = await bothInstancesPassed('alert-frame', 'Large', from);
    // Meera's and the first test's shopper's requests for Large; Kiran's was cancelled.
    expect(restock.reduce((sum, pass) => sum + pass.sent, 0)).toBe(2);
    expect(passes.slice(small).filter((pass) => pass.variant === 'Small')).toEqual([]);
    const [mail] = await mailsTo(meera.email);
    expect(mail!.message.text).toContain('Good news: Photo Frame (Large) is back in stock at ₹799.');
    expect(await mailsTo(kiran.email)).toEqual([]);
  });
});

describe('limits', () => {
  it('keep an account to 50 waiting requests when five arrive at once over two instances', async () => {
    const shopper = await shop.shopper('alert-cap');
    const ids = Array.from({ length: 5 }, (_, index) => `alert-cap-${index}`);
    for (const id of ids)
      await shop.db
        .doc(`products/${id}`)
        .set({ productName: id, category: 'Gifts', sellingPrice: 100, mrp: 100, stock: 0 });
    for (const id of ids) await inBothCatalogs(id, false);
    // 48 requests waiting already (seeded through firebase-admin, as the store writes them).
    const seeded = Array.from({ length: 48 }, (_, index) => ({
      productId: `old-${index}`,
      variant: null,
      createdAt: 1,
    }));
    await shop.db.doc(`stockAlerts/${shopper.uid}`).set({
      uid: shopper.uid,
      email: shopper.email,
      alerts: seeded,
      keys: seeded.map((alert) => JSON.stringify([alert.productId])),
    });
    const answers = await Promise.all(
      ids.map((productId, index) => request(shopper.idToken, { productId }, index % 2)),
    );
    const codes = answers.map((answer) => answer.userErrors[0]?.code ?? 'OK').sort();
    expect(codes).toEqual(['LIMIT_REACHED', 'LIMIT_REACHED', 'LIMIT_REACHED', 'OK', 'OK']);
    expect(await myAlerts(shopper.idToken)).toHaveLength(50);
  });

  it("hold a request over the account's daily mail cap until a later restock, and then mail it", async () => {
    await shop.db
      .doc('products/alert-held')
      .set({ productName: 'Held Vase', category: 'Gifts', sellingPrice: 650, mrp: 650, stock: 0 });
    await inBothCatalogs('alert-held', false);
    const shopper = await shop.shopper('alert-held');
    expect((await request(shopper.idToken, { productId: 'alert-held' })).userErrors).toEqual([]);
    // 50 back-in-stock mails sent to this account today (the shop's day) already.
    await shop.db.doc(`stockAlerts/${shopper.uid}`).update({ mailDay: indiaDay(new Date()), mailsOnDay: 50 });

    const from = passes.length;
    await setStock('alert-held', 3);
    const held = await bothInstancesPassed('alert-held', null, from);
    expect(held.map((pass) => [pass.sent, pass.capped])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    expect(await mailsTo(shopper.email)).toEqual([]);
    expect((await myAlerts(shopper.idToken)).map((alert) => alert.productId)).toEqual(['alert-held']);

    // Another day: the next restock mails it.
    await shop.db.doc(`stockAlerts/${shopper.uid}`).update({ mailDay: '2000-01-01' });
    await setStock('alert-held', 0);
    await inBothCatalogs('alert-held', false);
    const later = passes.length;
    await setStock('alert-held', 3, null, 1);
    const sent = await bothInstancesPassed('alert-held', null, later);
    expect(sent.reduce((sum, pass) => sum + pass.sent, 0)).toBe(1);
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('count new requests per account across instances (shared counters)', async () => {
    const requestsPerUser = { limit: 2, windowMs: 60_000 };
    const strict = await shop.addServer({
      serverOptions: {
        stockAlertLimits: {
          requestsPerUser,
          requestsPerIp: { limit: 1_000, windowMs: 60_000 },
          mailsPerUserPerDay: 50,
        },
      },
    });
    const shopper = await shop.shopper('alert-rate');
    await awayFromWindowEdge(requestsPerUser, 15_000);
    expect((await request(shopper.idToken, { productId: 'alert-mug' }, strict)).userErrors).toEqual([]);
    expect((await request(shopper.idToken, { productId: 'alert-candle' }, strict)).userErrors).toEqual([]);
    const third = await request(shopper.idToken, { productId: 'alert-cap-4' }, strict);
    expect(third.userErrors).toEqual([expect.objectContaining({ field: null, code: 'RATE_LIMITED' })]);
    expect((await myAlerts(shopper.idToken)).map((alert) => alert.productId)).toEqual(['alert-mug', 'alert-candle']);
  }, 60_000);
});
