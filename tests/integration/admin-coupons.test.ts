// The admin's coupons against the real Firestore and Auth emulators and a real server: a coupon created in the admin
// applies to a shopper's quote, edits (limit, active) show in the next quote without resetting the use count, usage
// figures follow orders and a cancellation, and every change leaves its audit entry. (Refusals for shoppers and
// missing tokens: admin-auth.test.ts calls every @admin field.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG } from '../../server/src/shared/audit-log.js';
import type { SignedIn } from '../support/accounts-auth-client.js';
import { signedInAdmin } from '../support/admin-support.js';
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

let shop: OrdersHarness;
let admin: SignedIn & { email: string };

const COUPON_FIELDS = `code description offer discountType percentOff maxDiscount { paise } amountOff { paise }
  minimumOrderValue { paise } validFrom validUntil active status usageLimit usedCount perShopperLimit firstOrderOnly
  categories productIds listed orderCount discountGiven { paise }`;

const CREATE = `mutation ($code: String!, $input: AdminCouponInput!) {
  adminCreateCoupon(code: $code, input: $input) { coupon { ${COUPON_FIELDS} } userErrors { field code message } }
}`;
const UPDATE = `mutation ($code: String!, $input: AdminCouponInput!) {
  adminUpdateCoupon(code: $code, input: $input) { coupon { ${COUPON_FIELDS} } userErrors { field code message } }
}`;
const SET_ACTIVE = `mutation ($code: String!, $active: Boolean!) {
  adminSetCouponActive(code: $code, active: $active) { coupon { code active status } userErrors { field code message } }
}`;
const ONE = `query ($code: String!) { adminCoupon(code: $code) {
  ${COUPON_FIELDS} redemptions { orderId orderNumber shopperUid shopperName shopperEmail discount { paise } usedAt releasedAt } } }`;
const ALL = `query ($paging: PagingInput) { adminCoupons(paging: $paging) {
  items { ${COUPON_FIELDS} } totalCount pageInfo { page pageSize totalPages hasNextPage hasPreviousPage } } }`;

interface CouponPage {
  adminCoupons: {
    items: Record<string, any>[];
    totalCount: number;
    pageInfo: { page: number; pageSize: number; totalPages: number; hasNextPage: boolean; hasPreviousPage: boolean };
  };
}

const input = (overrides: Record<string, unknown> = {}) => ({
  description: '20% off mugs, up to ₹100',
  discountType: 'PERCENTAGE',
  percentOff: 20,
  maxDiscountPaise: 100_00,
  amountOffPaise: null,
  minOrderValuePaise: 500_00,
  validFrom: null,
  validUntil: null,
  active: true,
  usageLimit: 5,
  perShopperLimit: null,
  firstOrderOnly: false,
  categories: ['Mugs'],
  productIds: [],
  listed: true,
  ...overrides,
});

interface Payload {
  coupon: Record<string, any> | null;
  userErrors: { field: string | null; code: string; message: string }[];
}

async function call<T>(query: string, variables: Record<string, unknown>, token: string | null = admin.idToken) {
  const { status, body } = await shop.graphql<T>(query, variables, token);
  expect(status, JSON.stringify(body)).toBe(200);
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

async function quoteCoupon(code: string, token: string) {
  const data = await call<{
    checkoutQuote: { coupon: { applied: boolean; refusal: string | null; discount: { paise: number } } };
  }>(
    `query ($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { coupon { applied refusal discount { paise } } } }`,
    {
      input: {
        lines: [{ productId: 'mug', quantity: 1 }],
        state: 'Tamil Nadu',
        postalCode: '641018',
        paymentMethod: 'COD',
        couponCode: code,
      },
    },
    token,
  );
  return data.checkoutQuote.coupon;
}

async function place(shopper: SignedIn, code: string) {
  const orderInput = {
    lines: [{ productId: 'mug', quantity: 1 }],
    address: ADDRESS_TN,
    paymentMethod: 'COD',
    acceptTerms: true,
    couponCode: code,
  };
  const data = await call<PlacedOrder>(PLACE_ORDER, { input: orderInput, key: newKey() }, shopper.idToken);
  expect(data.placeOrder.userErrors).toEqual([]);
  return data.placeOrder.order!;
}

async function auditOf(code: string) {
  const snapshot = await shop.db.collection(AUDIT_LOG).where('target.id', '==', code).get();
  return snapshot.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map((entry) => ({ action: entry.action, actor: entry.actor.uid, before: entry.before, after: entry.after }));
}

beforeAll(async () => {
  shop = await startOrdersHarness();
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('products/mug').set({
    productName: 'Photo Mug',
    category: 'Mugs',
    sellingPrice: 600,
    stock: 500,
    gstRate: 18,
  });
  await shop.db.doc('categories/Mugs').set({ name: 'Mugs', subcategories: [] });
  await eventually(async () => {
    const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
      '{ product(id: "mug") { stockCount } }',
    );
    return body.data?.product?.stockCount === 500 ? true : undefined;
  }, 'the mug in the catalog');
  admin = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('the admin coupons', () => {
  it('creates a coupon that a shopper quote applies, with its code trimmed and upper-cased, and audits it', async () => {
    const created = await call<{ adminCreateCoupon: Payload }>(CREATE, { code: '  mug20 ', input: input() });
    expect(created.adminCreateCoupon.userErrors).toEqual([]);
    expect(created.adminCreateCoupon.coupon).toMatchObject({
      code: 'MUG20',
      offer: '20% off up to ₹100',
      status: 'ACTIVE',
      usedCount: 0,
      usageLimit: 5,
      categories: ['Mugs'],
      orderCount: 0,
      discountGiven: { paise: 0 },
    });
    expect((await shop.db.doc('coupons/MUG20').get()).data()).toMatchObject({
      discountType: 'percentage',
      percentOff: 20,
      maxDiscountPaise: 100_00,
      minOrderValuePaise: 500_00,
      usedCount: 0,
      categories: ['Mugs'],
    });

    const shopper = await shop.shopper('admin-coupon');
    // ₹600 mug, 20% = ₹120, capped at ₹100
    expect(await quoteCoupon('mug20', shopper.idToken)).toMatchObject({ applied: true, discount: { paise: 100_00 } });

    const again = await call<{ adminCreateCoupon: Payload }>(CREATE, {
      code: 'Mug20',
      input: input({ usageLimit: 1 }),
    });
    expect(again.adminCreateCoupon).toEqual({
      coupon: null,
      userErrors: [{ field: 'code', code: 'INVALID', message: 'A coupon with the code MUG20 already exists' }],
    });
    expect((await shop.db.doc('coupons/MUG20').get()).get('usageLimit')).toBe(5);

    const audit = await auditOf('MUG20');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'coupon.create', actor: admin.uid, before: null });
    expect(audit[0]!.after).toMatchObject({ percentOff: 20, usedCount: 0 });
  }, 60_000);

  it('refuses bad input field by field and changes nothing', async () => {
    const refused = await call<{ adminCreateCoupon: Payload }>(CREATE, {
      code: 'bad code',
      input: input({ percentOff: 0, validFrom: '2026-12-02', validUntil: '2026-12-01', categories: ['Toys'] }),
    });
    expect(refused.adminCreateCoupon.coupon).toBeNull();
    expect(refused.adminCreateCoupon.userErrors.map((error) => error.field)).toEqual([
      'code',
      'percentOff',
      'validUntil',
      'categories[0]',
    ]);
    expect((await shop.db.collection('coupons').get()).docs.map((doc) => doc.id)).toEqual(['MUG20']);
  });

  it('edits and deactivates: the quote follows, usedCount is kept, usage figures follow orders and audit entries are written', async () => {
    const first = await shop.shopper('admin-coupon-first');
    const second = await shop.shopper('admin-coupon-second');
    const order = await place(first, 'MUG20');
    await place(second, 'MUG20');

    const used = await call<{ adminCoupon: Record<string, any> }>(ONE, { code: 'mug20' });
    expect(used.adminCoupon).toMatchObject({ usedCount: 2, orderCount: 2, discountGiven: { paise: 200_00 } });
    expect(used.adminCoupon.redemptions).toHaveLength(2);
    expect(used.adminCoupon.redemptions).toContainEqual({
      orderId: order.id,
      orderNumber: order.orderNumber,
      shopperUid: first.uid,
      // As the order froze them (its address, whose e-mail is the account's own), not read from Firebase Auth.
      shopperName: 'Asha Raman',
      shopperEmail: first.email,
      discount: { paise: 100_00 },
      usedAt: expect.any(String),
      releasedAt: null,
    });

    // The limit lowered to the uses so far: the next shopper is refused, and the count stays 2.
    const edited = await call<{ adminUpdateCoupon: Payload }>(UPDATE, {
      code: 'MUG20',
      input: input({ usageLimit: 2 }),
    });
    expect(edited.adminUpdateCoupon.coupon).toMatchObject({ usageLimit: 2, usedCount: 2 });
    const third = await shop.shopper('admin-coupon-third');
    expect(await quoteCoupon('MUG20', third.idToken)).toMatchObject({ applied: false, refusal: 'USAGE_LIMIT_REACHED' });

    // A fixed amount with no limit: applies again.
    await call(UPDATE, {
      code: 'MUG20',
      input: input({
        discountType: 'FIXED',
        percentOff: null,
        maxDiscountPaise: null,
        amountOffPaise: 50_00,
        usageLimit: null,
      }),
    });
    expect(await quoteCoupon('MUG20', third.idToken)).toMatchObject({ applied: true, discount: { paise: 50_00 } });
    expect((await shop.db.doc('coupons/MUG20').get()).data()).toMatchObject({
      discountType: 'fixed',
      amountOffPaise: 50_00,
      percentOff: null,
      usageLimit: null,
      usedCount: 2,
    });

    const off = await call<{ adminSetCouponActive: Payload }>(SET_ACTIVE, { code: 'MUG20', active: false });
    expect(off.adminSetCouponActive).toEqual({
      coupon: { code: 'MUG20', active: false, status: 'INACTIVE' },
      userErrors: [],
    });
    expect(await quoteCoupon('MUG20', third.idToken)).toMatchObject({ applied: false, refusal: 'NO_LONGER_AVAILABLE' });
    await call(SET_ACTIVE, { code: 'MUG20', active: true });
    expect(await quoteCoupon('MUG20', third.idToken)).toMatchObject({ applied: true });

    // A cancelled order gives its use back: still an order placed with it, no longer discount given.
    await call('mutation ($id: ID!) { cancelMyOrder(id: $id) { order { status } } }', { id: order.id }, first.idToken);
    const all = await call<CouponPage>(ALL, {});
    expect(all.adminCoupons.items).toEqual([
      expect.objectContaining({ code: 'MUG20', usedCount: 1, orderCount: 2, discountGiven: { paise: 100_00 } }),
    ]);
    const released = await call<{ adminCoupon: Record<string, any> }>(ONE, { code: 'MUG20' });
    expect(
      released.adminCoupon.redemptions.find((r: { orderId: string }) => r.orderId === order.id).releasedAt,
    ).not.toBeNull();

    const audit = await auditOf('MUG20');
    expect(audit.map((entry) => entry.action)).toEqual([
      'coupon.create',
      'coupon.update',
      'coupon.update',
      'coupon.deactivate',
      'coupon.activate',
    ]);
    expect(audit[1]!.before).toMatchObject({ usageLimit: 5, usedCount: 2 });
    expect(audit[1]!.after).toMatchObject({ usageLimit: 2, usedCount: 2 });
    expect(audit[3]).toMatchObject({ before: { active: true }, after: { active: false } });
  }, 120_000);

  it('answers NOT_FOUND for a coupon that does not exist, and null from adminCoupon', async () => {
    const missing = await call<{ adminSetCouponActive: Payload }>(SET_ACTIVE, { code: 'NOPE', active: false });
    expect(missing.adminSetCouponActive.userErrors).toEqual([
      { field: 'code', code: 'NOT_FOUND', message: 'There is no coupon with the code NOPE' },
    ]);
    const edit = await call<{ adminUpdateCoupon: Payload }>(UPDATE, { code: 'NOPE', input: input() });
    expect(edit.adminUpdateCoupon.userErrors[0]).toMatchObject({ code: 'NOT_FOUND' });
    expect((await call<{ adminCoupon: null }>(ONE, { code: 'nope' })).adminCoupon).toBeNull();
    expect((await shop.db.doc('coupons/NOPE').get()).exists).toBe(false);
  });

  it('pages every coupon by code, each page with its use, and refuses an oversized page', async () => {
    const stored = (await shop.db.doc('coupons/MUG20').get()).data()!;
    const batch = shop.db.batch();
    for (let n = 1; n <= 25; n += 1) {
      const code = `PAGE${String(n).padStart(2, '0')}`;
      batch.set(shop.db.doc(`coupons/${code}`), { ...stored, usedCount: 0, description: `Coupon ${code}` });
    }
    await batch.commit();

    const first = await call<CouponPage>(ALL, { paging: { page: 1, pageSize: 10 } });
    expect(first.adminCoupons.totalCount).toBe(26);
    expect(first.adminCoupons.pageInfo).toEqual({
      page: 1,
      pageSize: 10,
      totalPages: 3,
      hasNextPage: true,
      hasPreviousPage: false,
    });
    expect(first.adminCoupons.items.map((coupon) => coupon.code)).toEqual([
      'MUG20',
      ...Array.from({ length: 9 }, (_, i) => `PAGE0${i + 1}`),
    ]);
    // The use is counted for the coupons of the page from their redemptions.
    expect(first.adminCoupons.items[0]).toMatchObject({ orderCount: 2, discountGiven: { paise: 100_00 } });
    expect(first.adminCoupons.items[1]).toMatchObject({ orderCount: 0, discountGiven: { paise: 0 } });

    const last = await call<CouponPage>(ALL, { paging: { page: 3, pageSize: 10 } });
    expect(last.adminCoupons.items.map((coupon) => coupon.code)).toEqual([
      'PAGE20',
      'PAGE21',
      'PAGE22',
      'PAGE23',
      'PAGE24',
      'PAGE25',
    ]);
    expect(last.adminCoupons.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });

    const { body } = await shop.graphql(ALL, { paging: { page: 1, pageSize: 101 } }, admin.idToken);
    expect(body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
