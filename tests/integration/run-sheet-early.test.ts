// The rider's run sheet when an order goes out before its booked date: today's sheet carries it (with its cash)
// while it is out and once delivered today, and its own date's sheet still lists the booking. Against the Firestore
// and Auth emulators through the real server, with a clock the test moves.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { PLACE, SETTINGS_INPUT, type PlaceAnswer } from '../support/delivery-shop.js';
import {
  ADDRESS_TN,
  newKey,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
} from '../support/orders-harness.js';

// Fri 27 Nov 2026, 10:00 IST; the order is booked for Sat 28 Nov, 18:00–20:00.
const FRIDAY_10AM = Date.parse('2026-11-27T04:30:00Z');
let nowMs = FRIDAY_10AM;

let shop: OrdersHarness;
let admin: { idToken: string };

beforeAll(async () => {
  shop = await startOrdersHarness({ serverOptions: { clock: () => new Date(nowMs) } });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('products/candle').set({
    productName: 'Scented candle',
    category: 'Home',
    sellingPrice: 499,
    stock: 50,
    gstRate: 18,
    hsnCode: '3406',
  });
  admin = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
  const { body } = await shop.graphql<{ adminUpdateDeliverySettings: { userErrors: unknown[] } }>(
    'mutation ($input: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $input) { userErrors { field } } }',
    { input: SETTINGS_INPUT },
    admin.idToken,
  );
  expect(body.data?.adminUpdateDeliverySettings.userErrors).toEqual([]);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

interface Row {
  id: string;
  order: { order: { status: string; cashToCollect: { paise: number } } };
}
interface Sheet {
  slots: { deliveries: Row[] }[];
  overdueEarlier: Row[];
  outEarly: Row[];
}

async function sheet(date: string): Promise<Sheet> {
  const row = 'id order { order { status cashToCollect { paise } } }';
  const { body } = await shop.graphql<{ adminDeliveries: Sheet }>(
    `query ($date: String) { adminDeliveries(date: $date) { slots { deliveries { ${row} } } overdueEarlier { ${row} }
       outEarly { ${row} } } }`,
    { date },
    admin.idToken,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.adminDeliveries;
}

const rows = (entries: Row[]) =>
  entries.map((entry) => [entry.id, entry.order.order.status, entry.order.order.cashToCollect.paise]);
const booked = (day: Sheet) => day.slots.flatMap((group) => rows(group.deliveries));

async function move(mutation: string, id: string) {
  const { body } = await shop.graphql<Record<string, { userErrors: unknown[] }>>(
    `mutation ($id: ID!) { ${mutation}(id: $id${mutation === 'adminMarkOrderPacked' ? '' : ', confirmEarly: true'}) { userErrors { field message } } }`,
    { id },
    admin.idToken,
  );
  expect(body.data?.[mutation]?.userErrors).toEqual([]);
}

describe("today's run sheet and an order sent out early", () => {
  it('carries it today while out and once delivered today, and keeps it on its own date', async () => {
    const shopper = await shop.shopper('early');
    const placed = await shop.graphql<PlaceAnswer>(
      PLACE,
      {
        input: {
          lines: [{ productId: 'candle', quantity: 1 }],
          address: ADDRESS_TN,
          paymentMethod: 'COD',
          acceptTerms: true,
          delivery: { date: '2026-11-28', slotId: 'fixed-18-20' },
        },
        key: newKey(),
      },
      shopper.idToken,
    );
    const order = placed.body.data?.placeOrder.order;
    if (!order) throw new Error(JSON.stringify(placed.body));
    const total = order.breakdown.total.paise;
    await move('adminMarkOrderPacked', order.id);
    // Packed only: not in today's van.
    expect((await sheet('2026-11-27')).outEarly).toEqual([]);

    await move('adminMarkOrderOutForDelivery', order.id);
    const friday = await sheet('2026-11-27');
    expect(rows(friday.outEarly)).toEqual([[order.id, 'OUT_FOR_DELIVERY', total]]);
    expect(booked(friday)).toEqual([]);
    expect(booked(await sheet('2026-11-28'))).toEqual([[order.id, 'OUT_FOR_DELIVERY', total]]);
    // Another day's sheet is that day's bookings: the van is today's.
    expect((await sheet('2026-11-28')).outEarly).toEqual([]);

    // Delivered at 14:00 on Friday: still on Friday's sheet for the cash count (collected), and on Saturday's booking.
    nowMs = Date.parse('2026-11-27T08:30:00Z');
    await move('adminMarkOrderDelivered', order.id);
    expect(rows((await sheet('2026-11-27')).outEarly)).toEqual([[order.id, 'DELIVERED', 0]]);
    expect(booked(await sheet('2026-11-28'))).toEqual([[order.id, 'DELIVERED', 0]]);

    // On Saturday it is on its own date only, done.
    nowMs = Date.parse('2026-11-28T04:30:00Z');
    const saturday = await sheet('2026-11-28');
    expect(saturday.outEarly).toEqual([]);
    expect(booked(saturday)).toEqual([[order.id, 'DELIVERED', 0]]);
  }, 60_000);
});
