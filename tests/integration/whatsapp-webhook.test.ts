// The WhatsApp status webhook over HTTP on a real server and the Firestore emulator: Meta's verification
// handshake, signed status notifications moving a message forward only, and forged, malformed or tampered ones
// refused without changing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubSignature } from '../../server/src/whatsapp/hub-signature.js';
import { newOutboxDocument, WHATSAPP_OUTBOX } from '../../server/src/whatsapp/outbox-document.js';
import { startOrdersHarness, type OrdersHarness } from '../support/orders-harness.js';

const SETTINGS = {
  WHATSAPP_PHONE_NUMBER_ID: '100000000000777',
  WHATSAPP_ACCESS_TOKEN: 'webhook-test-token',
  WHATSAPP_APP_SECRET: 'webhook-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'webhook-verify-token',
  // Nothing is sent in this file: the worker's timer is off.
  WHATSAPP_GRAPH_API_BASE: 'http://127.0.0.1:9',
};

let shop: OrdersHarness;
let url: string;

const outboxDoc = (key: string) => shop.db.collection(WHATSAPP_OUTBOX).doc(key);

/** A message the Cloud API has accepted, as the worker leaves it. */
async function sentMessage(key: string, providerMessageId: string): Promise<void> {
  await outboxDoc(key).set({
    ...newOutboxDocument(
      {
        key,
        orderId: 'order-1',
        event: 'order.shipped',
        to: '+919876543210',
        template: 'order_shipped',
        language: 'en',
        parameters: ['Asha'],
      },
      new Date('2026-11-24T10:00:00Z'),
    ),
    state: 'SENT',
    dueAt: null,
    attempts: 1,
    providerMessageId,
    delivery: 'sent',
    sentAt: '2026-11-24T10:00:01.000Z',
  });
}

function notification(statuses: object[], phoneNumberId = SETTINGS.WHATSAPP_PHONE_NUMBER_ID): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'WABA-1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '919800000000', phone_number_id: phoneNumberId },
              statuses,
            },
          },
        ],
      },
    ],
  });
}

const status = (id: string, value: string, timestamp = 1_764_000_000, extra: object = {}) => ({
  id,
  status: value,
  timestamp: String(timestamp),
  recipient_id: '919876543210',
  ...extra,
});

async function post(body: string, signature: string | null) {
  const response = await fetch(`${url}/webhooks/whatsapp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    body,
  });
  return { status: response.status, text: await response.text() };
}

const signed = (body: string) => post(body, hubSignature(SETTINGS.WHATSAPP_APP_SECRET, body));

beforeAll(async () => {
  shop = await startOrdersHarness({ env: SETTINGS, serverOptions: { whatsappIntervalMs: 0 } });
  url = shop.servers[0]!.url;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('the verification handshake', () => {
  const handshake = (query: string) => fetch(`${url}/webhooks/whatsapp?${query}`);

  it('echoes hub.challenge when the mode is subscribe and the verify token is ours', async () => {
    const response = await handshake('hub.mode=subscribe&hub.verify_token=webhook-verify-token&hub.challenge=8071');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('8071');
  });

  it.each([
    ['a wrong token', 'hub.mode=subscribe&hub.verify_token=webhook-verify-tokem&hub.challenge=8071'],
    ['no token', 'hub.mode=subscribe&hub.challenge=8071'],
    ['another mode', 'hub.mode=unsubscribe&hub.verify_token=webhook-verify-token&hub.challenge=8071'],
    ['a repeated token', 'hub.mode=subscribe&hub.verify_token=x&hub.verify_token=webhook-verify-token&hub.challenge=1'],
  ])('answers 403 to %s', async (_name, query) => {
    const response = await handshake(query);
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain('8071');
  });
});

describe('status notifications', () => {
  it('moves a message to delivered, then read, and records when', async () => {
    await sentMessage('forward', 'wamid.forward');
    const delivered = await signed(notification([status('wamid.forward', 'delivered', 1_764_000_100)]));
    expect(delivered).toEqual({ status: 200, text: '1 applied' });
    expect((await outboxDoc('forward').get()).data()).toMatchObject({
      state: 'SENT',
      delivery: 'delivered',
      statusAt: { delivered: '2025-11-24T16:01:40.000Z' },
    });
    await signed(notification([status('wamid.forward', 'read', 1_764_000_200)]));
    expect((await outboxDoc('forward').get()).data()?.delivery).toBe('read');
  });

  it('never moves a status back: "delivered" after "read", or the same one twice, changes nothing', async () => {
    await sentMessage('late', 'wamid.late');
    await signed(notification([status('wamid.late', 'read')]));
    const before = (await outboxDoc('late').get()).data();
    expect(before?.delivery).toBe('read');
    expect(await signed(notification([status('wamid.late', 'delivered')]))).toEqual({
      status: 200,
      text: '1 unchanged',
    });
    expect(await signed(notification([status('wamid.late', 'read')]))).toEqual({ status: 200, text: '1 unchanged' });
    expect((await outboxDoc('late').get()).data()).toEqual(before);
  });

  it('records a failed delivery on the message with its error', async () => {
    await sentMessage('undeliverable', 'wamid.undeliverable');
    const errors = [{ code: 131026, title: 'Message undeliverable' }];
    await signed(notification([status('wamid.undeliverable', 'failed', 1_764_000_300, { errors })]));
    expect((await outboxDoc('undeliverable').get()).data()).toMatchObject({
      state: 'FAILED',
      delivery: 'failed',
      failure: { code: 131026, message: 'not delivered: Message undeliverable', at: '2025-11-24T16:05:00.000Z' },
    });
  });

  it("answers 200 for a message it does not know and for another business number's, changing nothing", async () => {
    await sentMessage('other-number', 'wamid.other-number');
    const before = (await outboxDoc('other-number').get()).data();
    expect(await signed(notification([status('wamid.nobody', 'read')]))).toEqual({
      status: 200,
      text: '1 unknown message',
    });
    const other = notification([status('wamid.other-number', 'read')], '100000000000999');
    expect(await signed(other)).toEqual({ status: 200, text: '1 another number' });
    expect((await outboxDoc('other-number').get()).data()).toEqual(before);
  });
});

describe('forged and malformed notifications are refused and change nothing', () => {
  const body = () =>
    notification([status('wamid.guarded', 'failed', 1_764_000_400, { errors: [{ code: 1, title: 'x' }] })]);

  beforeAll(async () => {
    await sentMessage('guarded', 'wamid.guarded');
  });

  it.each<[string, () => [string, string | null]]>([
    ['signed with another secret', () => [body(), hubSignature('not-the-app-secret', body())]],
    ['without a signature', () => [body(), null]],
    ['with a bare hex signature', () => [body(), hubSignature(SETTINGS.WHATSAPP_APP_SECRET, body()).slice(7)]],
    ['with a sha1 signature', () => [body(), `sha1=${'0'.repeat(40)}`]],
    ['with garbage', () => [body(), 'sha256=zz']],
    [
      'changed after signing',
      () => [body().replace('"failed"', '"read"'), hubSignature(SETTINGS.WHATSAPP_APP_SECRET, body())],
    ],
  ])('%s: 401', async (_name, make) => {
    const before = (await outboxDoc('guarded').get()).data();
    const [text, signature] = make();
    expect(await post(text, signature)).toEqual({ status: 401, text: 'bad signature' });
    expect((await outboxDoc('guarded').get()).data()).toEqual(before);
  });

  it('a signed body that is not JSON, or not a WhatsApp notification: 400', async () => {
    const before = (await outboxDoc('guarded').get()).data();
    expect(await signed('{"object":')).toEqual({ status: 400, text: 'not JSON' });
    expect(await signed('{"object":"page","entry":[]}')).toEqual({ status: 400, text: 'not a WhatsApp notification' });
    expect((await outboxDoc('guarded').get()).data()).toEqual(before);
  });
});
