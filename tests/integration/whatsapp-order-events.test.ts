// The order events of WhatsApp updates beyond the owner's status changes, over HTTP against the emulators, the local
// Razorpay test gateway and the WhatsApp test double, with two server instances: an online order's "placed" written
// in the transaction that settles its payment (once, whatever the order of callback, webhook and reconciler), a failed
// payment, a processed refund, "out for delivery" raced over both instances, Tamil, the owner's templates from the
// settings, a gift recipient's notice (no price; a cash-on-delivery gift's says the cash to pay at the door), and the shopper's opt-out honoured at send time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import type { WhatsAppDouble } from '../../server/local/whatsapp-test-double/index.js';
import { formatPaise } from '../../server/src/domain/money.js';
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
import { gatewayKeys } from '../support/payments-harness.js';
import { startWhatsAppPaymentsShop, whatsappSettings } from '../support/whatsapp-harness.js';

let double: WhatsAppDouble;
let gateway: TestGateway;
let shop: OrdersHarness;
let adminToken: string;
/** One buyer per phone: the phone their ID token proves is where their updates go. */
const buyers = new Map<string, Promise<Shopper>>();
function buyerFor(phone: string): Promise<Shopper> {
  if (!buyers.has(phone)) buyers.set(phone, shop.shopper('events', { phone: `+91${phone}` }));
  return buyers.get(phone)!;
}
const tokenFor = async (phone: string) => (await buyerFor(phone)).idToken;

interface PlaceOptions {
  readonly phone: string;
  readonly paymentMethod?: 'COD' | 'ONLINE';
  readonly updates?: boolean;
  readonly language?: 'EN' | 'TA';
  readonly recipientPhone?: string;
  readonly giftNotice?: boolean;
  readonly token?: string;
}

async function placeOrder(options: PlaceOptions): Promise<{ id: string; providerOrderId: string | null }> {
  const { email: _buyersOnly, ...place } = ADDRESS_TN;
  const recipient = options.recipientPhone
    ? { ...place, firstName: 'Meena', lastName: 'K', phone: options.recipientPhone }
    : undefined;
  const { body } = await shop.graphql<PlacedOrder & { placeOrder: { order: { payment: unknown } } }>(
    PLACE_ORDER.replace('order {', 'order { payment { providerOrderId } '),
    {
      input: {
        lines: [{ productId: 'mug', quantity: 1 }],
        address: { ...ADDRESS_TN, phone: options.phone },
        paymentMethod: options.paymentMethod ?? 'COD',
        acceptTerms: true,
        whatsappUpdates: options.updates ?? true,
        ...(options.language ? { whatsappLanguage: options.language } : {}),
        ...(recipient ? { recipient, whatsappGiftNotice: options.giftNotice ?? true } : {}),
      },
      key: newKey(),
    },
    options.token ?? (await tokenFor(options.phone)),
  );
  const order = body.data?.placeOrder.order as { id: string; payment: { providerOrderId: string } | null } | null;
  if (!order) throw new Error(JSON.stringify(body));
  return { id: order.id, providerOrderId: order.payment?.providerOrderId ?? null };
}

async function owner(query: string, variables: Record<string, unknown>, server = 0) {
  const { body } = await shop.graphql<Record<string, { userErrors: { field: string; code: string }[] }>>(
    query,
    variables,
    adminToken,
    server,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return Object.values(body.data!)[0]!;
}

const move =
  (name: string) =>
  (id: string, server = 0) =>
    owner(`mutation ($id: ID!) { ${name}(id: $id) { userErrors { field code } } }`, { id }, server);
const pack = move('adminMarkOrderPacked');
const outForDelivery = move('adminMarkOrderOutForDelivery');
const ship = (id: string, server = 0) =>
  owner(
    'mutation ($id: ID!, $s: ShipmentInput!) { adminMarkOrderShipped(id: $id, shipment: $s) { userErrors { code } } }',
    { id, s: { courier: 'DTDC', trackingNumber: 'D7001' } },
    server,
  );

type GatewayPayment = Awaited<ReturnType<TestGateway['pay']>>;

/** Confirms a payment made at the test gateway, as the web app does after Razorpay's checkout. */
const confirmPaid = (orderId: string, paid: GatewayPayment, token: string, server = 0) =>
  shop.graphql<{ confirmPayment: { userErrors: unknown[] } }>(
    `mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) { userErrors { code } } }`,
    {
      input: {
        orderId,
        razorpayPaymentId: paid.razorpay_payment_id,
        razorpayOrderId: paid.razorpay_order_id,
        razorpaySignature: paid.razorpay_signature!,
      },
    },
    token,
    server,
  );

const sendEverywhere = () =>
  Promise.all(shop.servers.flatMap((server) => [server.sendWhatsApp!(), server.sendWhatsApp!()]));
const received = (phone: string) => double.messages().filter((message) => message.to === `91${phone}`);
const templatesTo = (phone: string) => received(phone).map((message) => message.template);

beforeAll(async () => {
  ({ double, gateway, shop } = await startWhatsAppPaymentsShop(
    whatsappSettings('order-events'),
    gatewayKeys('whatsappevents'),
  ));
  await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, cod: { ...SHOP_SETTINGS.cod, maxOpenOrders: 100 } });
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: ['Hello'], minimumOrderValue: 0 });
  await addPhotoMug(shop);
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
  await Promise.all([double?.stop(), gateway?.stop()]);
});

describe('online payments', () => {
  it('sends an online order\'s "placed" once when callback, webhook and reconciler settle it on two instances', async () => {
    const phone = '9840002201';
    const { id, providerOrderId } = await placeOrder({ phone, paymentMethod: 'ONLINE' });
    await sendEverywhere();
    expect(received(phone)).toEqual([]); // nothing while the payment is awaited
    const paid = await gateway.pay(providerOrderId!, 'success');
    const token = await tokenFor(phone);
    const confirm = (server: number) => confirmPaid(id, paid, token, server);
    await Promise.all([
      confirm(0),
      confirm(1),
      shop.servers[0]!.reconcilePayments!(),
      shop.servers[1]!.reconcilePayments!(),
      gateway.flushWebhooks(),
    ]);
    await sendEverywhere();
    expect(templatesTo(phone)).toEqual(['order_placed']);
    expect(received(phone)[0]!.parameters).toEqual([
      'Asha',
      expect.stringMatching(/^LG-/),
      expect.stringMatching(/^₹/),
    ]);
  });

  it('sends "payment failed" for a failed attempt, in Tamil when the shopper chose it', async () => {
    const phone = '9840002202';
    const { providerOrderId } = await placeOrder({ phone, paymentMethod: 'ONLINE', language: 'TA' });
    await gateway.pay(providerOrderId!, 'failure');
    await gateway.flushWebhooks();
    await sendEverywhere();
    expect(received(phone).map(({ template, language }) => [template, language])).toEqual([
      ['order_payment_failed', 'ta'],
    ]);
  });

  it('sends "cancelled" and then "refund processed" with the amount for a paid order the owner cancels', async () => {
    const phone = '9840002203';
    const { id, providerOrderId } = await placeOrder({ phone, paymentMethod: 'ONLINE' });
    await gateway.pay(providerOrderId!, 'success');
    await gateway.flushWebhooks();
    const cancelled = await owner(
      'mutation ($id: ID!) { adminCancelOrder(id: $id, reason: "Out of stock") { userErrors { code } } }',
      { id },
    );
    expect(cancelled.userErrors).toEqual([]);
    await gateway.flushWebhooks();
    await shop.servers[1]!.reconcilePayments!();
    await sendEverywhere();
    expect(templatesTo(phone)).toEqual(['order_placed', 'order_cancelled', 'order_refund_processed']);
    const refund = received(phone)[2]!;
    expect(refund.parameters).toEqual(['Asha', expect.stringMatching(/^LG-/), expect.stringMatching(/^₹/)]);
  });
});

describe('out for delivery', () => {
  it('is sent once when both instances mark it at once, and the shopper sees it on the timeline', async () => {
    const phone = '9840002204';
    const { id } = await placeOrder({ phone });
    await pack(id);
    await ship(id, 1);
    const answers = await Promise.all([outForDelivery(id, 0), outForDelivery(id, 1), outForDelivery(id, 0)]);
    expect(answers.filter((answer) => answer.userErrors.length === 0)).toHaveLength(1);
    expect(answers.flatMap((answer) => answer.userErrors)).toEqual([
      { field: 'id', code: 'NOT_ALLOWED' },
      { field: 'id', code: 'NOT_ALLOWED' },
    ]);
    await sendEverywhere();
    expect(templatesTo(phone)).toEqual(['order_placed', 'order_packed', 'order_shipped', 'order_out_for_delivery']);
    const { body } = await shop.graphql<{ order: { status: string; timeline: { to: string }[] } }>(
      'query ($id: ID!) { order(id: $id) { status timeline { to } } }',
      { id },
      await tokenFor(phone),
    );
    expect(body.data!.order.status).toBe('OUT_FOR_DELIVERY');
    expect(body.data!.order.timeline.map((entry) => entry.to)).toEqual([
      'PLACED',
      'PACKED',
      'SHIPPED',
      'OUT_FOR_DELIVERY',
    ]);
    // Its courier range starts days from now: the owner confirms the early delivery.
    const delivered = await owner(
      'mutation ($id: ID!) { adminMarkOrderDelivered(id: $id, confirmEarly: true) { userErrors { field code } } }',
      { id },
      0,
    );
    expect(delivered.userErrors).toEqual([]);
  });

  it('is sent after the double fails twice (retried, never doubled)', async () => {
    const phone = '9840002212';
    const { id } = await placeOrder({ phone });
    await pack(id);
    await ship(id);
    await sendEverywhere();
    await outForDelivery(id, 1);
    double.failNext('server-error', 2);
    await shop.servers[0]!.sendWhatsApp!();
    await shop.servers[1]!.sendWhatsApp!();
    expect(templatesTo(phone)).toEqual(['order_placed', 'order_packed', 'order_shipped']);
    await sendEverywhere();
    expect(templatesTo(phone)).toEqual(['order_placed', 'order_packed', 'order_shipped', 'order_out_for_delivery']);
    const outbox = await shop.db.collection('whatsappOutbox').where('event', '==', 'order.out_for_delivery').get();
    const mine = outbox.docs.map((doc) => doc.data()).filter((data) => data.orderId === id);
    expect(mine.map((data) => [data.state, data.attempts])).toEqual([['SENT', 3]]);
  });

  it('is refused before the order is shipped, naming the order', async () => {
    const { id } = await placeOrder({ phone: '9840002205', updates: false });
    await pack(id);
    expect((await outForDelivery(id)).userErrors).toEqual([{ field: 'id', code: 'NOT_ALLOWED' }]);
  });
});

describe('gifts', () => {
  it("tells a cash-on-delivery gift's recipient once when it ships: names, and the cash to pay at the door", async () => {
    const buyer = '9840002206';
    const recipientPhone = '9840002207';
    const { id } = await placeOrder({ phone: buyer, updates: false, recipientPhone });
    await pack(id);
    await ship(id);
    await outForDelivery(id);
    await sendEverywhere();
    expect(received(buyer)).toEqual([]);
    const [gift, ...more] = received(recipientPhone);
    expect(more).toEqual([]);
    const totalPaise = (await shop.db.doc(`orders/${id}`).get()).get('totalPaise') as number;
    expect(gift).toMatchObject({
      template: 'gift_cod_on_its_way',
      parameters: ['Meena', 'Asha', SHOP_SETTINGS.displayName, formatPaise(totalPaise)],
    });
  });

  it('tells a prepaid gift\'s recipient "a gift is on its way" with names and no price', async () => {
    const buyer = '9840002290';
    const recipientPhone = '9840002291';
    const { id, providerOrderId } = await placeOrder({
      phone: buyer,
      updates: false,
      recipientPhone,
      paymentMethod: 'ONLINE',
    });
    const paid = await gateway.pay(providerOrderId!, 'success');
    expect((await confirmPaid(id, paid, await tokenFor(buyer))).body.data?.confirmPayment.userErrors).toEqual([]);
    await pack(id);
    await ship(id);
    await sendEverywhere();
    const [gift, ...more] = received(recipientPhone);
    expect(more).toEqual([]);
    expect(gift).toMatchObject({ template: 'gift_on_its_way', parameters: ['Meena', 'Asha', expect.any(String)] });
    expect(gift!.parameters.join(' ')).not.toMatch(/₹|\d{3}/);
  });

  it('sends the recipient nothing when the buyer did not ask', async () => {
    const recipientPhone = '9840002208';
    const { id } = await placeOrder({ phone: '9840002209', recipientPhone, giftNotice: false });
    await pack(id);
    await ship(id);
    await sendEverywhere();
    expect(received(recipientPhone)).toEqual([]);
  });
});

describe('templates from the settings', () => {
  const SETTINGS_MUTATION = `mutation ($input: ShopSettingsInput!) { adminUpdateShopSettings(input: $input) {
    settings { whatsappTemplates { event name parameters } } userErrors { field code message } } }`;

  async function settingsInput(whatsappTemplates: unknown[]) {
    const { body } = await shop.graphql<{ adminShopSettings: Record<string, any> }>(
      `{ adminShopSettings { seller { legalName street city postalCode state gstin } contact { phone email }
         grievanceOfficer { name designation phone email } shipping { freeAtOrAbovePaise flatFeePaise }
         cod { enabled feePaise maxOrderValuePaise maxOpenOrders } defaultGstRate } }`,
      {},
      adminToken,
    );
    return { ...body.data!.adminShopSettings, whatsappTemplates };
  }

  it("refuses a bad template naming the field and changing nothing; a good one is used for the next order's updates", async () => {
    const refused = await owner(SETTINGS_MUTATION, {
      input: await settingsInput([{ event: 'GIFT_ON_ITS_WAY', name: 'gift', parameters: ['RECIPIENT_NAME', 'TOTAL'] }]),
    });
    expect(refused.userErrors).toEqual([
      {
        field: 'whatsappTemplates[0].parameters[1]',
        code: 'INVALID',
        message: "A gift's recipient never sees the price.",
      },
    ]);
    const saved = await owner(SETTINGS_MUTATION, {
      input: await settingsInput([{ event: 'PACKED', name: 'kadai_packed', parameters: ['ORDER_NUMBER'] }]),
    });
    expect(saved.userErrors).toEqual([]);
    const stored = (await shop.db.doc('settings/shop').get()).data()?.whatsappTemplates;
    expect(stored.packed).toEqual({ name: 'kadai_packed', parameters: ['orderNumber'] });
    expect(stored.gift_on_its_way.name).toBe('gift_on_its_way');
    const audit = await shop.db.collection('auditLog').where('action', '==', 'settings.update').get();
    expect(audit.size).toBeGreaterThanOrEqual(1);

    const phone = '9840002210';
    const { id } = await placeOrder({ phone });
    // The catalog picks the settings up from its listener within a second or so.
    await expect
      .poll(async () => {
        const { body } = await shop.graphql<{ adminShopSettings: { whatsappTemplates: { name: string }[] } }>(
          '{ adminShopSettings { whatsappTemplates { name } } }',
          {},
          adminToken,
          1,
        );
        return body.data?.adminShopSettings.whatsappTemplates.map((template) => template.name);
      })
      .toContain('kadai_packed');
    await pack(id, 1);
    await sendEverywhere();
    expect(received(phone).map(({ template, parameters }) => [template, parameters.length])).toEqual([
      ['order_placed', 3],
      ['kadai_packed', 1],
    ]);
  });
});

describe('opt-out', () => {
  it('stops every further message, even one queued before the opt-out, and opting in again sends the next ones', async () => {
    const phone = '9840002211';
    const shopper = await buyerFor(phone);
    const { id } = await placeOrder({ phone, token: shopper.idToken });
    const setOptOut = async (optedOut: boolean) => {
      const { body } = await shop.graphql<{ setWhatsAppOptOut: Record<string, any> }>(
        'mutation ($o: Boolean!) { setWhatsAppOptOut(optedOut: $o) { preferences { phone optedOut } userErrors { field } } }',
        { o: optedOut },
        shopper.idToken,
      );
      return body.data!.setWhatsAppOptOut;
    };
    expect(await setOptOut(true)).toEqual({
      preferences: { phone: shopper.phone, optedOut: true },
      userErrors: [],
    });
    await pack(id);
    await sendEverywhere();
    expect(received(phone)).toEqual([]);
    const outbox = await shop.db.collection('whatsappOutbox').where('orderId', '==', id).get();
    expect(outbox.docs.map((doc) => [doc.data().state, doc.data().failure?.message]).sort()).toEqual([
      ['FAILED', 'not sent: the shopper opted out of WhatsApp updates'],
      ['FAILED', 'not sent: the shopper opted out of WhatsApp updates'],
    ]);
    const { body } = await shop.graphql<{ myWhatsAppPreferences: { optedOut: boolean } }>(
      '{ myWhatsAppPreferences { optedOut } }',
      {},
      shopper.idToken,
    );
    expect(body.data!.myWhatsAppPreferences.optedOut).toBe(true);

    expect((await setOptOut(false)).preferences.optedOut).toBe(false);
    await ship(id);
    await sendEverywhere();
    expect(templatesTo(phone)).toEqual(['order_shipped']);
  });

  it('refuses an anonymous opt-out', async () => {
    const { body } = await shop.graphql('mutation { setWhatsAppOptOut(optedOut: true) { userErrors { field } } }');
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
