// How the owner finds an order (search by a buyer's name) and tells the shopper where it is (the courier list and
// its tracking links), against the real emulators and server: nothing mocked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import {
  ADDRESS_TN,
  eventually,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
  addPhotoMug,
  newKey,
  placeOneLine,
  PLACE_ORDER,
  type PlacedOrder,
} from '../support/orders-harness.js';

let shop: OrdersHarness;
let adminToken: string;
let shopperToken: string;

async function admin<T>(query: string, variables: Record<string, unknown> = {}) {
  const { body } = await shop.graphql<T>(query, variables, adminToken);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

async function placeOrder(quantity = 1, address = ADDRESS_TN): Promise<string> {
  const { body } = await placeOneLine(shop, shopperToken, { paymentMethod: 'COD', quantity, address });
  const order = body.data?.placeOrder.order;
  if (!order) throw new Error(JSON.stringify(body));
  return order.id;
}

const ids = async (search: string) =>
  (
    await admin<{ adminOrders: { items: { order: { id: string } }[] } }>(
      'query ($filter: AdminOrderFilter) { adminOrders(filter: $filter) { items { order { id } } } }',
      { filter: { search } },
    )
  ).adminOrders.items.map((item) => item.order.id);

const pack = (id: string) =>
  admin('mutation ($id: ID!) { adminMarkOrderPacked(id: $id) { userErrors { field } } }', { id });

async function ship(id: string, courier: string, trackingNumber: string) {
  const result = await admin<{
    adminMarkOrderShipped: { order: { order: { shipment: { trackingUrl: string | null } | null } } };
  }>(
    `mutation ($id: ID!, $s: ShipmentInput!) { adminMarkOrderShipped(id: $id, shipment: $s) {
      order { order { shipment { trackingUrl } } } } }`,
    { id, s: { courier, trackingNumber } },
  );
  return result.adminMarkOrderShipped;
}

beforeAll(async () => {
  // A generous wait for order transactions: one slow answer of a loaded emulator is not what these tests are about.
  shop = await startOrdersHarness({ orderTransactionTimeoutMs: 20_000 });
  await shop.db.doc('settings/shop').set({
    ...SHOP_SETTINGS,
    seller: { ...SHOP_SETTINGS.seller },
    cod: { ...SHOP_SETTINGS.cod, maxOpenOrders: 100 },
  });
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: ['Hello'], minimumOrderValue: 0 });
  await addPhotoMug(shop);
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
  shopperToken = (await shop.shopper()).idToken;
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('finding an order', () => {
  it("finds orders by the start of a word of the buyer's name, whatever the case and accents", async () => {
    const zoe = await placeOrder(1, { ...ADDRESS_TN, firstName: 'Zoë', lastName: 'Fernándes-Iyer' });
    const other = await placeOrder(1, { ...ADDRESS_TN, firstName: 'Zoya', lastName: 'Khan' });
    expect(await ids('ZOE')).toEqual([zoe]);
    expect(await ids('fernandes')).toEqual([zoe]);
    expect(await ids('zoë fern')).toEqual([zoe]);
    expect(await ids('iyer')).toEqual([zoe]);
    expect(await ids('zo')).toEqual([other, zoe]);
    expect(await ids('andes')).toEqual([]);
  });

  it("finds a gift by its recipient's name or phone, as well as by the buyer's", async () => {
    const recipient = {
      firstName: 'Kalyani',
      lastName: 'Venkatesh',
      phone: '9876512345',
      address: '4 Avinashi Road',
      city: 'Coimbatore',
      postalCode: '641018',
      state: 'Tamil Nadu',
    };
    const { body } = await shop.graphql<PlacedOrder>(
      PLACE_ORDER,
      {
        input: {
          lines: [{ productId: 'mug', quantity: 1 }],
          address: { ...ADDRESS_TN, firstName: 'Bhavani', lastName: 'Sundar' },
          recipient,
          paymentMethod: 'COD',
          acceptTerms: true,
        },
        key: newKey(),
      },
      shopperToken,
    );
    const gift = body.data?.placeOrder.order?.id;
    if (!gift) throw new Error(JSON.stringify(body));
    expect(await ids('kalyani')).toEqual([gift]);
    expect(await ids('Venkat')).toEqual([gift]);
    expect(await ids('98765 12345')).toEqual([gift]);
    expect(await ids('bhavani')).toEqual([gift]);
  });
});

describe('the payment filter', () => {
  it('files cash orders to collect, collected and refunded, and online ones apart; a refunded one stays collected', async () => {
    const id = await placeOrder(1, { ...ADDRESS_TN, firstName: 'Ilakkiya', lastName: 'Murugan' });
    const inBucket = async (payment: string) =>
      (
        await admin<{ adminOrders: { items: { order: { id: string; paymentBucket: string } }[] } }>(
          'query ($filter: AdminOrderFilter) { adminOrders(filter: $filter) { items { order { id paymentBucket } } } }',
          { filter: { payment, search: 'ilakkiya' } },
        )
      ).adminOrders.items.map((item) => item.order.id);
    const listed = async (payment: string) =>
      (
        await admin<{ adminOrders: { items: { order: { id: string } }[] } }>(
          'query ($filter: AdminOrderFilter) { adminOrders(filter: $filter, paging: { pageSize: 100 }) { items { order { id } } } }',
          { filter: { payment } },
        )
      ).adminOrders.items.map((item) => item.order.id);
    // Both ways the list is read: a search (filtered here) and the plain list (a Firestore filter).
    expect(await inBucket('CASH_TO_COLLECT')).toEqual([id]);
    expect(await listed('CASH_TO_COLLECT')).toContain(id);
    expect(await listed('NOT_PAID')).not.toContain(id);
    await pack(id);
    await ship(id, 'DTDC', 'D55501');
    await admin(
      'mutation ($id: ID!) { adminMarkOrderDelivered(id: $id, confirmEarly: true) { userErrors { field } } }',
      {
        id,
      },
    );
    expect(await inBucket('CASH_TO_COLLECT')).toEqual([]);
    expect(await inBucket('CASH_COLLECTED')).toEqual([id]);
    expect(await listed('CASH_COLLECTED')).toContain(id);
    await admin(
      'mutation ($id: ID!, $input: AdminRefundInput!) { adminRefundOrder(id: $id, input: $input) { userErrors { field } } }',
      { id, input: { amountPaise: 5_000, reason: 'Chipped', idempotencyKey: newKey() } },
    );
    expect(await inBucket('REFUNDED')).toEqual([id]);
    expect(await listed('REFUNDED')).toContain(id);
    // The cash was still collected: a partly refunded order stays in the day's cash count, and under Refunded.
    expect(await inBucket('CASH_COLLECTED')).toEqual([id]);
    expect(await listed('CASH_COLLECTED')).toContain(id);
    expect(await listed('CASH_TO_COLLECT')).not.toContain(id);
    const { adminOrder: collected } = await admin<{
      adminOrder: {
        order: {
          paymentBucket: string;
          paymentBuckets: string[];
          deliveredAt: string;
          cashCollected: { amount: { paise: number }; at: string } | null;
          breakdown: { total: { paise: number } };
        };
      };
    }>(
      `query ($id: ID!) { adminOrder(id: $id) { order { paymentBucket paymentBuckets deliveredAt
        cashCollected { amount { paise } at } breakdown { total { paise } } } } }`,
      { id },
    );
    expect(collected.order.paymentBucket).toBe('REFUNDED');
    expect(collected.order.paymentBuckets).toEqual(['CASH_COLLECTED', 'REFUNDED']);
    expect(collected.order.cashCollected).toEqual({
      amount: { paise: collected.order.breakdown.total.paise },
      at: collected.order.deliveredAt,
    });
    const { body } = await shop.graphql(
      'query { adminOrders(filter: { payment: LOST }) { totalCount } }',
      {},
      adminToken,
    );
    expect(body.errors?.[0]?.message).toMatch(/LOST/);
  });
});

describe('couriers and tracking links', () => {
  it("keeps the owner's courier list, checked row by row, and links shipments from it", async () => {
    const settingsQuery = `{ adminShopSettings { seller { legalName street city postalCode state gstin }
      contact { phone email } grievanceOfficer { name designation phone email }
      shipping { freeAtOrAbovePaise flatFeePaise } cod { enabled feePaise maxOrderValuePaise } defaultGstRate
      couriers { name trackingUrlTemplate } } }`;
    const { adminShopSettings } = await admin<{ adminShopSettings: Record<string, any> }>(settingsQuery);
    expect(adminShopSettings.couriers.map((courier: { name: string }) => courier.name)).toContain('Delhivery');
    const mutation = `mutation ($input: ShopSettingsInput!) { adminUpdateShopSettings(input: $input) {
      settings { couriers { name trackingUrlTemplate } } userErrors { field code } } }`;
    const { couriers: _stored, ...rest } = adminShopSettings;
    const bad = await admin<{ adminUpdateShopSettings: { settings: null; userErrors: { field: string }[] } }>(
      mutation,
      {
        input: {
          ...rest,
          couriers: [
            { name: 'Anand Parcel', trackingUrlTemplate: 'https://anand.example.in/track' },
            { name: 'anand parcel', trackingUrlTemplate: null },
          ],
        },
      },
    );
    expect(bad.adminUpdateShopSettings.userErrors.map((error) => error.field)).toEqual([
      'couriers[0].trackingUrlTemplate',
      'couriers[1].name',
    ]);
    const couriers = [
      { name: 'Anand Parcel', trackingUrlTemplate: 'https://anand.example.in/track/{tracking}' },
      { name: 'Hand delivery', trackingUrlTemplate: null },
    ];
    const good = await admin<{ adminUpdateShopSettings: { settings: unknown; userErrors: unknown[] } }>(mutation, {
      input: { ...rest, couriers },
    });
    expect(good.adminUpdateShopSettings).toEqual({ settings: { couriers }, userErrors: [] });
    try {
      // The settings reach every instance through the catalog listener; adminShopSettings reads the same copy.
      await eventually(async () => {
        const now = await admin<{ adminShopSettings: { couriers: unknown } }>(settingsQuery);
        return JSON.stringify(now.adminShopSettings.couriers) === JSON.stringify(couriers) ? true : undefined;
      }, 'the new courier list in the catalog');
      const id = await placeOrder();
      await pack(id);
      const shipped = await ship(id, 'anand PARCEL', 'AP-77');
      expect(shipped.order.order.shipment?.trackingUrl).toBe('https://anand.example.in/track/AP-77');
      const typed = await placeOrder();
      await pack(typed);
      expect((await ship(typed, 'Hand delivery', 'H1')).order.order.shipment?.trackingUrl).toBeNull();
    } finally {
      await admin(mutation, { input: { ...rest, couriers: adminShopSettings.couriers } });
    }
  });
});

describe('the invoice', () => {
  it('prints its total in words, in the Indian system', async () => {
    const id = await placeOrder(3);
    const { adminIssueInvoice } = await admin<{
      adminIssueInvoice: { invoice: { total: { paise: number }; totalInWords: string } };
    }>('mutation ($id: ID!) { adminIssueInvoice(orderId: $id) { invoice { total { paise } totalInWords } } }', { id });
    // Three ₹349 mugs ship free (over ₹999) and pay the ₹49 cash-on-delivery fee: ₹1,096.
    expect(adminIssueInvoice.invoice).toEqual({
      total: { paise: 109_600 },
      totalInWords: 'Rupees One Thousand Ninety-Six Only',
    });
  });
});
