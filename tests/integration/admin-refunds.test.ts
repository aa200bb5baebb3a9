// The owner's refunds of paid online orders (adminRefundOrder) against the real Firestore and Auth emulators, two
// real servers and the local Razorpay test gateway over HTTP: the production refund path, nothing mocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { signedInAdmin } from '../support/admin-support.js';
import {
  addPhotoMug,
  ADDRESS_TN,
  newKey,
  placeOneLine,
  SHOP_SETTINGS,
  type OrdersHarness,
} from '../support/orders-harness.js';
import { gatewayAuthorization, gatewayKeys, startPaymentsShop } from '../support/payments-harness.js';

const KEYS = gatewayKeys('refunds');
const AUTHORIZATION = gatewayAuthorization(KEYS);

let gateway: TestGateway;
let shop: OrdersHarness;
let shopperToken: string;
let adminToken: string;

interface RefundView {
  amount: { paise: number };
  reason: string;
  status: string;
  refundId: string | null;
  note: string | null;
}
type Totals = Record<'paid' | 'refunded' | 'refunding' | 'net' | 'refundable', { paise: number }>;
interface RefundPayload {
  order: {
    actions: string[];
    refundable: { paise: number };
    order: { id: string; status: string; payment: { status: string; refunds: RefundView[] } | null };
  } | null;
  userErrors: { field: string | null; code: string; message: string }[];
}

const REFUND = `mutation ($id: ID!, $input: AdminRefundInput!) { adminRefundOrder(id: $id, input: $input) {
  order { actions refundable { paise }
    order { id status payment { status refunds { amount { paise } reason status refundId note } } } }
  userErrors { field code message } } }`;

async function refund(
  id: string,
  input: { amountPaise: number; reason: string; idempotencyKey?: string },
  options: { token?: string; server?: number } = {},
) {
  const { body } = await shop.graphql<{ adminRefundOrder: RefundPayload }>(
    REFUND,
    { id, input: { idempotencyKey: newKey(), ...input } },
    options.token ?? adminToken,
    options.server ?? 0,
  );
  return body;
}

async function refunded(id: string, input: { amountPaise: number; reason: string; idempotencyKey?: string }) {
  const body = await refund(id, input);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.adminRefundOrder;
}

async function place(paymentMethod: 'ONLINE' | 'COD'): Promise<{ id: string; totalPaise: number }> {
  const { body } = await placeOneLine(shop, shopperToken, { paymentMethod });
  const order = body.data?.placeOrder.order;
  if (!order) throw new Error(JSON.stringify(body));
  return { id: order.id, totalPaise: (order.breakdown as { total: { paise: number } }).total.paise };
}

/** An online order paid at the gateway and confirmed by the browser's callback. */
async function paidOrder(): Promise<{ id: string; totalPaise: number; paymentId: string }> {
  const order = await place('ONLINE');
  const stored = (await shop.db.doc(`orders/${order.id}`).get()).data() as { payment: { providerOrderId: string } };
  const paid = await gateway.pay(stored.payment.providerOrderId, 'success', { method: 'upi' });
  const { body } = await shop.graphql<{ confirmPayment: { userErrors: unknown[] } }>(
    `mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { userErrors { code } } }`,
    {
      input: {
        orderId: order.id,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature!,
      },
    },
    shopperToken,
  );
  expect(body.data?.confirmPayment.userErrors).toEqual([]);
  return { ...order, paymentId: paid.razorpay_payment_id };
}

async function atGateway(paymentId: string) {
  const get = (path: string) =>
    fetch(`${gateway.url}/v1/payments/${paymentId}${path}`, { headers: { authorization: AUTHORIZATION } }).then(
      (response) => response.json() as Promise<Record<string, any>>,
    );
  const [payment, refunds] = await Promise.all([get(''), get('/refunds')]);
  return {
    amountRefunded: payment.amount_refunded as number,
    // The gateway lists newest first, as Razorpay does.
    refunds: (refunds.items as { amount: number }[]).map((item) => item.amount).reverse(),
  };
}

async function storedRefunds(id: string) {
  const data = (await shop.db.doc(`orders/${id}`).get()).data() as {
    paymentStatus: string | null;
    payment: { refunds: { amountPaise: number; status: string; reason: string }[] };
  };
  return data;
}

async function auditCount(id: string): Promise<number> {
  const snapshot = await shop.db
    .collection('auditLog')
    .where('target.id', '==', id)
    .where('action', '==', 'order.refund')
    .get();
  return snapshot.size;
}

beforeAll(async () => {
  // Refund webhooks reach the first server, as Razorpay's would reach the load balancer.
  ({ gateway, shop } = await startPaymentsShop(KEYS));
  gateway.setWebhookBehaviour({ mode: 'deliver' });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: [], minimumOrderValue: 0 });
  await addPhotoMug(shop);
  shopperToken = (await shop.shopper('refunded')).idToken;
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await gateway?.stop();
});

describe('adminRefundOrder', () => {
  it('refunds part, then up to the rest; refuses more; the order stays as it was, the shopper sees each refund', async () => {
    const order = await paidOrder();
    const part = Math.floor(order.totalPaise * 0.3);
    const first = await refunded(order.id, { amountPaise: part, reason: '  Damaged   handle ' });
    expect(first.userErrors).toEqual([]);
    expect(first.order).toMatchObject({
      refundable: { paise: order.totalPaise - part },
      order: {
        status: 'PLACED',
        payment: {
          status: 'PARTIALLY_REFUNDED',
          refunds: [{ amount: { paise: part }, reason: 'OWNER', status: 'PROCESSED', note: 'Damaged handle' }],
        },
      },
    });
    expect(first.order!.actions).toContain('REFUND');
    expect(await atGateway(order.paymentId)).toEqual({ amountRefunded: part, refunds: [part] });

    const over = await refunded(order.id, { amountPaise: order.totalPaise - part + 1, reason: 'Goodwill' });
    expect(over.order).toBeNull();
    expect(over.userErrors).toEqual([
      { field: 'input.amountPaise', code: 'INVALID', message: expect.stringMatching(/^At most ₹[\d,.]+ can still/) },
    ]);
    expect((await storedRefunds(order.id)).payment.refunds).toHaveLength(1);

    const rest = await refunded(order.id, { amountPaise: order.totalPaise - part, reason: 'Goodwill' });
    expect(rest.userErrors).toEqual([]);
    expect(rest.order).toMatchObject({ refundable: { paise: 0 }, order: { payment: { status: 'REFUNDED' } } });
    expect(rest.order!.actions).not.toContain('REFUND');
    expect(await atGateway(order.paymentId)).toEqual({
      amountRefunded: order.totalPaise,
      refunds: [part, order.totalPaise - part],
    });
    expect(await auditCount(order.id)).toBe(2);

    const total = order.totalPaise;
    const { body } = await shop.graphql<{ order: { payment: { refunds: RefundView[]; totals: Totals } } }>(
      `query ($id: ID!) { order(id: $id) { payment { status refunds { amount { paise } status note }
        totals { paid { paise } refunded { paise } refunding { paise } net { paise } refundable { paise } } } } }`,
      { id: order.id },
      shopperToken,
    );
    expect(body.data?.order.payment).toEqual({
      status: 'REFUNDED',
      refunds: [
        { amount: { paise: part }, status: 'PROCESSED', note: 'Damaged handle' },
        { amount: { paise: total - part }, status: 'PROCESSED', note: 'Goodwill' },
      ],
      totals: expect.any(Object),
    });
    const t = body.data!.order.payment.totals;
    expect([t.paid, t.refunded, t.refunding, t.net, t.refundable].map((m) => m.paise)).toEqual([total, total, 0, 0, 0]);
    // The stored payment status the owner's list filters by follows the refunds.
    expect((await storedRefunds(order.id)).paymentStatus).toBe('REFUNDED');
  });

  it('the same idempotency key twice (on either server) refunds once at the gateway', async () => {
    const order = await paidOrder();
    const input = { amountPaise: 5_000, reason: 'Late delivery', idempotencyKey: newKey() };
    const [a, b] = await Promise.all([refund(order.id, input, { server: 0 }), refund(order.id, input, { server: 1 })]);
    expect([a.data?.adminRefundOrder.userErrors, b.data?.adminRefundOrder.userErrors]).toEqual([[], []]);
    const again = await refunded(order.id, input);
    expect(again.userErrors).toEqual([]);
    expect(again.order!.order.payment!.refunds).toHaveLength(1);
    expect(await atGateway(order.paymentId)).toEqual({ amountRefunded: 5_000, refunds: [5_000] });
    expect(await auditCount(order.id)).toBe(1);

    const reused = await refunded(order.id, { ...input, amountPaise: 6_000 });
    expect(reused).toEqual({
      order: null,
      userErrors: [{ field: 'input.idempotencyKey', code: 'KEY_REUSED', message: expect.any(String) }],
    });
  });

  it('five concurrent refunds of 40 % each over two servers: exactly two succeed, never more than was paid', async () => {
    const order = await paidOrder();
    const share = Math.floor(order.totalPaise * 0.4);
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        refund(order.id, { amountPaise: share, reason: `Race ${index}` }, { server: index % 2 }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const payloads = answers.map((body) => {
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!.adminRefundOrder;
    });
    const succeeded = payloads.filter((payload) => payload.userErrors.length === 0).length;
    const refusals = payloads.flatMap((payload) => payload.userErrors.map((error) => error.code));
    const stored = (await storedRefunds(order.id)).payment.refunds;
    const total = stored.reduce((sum, item) => sum + item.amountPaise, 0);
    const atProvider = await atGateway(order.paymentId);
    console.info(
      `refund race: 5 requests of ${share} paise on an order of ${order.totalPaise} over 2 servers: ` +
        `${succeeded} succeeded, refused ${JSON.stringify(refusals)}, ${total} paise refunded, ` +
        `gateway ${atProvider.amountRefunded} paise in ${atProvider.refunds.length} refunds, ${seconds.toFixed(2)} s`,
    );
    expect(succeeded).toBe(2);
    expect(refusals).toEqual(['INVALID', 'INVALID', 'INVALID']);
    expect(stored).toHaveLength(2);
    expect(total).toBe(2 * share);
    expect(total).toBeLessThanOrEqual(order.totalPaise);
    expect(atProvider).toEqual({ amountRefunded: 2 * share, refunds: [share, share] });
    expect(await auditCount(order.id)).toBe(2);
  });

  it('refuses undelivered cash on delivery naming the order id, and bad input naming each field; nothing is written', async () => {
    const cod = await place('COD');
    const refused = await refunded(cod.id, { amountPaise: 1_000, reason: 'Goodwill' });
    expect(refused).toEqual({
      order: null,
      userErrors: [{ field: 'id', code: 'NOT_ALLOWED', message: expect.stringMatching(/cash-on-delivery/) }],
    });

    const order = await paidOrder();
    const bad = await refunded(order.id, { amountPaise: 0, reason: '   ' });
    expect(bad.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['input.amountPaise', 'INVALID'],
      ['input.reason', 'REQUIRED'],
    ]);
    const badKey = await refund(order.id, { amountPaise: 100, reason: 'x', idempotencyKey: 'short' });
    expect(badKey.errors?.[0]).toMatchObject({
      message: expect.stringContaining('input.idempotencyKey'),
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect((await storedRefunds(order.id)).payment.refunds).toEqual([]);
    expect(await auditCount(order.id)).toBe(0);
    expect(await auditCount(cod.id)).toBe(0);
    expect((await atGateway(order.paymentId)).amountRefunded).toBe(0);
  });

  it("refuses a shopper's token and no token; nothing is refunded", async () => {
    const order = await paidOrder();
    const asShopper = await refund(order.id, { amountPaise: 1_000, reason: 'Mine' }, { token: shopperToken });
    expect(asShopper.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await shop.graphql(
      REFUND,
      { id: order.id, input: { amountPaise: 1_000, reason: 'x', idempotencyKey: newKey() } },
      null,
    );
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await storedRefunds(order.id)).payment.refunds).toEqual([]);
    expect((await atGateway(order.paymentId)).amountRefunded).toBe(0);
  });

  it('a refund Razorpay refuses ends FAILED, is never asked again, flags the order, and can be made again', async () => {
    const order = await paidOrder();
    // The owner refunded ₹300 in Razorpay's dashboard first, and its webhook has not reached us (lost, or not yet
    // sent): we ask for the whole amount, and Razorpay refuses it.
    gateway.setWebhookBehaviour({ mode: 'drop' });
    const outside = await fetch(`${gateway.url}/v1/payments/${order.paymentId}/refund`, {
      method: 'POST',
      headers: { authorization: AUTHORIZATION, 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 30_000 }),
    });
    expect(outside.status).toBe(200);
    gateway.setWebhookBehaviour({ mode: 'deliver' });

    const body = await refund(order.id, { amountPaise: order.totalPaise, reason: 'Damaged in transit' });
    expect(body.data?.adminRefundOrder.userErrors).toEqual([]);
    expect(body.data?.adminRefundOrder.order?.order.payment?.refunds).toEqual([
      expect.objectContaining({ amount: { paise: order.totalPaise }, status: 'FAILED' }),
    ]);
    const stored = (await shop.db.doc(`orders/${order.id}`).get()).data() as {
      payment: { attention: string | null; refundOutstanding: boolean };
    };
    expect(stored.payment.attention).toMatch(/^Razorpay refused a refund of ₹428 \(.+\)\. Nothing went back/);
    expect(stored.payment.refundOutstanding).toBe(false);
    // Nothing went back: the payment stands as paid (not "refund pending"), for the table's filter too.
    expect(body.data?.adminRefundOrder.order?.order.payment?.status).toBe('PAID');
    expect((await storedRefunds(order.id)).paymentStatus).toBe('PAID');
    // A failed refund gave nothing back: the owner may refund what Razorpay still holds.
    expect(body.data?.adminRefundOrder.order?.refundable.paise).toBe(order.totalPaise);
    expect(await atGateway(order.paymentId)).toEqual({ amountRefunded: 30_000, refunds: [30_000] });
    await refunded(order.id, { amountPaise: order.totalPaise - 30_000, reason: 'The rest' });
    expect(await atGateway(order.paymentId)).toEqual({
      amountRefunded: order.totalPaise,
      refunds: [30_000, order.totalPaise - 30_000],
    });
  });

  it('cancelling after a partial refund refunds only what is left', async () => {
    const order = await paidOrder();
    await refunded(order.id, { amountPaise: 10_000, reason: 'Chipped' });
    const { body } = await shop.graphql<{ adminCancelOrder: RefundPayload }>(
      `mutation ($id: ID!) { adminCancelOrder(id: $id, reason: "Out of stock") {
        order { refundable { paise } order { status payment { status refunds { amount { paise } reason status } } } }
        userErrors { code } } }`,
      { id: order.id },
      adminToken,
    );
    expect(body.data?.adminCancelOrder.userErrors).toEqual([]);
    expect(body.data?.adminCancelOrder.order).toMatchObject({
      refundable: { paise: 0 },
      order: {
        status: 'CANCELLED',
        payment: {
          status: 'REFUNDED',
          refunds: [
            { amount: { paise: 10_000 }, reason: 'OWNER' },
            { amount: { paise: order.totalPaise - 10_000 }, reason: 'CANCELLED' },
          ],
        },
      },
    });
    expect(await atGateway(order.paymentId)).toEqual({
      amountRefunded: order.totalPaise,
      refunds: [10_000, order.totalPaise - 10_000],
    });
  });
});

describe('adminOrders filtered by payment status', () => {
  const LIST = `query ($filter: AdminOrderFilter) { adminOrders(filter: $filter, paging: { page: 1, pageSize: 100 }) {
    totalCount items { id order { paymentMethod payment { status } } } statusCounts { status count } } }`;
  type Listed = {
    adminOrders: {
      totalCount: number;
      items: { id: string; order: { paymentMethod: string; payment: { status: string } | null } }[];
      statusCounts: { status: string; count: number }[];
    };
  };
  async function list(filter: Record<string, unknown>) {
    const { body } = await shop.graphql<Listed>(LIST, { filter }, adminToken, 1);
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!.adminOrders;
  }

  it('returns only orders whose payment stands so, by Firestore query and by search alike', async () => {
    const cod = await place('COD');
    const unpaid = await place('ONLINE');
    const paid = await paidOrder();
    const partial = await paidOrder();
    await refunded(partial.id, { amountPaise: 1_000, reason: 'Goodwill' });

    for (const filter of [{}, { search: ADDRESS_TN.phone }]) {
      const partly = await list({ ...filter, paymentStatus: 'PARTIALLY_REFUNDED' });
      expect(partly.items.map((item) => item.id)).toContain(partial.id);
      expect(partly.items.every((item) => item.order.payment?.status === 'PARTIALLY_REFUNDED')).toBe(true);
      expect(partly.totalCount).toBe(partly.items.length);
      expect(partly.statusCounts.reduce((sum, count) => sum + count.count, 0)).toBe(partly.totalCount);

      const paidOnes = await list({ ...filter, paymentStatus: 'PAID' });
      const paidIds = paidOnes.items.map((item) => item.id);
      expect(paidIds).toContain(paid.id);
      expect(paidIds).not.toContain(partial.id);
      expect(paidIds).not.toContain(cod.id);
      expect(paidOnes.items.every((item) => item.order.payment?.status === 'PAID')).toBe(true);

      const waiting = await list({ ...filter, paymentStatus: 'AWAITING_PAYMENT', status: 'PENDING_PAYMENT' });
      expect(waiting.items.map((item) => item.id)).toEqual([unpaid.id]);

      const everything = await list(filter);
      expect(everything.items.map((item) => item.id)).toEqual(expect.arrayContaining([cod.id, unpaid.id]));
    }
    const refusal = await shop.graphql(LIST, { filter: { paymentStatus: 'LOST' } }, adminToken);
    expect(refusal.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
