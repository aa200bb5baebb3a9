import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../logger.js';
import { paymentWebhookRoute, type PaymentWebhookHandler } from './payment-webhook.js';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

async function serve(handler: PaymentWebhookHandler, answerWithinMs?: number): Promise<string> {
  const app = express();
  app.use(paymentWebhookRoute(handler, createLogger({ level: 'silent' }), answerWithinMs));
  server = createServer(app);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/razorpay`;
}

describe('POST /webhooks/razorpay', () => {
  it('hands over the exact bytes and the two headers, and answers what the handler says', async () => {
    const seen: { body: string; signature: string | null; eventId: string | null }[] = [];
    const url = await serve(async (body, signature, eventId) => {
      seen.push({ body: body.toString('utf8'), signature, eventId });
      return { status: 400, message: 'bad signature' };
    });
    const raw = '{"event":"payment.captured",  "payload":{ }}';
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'abc', 'x-razorpay-event-id': 'evt_1' },
      body: raw,
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('bad signature');
    expect(seen).toEqual([{ body: raw, signature: 'abc', eventId: 'evt_1' }]);
  });

  it('passes null for missing headers', async () => {
    let headers: unknown[] = [];
    const url = await serve(async (_body, signature, eventId) => {
      headers = [signature, eventId];
      return { status: 200, message: 'ok' };
    });
    await fetch(url, { method: 'POST', body: 'x' });
    expect(headers).toEqual([null, null]);
  });

  it('answers 200 when handling takes longer than the limit (the provider must hear back within 5 s)', async () => {
    let finish: () => void = () => {};
    const url = await serve(
      () =>
        new Promise((resolve) => {
          finish = () => resolve({ status: 200, message: 'late' });
        }),
      50,
    );
    const response = await fetch(url, { method: 'POST', body: '{}' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('accepted');
    finish();
  });

  it('answers 500 when the handler throws, so the provider retries', async () => {
    const url = await serve(() => Promise.reject(new Error('boom')));
    expect((await fetch(url, { method: 'POST', body: '{}' })).status).toBe(500);
  });
});
