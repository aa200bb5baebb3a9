// Where features meet, against the Firestore and Auth emulators through two real server instances: a gift order
// (recipient elsewhere, midnight slot, coupon, cash on delivery) has one list of charge lines from the quote to the
// order to the invoice, adding up to the total on each; bill-to is the buyer and ship-to the recipient on the order,
// the invoice and the mail; an order stored before the list gets the same lines back; and the invoice is issued by
// itself on packing exactly once when the owner packs over both instances at once, on delivery or by hand as set.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { SETTINGS_INPUT } from '../support/delivery-shop.js';
import {
  ADDRESS_KA,
  ADDRESS_TN,
  eventually,
  newKey,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
} from '../support/orders-harness.js';

// Fri 27 Nov 2026, 10:00 IST.
const clock = () => new Date(Date.parse('2026-11-27T04:30:00Z'));

let shop: OrdersHarness;
let admin: { idToken: string };

interface Charge {
  kind: string;
  label: string;
  amount: { paise: number };
  tax: { total: { paise: number } } | null;
}
interface Party {
  firstName: string;
  lastName: string;
  address: string | null;
  city: string | null;
  state: string | null;
}
interface Parties {
  billTo: Party;
  shipTo: Party;
  gift: boolean;
  delivery: { date: string; slot: { id: string } | null } | null;
  placeOfSupply: string;
}

const PARTY = 'firstName lastName address city state';
const PARTIES = `parties { billTo { ${PARTY} } shipTo { ${PARTY} } gift delivery { date slot { id } } placeOfSupply }`;
const CHARGES = 'chargeLines { kind label amount { paise } tax { total { paise } } }';
const ORDER = `id orderNumber status ${PARTIES} breakdown { ${CHARGES} total { paise } gst { total { paise } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) { order { ${ORDER} } userErrors { field code message } } }`;
const QUOTE = `query ($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) { canPlace problems { code } breakdown { ${CHARGES} total { paise } } } }`;
const MY_INVOICE = `query ($id: ID!) { myOrderInvoice(orderId: $id) { number { number } ${PARTIES}
  lines { total { paise } } charges { label total { paise } } roundOff { paise } payable { paise } } }`;

interface OrderView {
  id: string;
  orderNumber: string;
  status: string;
  parties: Parties;
  breakdown: { chargeLines: Charge[]; total: { paise: number }; gst: { total: { paise: number } } };
}

const RECIPIENT = {
  firstName: 'Meena',
  lastName: 'Iyer',
  phone: '9876501234',
  address: '4 Avinashi Road',
  landmark: 'Opposite the temple',
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};

const sum = (charges: readonly Charge[]) => charges.reduce((total, line) => total + line.amount.paise, 0);

async function asAdmin<T>(query: string, variables: Record<string, unknown>, server = 0): Promise<T> {
  const { body } = await shop.graphql<T>(query, variables, admin.idToken, server);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function setInvoicing(issuing: string): Promise<void> {
  await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, invoiceIssuing: issuing });
  for (let server = 0; server < shop.servers.length; server += 1) {
    await eventually(async () => {
      const answer = await shop.graphql<{ adminShopSettings: { invoiceIssuing: string } }>(
        '{ adminShopSettings { invoiceIssuing } }',
        {},
        admin.idToken,
        server,
      );
      return answer.body.data?.adminShopSettings.invoiceIssuing === issuing ? true : undefined;
    }, `invoiceIssuing ${issuing} on server ${server}`);
  }
}

async function placeGift(input: Record<string, unknown> = {}): Promise<{ order: OrderView; token: string }> {
  const shopper = await shop.shopper('gift');
  const { body } = await shop.graphql<{ placeOrder: { order: OrderView | null; userErrors: unknown[] } }>(
    PLACE,
    {
      input: {
        lines: [{ productId: 'cake', quantity: 1 }],
        address: ADDRESS_KA,
        recipient: RECIPIENT,
        delivery: { date: '2026-11-28', slotId: 'midnight' },
        paymentMethod: 'COD',
        couponCode: 'CAKE150',
        acceptTerms: true,
        ...input,
      },
      key: newKey(),
    },
    shopper.idToken,
  );
  expect(body.data?.placeOrder.userErrors, JSON.stringify(body)).toEqual([]);
  return { order: body.data!.placeOrder.order!, token: shopper.idToken };
}

const pack = (id: string, server = 0) =>
  asAdmin<{ adminMarkOrderPacked: { order: { invoice: { number: string } | null } | null; userErrors: unknown[] } }>(
    `mutation ($id: ID!) { adminMarkOrderPacked(id: $id) { order { invoice { number } } userErrors { code } } }`,
    { id },
    server,
  );

beforeAll(async () => {
  shop = await startOrdersHarness({ servers: 2, serverOptions: { clock } });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('products/cake').set({
    productName: 'Chocolate Truffle Cake',
    category: 'Cakes',
    sellingPrice: 999,
    stock: 500,
    gstRate: 5,
  });
  await shop.db.doc('coupons/CAKE150').set({
    discountType: 'fixed',
    amountOffPaise: 150_00,
    percentOff: null,
    active: true,
    perShopperLimit: null,
    usageLimit: null,
  });
  admin = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
  const { body } = await shop.graphql<{ adminUpdateDeliverySettings: { userErrors: unknown[] } }>(
    'mutation ($input: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $input) { userErrors { field code } } }',
    { input: { ...SETTINGS_INPUT, slots: SETTINGS_INPUT.slots.map((slot) => ({ ...slot, capacityPerDay: 50 })) } },
    admin.idToken,
  );
  expect(body.data?.adminUpdateDeliverySettings.userErrors).toEqual([]);
  for (let server = 0; server < shop.servers.length; server += 1) {
    await eventually(async () => {
      const answer = await shop.graphql<{ product: { stockCount: number } | null }>(
        '{ product(id: "cake") { stockCount } }',
        {},
        null,
        server,
      );
      return answer.body.data?.product?.stockCount === 500 ? true : undefined;
    }, `cake on server ${server}`);
  }
}, 180_000);

afterAll(async () => {
  await shop?.stop();
});

describe('one list of charge lines', () => {
  it('the quote and the gift order list items, coupon, delivery, midnight slot and COD fee, adding up to the total', async () => {
    const quote = await shop.graphql<{ checkoutQuote: { breakdown: OrderView['breakdown'] } }>(QUOTE, {
      input: {
        lines: [{ productId: 'cake', quantity: 1 }],
        state: 'Tamil Nadu',
        postalCode: '641018',
        billingState: 'Karnataka',
        paymentMethod: 'COD',
        couponCode: 'CAKE150',
        delivery: { date: '2026-11-28', slotId: 'midnight' },
      },
    });
    const quoted = quote.body.data!.checkoutQuote.breakdown;
    const { order } = await placeGift();
    expect(order.breakdown.chargeLines.map(({ kind, label, amount }) => [kind, label, amount.paise])).toEqual([
      ['ITEMS', 'Items (1 item)', 999_00],
      ['DISCOUNT', 'Discount (CAKE150)', -150_00],
      ['SHIPPING', 'Shipping', 49_00],
      ['SLOT_SURCHARGE', 'Delivery slot: Midnight', 199_00],
      ['COD_FEE', 'Cash on delivery fee', 49_00],
    ]);
    expect(order.breakdown.total.paise).toBe(999_00 - 150_00 + 49_00 + 199_00 + 49_00);
    expect(sum(order.breakdown.chargeLines)).toBe(order.breakdown.total.paise);
    expect(order.breakdown.chargeLines).toEqual(quoted.chargeLines);
    // The GST of the lines is the order's GST: the discount takes its share off.
    const tax = order.breakdown.chargeLines.reduce((total, line) => total + (line.tax?.total.paise ?? 0), 0);
    expect(tax).toBe(order.breakdown.gst.total.paise);
    expect(order.breakdown.chargeLines[1]!.tax!.total.paise).toBeLessThan(0);
  }, 60_000);

  it('the cart lists the lines of the same pricing function, as checkout does before a slot or payment is chosen', async () => {
    const lines = [{ productId: 'cake', quantity: 2 }];
    const CART = `query ($lines: [CartLineInput!]!) { cartSummary(lines: $lines) {
      ${CHARGES.replace('tax { total { paise } }', '')} total { paise } delivery { message } } }`;
    for (let server = 0; server < shop.servers.length; server += 1) {
      const cart = await shop.graphql<{ cartSummary: { chargeLines: Charge[]; total: { paise: number } } }>(
        CART,
        { lines },
        null,
        server,
      );
      const summary = cart.body.data!.cartSummary;
      expect(summary.chargeLines.map(({ kind, label, amount }) => [kind, label, amount.paise])).toEqual([
        ['ITEMS', 'Items (2 items)', 1998_00],
        ['SHIPPING', 'Shipping', 49_00],
      ]);
      expect(sum(summary.chargeLines)).toBe(summary.total.paise);
      expect(summary.total.paise).toBe(1998_00 + 49_00);
      const quote = await shop.graphql<{ checkoutQuote: { breakdown: { chargeLines: Charge[] } } }>(
        QUOTE,
        { input: { lines, state: 'Tamil Nadu', postalCode: SHOP_SETTINGS.seller.postalCode, paymentMethod: 'ONLINE' } },
        null,
        server,
      );
      const quoted = quote.body.data!.checkoutQuote.breakdown.chargeLines;
      expect(summary.chargeLines).toEqual(quoted.map(({ kind, label, amount }) => ({ kind, label, amount })));
    }
  }, 60_000);

  it('an order stored before the list gets the same lines back from its figures', async () => {
    const { order, token } = await placeGift();
    await shop.db.doc(`orders/${order.id}`).update({ chargeLines: null });
    const { body } = await shop.graphql<{ order: OrderView }>(
      `query ($id: ID!) { order(id: $id) { ${ORDER} } }`,
      { id: order.id },
      token,
      1,
    );
    const derived = body.data!.order.breakdown.chargeLines;
    expect(derived.map((line) => [line.kind, line.amount.paise])).toEqual(
      order.breakdown.chargeLines.map((line) => [line.kind, line.amount.paise]),
    );
    expect(sum(derived)).toBe(order.breakdown.total.paise);
  }, 60_000);
});

describe('bill-to and ship-to', () => {
  it('bills the buyer in Karnataka and ships to the recipient, on the order, the invoice and the mail', async () => {
    await setInvoicing('ON_PACKED');
    const { order, token } = await placeGift();
    expect(order.parties).toEqual({
      billTo: {
        firstName: 'Asha',
        lastName: 'Raman',
        address: '12 Race Course Road',
        city: 'Bengaluru',
        state: 'Karnataka',
      },
      shipTo: {
        firstName: 'Meena',
        lastName: 'Iyer',
        address: '4 Avinashi Road',
        city: 'Coimbatore',
        state: 'Tamil Nadu',
      },
      gift: true,
      delivery: { date: '2026-11-28', slot: { id: 'midnight' } },
      placeOfSupply: 'Karnataka (29)',
    });
    const packed = await pack(order.id);
    expect(packed.adminMarkOrderPacked.order?.invoice?.number).toMatch(/^LG\/2026-27\/\d{5}$/);
    const { body } = await shop.graphql<{ myOrderInvoice: Record<string, any> }>(MY_INVOICE, { id: order.id }, token);
    const invoice = body.data!.myOrderInvoice;
    expect(invoice.parties).toEqual(order.parties);
    // Goods, services and the round-off of the invoice add up to what the buyer pays: the order's total.
    const rows = [...invoice.lines, ...invoice.charges].reduce(
      (total: number, row: { total: { paise: number } }) => total + row.total.paise,
      0,
    );
    expect(rows + invoice.roundOff.paise).toBe(invoice.payable.paise);
    expect(invoice.payable.paise).toBe(order.breakdown.total.paise);
    expect(invoice.charges.map((charge: { label: string }) => charge.label)).toEqual([
      'Shipping',
      'Delivery slot: Midnight',
      'Cash on delivery fee',
    ]);
    const mail = await eventually(async () => {
      const documents = await shop.db.collection('mail').get();
      const texts = documents.docs.map((doc) => String(doc.get('message.text') ?? ''));
      return texts.find((text) => text.includes(`your order ${order.orderNumber}`));
    }, 'the confirmation mail');
    expect(mail).toContain('A gift for:\nMeena Iyer\n4 Avinashi Road');
    expect(mail).toContain('Delivery slot: Midnight: ₹199');
    expect(mail).toContain('Discount (CAKE150): −₹150');
    expect(mail).not.toContain('Bengaluru');
  }, 60_000);

  it('a buyer who is also the recipient is both bill-to and ship-to, the place of supply their state', async () => {
    const { order } = await placeGift({ address: ADDRESS_TN, recipient: null });
    expect(order.parties.gift).toBe(false);
    expect(order.parties.shipTo).toEqual(order.parties.billTo);
    expect(order.parties.placeOfSupply).toBe('Tamil Nadu (33)');
  }, 60_000);
});

describe('a gift whose buyer gives no address', () => {
  const NO_PLACE = { ...ADDRESS_KA, address: '', city: '', postalCode: '', state: '' };

  it('is placed with the buyer named only; the invoice ships to the recipient, supplied in their state', async () => {
    await setInvoicing('ON_PACKED');
    const { order, token } = await placeGift({ address: NO_PLACE, saveAddress: true });
    expect(order.parties.billTo).toMatchObject({ firstName: 'Asha', lastName: 'Raman', address: null, city: null });
    expect(order.parties.shipTo).toMatchObject({ firstName: 'Meena', address: '4 Avinashi Road', city: 'Coimbatore' });
    // No buyer location is known, so the recipient's state stands for the place of supply.
    expect(order.parties.placeOfSupply).toBe('Tamil Nadu (33)');
    expect(sum(order.breakdown.chargeLines)).toBe(order.breakdown.total.paise);
    const packed = await pack(order.id);
    expect(packed.adminMarkOrderPacked.order?.invoice?.number).toMatch(/^LG\/2026-27\/\d{5}$/);
    const { body } = await shop.graphql<{ myOrderInvoice: Record<string, any> }>(MY_INVOICE, { id: order.id }, token);
    expect(body.errors).toBeUndefined();
    expect(body.data!.myOrderInvoice.parties).toEqual(order.parties);
  }, 60_000);

  it('an order for oneself without an address is refused, naming each missing field', async () => {
    const shopper = await shop.shopper('no-address');
    const { body } = await shop.graphql<{ placeOrder: { order: unknown; userErrors: { field: string }[] } }>(
      PLACE,
      {
        input: {
          lines: [{ productId: 'cake', quantity: 1 }],
          address: NO_PLACE,
          paymentMethod: 'COD',
          acceptTerms: true,
        },
        key: newKey(),
      },
      shopper.idToken,
    );
    expect(body.data?.placeOrder.order).toBeNull();
    expect(body.data?.placeOrder.userErrors.map((error) => error.field)).toEqual([
      'address.address',
      'address.city',
      'address.postalCode',
      'address.state',
    ]);
  }, 60_000);
});

describe('invoices issued by themselves', () => {
  it('packing over both instances at once issues exactly one invoice, numbered after the last', async () => {
    await setInvoicing('ON_PACKED');
    const { order } = await placeGift();
    const before = await shop.db.collection('invoiceCounters').get();
    const last = Math.max(0, ...before.docs.map((doc) => doc.get('lastSequence') as number));
    const results = await Promise.all([pack(order.id, 0), pack(order.id, 1), pack(order.id, 0), pack(order.id, 1)]);
    const packedOnce = results.filter((result) => result.adminMarkOrderPacked.userErrors.length === 0);
    expect(packedOnce).toHaveLength(1);
    const stored = (await shop.db.doc(`orders/${order.id}`).get()).data()!;
    expect(stored.invoice.number).toBe(`LG/2026-27/${String(last + 1).padStart(5, '0')}`);
    const after = await shop.db.collection('invoiceCounters').get();
    expect(Math.max(...after.docs.map((doc) => doc.get('lastSequence') as number))).toBe(last + 1);
  }, 60_000);

  it('on delivery: none on packing, one when delivered; by hand: none until the owner issues it', async () => {
    await setInvoicing('ON_DELIVERED');
    const { order } = await placeGift();
    expect((await pack(order.id)).adminMarkOrderPacked.order?.invoice).toBeNull();
    // The shop's own delivery goes out from packed (never by courier), here the day before its date.
    await asAdmin(
      `mutation ($id: ID!) { adminMarkOrderOutForDelivery(id: $id, confirmEarly: true) { userErrors { code } } }`,
      { id: order.id },
    );
    const delivered = await asAdmin<{ adminMarkOrderDelivered: { order: { invoice: { number: string } | null } } }>(
      // Delivered the day before its date (the clock's): the owner confirms the early delivery.
      `mutation ($id: ID!) { adminMarkOrderDelivered(id: $id, confirmEarly: true) { order { invoice { number } } userErrors { code } } }`,
      { id: order.id },
    );
    expect(delivered.adminMarkOrderDelivered.order.invoice?.number).toMatch(/^LG\/2026-27\/\d{5}$/);

    await setInvoicing('BY_HAND');
    const byHand = await placeGift();
    expect((await pack(byHand.order.id)).adminMarkOrderPacked.order?.invoice).toBeNull();
    const issued = await asAdmin<{ adminIssueInvoice: { userErrors: unknown[] } }>(
      `mutation ($id: ID!) { adminIssueInvoice(orderId: $id) { userErrors { code } } }`,
      { id: byHand.order.id },
    );
    expect(issued.adminIssueInvoice.userErrors).toEqual([]);
    const stored = (await shop.db.doc(`orders/${byHand.order.id}`).get()).data()!;
    expect(stored.invoice?.number).toMatch(/^LG\/2026-27\/\d{5}$/);
  }, 90_000);
});
