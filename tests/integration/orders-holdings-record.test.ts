// The holdings records (orderGuards/shopper-{uid}, phone-{…}) against the real emulators, two servers and the local
// Razorpay test gateway: kept exact through every transition of an order, rebuilt and compared by the check, and the
// caps they count (open unpaid online orders, a limited offer's units across unpaid orders) under races over both
// servers.
import { beforeAll, describe, expect, it } from 'vitest';
import { checkHoldings } from '../../server/src/orders/holdings-check.js';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { signedInAdmin } from '../support/admin-support.js';
import { eventually, placeOneLine, SHOP_SETTINGS, type OrdersHarness } from '../support/orders-harness.js';
import { paymentsShop, putProduct, reconcile, usePaymentsApiShop } from '../support/payments-api-shop.js';

usePaymentsApiShop();
let gateway: TestGateway;
let shop: OrdersHarness;
let adminToken: string;

beforeAll(async () => {
  ({ gateway, shop } = paymentsShop());
  adminToken = (await signedInAdmin(shop.auth, shop.authHost, shop.projectId)).idToken;
  await putProduct('roses', {
    productName: 'Roses',
    category: 'Flowers',
    sellingPrice: 799,
    stock: 40,
    isLimitedOffer: true,
    limitedOfferData: { maxQuantity: 2 },
  });
}, 120_000);

type Shopper = { idToken: string; uid: string; phone: string | null };

async function record(shopper: Shopper) {
  const holdings = (await shop.db.doc(`orderGuards/shopper-${shopper.uid}`).get()).get('holdings');
  const phoneLive = (await shop.db.doc(`orderGuards/phone-${shopper.phone}`).get()).get('liveOrders');
  return { holdings, phoneLive };
}

/** The shopper's open orders as the record holds them: id → status. */
async function heldStatuses(shopper: Shopper): Promise<Record<string, string>> {
  const { holdings } = await record(shopper);
  return Object.fromEntries(
    Object.entries(holdings.open as Record<string, { status: string }>).map(([id, held]) => [id, held.status]),
  );
}

async function noDifferences(): Promise<void> {
  const report = await checkHoldings(shop.db);
  expect(report.differing).toEqual([]);
}

async function place(shopper: Shopper, paymentMethod: 'COD' | 'ONLINE', server = 0, productId = 'mug') {
  const { body } = await placeOneLine(
    { ...shop, graphql: (query, variables, token) => shop.graphql(query, variables, token, server) },
    shopper.idToken,
    { paymentMethod, productId },
  );
  return body.data!.placeOrder;
}

async function admin(mutation: string, variables: Record<string, unknown>) {
  const { body } = await shop.graphql<Record<string, { userErrors: unknown[] }>>(mutation, variables, adminToken, 1);
  expect(body.errors).toBeUndefined();
  expect(Object.values(body.data!)[0]!.userErrors).toEqual([]);
}

async function orderStatus(id: string): Promise<string> {
  return (await shop.db.doc(`orders/${id}`).get()).get('status');
}

/** Moves an unpaid order's payment window into the past, on the order and on the hold it made (as time would). */
async function endPaymentWindow(shopper: Shopper, orderId: string): Promise<void> {
  const past = new Date(Date.now() - 1_000).toISOString();
  await shop.db.doc(`orders/${orderId}`).update({ 'payment.expiresAt': past });
  await shop.db.doc(`orderGuards/shopper-${shopper.uid}`).update({ [`holdings.open.${orderId}.payBy`]: past });
}

describe('the holdings record', () => {
  it('follows every transition of every order (place, pay, expire, cancel, pack, ship, deliver, owner cancel); the check agrees', async () => {
    gateway.setWebhookBehaviour({ mode: 'deliver' });
    const shopper = await shop.shopper('holder');
    const cod = (await place(shopper, 'COD')).order!.id;
    const paid = (await place(shopper, 'ONLINE', 1)).order!;
    const providerOrderId: string = (await shop.db.doc(`orders/${paid.id}`).get()).get('payment.providerOrderId');
    const unpaid = (await place(shopper, 'ONLINE')).order!.id;
    const cancelled = (await place(shopper, 'COD', 1)).order!.id;
    expect(await heldStatuses(shopper)).toEqual({
      [cod]: 'PLACED',
      [paid.id]: 'PENDING_PAYMENT',
      [unpaid]: 'PENDING_PAYMENT',
      [cancelled]: 'PLACED',
    });
    expect(await record(shopper)).toMatchObject({ holdings: { liveOrders: 4 }, phoneLive: 4 });
    expect((await record(shopper)).holdings.open[paid.id]).toMatchObject({
      paymentMethod: 'ONLINE',
      payBy: expect.any(String),
      units: { mug: 1 },
    });
    await noDifferences();

    // Paid: held, no longer waiting for payment.
    await gateway.pay(providerOrderId, 'success');
    await gateway.flushWebhooks();
    await eventually(async () => ((await orderStatus(paid.id)) === 'PLACED' ? true : undefined), 'paid');
    expect((await record(shopper)).holdings.open[paid.id]).toMatchObject({ status: 'PLACED', payBy: null });
    // Expired unpaid: no longer held, no longer live.
    await endPaymentWindow(shopper, unpaid);
    await reconcile(1);
    expect(await orderStatus(unpaid)).toBe('EXPIRED');
    // Cancelled by the shopper.
    const cancel = await shop.graphql<{ cancelMyOrder: { userErrors: unknown[] } }>(
      'mutation ($id: ID!) { cancelMyOrder(id: $id) { userErrors { code } } }',
      { id: cancelled },
      shopper.idToken,
    );
    expect(cancel.body.data?.cancelMyOrder.userErrors).toEqual([]);
    expect(await heldStatuses(shopper)).toEqual({ [cod]: 'PLACED', [paid.id]: 'PLACED' });
    expect(await record(shopper)).toMatchObject({ holdings: { liveOrders: 2 }, phoneLive: 2 });
    await noDifferences();

    // The owner packs, ships and delivers one (shipped: no longer held, still live), and cancels the paid one.
    await admin('mutation ($id: ID!) { adminMarkOrderPacked(id: $id) { userErrors { code } } }', { id: cod });
    expect(await heldStatuses(shopper)).toEqual({ [cod]: 'PACKED', [paid.id]: 'PLACED' });
    await admin(
      'mutation ($id: ID!, $s: ShipmentInput!) { adminMarkOrderShipped(id: $id, shipment: $s) { userErrors { code } } }',
      {
        id: cod,
        s: { courier: 'DTDC', trackingNumber: 'D1234' },
      },
    );
    await admin(
      'mutation ($id: ID!) { adminMarkOrderDelivered(id: $id, confirmEarly: true) { userErrors { code } } }',
      { id: cod },
    );
    await admin('mutation ($id: ID!, $r: String!) { adminCancelOrder(id: $id, reason: $r) { userErrors { code } } }', {
      id: paid.id,
      r: 'Out of roses',
    });
    expect(await record(shopper)).toEqual({ holdings: { liveOrders: 1, open: {} }, phoneLive: 1 });
    await noDifferences();
  });

  it('is rebuilt by the check: a wrong or missing record is reported, and --repair rewrites it from the orders', async () => {
    const shopper = await shop.shopper('drifted');
    const order = (await place(shopper, 'COD')).order!.id;
    await shop.db.doc(`orderGuards/shopper-${shopper.uid}`).update({ 'holdings.liveOrders': 7 });
    await shop.db.doc(`orderGuards/phone-${shopper.phone}`).delete();
    const report = await checkHoldings(shop.db);
    expect(report.differing).toEqual([
      { record: `shopper-${shopper.uid}`, differences: ['liveOrders: stored 7, orders say 1'] },
      { record: `phone-${shopper.phone}`, differences: ['liveOrders: stored no record, orders say 1'] },
    ]);
    expect((await checkHoldings(shop.db, { repair: true })).repaired).toBe(2);
    await noDifferences();
    expect(await record(shopper)).toMatchObject({
      holdings: { liveOrders: 1, open: { [order]: { status: 'PLACED' } } },
      phoneLive: 1,
    });
  });

  it('builds the record of a shopper whose orders are older than records, before their next placement', async () => {
    const shopper = await shop.shopper('older');
    const first = (await place(shopper, 'COD')).order!.id;
    await shop.db.doc(`orderGuards/shopper-${shopper.uid}`).delete();
    await shop.db.doc(`orderGuards/phone-${shopper.phone}`).delete();
    const second = (await place(shopper, 'COD', 1)).order!.id;
    expect(await heldStatuses(shopper)).toEqual({ [first]: 'PLACED', [second]: 'PLACED' });
    expect(await record(shopper)).toMatchObject({ holdings: { liveOrders: 2 }, phoneLive: 2 });
    await noDifferences();
  });
});

describe('unpaid online orders count in what a shopper holds', () => {
  it('caps open unpaid orders per shopper (OPEN_UNPAID_LIMIT) under a race over two servers; a hold ends with its payment window', async () => {
    gateway.setWebhookBehaviour({ mode: 'drop' });
    await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, onlinePayment: { maxOpenUnpaidOrders: 2 } });
    await eventually(async () => {
      const { body } = await shop.graphql<{ adminShopSettings: { onlinePayment: { maxOpenUnpaidOrders: number } } }>(
        '{ adminShopSettings { onlinePayment { maxOpenUnpaidOrders } } }',
        {},
        adminToken,
        1,
      );
      return body.data?.adminShopSettings.onlinePayment.maxOpenUnpaidOrders === 2 ? true : undefined;
    }, 'the cap in the catalog');
    try {
      const shopper = await shop.shopper('unpaid-racer');
      const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => place(shopper, 'ONLINE', index % 2)));
      const placed = answers.filter((answer) => answer.order !== null);
      expect(placed).toHaveLength(2);
      for (const refused of answers.filter((answer) => answer.order === null))
        expect(refused.userErrors).toEqual([
          {
            field: 'paymentMethod',
            code: 'OPEN_UNPAID_LIMIT',
            message:
              'You already have 2 online orders waiting for payment. Please pay for one of them (My orders), or order again once its payment window has ended.',
          },
        ]);
      // Cash on delivery is not what this cap holds back.
      expect((await place(shopper, 'COD')).userErrors).toEqual([]);
      // Placing again renewed nothing: once one order's payment window ends, its hold is over (before any expiry ran).
      await endPaymentWindow(shopper, placed[0]!.order!.id);
      expect((await place(shopper, 'ONLINE', 1)).userErrors).toEqual([]);
      expect((await place(shopper, 'ONLINE')).userErrors[0]?.code).toBe('OPEN_UNPAID_LIMIT');
      await noDifferences();
    } finally {
      await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
    }
  });

  it("counts a limited offer's units across unpaid orders under a race over two servers (QUANTITY_LIMIT)", async () => {
    gateway.setWebhookBehaviour({ mode: 'drop' });
    const shopper = await shop.shopper('roses-racer');
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, index) => place(shopper, index % 2 === 0 ? 'ONLINE' : 'COD', index % 2, 'roses')),
    );
    expect(answers.filter((answer) => answer.order !== null)).toHaveLength(2);
    expect(new Set(answers.flatMap((answer) => answer.userErrors.map((error) => error.code)))).toEqual(
      new Set(['QUANTITY_LIMIT']),
    );
    expect(Object.values((await record(shopper)).holdings.open).map((held: any) => held.units.roses)).toEqual([1, 1]);
    await noDifferences();
  });
});
