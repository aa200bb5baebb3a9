// The background work every server instance runs (the payments reconciler's pass: settling waiting payments, expiring
// unpaid orders, asking refunds Razorpay has not accepted yet), raced over two server instances on one Firestore, with
// the local Razorpay test gateway over HTTP. Nothing elects a leader: what holds is the order's transaction (and the
// lease taken in it) and the refund's idempotency key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { addPhotoMug, eventually, placeOneLine, SHOP_SETTINGS, type OrdersHarness } from '../support/orders-harness.js';
import { gatewayAuthorization, gatewayKeys, startPaymentsShop } from '../support/payments-harness.js';

const KEYS = gatewayKeys('jobs');

let gateway: TestGateway;
let shop: OrdersHarness;
let token: string;

interface StoredOrder {
  status: string;
  timeline: { to: string }[];
  payment: {
    providerOrderId: string | null;
    paymentId: string | null;
    refunds: { key: string; status: string; amountPaise: number }[];
  };
}

const stored = async (id: string) => (await shop.db.doc(`orders/${id}`).get()).data() as StoredOrder;
const stock = async () => ((await shop.db.doc('products/mug').get()).data() as { stock: number }).stock;

/** Every server's reconciler pass, twice each, all at once. */
async function reconcileEverywhereAtOnce() {
  const passes = shop.servers.flatMap((server) => [server.reconcilePayments!(), server.reconcilePayments!()]);
  return Promise.all(passes);
}

async function placeOnline(quantity: number): Promise<string> {
  const { body } = await placeOneLine(shop, token, { paymentMethod: 'ONLINE', quantity });
  expect(body.data?.placeOrder.userErrors).toEqual([]);
  const id = body.data!.placeOrder.order!.id;
  // The provider order is opened after the order commits.
  await eventually(async () => ((await stored(id)).payment.providerOrderId ? true : undefined), 'the provider order');
  return id;
}

async function refundsAtGateway(paymentId: string): Promise<number[]> {
  const response = await fetch(`${gateway.url}/v1/payments/${paymentId}/refunds`, {
    headers: { authorization: gatewayAuthorization(KEYS) },
  });
  const body = (await response.json()) as { items: { amount: number }[] };
  return body.items.map((refund) => refund.amount);
}

beforeAll(async () => {
  // The reconcilers' timers are off: the test runs each pass itself, on both servers at once.
  ({ gateway, shop } = await startPaymentsShop(KEYS));
  // Only the reconcilers report payments here.
  gateway.setWebhookBehaviour({ mode: 'drop' });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: [], minimumOrderValue: 199 });
  await addPhotoMug(shop, 25);
  token = (await shop.shopper('jobs')).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await gateway?.stop();
});

describe('the reconciler on two instances at once', () => {
  it('expires an unpaid order once: its stock comes back once, one EXPIRED step on its timeline', async () => {
    const before = await stock();
    const id = await placeOnline(2);
    expect(await stock()).toBe(before - 2);
    await shop.db.doc(`orders/${id}`).update({ 'payment.expiresAt': new Date(Date.now() - 1_000).toISOString() });

    const reports = await reconcileEverywhereAtOnce();
    const after = await stored(id);
    expect(after.status).toBe('EXPIRED');
    expect(after.timeline.filter((step) => step.to === 'EXPIRED')).toHaveLength(1);
    expect(await stock()).toBe(before);
    expect(reports.reduce((sum, report) => sum + report.expired, 0)).toBe(1);
  });

  it('settles a payment whose webhook was lost once, and takes its stock once', async () => {
    const before = await stock();
    const id = await placeOnline(1);
    await gateway.pay((await stored(id)).payment.providerOrderId!, 'success');

    const reports = await reconcileEverywhereAtOnce();
    const after = await stored(id);
    expect(after.status).toBe('PLACED');
    expect(after.timeline.filter((step) => step.to === 'PLACED')).toHaveLength(1);
    expect(await stock()).toBe(before - 1);
    expect(reports.reduce((sum, report) => sum + report.paid, 0)).toBe(1);
  });

  it('asks an outstanding refund once at the gateway, however many instances retry it', async () => {
    const id = await placeOnline(1);
    await gateway.pay((await stored(id)).payment.providerOrderId!, 'success');
    await reconcileEverywhereAtOnce();
    const paid = await stored(id);
    const paymentId = paid.payment.paymentId!;
    // A refund written with the change that caused it whose ask never reached Razorpay (the outbox's state after a
    // timeout): every reconciler pass asks it again.
    await shop.db.doc(`orders/${id}`).update({
      'payment.refunds': [
        {
          key: `outbox-${id}`,
          paymentId,
          amountPaise: 5_000,
          reason: 'OWNER',
          note: 'Late delivery',
          refundId: null,
          status: 'REQUESTED',
          requestedAt: new Date().toISOString(),
        },
      ],
      'payment.refundOutstanding': true,
    });

    const reports = await reconcileEverywhereAtOnce();
    expect(reports.reduce((sum, report) => sum + report.refundsAsked, 0)).toBeGreaterThanOrEqual(1);
    expect(await refundsAtGateway(paymentId)).toEqual([5_000]);
    const refunds = (await stored(id)).payment.refunds;
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.status).not.toBe('REQUESTED');

    await reconcileEverywhereAtOnce();
    expect(await refundsAtGateway(paymentId)).toEqual([5_000]);
  });
});
