// Order status changes queue their WhatsApp update in their own transaction, through the owner's real admin
// mutations on two server instances, and the workers send it through the local test double over HTTP: once per
// change even when both instances ship the same order at once, and never for an order whose shopper did not opt in.
// The consent is placeOrder's `whatsappUpdates` (false unless given), stored on the order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WhatsAppDouble } from '../../server/local/whatsapp-test-double/index.js';
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
/** One buyer per phone: the phone their ID token proves is where their updates go. */
const buyers = new Map<string, Promise<Shopper>>();
const tokenFor = async (phone: string) => {
  if (!buyers.has(phone)) buyers.set(phone, shop.shopper('updates', { phone: `+91${phone}` }));
  return (await buyers.get(phone)!).idToken;
};

async function placeOrder(phone: string, optedIn?: boolean): Promise<string> {
  const { body } = await shop.graphql<PlacedOrder>(
    PLACE_ORDER,
    {
      input: {
        lines: [{ productId: 'mug', quantity: 1 }],
        address: { ...ADDRESS_TN, phone },
        paymentMethod: 'COD',
        acceptTerms: true,
        ...(optedIn === undefined ? {} : { whatsappUpdates: optedIn }),
      },
      key: newKey(),
    },
    await tokenFor(phone),
  );
  const id = body.data?.placeOrder.order?.id;
  if (!id) throw new Error(JSON.stringify(body));
  return id;
}

async function adminMutation(query: string, variables: Record<string, unknown>, server: number) {
  const { body } = await shop.graphql<Record<string, { userErrors: unknown[] }>>(query, variables, adminToken, server);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}

const pack = (id: string, server = 0) =>
  adminMutation('mutation ($id: ID!) { adminMarkOrderPacked(id: $id) { userErrors { code } } }', { id }, server);
const ship = (id: string, server = 0) =>
  adminMutation(
    'mutation ($id: ID!, $s: ShipmentInput!) { adminMarkOrderShipped(id: $id, shipment: $s) { userErrors { code } } }',
    { id, s: { courier: 'DTDC', trackingNumber: 'D7001' } },
    server,
  );

const sendEverywhere = () =>
  Promise.all(shop.servers.flatMap((server) => [server.sendWhatsApp!(), server.sendWhatsApp!()]));
const received = (phone: string) => double.messages().filter((message) => `+${message.to}` === `+91${phone}`);

beforeAll(async () => {
  ({ double, shop } = await startWhatsAppShop(whatsappSettings('order-updates')));
  await shop.db.doc('settings/shop').set({
    ...SHOP_SETTINGS,
    cod: { ...SHOP_SETTINGS.cod, maxOpenOrders: 100 },
  });
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: ['Hello'], minimumOrderValue: 0 });
  await addPhotoMug(shop);
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await double?.stop();
});

describe('order updates on WhatsApp', () => {
  it('sends "placed", "packed" and "shipped" with the tracking link, once each, when both instances ship at once', async () => {
    const phone = '9840001101';
    const id = await placeOrder(phone, true);
    expect((await pack(id, 1)).userErrors).toEqual([]);
    const shipping = await Promise.all([ship(id, 0), ship(id, 1), ship(id, 0), ship(id, 1)]);
    expect(shipping.filter((answer) => answer.userErrors.length === 0)).toHaveLength(1);

    await sendEverywhere();
    const messages = received(phone);
    expect((await shop.db.doc(`orders/${id}`).get()).data()?.whatsappUpdates).toBe(true);
    expect(messages.map((message) => message.template)).toEqual(['order_placed', 'order_packed', 'order_shipped']);
    expect(messages[0]!.parameters).toEqual(['Asha', expect.stringMatching(/^LG-/), expect.stringMatching(/^₹/)]);
    expect(messages[2]!.parameters).toEqual([
      'Asha',
      expect.stringMatching(/^LG-/),
      'DTDC',
      expect.stringContaining('D7001'),
    ]);
    const queued = await shop.db.collection('whatsappOutbox').where('orderId', '==', id).get();
    expect(queued.docs.map((doc) => doc.data().state).sort()).toEqual(['SENT', 'SENT', 'SENT']);
  });

  it("shows the owner each update of the order, and a permanent failure's reason", async () => {
    const phone = '9840001104';
    const id = await placeOrder(phone, true);
    double.failNext('permanent', 1);
    await sendEverywhere();
    await pack(id);
    await sendEverywhere();
    const { body } = await shop.graphql<{
      adminOrder: { whatsappMessages: Record<string, unknown>[] | null };
    }>(
      `query ($id: ID!) { adminOrder(id: $id) { whatsappMessages {
        event template to state delivery attempts failure createdAt } } }`,
      { id },
      adminToken,
      1,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.adminOrder.whatsappMessages).toEqual([
      {
        event: 'order.placed',
        template: 'order_placed',
        to: `+91${phone}`,
        state: 'FAILED',
        delivery: null,
        attempts: 1,
        failure: '400 (code 132001): Template name does not exist in the translation',
        createdAt: expect.any(String),
      },
      {
        event: 'order.packed',
        template: 'order_packed',
        to: `+91${phone}`,
        state: 'SENT',
        delivery: expect.stringMatching(/^(sent|delivered|read)$/),
        attempts: 1,
        failure: null,
        createdAt: expect.any(String),
      },
    ]);
    // A shopper cannot read it.
    const asShopper = await shop.graphql(
      `query ($id: ID!) { adminOrder(id: $id) { whatsappMessages { state } } }`,
      { id },
      await tokenFor(phone),
    );
    expect(asShopper.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it.each([
    ['left the box unticked (the default)', undefined],
    ['said no', false],
  ])('sends nothing for an order whose shopper %s', async (_name, optedIn) => {
    const phone = optedIn === undefined ? '9840001102' : '9840001103';
    const id = await placeOrder(phone, optedIn);
    expect((await shop.db.doc(`orders/${id}`).get()).data()?.whatsappUpdates).toBeUndefined();
    await pack(id);
    await ship(id);
    await sendEverywhere();
    expect(received(phone)).toEqual([]);
    const queued = await shop.db.collection('whatsappOutbox').where('orderId', '==', id).get();
    expect(queued.size).toBe(0);
  });
});

describe('cash refunds on WhatsApp', () => {
  it('sends "refund processed" with the amount for cash the owner handed back, once, as for an online refund', async () => {
    const phone = '9840001105';
    const id = await placeOrder(phone, true);
    await pack(id);
    await ship(id);
    await adminMutation(
      'mutation ($id: ID!) { adminMarkOrderDelivered(id: $id, confirmEarly: true) { userErrors { code } } }',
      { id },
      0,
    );
    const input = { amountPaise: 5_000, reason: 'Chipped mug', idempotencyKey: newKey() };
    const refund = `mutation ($id: ID!, $input: AdminRefundInput!) {
      adminRefundOrder(id: $id, input: $input) { userErrors { field code } } }`;
    // The same refund asked of both instances is recorded, and told, once.
    const answers = await Promise.all([
      adminMutation(refund, { id, input }, 0),
      adminMutation(refund, { id, input }, 1),
    ]);
    expect(answers.map((answer) => answer.userErrors)).toEqual([[], []]);
    await sendEverywhere();
    await sendEverywhere();
    expect(received(phone).map((message) => message.template)).toEqual([
      'order_placed',
      'order_packed',
      'order_shipped',
      'order_delivered',
      'order_refund_processed',
    ]);
    expect(received(phone).at(-1)!.parameters).toEqual(['Asha', expect.stringMatching(/^LG-/), '₹50']);
  });
});
