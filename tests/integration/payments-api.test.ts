// Online payment against the real Firestore and Auth emulators, real servers and the local Razorpay test gateway
// over HTTP: the production payment code path (Razorpay's API, signatures and webhooks), nothing mocked.
import { createHmac } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { signedInAdmin } from '../support/admin-support.js';
import {
  eventually,
  ORDER_FIELDS,
  placeOneLine,
  SHOP_SETTINGS,
  type OrdersHarness,
} from '../support/orders-harness.js';
import { gatewayAuthorization, gatewayKeys, startPaymentsShop } from '../support/payments-harness.js';

const KEYS = gatewayKeys('integration');

let gateway: TestGateway;
let shop: OrdersHarness;
let token: string;
/** The paying shopper's account e-mail: the order's, and the payment form's prefill. */
let payerEmail: string;

const PAYMENT_FIELDS = `payment { status method providerOrderId paymentId paidAt expiresAt failureReason
  refunds { amount { paise } reason status refundId } events { kind source detail } }`;
const FULL_ORDER = `${ORDER_FIELDS} ${PAYMENT_FIELDS}`;

interface PaymentView {
  status: string;
  method: string | null;
  providerOrderId: string | null;
  paymentId: string | null;
  failureReason: string | null;
  refunds: { amount: { paise: number }; reason: string; status: string; refundId: string | null }[];
  events: { kind: string; source: string; detail: string | null }[];
}
interface OrderView {
  id: string;
  status: string;
  breakdown: { total: { paise: number } };
  payment: PaymentView | null;
  timeline: { from: string | null; to: string; actor: string; reason: string | null }[];
}

const START = `mutation ($id: ID!) { startPayment(orderId: $id) {
  session { orderId keyId providerOrderId amount { paise } currency name description prefill { name email contact } scriptUrl expiresAt }
  order { ${FULL_ORDER} } userErrors { field code message } } }`;
const CONFIRM = `mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) {
  order { ${FULL_ORDER} } userErrors { field code message } } }`;

const MUG = {
  productName: 'Photo Mug',
  category: 'Gifts',
  sellingPrice: 349,
  stock: 25,
  gstRate: 18,
  hsnCode: '6912',
};

async function putProduct(id: string, data: Record<string, unknown>): Promise<void> {
  await shop.db.doc(`products/${id}`).set(data);
  await eventually(async () => {
    const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
      'query ($id: ID!) { product(id: $id) { stockCount } }',
      { id },
    );
    return body.data?.product?.stockCount === data.stock ? true : undefined;
  }, `product ${id} in the catalog`);
}

async function stock(id: string): Promise<number> {
  return ((await shop.db.doc(`products/${id}`).get()).data() as { stock: number }).stock;
}

async function placeOnline(productId = 'mug', quantity = 1): Promise<OrderView> {
  const { body } = await placeOneLine(shop, token, { paymentMethod: 'ONLINE', productId, quantity });
  expect(body.errors).toBeUndefined();
  expect(body.data?.placeOrder.userErrors).toEqual([]);
  return readOrder(body.data!.placeOrder.order!.id);
}

/** An online order for one mug with a coupon code, as the shopper sends it. */
async function placeOnlineWithCoupon(code: string): Promise<OrderView> {
  const { body } = await placeOneLine(shop, token, { paymentMethod: 'ONLINE', couponCode: code });
  expect(body.data?.placeOrder.userErrors).toEqual([]);
  return readOrder(body.data!.placeOrder.order!.id);
}

/**
 * Webhooks dropped, two online orders (one mug, two mugs), and the first paid at the gateway: `paid` is the payment a
 * forged callback or webhook then claims for `other`.
 */
async function anotherOrdersPayment() {
  gateway.setWebhookBehaviour({ mode: 'drop' });
  const cheap = await placeOnline();
  const other = await placeOnline('mug', 2);
  const paid = await gateway.pay(cheap.payment!.providerOrderId!, 'success');
  return { cheap, other, paid };
}

async function startPayment(id: string, server = 0) {
  const { body } = await shop.graphql<{
    startPayment: {
      session: { providerOrderId: string; keyId: string; amount: { paise: number } } & Record<string, unknown>;
      order: OrderView | null;
      userErrors: { code: string }[];
    };
  }>(START, { id }, token, server);
  expect(body.errors).toBeUndefined();
  return body.data!.startPayment;
}

async function confirm(input: Record<string, string>, server = 0) {
  const { body } = await shop.graphql<{
    confirmPayment: { order: OrderView | null; userErrors: { field: string; code: string }[] };
  }>(CONFIRM, { input }, token, server);
  expect(body.errors).toBeUndefined();
  return body.data!.confirmPayment;
}

async function readOrder(id: string): Promise<OrderView> {
  const { body } = await shop.graphql<{ order: OrderView }>(
    `query ($id: ID!) { order(id: $id) { ${FULL_ORDER} } }`,
    {
      id,
    },
    token,
  );
  return body.data!.order;
}

function captures(order: OrderView): number {
  return order.payment!.events.filter((event) => event.kind === 'PAYMENT_CAPTURED').length;
}

async function reconcile(server = 0) {
  return shop.servers[server]!.reconcilePayments!();
}

/** Moves an order's reservation end into the past, as if 20 minutes had gone by. */
async function expireReservation(id: string): Promise<void> {
  await shop.db.doc(`orders/${id}`).update({ 'payment.expiresAt': new Date(Date.now() - 1_000).toISOString() });
}

const started = performance.now();
const timings: Record<string, number> = {};

beforeAll(async () => {
  ({ gateway, shop } = await startPaymentsShop(KEYS));
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: [], minimumOrderValue: 199 });
  await putProduct('mug', MUG);
  const payer = await shop.shopper('payer');
  token = payer.idToken;
  payerEmail = payer.email;
  timings.setup = Math.round(performance.now() - started);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await gateway?.stop();
  console.info('payments integration timings (ms):', JSON.stringify(timings));
});

beforeEach(() => {
  gateway.setWebhookBehaviour({ mode: 'deliver' });
});

function timed(name: string, run: () => Promise<void>) {
  return async () => {
    const at = performance.now();
    await run();
    timings[name] = Math.round(performance.now() - at);
  };
}

describe('placing an online order', () => {
  it(
    'holds the stock PENDING_PAYMENT and opens the provider order after the commit, once',
    timed('place', async () => {
      const before = await stock('mug');
      const order = await placeOnline();
      expect(order.status).toBe('PENDING_PAYMENT');
      expect(order.payment).toMatchObject({
        status: 'AWAITING_PAYMENT',
        providerOrderId: expect.stringMatching(/^order_/),
      });
      expect(await stock('mug')).toBe(before - 1);
      const first = await startPayment(order.id);
      const again = await startPayment(order.id);
      expect(first.session).toMatchObject({
        keyId: KEYS.keyId,
        providerOrderId: order.payment!.providerOrderId,
        amount: { paise: order.breakdown.total.paise },
        currency: 'INR',
        name: 'Lovely Gifts Test Shop',
        prefill: { name: 'Asha Raman', email: payerEmail },
        scriptUrl: gateway.checkoutScriptUrl,
      });
      expect(again.session?.providerOrderId).toBe(first.session.providerOrderId);
      const provider = await fetch(`${gateway.url}/v1/orders/${first.session.providerOrderId}`, {
        headers: { authorization: gatewayAuthorization(KEYS) },
      }).then((response) => response.json() as Promise<Record<string, any>>);
      expect(provider).toMatchObject({
        amount: order.breakdown.total.paise,
        currency: 'INR',
        notes: { orderId: order.id },
      });
    }),
  );
});

describe('paying', () => {
  it(
    'by the browser callback (webhooks dropped)',
    timed('callback', async () => {
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnline();
      const paid = await gateway.pay(order.payment!.providerOrderId!, 'success', { method: 'card' });
      const result = await confirm({
        orderId: order.id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature!,
      });
      expect(result.userErrors).toEqual([]);
      expect(result.order).toMatchObject({
        status: 'PLACED',
        payment: { status: 'PAID', method: 'card', paymentId: paid.razorpay_payment_id },
      });
      expect(result.order!.timeline.at(-1)).toMatchObject({ from: 'PENDING_PAYMENT', to: 'PLACED', actor: 'payments' });
    }),
  );

  it('refuses a forged callback signature and changes nothing', async () => {
    gateway.setWebhookBehaviour({ mode: 'drop' });
    const order = await placeOnline();
    const paid = await gateway.pay(order.payment!.providerOrderId!, 'success');
    const forged = await confirm({
      orderId: order.id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: createHmac('sha256', 'wrong')
        .update(`${paid.razorpay_order_id}|${paid.razorpay_payment_id}`)
        .digest('hex'),
    });
    expect(forged).toMatchObject({ order: null, userErrors: [{ code: 'SIGNATURE_INVALID' }] });
    expect((await readOrder(order.id)).status).toBe('PENDING_PAYMENT');
  });

  it("refuses another order's genuine payment sent back for this order (the signature is checked against our stored provider order)", async () => {
    const { other, paid } = await anotherOrdersPayment();
    const result = await confirm({
      orderId: other.id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: paid.razorpay_order_id,
      razorpaySignature: paid.razorpay_signature!,
    });
    expect(result).toMatchObject({ order: null, userErrors: [{ code: 'SIGNATURE_INVALID' }] });
    expect((await readOrder(other.id)).status).toBe('PENDING_PAYMENT');
  });

  it("answers PAYMENT_NOT_FOR_ORDER when the provider says a correctly signed callback's payment is another order's", async () => {
    const { other, paid } = await anotherOrdersPayment();
    // A signature over this order's provider order and the other order's payment: only a key holder could make it.
    const result = await confirm({
      orderId: other.id,
      razorpayPaymentId: paid.razorpay_payment_id,
      razorpayOrderId: other.payment!.providerOrderId!,
      razorpaySignature: createHmac('sha256', KEYS.keySecret)
        .update(`${other.payment!.providerOrderId!}|${paid.razorpay_payment_id}`)
        .digest('hex'),
    });
    expect(result.userErrors).toEqual([
      expect.objectContaining({ field: 'input.razorpayPaymentId', code: 'PAYMENT_NOT_FOR_ORDER' }),
    ]);
    expect(result.order).toMatchObject({ id: other.id, status: 'PENDING_PAYMENT' });
    expect((await readOrder(other.id)).payment!.status).toBe('AWAITING_PAYMENT');
  });

  it('a signed webhook naming one order with the payment of another answers that it settled nothing', async () => {
    const { cheap, other, paid } = await anotherOrdersPayment();
    const post = async (orderId: string) => {
      const body = JSON.stringify({
        entity: 'event',
        event: 'payment.captured',
        payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: orderId } } },
      });
      const response = await fetch(`${shop.servers[0]!.url}/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': `evt_${crypto.randomUUID()}`,
          'x-razorpay-signature': createHmac('sha256', KEYS.webhookSecret).update(body).digest('hex'),
        },
        body,
      });
      return { status: response.status, text: await response.text() };
    };
    expect(await post(other.payment!.providerOrderId!)).toEqual({
      status: 200,
      text: "nothing settled: the payment is not this order's",
    });
    expect((await readOrder(other.id)).status).toBe('PENDING_PAYMENT');
    // The same payment for its own order does settle it, and a repeat says it already had.
    expect(await post(cheap.payment!.providerOrderId!)).toEqual({ status: 200, text: 'payment settled: PAID' });
    expect(await post(cheap.payment!.providerOrderId!)).toEqual({
      status: 200,
      text: 'nothing settled: this payment had already paid the order',
    });
    expect((await readOrder(cheap.id)).status).toBe('PLACED');
  });

  it(
    'by the webhook only (the browser was closed)',
    timed('webhook', async () => {
      const order = await placeOnline();
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      const after = await readOrder(order.id);
      expect(after).toMatchObject({ status: 'PLACED', payment: { status: 'PAID', method: 'upi' } });
      expect(after.payment!.events).toEqual([expect.objectContaining({ kind: 'PAYMENT_CAPTURED', source: 'webhook' })]);
    }),
  );

  it(
    'by the reconciler only (webhooks dropped, tab closed)',
    timed('reconciler', async () => {
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnline();
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      expect((await readOrder(order.id)).status).toBe('PENDING_PAYMENT');
      const report = await reconcile();
      expect(report.paid).toBeGreaterThanOrEqual(1);
      const after = await readOrder(order.id);
      expect(after).toMatchObject({ status: 'PLACED', payment: { status: 'PAID' } });
      expect(captures(after)).toBe(1);
    }),
  );

  it.each(['duplicate', 'reverse'] as const)('once with %s webhooks', async (mode) => {
    gateway.setWebhookBehaviour({ mode });
    const before = await stock('mug');
    const order = await placeOnline();
    await gateway.pay(order.payment!.providerOrderId!, 'success');
    await gateway.flushWebhooks();
    const after = await readOrder(order.id);
    expect(after.status).toBe('PLACED');
    expect(captures(after)).toBe(1);
    expect(after.timeline.filter((entry) => entry.to === 'PLACED')).toHaveLength(1);
    expect(await stock('mug')).toBe(before - 1);
    if (mode === 'duplicate') {
      const ids = gateway.webhookLog().map((entry) => entry.eventId);
      expect(new Set(ids).size).toBeLessThan(ids.length);
    }
  });

  it(
    'fails, then succeeds on "Try again" for the same order',
    timed('failThenRetry', async () => {
      const order = await placeOnline();
      const failed = await gateway.pay(order.payment!.providerOrderId!, 'failure');
      expect(failed.error).toBeDefined();
      await gateway.flushWebhooks();
      const afterFailure = await readOrder(order.id);
      expect(afterFailure).toMatchObject({ status: 'PENDING_PAYMENT', payment: { status: 'FAILED' } });
      expect(afterFailure.payment!.failureReason).toMatch(/\S/);
      const retry = await startPayment(order.id);
      expect(retry.userErrors).toEqual([]);
      expect(retry.session.providerOrderId).toBe(order.payment!.providerOrderId);
      const paid = await gateway.pay(retry.session.providerOrderId, 'success');
      const result = await confirm({
        orderId: order.id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature!,
      });
      expect(result.order).toMatchObject({ status: 'PLACED', payment: { status: 'PAID', failureReason: null } });
    }),
  );

  it('refuses a webhook with a bad signature, and nothing changes', async () => {
    gateway.setWebhookBehaviour({ mode: 'drop' });
    const order = await placeOnline();
    const paid = await gateway.pay(order.payment!.providerOrderId!, 'success');
    const body = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      payload: { payment: { entity: { id: paid.razorpay_payment_id, order_id: paid.razorpay_order_id } } },
    });
    const events = (await shop.db.collection('paymentWebhookEvents').count().get()).data().count;
    for (const signature of [createHmac('sha256', 'not-the-secret').update(body).digest('hex'), null]) {
      const response = await fetch(`${shop.servers[0]!.url}/webhooks/razorpay`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-event-id': `evt_forged_${Date.now()}`,
          ...(signature ? { 'x-razorpay-signature': signature } : {}),
        },
        body,
      });
      expect(response.status).toBe(400);
    }
    expect((await readOrder(order.id)).status).toBe('PENDING_PAYMENT');
    expect((await shop.db.collection('paymentWebhookEvents').count().get()).data().count).toBe(events);
  });
});

describe('reservations', () => {
  it(
    'an expired reservation ends EXPIRED and its stock goes back',
    timed('expire', async () => {
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const before = await stock('mug');
      const order = await placeOnline('mug', 2);
      expect(await stock('mug')).toBe(before - 2);
      await expireReservation(order.id);
      await reconcile();
      const after = await readOrder(order.id);
      expect(after).toMatchObject({ status: 'EXPIRED', payment: { status: 'NOT_PAID' } });
      expect(await stock('mug')).toBe(before);
      expect((await startPayment(order.id)).userErrors).toEqual([expect.objectContaining({ code: 'NOT_PAYABLE' })]);
    }),
  );

  it('an expired reservation gives its coupon use back with its stock', async () => {
    gateway.setWebhookBehaviour({ mode: 'drop' });
    await shop.db
      .doc('coupons/HOLD10')
      .set({ discountType: 'percentage', percentOff: 10, usageLimit: 1, perShopperLimit: null, usedCount: 0 });
    const orderId = (await placeOnlineWithCoupon('hold10')).id;
    const usedCount = async () => (await shop.db.doc('coupons/HOLD10').get()).data()?.['usedCount'];
    expect(await usedCount()).toBe(1);

    await expireReservation(orderId);
    await reconcile();
    expect(await readOrder(orderId)).toMatchObject({ status: 'EXPIRED' });
    expect(await usedCount()).toBe(0);
    expect((await shop.db.doc(`couponRedemptions/${orderId}`).get()).data()?.['releasedAt']).toBeInstanceOf(Timestamp);
  });

  it(
    'a late payment after expiry takes the stock again when it is there',
    timed('lateRestock', async () => {
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnline();
      await expireReservation(order.id);
      await reconcile();
      const before = await stock('mug');
      gateway.setWebhookBehaviour({ mode: 'deliver' });
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      const after = await readOrder(order.id);
      expect(after).toMatchObject({ status: 'PLACED', payment: { status: 'PAID', refunds: [] } });
      expect(after.timeline.at(-1)).toMatchObject({ from: 'EXPIRED', to: 'PLACED', actor: 'payments' });
      expect(await stock('mug')).toBe(before - 1);
    }),
  );

  describe('a late payment for an order placed with a coupon', () => {
    const couponCounts = async (code: string) => ({
      usedCount: (await shop.db.doc(`coupons/${code}`).get()).data()?.['usedCount'],
      redemptions: (await shop.db.collection('couponRedemptions').where('code', '==', code).get()).docs.map((doc) => ({
        released: doc.get('releasedAt') !== null,
      })),
    });

    it('revives the order and counts its coupon use again', async () => {
      await shop.db
        .doc('coupons/LATE10')
        .set({ discountType: 'percentage', percentOff: 10, usageLimit: 3, perShopperLimit: null, usedCount: 0 });
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnlineWithCoupon('late10');
      await expireReservation(order.id);
      await reconcile();
      expect(await couponCounts('LATE10')).toEqual({ usedCount: 0, redemptions: [{ released: true }] });

      gateway.setWebhookBehaviour({ mode: 'deliver' });
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      expect(await readOrder(order.id)).toMatchObject({ status: 'PLACED', payment: { status: 'PAID', refunds: [] } });
      expect(await couponCounts('LATE10')).toEqual({ usedCount: 1, redemptions: [{ released: false }] });
      // The webhook again (at least once) and the reconciler change nothing more.
      await reconcile();
      expect(await couponCounts('LATE10')).toEqual({ usedCount: 1, redemptions: [{ released: false }] });
    });

    it('refunds and flags it when the coupon has no use left by then, and never counts over the limit', async () => {
      await shop.db
        .doc('coupons/LAST1')
        .set({ discountType: 'fixed', amountOffPaise: 5000, usageLimit: 1, perShopperLimit: null, usedCount: 0 });
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnlineWithCoupon('last1');
      await expireReservation(order.id);
      await reconcile();
      // Meanwhile another order takes the coupon's only use.
      await placeOnlineWithCoupon('LAST1');
      expect((await couponCounts('LAST1')).usedCount).toBe(1);

      const before = await stock('mug');
      gateway.setWebhookBehaviour({ mode: 'deliver' });
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      const after = await eventually(async () => {
        const current = await readOrder(order.id);
        return current.payment!.refunds[0] ? current : undefined;
      }, 'the late payment refunded');
      expect(after.status).toBe('EXPIRED');
      expect(after.payment!.refunds).toEqual([expect.objectContaining({ reason: 'LATE_PAYMENT' })]);
      expect((await couponCounts('LAST1')).usedCount).toBe(1);
      expect(await stock('mug')).toBe(before);
    });
  });

  it(
    'a late payment after expiry without stock is refunded and flagged',
    timed('lateRefund', async () => {
      await putProduct('scarce', { ...MUG, productName: 'Scarce Mug', stock: 1 });
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnline('scarce', 1);
      await expireReservation(order.id);
      await reconcile();
      await shop.db.doc('products/scarce').update({ stock: 0 });
      gateway.setWebhookBehaviour({ mode: 'deliver' });
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      const after = await eventually(async () => {
        const current = await readOrder(order.id);
        return current.payment!.refunds[0]?.status === 'PROCESSED' ? current : undefined;
      }, 'the late payment refunded');
      expect(after.status).toBe('EXPIRED');
      expect(after.payment!.refunds).toEqual([
        expect.objectContaining({ reason: 'LATE_PAYMENT', amount: { paise: after.breakdown.total.paise } }),
      ]);
      const stored = (await shop.db.doc(`orders/${order.id}`).get()).data() as { payment: { attention: string } };
      expect(stored.payment.attention).toMatch(/refunded/);
      expect(await stock('scarce')).toBe(0);
      // The owner sees the flag on the order in the admin.
      const owner = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
      const { body } = await shop.graphql<{ adminOrder: { attention: string | null } }>(
        'query ($id: ID!) { adminOrder(id: $id) { attention } }',
        { id: order.id },
        owner.idToken,
      );
      expect(body.data?.adminOrder.attention).toBe(stored.payment.attention);
    }),
  );
});

describe('refunds', () => {
  it('the owner cancelling a paid order refunds it once, and gives its coupon use back', async () => {
    const owner = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
    await shop.db
      .doc('coupons/OWNER5')
      .set({ discountType: 'percentage', percentOff: 5, usageLimit: 10, perShopperLimit: null, usedCount: 0 });
    const { body: placed } = await placeOneLine(shop, token, { paymentMethod: 'ONLINE', couponCode: 'OWNER5' });
    const order = await readOrder(placed.data!.placeOrder.order!.id);
    await gateway.pay(order.payment!.providerOrderId!, 'success');
    await gateway.flushWebhooks();
    expect((await readOrder(order.id)).payment!.status).toBe('PAID');

    const cancel = `mutation ($id: ID!) { adminCancelOrder(id: $id, reason: "Out of stock at the supplier") {
      userErrors { code } } }`;
    const { body } = await shop.graphql<{ adminCancelOrder: { userErrors: unknown[] } }>(
      cancel,
      { id: order.id },
      owner.idToken,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.adminCancelOrder.userErrors).toEqual([]);
    await gateway.flushWebhooks();
    await reconcile(); // nothing outstanding: must not refund twice
    const after = await readOrder(order.id);
    expect(after.status).toBe('CANCELLED');
    expect(after.payment!.refunds).toEqual([expect.objectContaining({ reason: 'CANCELLED', status: 'PROCESSED' })]);
    const refunds = await fetch(`${gateway.url}/v1/payments/${after.payment!.paymentId}/refunds`, {
      headers: { authorization: gatewayAuthorization(KEYS) },
    }).then((response) => response.json() as Promise<{ count: number }>);
    expect(refunds.count).toBe(1);
    expect((await shop.db.doc('coupons/OWNER5').get()).data()?.['usedCount']).toBe(0);
  });

  it(
    'cancelling a paid order refunds it once, and the order shows the refund',
    timed('refundOnCancel', async () => {
      const before = await stock('mug');
      const order = await placeOnline();
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      const cancel = `mutation ($id: ID!) { cancelMyOrder(id: $id, reason: "Changed my mind") { order { ${FULL_ORDER} } userErrors { code } } }`;
      const { body } = await shop.graphql<{ cancelMyOrder: { order: OrderView; userErrors: unknown[] } }>(
        cancel,
        { id: order.id },
        token,
      );
      expect(body.data?.cancelMyOrder.userErrors).toEqual([]);
      expect(body.data?.cancelMyOrder.order.status).toBe('CANCELLED');
      await gateway.flushWebhooks();
      await reconcile(); // nothing outstanding: must not refund twice
      const after = await readOrder(order.id);
      expect(after.payment!.refunds).toEqual([
        expect.objectContaining({
          reason: 'CANCELLED',
          status: 'PROCESSED',
          refundId: expect.stringMatching(/^rfnd_/),
        }),
      ]);
      expect(after.payment!.status).toBe('REFUNDED');
      expect(await stock('mug')).toBe(before);
      const refunds = await fetch(`${gateway.url}/v1/payments/${after.payment!.paymentId}/refunds`, {
        headers: { authorization: gatewayAuthorization(KEYS) },
      }).then((response) => response.json() as Promise<{ count: number }>);
      expect(refunds.count).toBe(1);
    }),
  );
});

describe('races', () => {
  it(
    'callback, webhook and reconciler (on two servers) racing for one payment: one paid order, stock taken once',
    timed('race', async () => {
      for (let round = 0; round < 3; round += 1) {
        const before = await stock('mug');
        const order = await placeOnline();
        const paid = await gateway.pay(order.payment!.providerOrderId!, 'success');
        const input = {
          orderId: order.id,
          razorpayPaymentId: paid.razorpay_payment_id,
          razorpayOrderId: paid.razorpay_order_id,
          razorpaySignature: paid.razorpay_signature!,
        };
        await Promise.all([confirm(input, 0), confirm(input, 1), reconcile(1), reconcile(0), gateway.flushWebhooks()]);
        const after = await readOrder(order.id);
        expect(after).toMatchObject({ status: 'PLACED', payment: { status: 'PAID', refunds: [] } });
        expect(captures(after)).toBe(1);
        expect(after.timeline.filter((entry) => entry.to === 'PLACED')).toHaveLength(1);
        expect(await stock('mug')).toBe(before - 1);
      }
    }),
  );
});
