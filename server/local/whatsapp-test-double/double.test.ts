// The test double over HTTP, driven by the shop's own Cloud API adapter: what it accepts and refuses, the planned
// failures, the phone page, and signed status webhooks the shop's signature check accepts.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCloudApiSender, WhatsAppSendError } from '../../src/whatsapp/cloud-api.js';
import { verifyHubSignature } from '../../src/whatsapp/hub-signature.js';
import { parseInboundMessages } from '../../src/whatsapp/inbound-messages.js';
import type { TemplateMessage } from '../../src/whatsapp/template-message.js';
import { PHONE_PAGE_TITLE, startWhatsAppDouble, type WhatsAppDouble } from './index.js';

const SETTINGS = { phoneNumberId: '100000000000042', accessToken: 'double-token', appSecret: 'double-secret' };
const shipped: TemplateMessage = {
  to: '+919876543210',
  template: 'order_shipped',
  language: 'ta',
  parameters: ['ஆஷா', 'LG-7QX', 'https://track.example/<b>1</b>'],
};

let double: WhatsAppDouble;
let receiver: Server;
const received: { body: string; signature: string | undefined }[] = [];

const sender = (overrides: Partial<{ accessToken: string; phoneNumberId: string }> = {}) =>
  createCloudApiSender({
    graphApiBase: double.url,
    apiVersion: 'v21.0',
    phoneNumberId: overrides.phoneNumberId ?? SETTINGS.phoneNumberId,
    accessToken: overrides.accessToken ?? SETTINGS.accessToken,
  });

async function sendError(send: Promise<unknown>): Promise<WhatsAppSendError> {
  const error = await send.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WhatsAppSendError);
  return error as WhatsAppSendError;
}

beforeAll(async () => {
  receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const signature = req.headers['x-hub-signature-256'];
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: signature as string | undefined });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const port = (receiver.address() as AddressInfo).port;
  double = await startWhatsAppDouble({ ...SETTINGS, webhookUrl: `http://127.0.0.1:${port}/webhooks/whatsapp` });
});

afterEach(() => double.failNext('server-error', 0));

afterAll(async () => {
  await double?.stop();
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
});

describe('sending a template message', () => {
  it('accepts it with a wamid and keeps it for the phone', async () => {
    const { providerMessageId } = await sender().send(shipped);
    expect(providerMessageId).toMatch(/^wamid\.LOCAL\d{8}$/);
    expect(double.messages().at(-1)).toMatchObject({
      id: providerMessageId,
      to: '919876543210',
      template: 'order_shipped',
      language: 'ta',
      parameters: shipped.parameters,
    });
  });

  it('refuses a wrong access token (190) and another phone number id, for good', async () => {
    const count = double.messages().length;
    const badToken = await sendError(sender({ accessToken: 'stolen' }).send(shipped));
    expect([badToken.status, badToken.code, badToken.permanent]).toEqual([401, 190, true]);
    const otherNumber = await sendError(sender({ phoneNumberId: '999' }).send(shipped));
    expect([otherNumber.status, otherNumber.permanent]).toEqual([400, true]);
    expect(double.messages()).toHaveLength(count);
  });

  it('answers the planned failures, then accepts again', async () => {
    double.failNext('server-error', 2);
    for (let i = 0; i < 2; i += 1) {
      const error = await sendError(sender().send(shipped));
      expect([error.status, error.code, error.permanent]).toEqual([500, 131000, false]);
    }
    await expect(sender().send(shipped)).resolves.toMatchObject({ providerMessageId: expect.any(String) });
    double.failNext('rate-limited', 1);
    expect((await sendError(sender().send(shipped))).permanent).toBe(false);
    double.failNext('permanent', 1);
    const permanent = await sendError(sender().send(shipped));
    expect([permanent.status, permanent.code, permanent.permanent]).toEqual([400, 132001, true]);
  });

  it('takes planned failures over HTTP too', async () => {
    const response = await fetch(`${double.url}/__test/failures`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'permanent', count: 1 }),
    });
    expect(await response.json()).toEqual({ pending: { mode: 'permanent', remaining: 1 } });
    expect((await sendError(sender().send(shipped))).code).toBe(132001);
    const refused = await fetch(`${double.url}/__test/failures`, { method: 'POST', body: '{"mode":"later"}' });
    expect(refused.status).toBe(400);
  });
});

describe('what the shop hears back', () => {
  it('posts sent, delivered and read, each signed with the app secret over the exact body', async () => {
    received.length = 0;
    const { providerMessageId } = await sender().send({ ...shipped, to: '+919800011122' });
    await double.flushWebhooks();
    const mine = received.filter((r) => r.body.includes(providerMessageId));
    expect(mine.map((r) => JSON.parse(r.body).entry[0].changes[0].value.statuses[0].status)).toEqual([
      'sent',
      'delivered',
      'read',
    ]);
    for (const { body, signature } of mine) {
      expect(verifyHubSignature(SETTINGS.appSecret, Buffer.from(body), signature ?? null)).toBe(true);
      expect(verifyHubSignature('another-secret', Buffer.from(body), signature ?? null)).toBe(false);
    }
    expect(double.messages().find((m) => m.id === providerMessageId)?.status).toBe('read');
  });
});

describe('the phone page', () => {
  it("lists each phone's messages with their parameters, escaped", async () => {
    const response = await fetch(`${double.url}/`);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(`<title>${PHONE_PAGE_TITLE}</title>`);
    expect(html).toContain('<section data-phone="+919876543210">');
    expect(html).toContain('ஆஷா');
    expect(html).toContain('https://track.example/&lt;b&gt;1&lt;/b&gt;');
    expect(html).not.toContain('<b>1</b>');
  });
});

describe('a reply from a phone to the shop', () => {
  it("is posted as the Cloud API's inbound message webhook, signed, and the shop's parser reads it", async () => {
    const before = received.length;
    expect(await double.sendInbound('+919812345678', 'STOP')).toEqual({ httpStatus: 200, answer: 'ok' });
    const viaRoute = await fetch(`${double.url}/__test/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: '919812345678', text: 'START' }),
    });
    expect(viaRoute.status).toBe(200);
    const viaForm = await fetch(`${double.url}/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'from=%2B91+98123+45678&text=stop',
    });
    expect(await viaForm.text()).toContain('The shop answered 200');
    const replies = received.slice(before);
    expect(replies).toHaveLength(3);
    for (const { body, signature } of replies)
      expect(verifyHubSignature(SETTINGS.appSecret, Buffer.from(body), signature ?? null)).toBe(true);
    const texts = replies.map(({ body }) => parseInboundMessages(JSON.parse(body)));
    expect(
      texts.map((messages) => messages?.map(({ from, text, phoneNumberId }) => [from, text, phoneNumberId])),
    ).toEqual([
      [['+919812345678', 'STOP', SETTINGS.phoneNumberId]],
      [['+919812345678', 'START', SETTINGS.phoneNumberId]],
      [['+919812345678', 'stop', SETTINGS.phoneNumberId]],
    ]);
  });

  it('refuses a malformed number', async () => {
    const response = await fetch(`${double.url}/__test/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ from: 'someone', text: 'STOP' }),
    });
    expect(response.status).toBe(400);
  });
});
