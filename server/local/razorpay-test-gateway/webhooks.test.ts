import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from './index.js';

const KEY_ID = 'rzp_test_webhooktest';
const KEY_SECRET = 'webhook-test-key-secret';
const WEBHOOK_SECRET = 'webhook-test-webhook-secret';

interface Received {
  headers: IncomingHttpHeaders;
  raw: string;
  body: any;
}

/** A tiny stand-in for our server's /webhooks/razorpay: records raw bodies, answers with `nextStatuses` first. */
let receiver: Server;
let receiverUrl: string;
let received: Received[];
let nextStatuses: number[];
let gateway: TestGateway;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, raw, body: JSON.parse(raw) });
      res.writeHead(nextStatuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/razorpay`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(async () => {
  received = [];
  nextStatuses = [];
  gateway = await startTestGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
  gateway.setWebhookUrl(receiverUrl);
});
afterEach(async () => {
  await gateway.stop();
});

async function createOrder(amount = 30_000) {
  const res = await fetch(`${gateway.url}/v1/orders`, {
    method: 'POST',
    headers: {
      Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ amount, currency: 'INR', receipt: 'LG-1', notes: { orderId: 'our-order-1' } }),
  });
  return await res.json();
}

const sign = (raw: string) => createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex');
const events = () => received.map((r) => r.body.event);

describe('webhooks', () => {
  it('sends payment.authorized, payment.captured and order.paid, each signed over its raw body', async () => {
    const order = await createOrder();
    const paid = await gateway.pay(order.id, 'success');
    await gateway.flushWebhooks();

    expect(events()).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
    for (const r of received) {
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers['x-razorpay-signature']).toBe(sign(r.raw));
      expect(r.headers['x-razorpay-signature']).not.toBe(createHmac('sha256', KEY_SECRET).update(r.raw).digest('hex'));
      expect(r.headers['x-razorpay-event-id']).toMatch(/^[A-Za-z0-9]{14}$/);
      expect(r.body).toMatchObject({
        entity: 'event',
        account_id: expect.stringMatching(/^acc_/),
        created_at: expect.any(Number),
      });
      expect(r.body.payload.payment.entity).toMatchObject({
        id: paid.razorpay_payment_id,
        entity: 'payment',
        order_id: order.id,
        amount: 30_000,
      });
    }
    expect(new Set(received.map((r) => r.headers['x-razorpay-event-id'])).size).toBe(3);
    const [authorized, captured, orderPaid] = received.map((r) => r.body);
    expect(authorized.contains).toEqual(['payment']);
    expect(authorized.payload.payment.entity).toMatchObject({ status: 'authorized', captured: false });
    expect(captured.payload.payment.entity).toMatchObject({ status: 'captured', captured: true });
    expect(orderPaid.contains).toEqual(['payment', 'order']);
    expect(orderPaid.payload.order.entity).toMatchObject({ id: order.id, status: 'paid', amount_paid: 30_000 });

    expect(gateway.webhookLog()).toEqual(
      received.map((r) => ({ eventId: r.headers['x-razorpay-event-id'], event: r.body.event, status: 200 })),
    );
  });

  it('sends payment.failed for a failed payment, and refund.created and refund.processed for a refund', async () => {
    const order = await createOrder();
    const failed = await gateway.pay(order.id, 'failure');
    const paid = await gateway.pay(order.id, 'success');
    await fetch(`${gateway.url}/v1/payments/${paid.razorpay_payment_id}/refund`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ amount: 1_000 }),
    });
    await gateway.flushWebhooks();
    expect(events()).toEqual([
      'payment.failed',
      'payment.authorized',
      'payment.captured',
      'order.paid',
      'refund.created',
      'refund.processed',
    ]);
    expect(received[0]!.body.payload.payment.entity).toMatchObject({
      id: failed.razorpay_payment_id,
      status: 'failed',
      error_reason: 'payment_failed',
    });
    const refundCreated = received[4]!.body;
    expect(refundCreated.contains).toEqual(['refund', 'payment']);
    expect(refundCreated.payload.refund.entity).toMatchObject({ entity: 'refund', amount: 1_000 });
    expect(refundCreated.payload.payment.entity).toMatchObject({ amount_refunded: 1_000, refund_status: 'partial' });
  });

  it('drops events in drop mode: nothing arrives, the log says dropped', async () => {
    gateway.setWebhookBehaviour({ mode: 'drop' });
    const order = await createOrder();
    await gateway.pay(order.id, 'success');
    await gateway.flushWebhooks();
    expect(received).toEqual([]);
    expect(gateway.webhookLog().map((e) => [e.event, e.status])).toEqual([
      ['payment.authorized', 'dropped'],
      ['payment.captured', 'dropped'],
      ['order.paid', 'dropped'],
    ]);
  });

  it('sends every event twice, with the same id and the same bytes, in duplicate mode', async () => {
    gateway.setWebhookBehaviour({ mode: 'duplicate' });
    const order = await createOrder();
    await gateway.pay(order.id, 'success');
    await gateway.flushWebhooks();
    expect(events()).toEqual([
      'payment.authorized',
      'payment.authorized',
      'payment.captured',
      'payment.captured',
      'order.paid',
      'order.paid',
    ]);
    for (let i = 0; i < received.length; i += 2) {
      expect(received[i + 1]!.headers['x-razorpay-event-id']).toBe(received[i]!.headers['x-razorpay-event-id']);
      expect(received[i + 1]!.raw).toBe(received[i]!.raw);
      expect(received[i + 1]!.headers['x-razorpay-signature']).toBe(sign(received[i]!.raw));
    }
  });

  it('delivers a payment’s events in reverse order in reverse mode', async () => {
    gateway.setWebhookBehaviour({ mode: 'reverse' });
    const order = await createOrder();
    await gateway.pay(order.id, 'success');
    await gateway.flushWebhooks();
    expect(events()).toEqual(['order.paid', 'payment.captured', 'payment.authorized']);
  });

  it('delays delivery without delaying pay(), and flush waits for it', async () => {
    // Had pay() waited for delivery, the events would be here when it returns. The delay is long enough that pay()
    // cannot outlast it even on a loaded machine, so nothing delivered yet means pay() did not wait.
    gateway.setWebhookBehaviour({ mode: 'deliver', delayMs: 2_000 });
    const order = await createOrder();
    const started = Date.now();
    await gateway.pay(order.id, 'success');
    expect(received).toEqual([]);
    expect(gateway.webhookLog()).toEqual([]);
    await gateway.flushWebhooks();
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_000);
    expect(events()).toEqual(['payment.authorized', 'payment.captured', 'order.paid']);
  });

  it('retries an event our server did not accept, with the same id and body', async () => {
    nextStatuses = [500, 503];
    const order = await createOrder();
    await gateway.pay(order.id, 'failure');
    await gateway.flushWebhooks();
    expect(events()).toEqual(['payment.failed', 'payment.failed', 'payment.failed']);
    expect(new Set(received.map((r) => r.raw)).size).toBe(1);
    expect(gateway.webhookLog().map((e) => e.status)).toEqual([500, 503, 200]);
    expect(new Set(gateway.webhookLog().map((e) => e.eventId)).size).toBe(1);
  });

  it('logs errors when nothing listens, and drops events while no webhook URL is set', async () => {
    gateway.setWebhookUrl('http://127.0.0.1:9/webhooks/razorpay');
    const order = await createOrder();
    await gateway.pay(order.id, 'failure');
    await gateway.flushWebhooks();
    expect(gateway.webhookLog().map((e) => e.status)).toEqual(['error', 'error', 'error']);

    const quiet = await startTestGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET });
    try {
      const res = await fetch(`${quiet.url}/v1/orders`, {
        method: 'POST',
        headers: { Authorization: `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}` },
        body: JSON.stringify({ amount: 1000, currency: 'INR' }),
      });
      await quiet.pay((await res.json()).id, 'failure');
      await quiet.flushWebhooks();
      expect(quiet.webhookLog().map((e) => e.status)).toEqual(['dropped']);
    } finally {
      await quiet.stop();
    }
  });

  it('is steered over HTTP by /__test/webhooks (mode, delay, log, flush)', async () => {
    const bad = await fetch(`${gateway.url}/__test/webhooks`, { method: 'POST', body: '{"mode":"shuffle"}' });
    expect(bad.status).toBe(400);
    const set = await fetch(`${gateway.url}/__test/webhooks`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'reverse', delayMs: 50 }),
    });
    expect(await set.json()).toEqual({ mode: 'reverse', delayMs: 50 });
    const order = await createOrder();
    await fetch(`${gateway.url}/__test/orders/${order.id}/pay`, { method: 'POST', body: '{"outcome":"success"}' });
    const flushed = await (await fetch(`${gateway.url}/__test/webhooks/flush`, { method: 'POST' })).json();
    expect(flushed.items.map((e: any) => e.event)).toEqual(['order.paid', 'payment.captured', 'payment.authorized']);
    const log = await (await fetch(`${gateway.url}/__test/webhooks`)).json();
    expect(log).toEqual({ count: 3, items: flushed.items });
  });
});
