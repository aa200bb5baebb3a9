// The WhatsApp outbox end to end over HTTP: messages queued in the transaction of the change that causes them, sent
// by the workers of two server instances racing each other through the local test double, retried with back-off
// after the double fails, recorded as failed for good when it refuses, and brought forward by its signed status
// webhooks. Nothing elects a leader: what holds is the claim each worker takes on a message in a transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsAppDouble } from '../../server/local/whatsapp-test-double/index.js';
import type { OutboxPassReport } from '../../server/src/whatsapp/outbox-worker.js';
import { queueWhatsApp } from '../../server/src/whatsapp/outbox-store.js';
import { hubSignature } from '../../server/src/whatsapp/hub-signature.js';
import type { OrdersHarness } from '../support/orders-harness.js';
import { startWhatsAppShop, whatsappSettings } from '../support/whatsapp-harness.js';

const SETTINGS = whatsappSettings('outbox');

let double: WhatsAppDouble;
let shop: OrdersHarness;
let env: Record<string, string>;
let counter = 0;

interface StoredMessage {
  state: string;
  attempts: number;
  providerMessageId: string | null;
  delivery: string | null;
  lastError: string | null;
  failure: { code: number | null; message: string } | null;
  dueAt: string | null;
}

const stored = async (key: string) => (await shop.db.doc(`whatsappOutbox/${key}`).get()).data() as StoredMessage;
const phone = () => `+9198${String(Date.now() % 100_000).padStart(5, '0')}${String((counter += 1)).padStart(3, '0')}`;

/** An order-like document in PACKED, as the order change starts from. */
async function packedOrder(): Promise<string> {
  const ref = shop.db.collection('whatsappTestOrders').doc();
  await ref.set({ status: 'PACKED', phone: phone() });
  return ref.id;
}

/**
 * The change that causes a message: PACKED → SHIPPED and the message, in one transaction; a change that finds the
 * order already shipped writes nothing.
 */
async function ship(orderId: string): Promise<boolean> {
  return shop.db.runTransaction(async (tx) => {
    const ref = shop.db.doc(`whatsappTestOrders/${orderId}`);
    const order = (await tx.get(ref)).data() as { status: string; phone: string };
    if (order.status !== 'PACKED') return false;
    tx.update(ref, { status: 'SHIPPED' });
    queueWhatsApp(tx, shop.db, {
      key: `${orderId}:shipped`,
      orderId,
      event: 'order.shipped',
      to: order.phone,
      template: 'order_shipped',
      language: 'en',
      parameters: ['Asha', orderId, 'https://track.example/123'],
    });
    return true;
  });
}

/** Every server's worker pass, `times` each, all at once. */
async function passesEverywhereAtOnce(times = 2): Promise<OutboxPassReport[]> {
  return Promise.all(shop.servers.flatMap((server) => Array.from({ length: times }, () => server.sendWhatsApp!())));
}

const total = (reports: OutboxPassReport[], field: keyof OutboxPassReport) =>
  reports.reduce((sum, report) => sum + report[field], 0);

const sentTo = (to: string) => double.messages().filter((message) => `+${message.to}` === to);

beforeAll(async () => {
  ({ double, shop, env } = await startWhatsAppShop(SETTINGS, 3));
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await double?.stop();
});

describe('one message per event, sent once, with two instances', () => {
  it('queues one message when eight changes race for the same event', async () => {
    const orderId = await packedOrder();
    const results = await Promise.all(Array.from({ length: 8 }, () => ship(orderId)));
    expect(results.filter(Boolean)).toHaveLength(1);
    const queued = await shop.db.collection('whatsappOutbox').where('orderId', '==', orderId).get();
    expect(queued.size).toBe(1);
    expect(queued.docs[0]!.data()).toMatchObject({ state: 'PENDING', attempts: 0, event: 'order.shipped' });
  });

  it('sends each of 12 queued messages exactly once while both instances run passes at once', async () => {
    const orders = await Promise.all(Array.from({ length: 12 }, () => packedOrder()));
    await Promise.all(orders.map((id) => ship(id)));
    const phones = await Promise.all(
      orders.map(
        async (id) => ((await shop.db.doc(`whatsappTestOrders/${id}`).get()).data() as { phone: string }).phone,
      ),
    );

    const reports = await passesEverywhereAtOnce(3);
    // The message queued by the test before is among them.
    expect(total(reports, 'sent')).toBe(13);
    expect(total(reports, 'retrying') + total(reports, 'failed')).toBe(0);
    for (const [index, id] of orders.entries()) {
      const message = await stored(`${id}:shipped`);
      expect(message).toMatchObject({ state: 'SENT', attempts: 1, dueAt: null });
      const received = sentTo(phones[index]!);
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({
        id: message.providerMessageId,
        parameters: ['Asha', id, 'https://track.example/123'],
      });
    }
    // Later passes find nothing more to send.
    expect(total(await passesEverywhereAtOnce(1), 'sent')).toBe(0);
  });

  it("follows the double's signed status webhooks to read", async () => {
    const orderId = await packedOrder();
    await ship(orderId);
    await shop.servers[1]!.sendWhatsApp!();
    await double.flushWebhooks();
    expect((await stored(`${orderId}:shipped`)).delivery).toBe('read');
    const [sent] = sentTo(await orderPhone(orderId));
    const answers = double.webhookLog().filter((entry) => entry.messageId === sent!.id);
    expect(answers.map((entry) => [entry.status, entry.httpStatus])).toEqual([
      ['sent', 200],
      ['delivered', 200],
      ['read', 200],
    ]);
  });
});

async function orderPhone(orderId: string): Promise<string> {
  return ((await shop.db.doc(`whatsappTestOrders/${orderId}`).get()).data() as { phone: string }).phone;
}

describe('failures', () => {
  it('retries after the double answers 500 twice, and sends once in the end', async () => {
    const orderId = await packedOrder();
    await ship(orderId);
    double.failNext('server-error', 2);
    const refusedBefore = double.refusedCount();

    // One instance's pass at a time: retries are due at once here, so a second pass running beside the first could
    // take the same message again straight after its failure, and the count per pass would depend on timing.
    const [first, second] = shop.servers;
    expect((await first!.sendWhatsApp!()).retrying).toBe(1);
    expect(await stored(`${orderId}:shipped`)).toMatchObject({ state: 'PENDING', attempts: 1 });
    expect((await stored(`${orderId}:shipped`)).lastError).toMatch(/^500 \(code 131000\)/);
    expect((await second!.sendWhatsApp!()).retrying).toBe(1);
    expect((await first!.sendWhatsApp!()).sent).toBe(1);

    expect(await stored(`${orderId}:shipped`)).toMatchObject({ state: 'SENT', attempts: 3, lastError: null });
    expect(double.refusedCount() - refusedBefore).toBe(2);
    expect(sentTo(await orderPhone(orderId))).toHaveLength(1);
  });

  it('waits out the back-off before trying again', async () => {
    const patient = await shop.addServer({
      env: { ...env, WHATSAPP_RETRY_BASE_MS: '600000' },
      serverOptions: { whatsappIntervalMs: 0 },
    });
    const orderId = await packedOrder();
    await ship(orderId);
    double.failNext('server-error', 1);
    expect((await shop.servers[patient]!.sendWhatsApp!()).retrying).toBe(1);
    const waiting = await stored(`${orderId}:shipped`);
    expect(Date.parse(waiting.dueAt!) - Date.now()).toBeGreaterThan(500_000);
    // Every instance leaves it alone until then.
    expect(total(await passesEverywhereAtOnce(1), 'sent')).toBe(0);
    expect(sentTo(await orderPhone(orderId))).toHaveLength(0);
    expect((await stored(`${orderId}:shipped`)).attempts).toBe(1);
  });

  it('records a permanent refusal on the message and never sends it again', async () => {
    const orderId = await packedOrder();
    await ship(orderId);
    double.failNext('permanent', 1);
    expect(total(await passesEverywhereAtOnce(1), 'failed')).toBe(1);
    expect(await stored(`${orderId}:shipped`)).toMatchObject({
      state: 'FAILED',
      attempts: 1,
      dueAt: null,
      failure: { code: 132001, message: expect.stringMatching(/^400 \(code 132001\): Template name does not exist/) },
    });
    const refused = double.refusedCount();
    expect(total(await passesEverywhereAtOnce(1), 'failed')).toBe(0);
    expect(double.refusedCount()).toBe(refused);
    expect(sentTo(await orderPhone(orderId))).toHaveLength(0);
  });

  it('gives up after the last attempt and records why', async () => {
    const orderId = await packedOrder();
    await ship(orderId);
    double.failNext('server-error', 10);
    for (let pass = 0; pass < 3; pass += 1) await shop.servers[0]!.sendWhatsApp!();
    double.failNext('server-error', 0);
    expect(await stored(`${orderId}:shipped`)).toMatchObject({
      state: 'FAILED',
      attempts: 3,
      failure: { code: 131000, message: expect.stringMatching(/^gave up after 3 attempts: 500/) },
    });
    expect(total(await passesEverywhereAtOnce(1), 'sent')).toBe(0);
  });

  it('leaves a message another instance holds until its lease runs out', async () => {
    const orderId = await packedOrder();
    await ship(orderId);
    const key = `${orderId}:shipped`;
    await shop.db.doc(`whatsappOutbox/${key}`).update({
      leaseUntil: new Date(Date.now() + 600_000).toISOString(),
      claimId: 'a-crashed-instance',
    });
    expect(total(await passesEverywhereAtOnce(1), 'sent')).toBe(0);
    await shop.db.doc(`whatsappOutbox/${key}`).update({ leaseUntil: new Date(Date.now() - 1_000).toISOString() });
    expect(total(await passesEverywhereAtOnce(1), 'sent')).toBe(1);
    expect(sentTo(await orderPhone(orderId))).toHaveLength(1);
  });

  it('skips a malformed stored message without stopping the others', async () => {
    await shop.db.doc('whatsappOutbox/broken').set({ dueAt: new Date(0).toISOString(), state: 'PENDING', to: 42 });
    const orderId = await packedOrder();
    await ship(orderId);
    const reports = await passesEverywhereAtOnce(1);
    expect(total(reports, 'sent')).toBe(1);
    expect(total(reports, 'skipped')).toBeGreaterThanOrEqual(2);
    await shop.db.doc('whatsappOutbox/broken').delete();
  });
});

describe('status webhooks', () => {
  it('refuses a forged status for a message that was sent, changing nothing', async () => {
    const orderId = await packedOrder();
    await ship(orderId);
    double.reportStatuses([]);
    await shop.servers[0]!.sendWhatsApp!();
    double.reportStatuses(['sent', 'delivered', 'read']);
    const before = await stored(`${orderId}:shipped`);
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              value: {
                metadata: { phone_number_id: SETTINGS.WHATSAPP_PHONE_NUMBER_ID },
                statuses: [{ id: before.providerMessageId, status: 'failed', timestamp: '1764000000' }],
              },
            },
          ],
        },
      ],
    });
    const forged = await fetch(`${shop.servers[1]!.url}/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'x-hub-signature-256': hubSignature('guessed-secret', body) },
      body,
    });
    expect(forged.status).toBe(401);
    expect(await stored(`${orderId}:shipped`)).toEqual(before);
  });
});
