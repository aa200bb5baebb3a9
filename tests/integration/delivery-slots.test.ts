// Delivery by date and slot against the Firestore and Auth emulators, through two real server instances sharing a
// clock the test moves: the last place of a slot raced for by many shoppers over both instances (exactly one order),
// the place given back when an order is cancelled, the same-day cut-off checked again when the order is placed, the
// quote and the order agreeing to the paisa, and the owner's settings checked field by field and audited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askingAgain } from '../support/ask-again.js';
import { signedInAdmin } from '../support/admin-support.js';
import { PLACE, QUOTE, SETTINGS_INPUT, type PlaceAnswer } from '../support/delivery-shop.js';
import {
  ADDRESS_KA,
  ADDRESS_TN,
  eventually,
  newKey,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
  type Shopper,
} from '../support/orders-harness.js';

// Fri 27 Nov 2026, 10:00 IST.
const FRIDAY_10AM = Date.parse('2026-11-27T04:30:00Z');
let nowMs = FRIDAY_10AM;
const clock = () => new Date(nowMs);

let shop: OrdersHarness;
let admin: { idToken: string };

beforeAll(async () => {
  shop = await startOrdersHarness({ servers: 2, serverOptions: { clock } });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('products/roses').set({
    productName: 'Red roses',
    category: 'Flowers',
    sellingPrice: 899,
    stock: 500,
    gstRate: 0,
    hsnCode: '0603',
    perishable: true,
  });
  admin = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
  const { body } = await shop.graphql<{ adminUpdateDeliverySettings: { userErrors: unknown[] } }>(
    'mutation ($input: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $input) { userErrors { field code } } }',
    { input: SETTINGS_INPUT },
    admin.idToken,
  );
  expect(body.data?.adminUpdateDeliverySettings.userErrors).toEqual([]);
  for (let server = 0; server < shop.servers.length; server += 1) {
    await eventually(async () => {
      const answer = await shop.graphql<{ product: { perishable: boolean } | null }>(
        '{ product(id: "roses") { perishable } }',
        {},
        null,
        server,
      );
      return answer.body.data?.product?.perishable ? true : undefined;
    }, `roses on server ${server}`);
  }
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

function place(shopper: Shopper, input: Record<string, unknown>, server = 0, key = newKey()) {
  return shop.graphql<PlaceAnswer>(
    PLACE,
    {
      input: {
        lines: [{ productId: 'roses', quantity: 1 }],
        address: ADDRESS_TN,
        paymentMethod: 'COD',
        acceptTerms: true,
        ...input,
      },
      key,
    },
    shopper.idToken,
    server,
  );
}

const codeOf = (answer: Awaited<ReturnType<typeof place>>) => answer.body.data?.placeOrder.userErrors[0]?.code;

async function booked(date: string, slotId: string): Promise<number> {
  const counts = await shop.db.collection('deliverySlotBookings').where('date', '==', date).get();
  return counts.docs.filter((doc) => doc.get('slotId') === slotId).reduce((sum, doc) => sum + doc.get('booked'), 0);
}

/** The numbered places of a slot (delivery/slot-places.ts) and the orders holding them. */
async function places(date: string, slotId: string) {
  const slotPlaces = shop.db.collection('deliverySlotPlaces');
  const snapshot = await slotPlaces.where('date', '==', date).where('slotId', '==', slotId).get();
  return snapshot.docs.map((doc) => ({ place: doc.get('place') as unknown, orderId: doc.get('orderId') as unknown }));
}

describe('a slot’s places over two instances', () => {
  it('gives the last midnight place to exactly one of many racing shoppers, and takes it back on cancel', async () => {
    nowMs = FRIDAY_10AM;
    const racers: Shopper[] = [];
    for (let index = 0; index < 8; index += 1) racers.push(await shop.shopper('midnight'));
    const choice = { delivery: { date: '2026-11-27', slotId: 'midnight' } };
    const started = performance.now();
    const answers = await Promise.all(racers.map((racer, index) => place(racer, choice, index % 2)));
    const ms = Math.round(performance.now() - started);
    const placed = answers.filter(({ body }) => body.data?.placeOrder.order);
    const refused = answers.filter(({ body }) => body.data?.placeOrder.userErrors[0]?.code === 'DELIVERY_UNAVAILABLE');
    console.info(`8 shoppers for the last midnight place over 2 instances: ${ms} ms`);
    expect(placed).toHaveLength(1);
    expect(refused).toHaveLength(7);
    expect(refused[0]!.body.data!.placeOrder.userErrors[0]!.field).toBe('delivery.slotId');
    expect(await booked('2026-11-27', 'midnight')).toBe(1);
    const winner = placed[0]!.body.data!.placeOrder.order!;
    expect(await places('2026-11-27', 'midnight')).toEqual([{ place: 0, orderId: winner.id }]);

    expect(winner.delivery).toMatchObject({
      mode: 'LOCAL',
      date: '2026-11-27',
      text: 'Arrives Fri 27 Nov, 23:00–23:59',
    });
    const winnerShopper = racers[answers.indexOf(placed[0]!)]!;
    const cancelled = await shop.graphql<{ cancelMyOrder: { order: { status: string } | null } }>(
      'mutation ($id: ID!) { cancelMyOrder(id: $id) { order { status } } }',
      { id: winner.id },
      winnerShopper.idToken,
      1,
    );
    expect(cancelled.body.data?.cancelMyOrder.order?.status).toBe('CANCELLED');
    expect(await booked('2026-11-27', 'midnight')).toBe(0);
    expect(await places('2026-11-27', 'midnight')).toEqual([]);
    const again = await place(racers[answers.indexOf(refused[0]!)]!, choice, 1);
    expect(again.body.data?.placeOrder.order?.delivery.slot.id).toBe('midnight');
    expect(await booked('2026-11-27', 'midnight')).toBe(1);
  }, 120_000);

  it('gives a slot of ten places to exactly ten of fourteen racing shoppers, each its own numbered place', async () => {
    nowMs = FRIDAY_10AM;
    const racers: Shopper[] = [];
    for (let index = 0; index < 14; index += 1) racers.push(await shop.shopper('evening'));
    const choice = { delivery: { date: '2026-12-01', slotId: 'fixed-18-20' } };
    // Asked again after BUSY with the same key, as the web app does.
    const ask = (racer: Shopper, server: number) =>
      askingAgain((key) => place(racer, choice, server, key), codeOf, newKey());
    const answers = await Promise.all(racers.map((racer, index) => ask(racer, index % 2)));
    const placed = answers.map(({ body }) => body.data?.placeOrder.order?.id).filter((id) => id !== undefined);
    const codes = answers.map(({ body }) => body.data?.placeOrder.userErrors[0]?.code).filter(Boolean);
    expect(placed).toHaveLength(10);
    expect(codes).toEqual(Array(4).fill('DELIVERY_UNAVAILABLE'));
    expect(await booked('2026-12-01', 'fixed-18-20')).toBe(10);
    const held = await places('2026-12-01', 'fixed-18-20');
    const numbers = held.map(({ place }) => Number(place)).sort((a, b) => a - b);
    expect(numbers).toEqual([...Array(10).keys()]);
    expect(new Set(held.map(({ orderId }) => orderId))).toEqual(new Set(placed));
  }, 120_000);
});

describe('the same-day cut-off at placing time', () => {
  it('quotes 18:00–20:00 today at 15:59:59 IST and refuses it at 16:00:01 with the next possible slot', async () => {
    const shopper = await shop.shopper('cutoff');
    const choice = { date: '2026-11-27', slotId: 'fixed-18-20' };
    nowMs = Date.parse('2026-11-27T10:29:59Z');
    const quote = await shop.graphql<{ checkoutQuote: Record<string, any> }>(QUOTE, {
      input: {
        lines: [{ productId: 'roses', quantity: 1 }],
        state: 'Tamil Nadu',
        postalCode: '641018',
        paymentMethod: 'COD',
        delivery: choice,
      },
    });
    expect(quote.body.data?.checkoutQuote.canPlace).toBe(true);
    nowMs = Date.parse('2026-11-27T10:30:01Z');
    const { body } = await place(shopper, { delivery: choice }, 1);
    expect(body.data?.placeOrder.order).toBeNull();
    expect(body.data?.placeOrder.userErrors).toEqual([
      {
        field: 'delivery.slotId',
        code: 'DELIVERY_UNAVAILABLE',
        message: 'That delivery slot is no longer available. The next one: Arrives Sat 28 Nov, 09:00–21:00.',
      },
    ]);
    expect(body.data?.placeOrder.quote?.delivery.nextAvailable).toEqual({
      date: '2026-11-28',
      text: 'Arrives Sat 28 Nov, 09:00–21:00',
      slot: { id: 'standard' },
    });
  }, 60_000);
});

describe('quote and order', () => {
  it('agree to the paisa on the fee, the surcharge and the GST, billed to the buyer’s state for a gift', async () => {
    nowMs = FRIDAY_10AM;
    const shopper = await shop.shopper('gift');
    const recipient = {
      firstName: 'Meena',
      lastName: 'K',
      phone: '9876501234',
      address: '4 Avinashi Road',
      landmark: 'Opposite the temple',
      city: 'Coimbatore',
      postalCode: '641018',
      state: 'Tamil Nadu',
    };
    const choice = { date: '2026-11-28', slotId: 'fixed-18-20' };
    const quote = await shop.graphql<{ checkoutQuote: Record<string, any> }>(QUOTE, {
      input: {
        lines: [{ productId: 'roses', quantity: 2 }],
        state: 'Tamil Nadu',
        postalCode: '641018',
        billingState: 'Karnataka',
        paymentMethod: 'COD',
        delivery: choice,
      },
    });
    const quoted = quote.body.data!.checkoutQuote;
    expect(quoted.problems).toEqual([]);
    expect(quoted.breakdown.shipping.paise).toBe(49_00);
    expect(quoted.breakdown.slotSurcharge.paise).toBe(75_00);
    expect(quoted.breakdown.gst.supply).toBe('INTER_STATE');
    const { body } = await place(shopper, {
      lines: [{ productId: 'roses', quantity: 2 }],
      address: ADDRESS_KA,
      recipient,
      delivery: choice,
      paymentMethod: 'COD',
    });
    const order = body.data?.placeOrder.order;
    expect(body.data?.placeOrder.userErrors).toEqual([]);
    expect(order!.breakdown).toEqual(quoted.breakdown);
    expect(order!.breakdown.total.paise).toBe(2 * 899_00 + 49_00 + 75_00 + SHOP_SETTINGS.cod.feePaise);
    expect(order!.breakdown.gst.supply).toBe('INTER_STATE');
    expect(order!.recipient).toEqual({
      firstName: 'Meena',
      postalCode: '641018',
      state: 'Tamil Nadu',
      landmark: 'Opposite the temple',
    });
    expect(order!.address).toMatchObject({ postalCode: '560001', state: 'Karnataka' });
    expect(order!.delivery.text).toBe('Arrives Sat 28 Nov, 18:00–20:00');

    // The owner's run sheet of that day lists it under its slot, with the recipient; the order list filters by it.
    const sheet = await shop.graphql<{ adminDeliveries: Record<string, any>; adminOrders: { totalCount: number } }>(
      `{ adminDeliveries(date: "2026-11-28") { date slots { slot { id } booked deliveries { id overdue order { order { recipient { firstName } } } } } courier { id } }
         adminOrders(filter: { deliveryDate: "2026-11-28" }) { totalCount items { id } } }`,
      {},
      admin.idToken,
    );
    expect(sheet.body.errors).toBeUndefined();
    expect(sheet.body.data?.adminDeliveries).toEqual({
      date: '2026-11-28',
      slots: [
        {
          slot: { id: 'fixed-18-20' },
          booked: 1,
          deliveries: [{ id: order!.id, overdue: false, order: { order: { recipient: { firstName: 'Meena' } } } }],
        },
      ],
      courier: [],
    });
    expect(sheet.body.data?.adminOrders.totalCount).toBe(1);

    // The invoice bills the buyer in Karnataka (the place of supply, IGST) and ships to the recipient in Coimbatore.
    const issued = await shop.graphql<{ adminIssueInvoice: { invoice: Record<string, any> | null } }>(
      `mutation ($id: ID!) { adminIssueInvoice(orderId: $id) { invoice { placeOfSupply supply buyer { state }
         shipTo { firstName city } delivery { text } charges { label total { paise } } total { paise } } } }`,
      { id: order!.id },
      admin.idToken,
    );
    expect(issued.body.data?.adminIssueInvoice.invoice).toEqual({
      placeOfSupply: 'Karnataka (29)',
      supply: 'INTER_STATE',
      buyer: { state: 'Karnataka' },
      shipTo: { firstName: 'Meena', city: 'Coimbatore' },
      delivery: { text: 'Arrives Sat 28 Nov, 18:00–20:00' },
      charges: [
        { label: 'Shipping', total: { paise: 49_00 } },
        { label: 'Delivery slot: 18:00–20:00', total: { paise: 75_00 } },
        { label: 'Cash on delivery fee', total: { paise: SHOP_SETTINGS.cod.feePaise } },
      ],
      total: { paise: order!.breakdown.total.paise },
    });
  }, 60_000);

  it('refuses a PIN that belongs to another state, naming both, and roses where the zone takes no perishables', async () => {
    nowMs = FRIDAY_10AM;
    const shopper = await shop.shopper('delhi');
    const wrong = await place(shopper, { address: { ...ADDRESS_TN, postalCode: '110001' } });
    expect(wrong.body.data?.placeOrder.userErrors).toEqual([
      {
        field: 'address.postalCode',
        code: 'PIN_STATE_MISMATCH',
        message: 'PIN code 110001 is in Delhi, not Tamil Nadu. Please check the PIN code or the state.',
      },
    ]);
    const check = await shop.graphql<{ deliveryCheck: Record<string, any> }>(
      'query { deliveryCheck(pin: "110001", productId: "roses") { deliverable refusal message city state } }',
    );
    expect(check.body.data?.deliveryCheck).toEqual({
      deliverable: false,
      refusal: 'PERISHABLE_NOT_DELIVERED',
      message:
        'Red roses cannot be delivered to 110001 (Rest of India): fresh flowers and cakes go only to areas we deliver ourselves.',
      city: 'Central Delhi',
      state: 'Delhi',
    });
    // What is not a PIN is refused as one, quoting only an excerpt of it.
    const long = await shop.graphql<{ deliveryOptions: Record<string, unknown> }>(
      'query ($pin: String!) { deliveryOptions(lines: [{ productId: "roses", quantity: 1 }], pin: $pin) { pin deliverable refusal } }',
      { pin: '6'.repeat(50_000) },
    );
    expect(long.body.errors).toBeUndefined();
    expect(long.body.data?.deliveryOptions).toEqual({
      pin: `${'6'.repeat(12)}…`,
      deliverable: false,
      refusal: 'INVALID_PIN',
    });
  }, 60_000);
});

describe('the owner’s delivery settings', () => {
  it('refuses bad fields by name and changes nothing, then saves a good change with an audit record', async () => {
    const mutation =
      'mutation ($input: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $input) { settings { sameDayCutoff } userErrors { field code } } }';
    const before = (await shop.db.doc('settings/delivery').get()).data();
    const bad = await shop.graphql<{ adminUpdateDeliverySettings: Record<string, any> }>(
      mutation,
      {
        input: {
          ...SETTINGS_INPUT,
          zones: [{ ...SETTINGS_INPUT.zones[0], pinPrefixes: ['0641'] }, SETTINGS_INPUT.zones[1]],
          sameDayCutoff: '4pm',
        },
      },
      admin.idToken,
    );
    expect(bad.body.data?.adminUpdateDeliverySettings).toEqual({
      settings: null,
      userErrors: [
        { field: 'zones[0].pinPrefixes[0]', code: 'INVALID' },
        { field: 'sameDayCutoff', code: 'INVALID' },
      ],
    });
    expect((await shop.db.doc('settings/delivery').get()).data()).toEqual(before);
    const good = await shop.graphql<{ adminUpdateDeliverySettings: Record<string, any> }>(
      mutation,
      { input: { ...SETTINGS_INPUT, sameDayCutoff: '15:30' } },
      admin.idToken,
    );
    expect(good.body.data?.adminUpdateDeliverySettings).toEqual({
      settings: { sameDayCutoff: '15:30' },
      userErrors: [],
    });
    const audits = await shop.db.collection('auditLog').where('action', '==', 'delivery-settings.update').get();
    expect(audits.size).toBe(2);
    // The test's other cases need the 16:00 cut-off back.
    await shop.graphql(mutation, { input: SETTINGS_INPUT }, admin.idToken);
  }, 60_000);
});

describe('refusals name the field at fault', () => {
  const gift = {
    firstName: 'Meena',
    lastName: 'K',
    phone: '9876501234',
    address: '4 Avinashi Road',
    city: 'Coimbatore',
    postalCode: '641018',
    state: 'Tamil Nadu',
  };

  it('an undeliverable PIN names address.postalCode, or the recipient’s for a gift, on either instance', async () => {
    nowMs = FRIDAY_10AM;
    const shopper = await shop.shopper('nowhere');
    // No zone of the settings covers PINs starting with 9.
    const own = await place(shopper, { address: { ...ADDRESS_TN, postalCode: '999999' } }, 0);
    expect(own.body.data?.placeOrder.order).toBeNull();
    expect(own.body.data?.placeOrder.userErrors).toEqual([
      { field: 'address.postalCode', code: 'CANNOT_PLACE', message: expect.stringContaining('999999') },
    ]);
    const toRecipient = await place(shopper, { address: ADDRESS_TN, recipient: { ...gift, postalCode: '999999' } }, 1);
    expect(toRecipient.body.data?.placeOrder.userErrors).toEqual([
      { field: 'recipient.postalCode', code: 'CANNOT_PLACE', message: expect.stringContaining('999999') },
    ]);
    expect((await shop.db.collection('orders').where('uid', '==', shopper.uid).get()).size).toBe(0);
  }, 60_000);

  it('a delivery date in the past names delivery.date; a taken slot on an open date still names delivery.slotId', async () => {
    nowMs = FRIDAY_10AM;
    const shopper = await shop.shopper('yesterday');
    const past = await place(shopper, { delivery: { date: '2026-11-26', slotId: 'standard' } }, 1);
    expect(past.body.data?.placeOrder.order).toBeNull();
    expect(past.body.data?.placeOrder.userErrors).toEqual([
      { field: 'delivery.date', code: 'DELIVERY_UNAVAILABLE', message: expect.stringContaining('The next one') },
    ]);
    const noSuchSlot = await place(shopper, { delivery: { date: '2026-11-28', slotId: 'no-such-slot' } }, 0);
    expect(noSuchSlot.body.data?.placeOrder.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['delivery.slotId', 'DELIVERY_UNAVAILABLE'],
    ]);
    expect((await shop.db.collection('orders').where('uid', '==', shopper.uid).get()).size).toBe(0);
  }, 60_000);
});
