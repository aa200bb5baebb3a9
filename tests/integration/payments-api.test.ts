// Online payment against the real Firestore and Auth emulators, real servers and the local Razorpay test gateway
// over HTTP: the production payment code path (Razorpay's API, signatures and webhooks), nothing mocked.
// Placing an online order and paying it; reservations, refunds and races have files of their own (payments-*.test.ts).
import { createHmac } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { SHOP_SETTINGS, type OrdersHarness } from '../support/orders-harness.js';
import { gatewayAuthorization } from '../support/payments-harness.js';
import {
  anotherOrdersPayment,
  captures,
  confirm,
  KEYS,
  paymentsShop,
  placeOnline,
  readOrder,
  reconcile,
  startPayment,
  stock,
  timed,
  usePaymentsApiShop,
} from '../support/payments-api-shop.js';

usePaymentsApiShop();
let gateway: TestGateway;
let shop: OrdersHarness;
let payerEmail: string;
beforeAll(() => {
  ({ gateway, shop, payerEmail } = paymentsShop());
});

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
        // The name shoppers know, not the legal name.
        name: SHOP_SETTINGS.displayName,
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
