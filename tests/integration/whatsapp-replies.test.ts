// Who the shop's WhatsApp messages reach, over two real server instances, the Firestore and Auth emulators and the
// WhatsApp test double over HTTP: the buyer's updates go only to the phone their ID token proved (never to a number
// typed into the address), a gift's recipient hears "a gift is on its way" once however the instances race, and
// anyone who replies "STOP" to the shop (signed as the Cloud API signs its webhooks) gets nothing more from it,
// whichever instance sends, until they reply "START".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsAppDouble } from '../../server/local/whatsapp-test-double/index.js';
import { OPTED_OUT } from '../../server/src/whatsapp/outbox-worker.js';
import { signedInAdmin } from '../support/admin-support.js';
import {
  addPhotoMug,
  ADDRESS_TN,
  newKey,
  PLACE_ORDER,
  SHOP_SETTINGS,
  type OrdersHarness,
  type PlacedOrder,
  type Shopper,
} from '../support/orders-harness.js';
import { startWhatsAppShop, whatsappSettings } from '../support/whatsapp-harness.js';

let double: WhatsAppDouble;
let shop: OrdersHarness;
let adminToken: string;

const STRANGER = '9840003300';

async function placeOrder(
  buyer: Shopper,
  options: { addressPhone?: string; recipientPhone?: string; updates?: boolean } = {},
): Promise<string> {
  const { email: _buyersOnly, ...place } = ADDRESS_TN;
  const { body } = await shop.graphql<PlacedOrder>(
    PLACE_ORDER,
    {
      input: {
        lines: [{ productId: 'mug', quantity: 1 }],
        address: { ...ADDRESS_TN, phone: options.addressPhone ?? STRANGER },
        paymentMethod: 'COD',
        acceptTerms: true,
        whatsappUpdates: options.updates ?? true,
        ...(options.recipientPhone
          ? {
              recipient: { ...place, firstName: 'Meena', lastName: 'K', phone: options.recipientPhone },
              whatsappGiftNotice: true,
            }
          : {}),
      },
      key: newKey(),
    },
    buyer.idToken,
  );
  const id = body.data?.placeOrder.order?.id;
  if (!id) throw new Error(JSON.stringify(body));
  return id;
}

async function owner(name: string, id: string, server: number, extra = '') {
  const { body } = await shop.graphql<Record<string, { userErrors: unknown[] }>>(
    `mutation ($id: ID!) { ${name}(id: $id${extra}) { userErrors { code } } }`,
    { id },
    adminToken,
    server,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}
const pack = (id: string, server = 0) => owner('adminMarkOrderPacked', id, server);
const ship = (id: string, server = 0) =>
  owner('adminMarkOrderShipped', id, server, ', shipment: { courier: "DTDC", trackingNumber: "D7001" }');
const outForDelivery = (id: string, server = 0) => owner('adminMarkOrderOutForDelivery', id, server);

const sendEverywhere = () =>
  Promise.all(shop.servers.flatMap((server) => [server.sendWhatsApp!(), server.sendWhatsApp!()]));
const received = (e164: string) => double.messages().filter((message) => `+${message.to}` === e164);
const outboxOf = async (orderId: string) =>
  (await shop.db.collection('whatsappOutbox').where('orderId', '==', orderId).get()).docs.map((doc) => doc.data());

beforeAll(async () => {
  ({ double, shop } = await startWhatsAppShop(whatsappSettings('whatsapp-replies')));
  await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, cod: { ...SHOP_SETTINGS.cod, maxOpenOrders: 100 } });
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: ['Hello'], minimumOrderValue: 0 });
  await addPhotoMug(shop);
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await double?.stop();
});

describe("the buyer's updates", () => {
  it('go to the phone the ID token proved, never to the number typed into the address', async () => {
    const buyer = await shop.shopper('proven', { phone: '+919840003301' });
    const id = await placeOrder(buyer, { addressPhone: STRANGER });
    await pack(id, 1);
    await sendEverywhere();
    expect(received('+919840003301').map((message) => message.template)).toEqual(['order_placed', 'order_packed']);
    expect(received(`+91${STRANGER}`)).toEqual([]);
    expect((await outboxOf(id)).map((message) => message.to)).toEqual(['+919840003301', '+919840003301']);
  });
});

describe('a gift', () => {
  it('tells the recipient once, with only the cash to pay at the door, when both instances ship at once', async () => {
    const buyer = await shop.shopper('giver', { phone: '+919840003311' });
    const recipient = '+919840003312';
    const id = await placeOrder(buyer, { recipientPhone: recipient.slice(3), updates: false });
    await pack(id);
    const moves = await Promise.all([ship(id, 0), ship(id, 1), ship(id, 0), ship(id, 1)]);
    expect(moves.filter((answer) => answer.userErrors.length === 0)).toHaveLength(1);
    await Promise.all([outForDelivery(id, 0), outForDelivery(id, 1)]);
    await Promise.all([sendEverywhere(), sendEverywhere()]);
    const gifts = received(recipient);
    // A cash-on-delivery gift: its one notice names the amount to pay at the door, and no other figure.
    expect(gifts.map((message) => message.template)).toEqual(['gift_cod_on_its_way']);
    expect(gifts[0]!.parameters.filter((parameter) => /₹|\d{3}/.test(parameter))).toEqual([gifts[0]!.parameters[3]]);
    expect(gifts[0]!.parameters[3]).toMatch(/^₹[\d,]+$/);
    expect((await outboxOf(id)).filter((message) => message.event === 'order.gift_cod_on_its_way')).toHaveLength(1);
    expect(received('+919840003311')).toEqual([]);
  });
});

describe('"STOP" from any number', () => {
  it('stops a message queued before it, on the instance that did not hear it, until "START"', async () => {
    const buyer = await shop.shopper('stopper', { phone: '+919840003321' });
    const id = await placeOrder(buyer);
    // "placed" is queued and not sent yet; the STOP reaches the first instance, the second sends.
    double.setWebhookUrl(`${shop.servers[0]!.url}/webhooks/whatsapp`);
    const stop = await double.sendInbound('+919840003321', 'Stop');
    expect(stop).toMatchObject({ httpStatus: 200, answer: expect.stringContaining('1 STOP') });
    expect((await shop.db.doc('whatsappOptOuts/phone:+919840003321').get()).data()).toMatchObject({
      optedOut: true,
      via: 'whatsapp-reply',
    });
    await Promise.all([shop.servers[1]!.sendWhatsApp!(), shop.servers[1]!.sendWhatsApp!()]);
    await pack(id, 0);
    await shop.servers[1]!.sendWhatsApp!();
    expect(received('+919840003321')).toEqual([]);
    const stopped = await outboxOf(id);
    expect(stopped.map((message) => [message.state, message.lastError])).toEqual([
      ['FAILED', OPTED_OUT],
      ['FAILED', OPTED_OUT],
    ]);

    double.setWebhookUrl(`${shop.servers[1]!.url}/webhooks/whatsapp`);
    expect((await double.sendInbound('+919840003321', 'START')).httpStatus).toBe(200);
    await ship(id, 1);
    await shop.servers[0]!.sendWhatsApp!();
    expect(received('+919840003321').map((message) => message.template)).toEqual(['order_shipped']);
    double.setWebhookUrl(`${shop.servers[0]!.url}/webhooks/whatsapp`);
  });

  it("stops a gift's recipient, who has no account, from hearing of the next gift", async () => {
    const buyer = await shop.shopper('second-gift', { phone: '+919840003331' });
    const recipient = '+919840003332';
    expect((await double.sendInbound(recipient, 'STOP')).httpStatus).toBe(200);
    const id = await placeOrder(buyer, { recipientPhone: recipient.slice(3), updates: false });
    await pack(id);
    await ship(id, 1);
    await sendEverywhere();
    expect(received(recipient)).toEqual([]);
    expect((await outboxOf(id)).map((message) => [message.event, message.state])).toEqual([
      ['order.gift_cod_on_its_way', 'FAILED'],
    ]);
  });

  it('is refused with a forged signature, and other texts change nothing', async () => {
    const phone = '+919840003341';
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'x',
          changes: [
            {
              field: 'messages',
              value: {
                metadata: { phone_number_id: whatsappSettings('whatsapp-replies').WHATSAPP_PHONE_NUMBER_ID },
                messages: [
                  {
                    from: phone.slice(1),
                    id: 'wamid.forged',
                    timestamp: '1764000000',
                    type: 'text',
                    text: { body: 'STOP' },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const forged = await fetch(`${shop.servers[1]!.url}/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': `sha256=${'0'.repeat(64)}` },
      body,
    });
    expect(forged.status).toBe(401);
    const chat = await double.sendInbound(phone, 'please stop by the shop tomorrow');
    expect(chat).toMatchObject({ httpStatus: 200, answer: expect.stringContaining('1 message ignored') });
    expect((await shop.db.doc(`whatsappOptOuts/phone:${phone}`).get()).exists).toBe(false);
  });
});
