// A gift's buyer gives no address below ₹50,000; at ₹50,000 or more the tax invoice must name the buyer's address
// (CGST Rule 46), so placeOrder asks for it, naming each field, and bills the order to it once given. Against the
// Firestore and Auth emulators through two real server instances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { SETTINGS_INPUT } from '../support/delivery-shop.js';
import {
  ADDRESS_KA,
  eventually,
  newKey,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
} from '../support/orders-harness.js';

// Fri 27 Nov 2026, 10:00 IST.
const clock = () => new Date(Date.parse('2026-11-27T04:30:00Z'));
const PARTY = 'firstName address city state';
const PLACE = `mutation ($input: PlaceOrderInput!, $key: String!) {
  placeOrder(input: $input, idempotencyKey: $key) {
    order { breakdown { total { paise } } parties { billTo { ${PARTY} } shipTo { ${PARTY} } placeOfSupply } }
    userErrors { field code message }
  } }`;
const RECIPIENT = {
  firstName: 'Meena',
  lastName: 'Iyer',
  phone: '9876501234',
  address: '4 Avinashi Road',
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};
const NO_PLACE = { ...ADDRESS_KA, address: '', city: '', postalCode: '', state: '' };

interface Placed {
  placeOrder: {
    order: {
      breakdown: { total: { paise: number } };
      parties: { billTo: Record<string, string | null>; shipTo: Record<string, string | null>; placeOfSupply: string };
    } | null;
    userErrors: { field: string; code: string; message: string }[];
  };
}

let shop: OrdersHarness;

beforeAll(async () => {
  shop = await startOrdersHarness({ servers: 2, serverOptions: { clock } });
  // No cash-on-delivery maximum, so a ₹50,000 order can be paid on delivery here.
  await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, cod: { ...SHOP_SETTINGS.cod, maxOrderValuePaise: null } });
  await shop.db.doc('products/cake').set({
    productName: 'Chocolate Truffle Cake',
    category: 'Cakes',
    sellingPrice: 999,
    stock: 500,
    gstRate: 5,
  });
  const admin = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
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

async function placeGift(token: string, quantity: number, address: Record<string, unknown>, server: number) {
  const { body } = await shop.graphql<Placed>(
    PLACE,
    {
      input: {
        lines: [{ productId: 'cake', quantity }],
        address,
        recipient: RECIPIENT,
        delivery: { date: '2026-11-28', slotId: 'midnight' },
        paymentMethod: 'COD',
        acceptTerms: true,
      },
      key: newKey(),
    },
    token,
    server,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.placeOrder;
}

describe('a gift’s buyer address and the Rule 46 amount', () => {
  it('is asked for at ₹50,000 or more, naming each field, on either instance, and then billed', async () => {
    const shopper = await shop.shopper('rule-46');
    for (const server of [0, 1]) {
      const refused = await placeGift(shopper.idToken, 51, NO_PLACE, server);
      expect(refused.order).toBeNull();
      expect(refused.userErrors.map((error) => [error.field, error.code])).toEqual([
        ['address.address', 'REQUIRED'],
        ['address.city', 'REQUIRED'],
        ['address.postalCode', 'REQUIRED'],
        ['address.state', 'REQUIRED'],
      ]);
      expect(refused.userErrors[0]!.message).toContain('₹50,000');
    }
    const placed = await placeGift(shopper.idToken, 51, ADDRESS_KA, 1);
    expect(placed.userErrors).toEqual([]);
    expect(placed.order!.breakdown.total.paise).toBeGreaterThanOrEqual(50_000_00);
    expect(placed.order!.parties.billTo).toMatchObject({ firstName: 'Asha', state: 'Karnataka' });
    expect(placed.order!.parties.shipTo).toMatchObject({ firstName: 'Meena', city: 'Coimbatore' });
  }, 60_000);

  it('is not asked for below ₹50,000: the buyer is named only', async () => {
    const shopper = await shop.shopper('rule-46-below');
    // 49 cakes: ₹48,951 with the slot's surcharge and no shipping fee stays under ₹50,000.
    const placed = await placeGift(shopper.idToken, 49, NO_PLACE, 0);
    expect(placed.userErrors).toEqual([]);
    expect(placed.order!.breakdown.total.paise).toBeLessThan(50_000_00);
    expect(placed.order!.parties.billTo).toMatchObject({ firstName: 'Asha', address: null });
  }, 60_000);
});
