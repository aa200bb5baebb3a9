import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './index.js';

const KEY_ID = 'rzp_test_apitest';
const KEY_SECRET = 'api-test-key-secret';
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: 'unused' });
});
afterAll(async () => {
  await gateway.stop();
});

const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

async function api(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(gateway.url + path, {
    method,
    headers: { Authorization: basic(KEY_ID, KEY_SECRET), 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const createOrder = async (amount = 50_000) => {
  const { status, body } = await api('POST', '/v1/orders', {
    amount,
    currency: 'INR',
    receipt: 'LG-20261123-ABCD',
    notes: { orderId: 'o1' },
  });
  expect(status).toBe(200);
  return body;
};

describe('orders', () => {
  it('creates an order with Razorpay’s entity shape and reads it back', async () => {
    const order = await createOrder(12_345);
    expect(order).toEqual({
      id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      entity: 'order',
      amount: 12_345,
      amount_paid: 0,
      amount_due: 12_345,
      currency: 'INR',
      receipt: 'LG-20261123-ABCD',
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: { orderId: 'o1' },
      created_at: expect.any(Number),
    });
    expect(Math.abs(order.created_at - Date.now() / 1000)).toBeLessThan(5);
    expect((await api('GET', `/v1/orders/${order.id}`)).body).toEqual(order);
    expect((await api('GET', `/v1/orders/${order.id}/payments`)).body).toEqual({
      entity: 'collection',
      count: 0,
      items: [],
    });
  });

  it('refuses requests without the right key id and secret, with Razorpay’s 401 body', async () => {
    for (const authorization of [undefined, basic(KEY_ID, 'wrong'), basic('rzp_test_other', KEY_SECRET), 'Bearer x']) {
      const res = await fetch(`${gateway.url}/v1/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body: JSON.stringify({ amount: 1000, currency: 'INR' }),
      });
      expect(res.status).toBe(401);
      const body = await res.json();
      expect(body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' });
    }
  });

  it.each([
    [{ currency: 'INR' }, 'amount', 'The amount field is required.'],
    [{ amount: 99, currency: 'INR' }, 'amount', 'The amount must be atleast INR 1.00'],
    [{ amount: 100.5, currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    [{ amount: '1,000', currency: 'INR' }, 'amount', 'The amount must be an integer.'],
    [{ amount: 1000 }, 'currency', 'The currency field is required.'],
    [{ amount: 1000, currency: 'USD' }, 'currency', 'The selected currency is invalid.'],
    [
      { amount: 1000, currency: 'INR', receipt: 'x'.repeat(41) },
      'receipt',
      'The receipt may not be greater than 40 characters.',
    ],
    [{ amount: 1000, currency: 'INR', notes: 'order 1' }, 'notes', 'The notes must be a key-value object.'],
    [{ amount: 1000, currency: 'INR', colour: 'red' }, 'colour', 'colour is/are not required and should not be sent'],
  ])('refuses %j naming the field', async (input, field, description) => {
    const { status, body } = await api('POST', '/v1/orders', input);
    expect(status).toBe(400);
    expect(body).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description,
        field,
        source: 'business',
        step: 'payment_initiation',
        reason: 'input_validation_failed',
        metadata: {},
      },
    });
  });

  it('accepts the smallest amount, a 40-character receipt and no notes (answered as [] like Razorpay)', async () => {
    const { status, body } = await api('POST', '/v1/orders', { amount: 100, currency: 'INR', receipt: 'r'.repeat(40) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ amount: 100, receipt: 'r'.repeat(40), notes: [] });
  });

  it('answers an unknown id as Razorpay does', async () => {
    for (const path of ['/v1/orders/order_nope', '/v1/payments/pay_nope', '/v1/orders/order_nope/payments']) {
      const { status, body } = await api('GET', path);
      expect(status).toBe(400);
      expect(body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' });
    }
  });
});

describe('payments', () => {
  it('pays successfully: captured payment, paid order, signature HMAC(order_id|payment_id, key secret)', async () => {
    const order = await createOrder(50_000);
    const result = await gateway.pay(order.id, 'success', { method: 'card' });
    expect(result.razorpay_order_id).toBe(order.id);
    expect(result.razorpay_payment_id).toMatch(/^pay_[A-Za-z0-9]{14}$/);
    const expected = createHmac('sha256', KEY_SECRET).update(`${order.id}|${result.razorpay_payment_id}`).digest('hex');
    expect(result.razorpay_signature).toBe(expected);
    expect(result.error).toBeUndefined();

    const payment = (await api('GET', `/v1/payments/${result.razorpay_payment_id}`)).body;
    expect(payment).toMatchObject({
      id: result.razorpay_payment_id,
      entity: 'payment',
      amount: 50_000,
      currency: 'INR',
      status: 'captured',
      order_id: order.id,
      method: 'card',
      captured: true,
      amount_refunded: 0,
      refund_status: null,
      error_code: null,
      error_description: null,
      error_reason: null,
      email: expect.any(String),
      contact: expect.any(String),
      created_at: expect.any(Number),
    });
    expect((await api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'paid',
      amount_paid: 50_000,
      amount_due: 0,
      attempts: 1,
    });
    expect((await api('GET', `/v1/orders/${order.id}/payments`)).body).toEqual({
      entity: 'collection',
      count: 1,
      items: [payment],
    });
    await expect(gateway.pay(order.id, 'success')).rejects.toThrow('Order has already been paid');
  });

  it('fails a payment (order attempted, error fields set), then a retry pays the same order', async () => {
    const order = await createOrder(20_000);
    const failed = await gateway.pay(order.id, 'failure');
    expect(failed.razorpay_signature).toBeUndefined();
    expect(failed.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', reason: 'payment_failed' });
    expect(failed.error?.description).toMatch(/test gateway/);
    expect((await api('GET', `/v1/payments/${failed.razorpay_payment_id}`)).body).toMatchObject({
      status: 'failed',
      captured: false,
      order_id: order.id,
      method: 'upi',
      error_code: 'BAD_REQUEST_ERROR',
      error_description: failed.error?.description,
      error_reason: 'payment_failed',
      error_source: 'customer',
    });
    expect((await api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({
      status: 'attempted',
      amount_paid: 0,
      amount_due: 20_000,
      attempts: 1,
    });

    const paid = await gateway.pay(order.id, 'success', { method: 'netbanking' });
    expect((await api('GET', `/v1/orders/${order.id}`)).body).toMatchObject({ status: 'paid', attempts: 2 });
    const payments = (await api('GET', `/v1/orders/${order.id}/payments`)).body;
    expect(payments.count).toBe(2);
    expect(payments.items.map((p: any) => [p.id, p.status])).toEqual(
      expect.arrayContaining([
        [failed.razorpay_payment_id, 'failed'],
        [paid.razorpay_payment_id, 'captured'],
      ]),
    );
  });

  it('pays over HTTP through /__test/orders/:id/pay, without auth, refusing a bad outcome', async () => {
    const order = await createOrder();
    const bad = await fetch(`${gateway.url}/__test/orders/${order.id}/pay`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'maybe' }),
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.field).toBe('outcome');
    const res = await fetch(`${gateway.url}/__test/orders/${order.id}/pay`, {
      method: 'POST',
      body: JSON.stringify({ outcome: 'success', method: 'upi' }),
    });
    expect(res.status).toBe(200);
    const result = await res.json();
    expect(result.razorpay_signature).toBe(
      createHmac('sha256', KEY_SECRET).update(`${order.id}|${result.razorpay_payment_id}`).digest('hex'),
    );
    expect((await api('GET', `/v1/orders/${order.id}`)).body.status).toBe('paid');
  });
});

describe('refunds', () => {
  const paidPayment = async (amount: number) => {
    const order = await createOrder(amount);
    return (await gateway.pay(order.id, 'success')).razorpay_payment_id;
  };

  it('refunds part of a payment, then the rest; refuses more than was captured', async () => {
    const paymentId = await paidPayment(10_000);
    const first = await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 4_000, notes: { reason: 'x' } });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      id: expect.stringMatching(/^rfnd_[A-Za-z0-9]{14}$/),
      entity: 'refund',
      amount: 4_000,
      currency: 'INR',
      payment_id: paymentId,
      notes: { reason: 'x' },
      status: 'processed',
      speed_requested: 'normal',
      speed_processed: 'normal',
      batch_id: null,
      created_at: expect.any(Number),
    });
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'captured',
      amount_refunded: 4_000,
      refund_status: 'partial',
    });

    const over = await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 6_001 });
    expect(over.status).toBe(400);
    expect(over.body.error).toMatchObject({ code: 'BAD_REQUEST_ERROR', field: 'amount' });
    expect((await api('GET', `/v1/payments/${paymentId}`)).body.amount_refunded).toBe(4_000);

    const rest = await api('POST', `/v1/payments/${paymentId}/refund`, {});
    expect(rest.body.amount).toBe(6_000);
    expect((await api('GET', `/v1/payments/${paymentId}`)).body).toMatchObject({
      status: 'refunded',
      amount_refunded: 10_000,
      refund_status: 'full',
    });
    const again = await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 100 });
    expect(again.status).toBe(400);
    expect(again.body.error.description).toBe('The payment has been fully refunded already');

    const list = (await api('GET', `/v1/payments/${paymentId}/refunds`)).body;
    expect(list.entity).toBe('collection');
    expect(list.items.map((r: any) => r.id).sort()).toEqual([first.body.id, rest.body.id].sort());
    expect((await api('GET', `/v1/refunds/${first.body.id}`)).body).toEqual(first.body);
  });

  it('gives back the same refund for the same X-Refund-Idempotency key, refunding once', async () => {
    const paymentId = await paidPayment(10_000);
    const headers = { 'X-Refund-Idempotency': 'cancel-order-42' };
    const first = await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_000 }, headers);
    const second = await api('POST', `/v1/payments/${paymentId}/refund`, { amount: 10_000 }, headers);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await api('GET', `/v1/payments/${paymentId}/refunds`)).body.count).toBe(1);
    expect((await api('GET', `/v1/payments/${paymentId}`)).body.amount_refunded).toBe(10_000);

    const other = await paidPayment(10_000);
    const reused = await api('POST', `/v1/payments/${other}/refund`, { amount: 100 }, headers);
    expect(reused.status).toBe(400);
    expect((await api('GET', `/v1/payments/${other}`)).body.amount_refunded).toBe(0);
  });

  it('refuses to refund a failed payment and an unknown one', async () => {
    const order = await createOrder();
    const failed = await gateway.pay(order.id, 'failure');
    const res = await api('POST', `/v1/payments/${failed.razorpay_payment_id}/refund`, { amount: 100 });
    expect(res.status).toBe(400);
    expect(res.body.error.description).toMatch(/captured/);
    expect((await api('POST', '/v1/payments/pay_nope/refund', {})).body.error.description).toBe(
      'The id provided does not exist',
    );
  });
});
