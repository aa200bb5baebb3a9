// Coupon codes cannot be guessed, tried as an outsider would over HTTP against two real servers on the real Firestore
// and Auth emulators: codes tried are counted per account and per IP on the shared counters (so the limit holds
// across instances), a rate-limited check does not look at the code, one operation checks one code however it is
// written, and an unlisted code that does not apply answers exactly like one that does not exist.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../support/accounts-auth-client.js';
import {
  eventually,
  SHOP_SETTINGS,
  startOrdersHarness,
  type GraphQLBody,
  type OrdersHarness,
} from '../support/orders-harness.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const PER_ACCOUNT = 3;
const PER_IP = 5;

let shop: OrdersHarness;
let ipCounter = 0;

/** A fresh client address (the servers trust one proxy, so X-Forwarded-For names the client). */
function freshIp(): string {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
}

const COUPON = 'coupon { code applied discount { paise } description refusal message }';
const QUOTE = `query Quote($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { canPlace problems { code } ${COUPON} } }`;
const LINES = [{ productId: 'mug', quantity: 1 }];

interface CouponCheck {
  code: string;
  applied: boolean;
  discount: { paise: number };
  description: string | null;
  refusal: string | null;
  message: string;
}

async function post<T>(
  query: string,
  variables: Record<string, unknown>,
  options: { token?: string | null; ip: string; server: number },
): Promise<{ status: number; body: GraphQLBody<T> }> {
  const response = await fetch(`${shop.servers[options.server]!.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': options.ip,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLBody<T> };
}

async function check(
  code: string,
  options: { token?: string | null; ip: string; server: number },
): Promise<CouponCheck> {
  const { status, body } = await post<{ checkoutQuote: { coupon: CouponCheck } }>(
    QUOTE,
    { input: { lines: LINES, couponCode: code } },
    options,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data!.checkoutQuote.coupon;
}

const unknown = (code: string) => ({
  code,
  applied: false,
  refusal: 'UNKNOWN_CODE',
  description: null,
  message: `We don't recognise the coupon code ${code}. Please check it and try again.`,
});

beforeAll(async () => {
  shop = await startOrdersHarness({
    servers: 2,
    env: { TRUST_PROXY: '1' },
    serverOptions: {
      couponLimits: {
        perAccount: { limit: PER_ACCOUNT, windowMs: HOUR },
        perIp: { limit: PER_IP, windowMs: HOUR },
      },
    },
  });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  const now = Date.now();
  const percent = { discountType: 'percentage', percentOff: 10, perShopperLimit: null };
  await Promise.all([
    shop.db.doc('coupons/MUGS10').set({ ...percent, description: '10% off mugs' }),
    shop.db.doc('coupons/VIP10').set({ ...percent, listed: false }),
    shop.db.doc('coupons/VIPOLD').set({ ...percent, listed: false, validUntil: new Date(now - DAY) }),
    shop.db.doc('coupons/VIPBIG').set({ ...percent, listed: false, minOrderValuePaise: 10_000_00 }),
    shop.db.doc('coupons/OLD25').set({ ...percent, validUntil: new Date(now - DAY) }),
    shop.db.doc('products/mug').set({ productName: 'Photo Mug', category: 'Mugs', sellingPrice: 600, stock: 50 }),
  ]);
  for (let server = 0; server < shop.servers.length; server += 1) {
    await eventually(async () => {
      const { body } = await post<{ product: { stockCount: number } | null }>(
        '{ product(id: "mug") { stockCount } }',
        {},
        { ip: freshIp(), server },
      );
      return body.data?.product?.stockCount === 50 ? true : undefined;
    }, `the mug on server ${server}`);
  }
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('codes tried are rate limited on shared counters (two servers)', () => {
  it(`per account: ${PER_ACCOUNT} codes, then refused on either server without looking at the code`, async () => {
    const shopper: SignedIn = await shop.shopper('guesser');
    for (let index = 0; index < PER_ACCOUNT; index += 1) {
      const code = `GUESS${index}`;
      expect(await check(code, { token: shopper.idToken, ip: freshIp(), server: index % 2 })).toMatchObject(
        unknown(code),
      );
    }
    const refused = { applied: false, refusal: 'TOO_MANY_ATTEMPTS', description: null };
    for (const server of [0, 1]) {
      expect(await check('GUESS9', { token: shopper.idToken, ip: freshIp(), server })).toMatchObject({
        ...refused,
        // Windows follow the clock, so in the last minute of one the wait reads "a minute".
        message: expect.stringMatching(
          /^You have tried too many coupon codes\. Please try again in (a minute|\d+ minutes)\.$/,
        ),
      });
      // A real, applying code is not looked at either: the limit tells a guesser nothing.
      expect(await check('VIP10', { token: shopper.idToken, ip: freshIp(), server })).toMatchObject({
        code: 'VIP10',
        ...refused,
      });
    }
    // The quote says so as a problem, and can not be placed.
    const { body } = await post<{ checkoutQuote: { canPlace: boolean; problems: { code: string }[] } }>(
      QUOTE,
      { input: { lines: LINES, couponCode: 'MUGS10' } },
      { token: shopper.idToken, ip: freshIp(), server: 0 },
    );
    expect(body.data?.checkoutQuote.canPlace).toBe(false);
    expect(body.data?.checkoutQuote.problems).toContainEqual({ code: 'COUPON_NOT_APPLIED' });
    // Another account is not affected.
    const other = await shop.shopper('honest');
    expect(await check('MUGS10', { token: other.idToken, ip: freshIp(), server: 1 })).toMatchObject({ applied: true });
  });

  it(`per IP: ${PER_IP} codes from one address (guests and accounts alike), then refused on either server`, async () => {
    const ip = freshIp();
    for (let index = 0; index < PER_IP; index += 1) {
      const token = index % 2 === 0 ? null : (await shop.shopper('same-address')).idToken;
      const code = `IPGUESS${index}`;
      expect(await check(code, { token, ip, server: index % 2 })).toMatchObject(unknown(code));
    }
    for (const server of [0, 1]) {
      const fresh = await shop.shopper('same-address');
      expect(await check('MUGS10', { token: fresh.idToken, ip, server })).toMatchObject({
        refusal: 'TOO_MANY_ATTEMPTS',
      });
      expect(await check('MUGS10', { ip, server })).toMatchObject({ refusal: 'TOO_MANY_ATTEMPTS' });
    }
    expect(await check('MUGS10', { ip: freshIp(), server: 0 })).toMatchObject({ applied: true });
  });

  it('quoting again a code the shopper was answered about costs nothing; only new codes count', async () => {
    const shopper = await shop.shopper('requoter');
    for (let again = 0; again < 8; again += 1)
      expect(await check('mugs10', { token: shopper.idToken, ip: freshIp(), server: again % 2 })).toMatchObject({
        code: 'MUGS10',
        applied: true,
        discount: { paise: 60_00 },
      });
    // MUGS10 counted once on each server (2 of 3): one more new code, then the limit.
    expect(await check('NEWGUESS1', { token: shopper.idToken, ip: freshIp(), server: 0 })).toMatchObject(
      unknown('NEWGUESS1'),
    );
    expect(await check('NEWGUESS2', { token: shopper.idToken, ip: freshIp(), server: 1 })).toMatchObject({
      refusal: 'TOO_MANY_ATTEMPTS',
    });
    expect(await check('MUGS10', { token: shopper.idToken, ip: freshIp(), server: 1 })).toMatchObject({
      applied: true,
    });
  });
});

describe('one coupon code per request', () => {
  const input = (code: string) => `{ lines: [{ productId: "mug", quantity: 1 }], couponCode: "${code}" }`;

  it('refuses 20 aliased checkoutQuote fields with codes before running any, naming them', async () => {
    const shopper = await shop.shopper('aliases');
    const fields = Array.from(
      { length: 20 },
      (_, index) => `q${index}: checkoutQuote(input: ${input(`ALIAS${index}`)}) { ${COUPON} }`,
    );
    const { status, body } = await post(
      `{ ${fields.join(' ')} }`,
      {},
      { token: shopper.idToken, ip: freshIp(), server: 0 },
    );
    expect(status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(
          /^Only one coupon code can be checked per request, and this operation sends 20: q0: checkoutQuote input\.couponCode, q1: checkoutQuote input\.couponCode, /,
        ),
        extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', argumentName: 'input.couponCode' }),
      }),
    ]);
    // Nothing was counted: the account still has all its tries.
    for (let index = 0; index < PER_ACCOUNT; index += 1)
      expect(await check(`AFTER${index}`, { token: shopper.idToken, ip: freshIp(), server: 1 })).toMatchObject({
        refusal: 'UNKNOWN_CODE',
      });
  });

  it('variables, fragments and a placeOrder beside a quote do not dodge it', async () => {
    const shopper = await shop.shopper('dodger');
    const options = { token: shopper.idToken, ip: freshIp(), server: 1 };
    const viaVariables = await post(
      `query ($a: CheckoutQuoteInput!, $b: String = "DEFAULTED") { a: checkoutQuote(input: $a) { canPlace }
        ...More } fragment More on Query { b: checkoutQuote(input: { lines: [{ productId: "mug", quantity: 1 }], couponCode: $b }) { canPlace } }`,
      { a: { lines: LINES, couponCode: 'FIRST' } },
      options,
    );
    expect(viaVariables.status).toBe(400);
    expect(viaVariables.body.errors?.[0]?.message).toMatch(
      /sends 2: a: checkoutQuote input\.couponCode, b: checkoutQuote input\.couponCode\./,
    );
    const mutation = await post(
      `mutation ($key: String!) { placeOrder(idempotencyKey: $key, input: { lines: [{ productId: "mug", quantity: 1 }],
        paymentMethod: COD, acceptTerms: true, couponCode: "ONE", address: { firstName: "A", lastName: "B",
        email: "a@example.in", phone: "9876543210", address: "1 Road", city: "Coimbatore", postalCode: "641001",
        state: "Tamil Nadu" } }) { userErrors { code } }
        again: placeOrder(idempotencyKey: $key, input: { lines: [{ productId: "mug", quantity: 1 }],
        paymentMethod: COD, acceptTerms: true, couponCode: "TWO", address: { firstName: "A", lastName: "B",
        email: "a@example.in", phone: "9876543210", address: "1 Road", city: "Coimbatore", postalCode: "641001",
        state: "Tamil Nadu" } }) { userErrors { code } } }`,
      { key: `key-${crypto.randomUUID()}` },
      options,
    );
    expect(mutation.status).toBe(400);
    expect(mutation.body.errors?.[0]?.message).toMatch(/sends 2: placeOrder input\.couponCode, again: placeOrder/);
    expect((await shop.db.collection('orders').where('uid', '==', shopper.uid).get()).size).toBe(0);
    // One code, the same field spread twice under one name: that is one check, and it runs.
    const once = await post<{ checkoutQuote: { coupon: CouponCheck } }>(
      `query ($c: String) { ...Q ...Q } fragment Q on Query { checkoutQuote(input: { lines: [{ productId: "mug", quantity: 1 }], couponCode: $c }) { ${COUPON} } }`,
      { c: 'MUGS10' },
      options,
    );
    expect(once.status).toBe(200);
    expect(once.body.data?.checkoutQuote.coupon).toMatchObject({ applied: true });
  });
});

describe('a code the shopper cannot see answers like an unknown one', () => {
  it('unlisted and not applying (expired, minimum not reached): exactly the unknown-code answer; listed keeps its reason', async () => {
    const shopper = await shop.shopper('looker');
    const options = () => ({ token: shopper.idToken, ip: freshIp(), server: 0 });
    expect(await check('VIPOLD', options())).toEqual({ ...unknown('VIPOLD'), discount: { paise: 0 } });
    expect(await check('vipbig', options())).toEqual({ ...unknown('VIPBIG'), discount: { paise: 0 } });
    const guest = await check('VIPOLD', { ip: freshIp(), server: 1 });
    expect(guest).toEqual({ ...unknown('VIPOLD'), discount: { paise: 0 } });
    expect(await check('OLD25', { ip: freshIp(), server: 1 })).toMatchObject({
      refusal: 'EXPIRED',
      message: expect.stringMatching(/^This coupon expired on /),
    });
    // An unlisted code that applies still works when typed.
    expect(await check('VIP10', { ip: freshIp(), server: 1 })).toMatchObject({ applied: true });
  });
});
