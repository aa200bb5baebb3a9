// One source for the free-delivery rule, against the Firestore and Auth emulators and two real servers: once the owner
// configures delivery zones, the banner text (shopInfo), the shipping policy's zone lines, the cart before a PIN is
// known and the checkout quote at a PIN of the shop's own zone all follow the home zone's threshold, and a change the
// owner saves on one server reaches every one of them on both servers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../support/admin-support.js';
import { SETTINGS_INPUT } from '../support/delivery-shop.js';
import { eventually, SHOP_SETTINGS, startOrdersHarness, type OrdersHarness } from '../support/orders-harness.js';

const SHOP_INFO = `{ shopInfo { freeDeliveryText freeShippingFrom { paise } shippingFee { paise }
  deliveryCharges { zoneName fee { paise } freeFrom { paise } text } } }`;

const CART = `query Cart($lines: [CartLineInput!]!) {
  cartSummary(lines: $lines) { delivery { shipping { paise } amountToFree { paise } message } }
}`;

const QUOTE = `query Quote($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) { breakdown { shipping { paise } } amountToFreeShipping { paise } }
}`;

const MY_COUPONS = `query Mine($lines: [CartLineInput!]) { myCoupons(lines: $lines) { available { code deliveryNote } } }`;

const COUPON_QUOTE = `query Quote($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) { breakdown { shipping { paise } } coupon { code applied deliveryNote } }
}`;

const lines = [{ productId: 'vase', quantity: 2 }];

let shop: OrdersHarness;
let admin: { idToken: string };

/** Coimbatore city (the shop's own PIN 641012) by courier, so no date or slot is needed; the rest of India never free. */
function zones(homeFreeAbovePaise: number | null) {
  const [home, rest] = SETTINGS_INPUT.zones;
  return {
    ...SETTINGS_INPUT,
    slots: [],
    zones: [
      { ...home!, localDelivery: false, minDays: 1, maxDays: 2, freeAbovePaise: homeFreeAbovePaise },
      { ...rest!, freeAbovePaise: null },
    ],
  };
}

async function saveZones(homeFreeAbovePaise: number | null): Promise<void> {
  const { body } = await shop.graphql<{ adminUpdateDeliverySettings: { userErrors: unknown[] } }>(
    'mutation ($input: DeliverySettingsInput!) { adminUpdateDeliverySettings(input: $input) { userErrors { field code } } }',
    { input: zones(homeFreeAbovePaise) },
    admin.idToken,
    1,
  );
  expect(body.data?.adminUpdateDeliverySettings.userErrors).toEqual([]);
}

/** shopInfo on both servers once its banner text is `text`. */
function shopInfoSaying(text: string) {
  return eventually(async () => {
    const answers = await Promise.all(
      [0, 1].map((server) => shop.graphql<{ shopInfo: any }>(SHOP_INFO, {}, null, server)),
    );
    const infos = answers.map((answer) => answer.body.data?.shopInfo);
    return infos.every((info) => info?.freeDeliveryText === text) ? infos : undefined;
  }, `shopInfo saying ${text}`);
}

async function cartAndQuote(server: number) {
  const cart = await shop.graphql<{ cartSummary: any }>(CART, { lines }, null, server);
  const input = { lines, state: 'Tamil Nadu', postalCode: '641018', paymentMethod: 'COD' };
  const quote = await shop.graphql<{ checkoutQuote: any }>(QUOTE, { input }, null, server);
  return { cart: cart.body.data!.cartSummary.delivery, quote: quote.body.data!.checkoutQuote };
}

/**
 * The cart and the quote once the quote charges `shippingPaise`: a server's delivery store answers quotes from settings
 * it read up to a second ago (delivery-store.ts), while the cart follows the catalog listener.
 */
function quotedWith(server: number, shippingPaise: number) {
  return eventually(async () => {
    const both = await cartAndQuote(server);
    return both.quote.breakdown.shipping.paise === shippingPaise ? both : undefined;
  }, `shipping ${shippingPaise} in the quote on server ${server}`);
}

beforeAll(async () => {
  shop = await startOrdersHarness({ servers: 2 });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db
    .doc('products/vase')
    .set({ productName: 'Brass Vase', category: 'Decor', sellingPrice: 549, stock: 50, gstRate: 18 });
  admin = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
}, 120_000);

afterAll(async () => {
  await shop?.stop();
});

describe('the free-delivery rule with delivery zones', () => {
  it("states the settings' rule until zones are configured, then the home zone's, as the cart and quote apply it", async () => {
    const before = await shopInfoSaying(
      'Free delivery across Coimbatore on orders of ₹999 or more (after coupon discounts)',
    );
    expect(before[0].deliveryCharges).toEqual([]);

    await saveZones(1_500_00);
    const infos = await shopInfoSaying(
      'Free delivery across Coimbatore on orders of ₹1,500 or more (after coupon discounts)',
    );
    for (const info of infos) {
      expect(info).toMatchObject({ freeShippingFrom: { paise: 1_500_00 }, shippingFee: { paise: 49_00 } });
      expect(info.deliveryCharges).toEqual([
        {
          zoneName: 'Coimbatore city',
          fee: { paise: 49_00 },
          freeFrom: { paise: 1_500_00 },
          text: 'Coimbatore city: ₹49; free on orders of ₹1,500 or more (after coupon discounts).',
        },
        { zoneName: 'Rest of India', fee: { paise: 99_00 }, freeFrom: null, text: 'Rest of India: ₹99.' },
      ]);
    }
    // A ₹1,098 cart: below the home zone's ₹1,500 line, though above the settings' old ₹999 one.
    for (const server of [0, 1]) {
      expect(await quotedWith(server, 49_00)).toEqual({
        cart: {
          shipping: { paise: 49_00 },
          amountToFree: { paise: 402_00 },
          message: 'Add ₹402 more for free delivery.',
        },
        quote: { breakdown: { shipping: { paise: 49_00 } }, amountToFreeShipping: { paise: 402_00 } },
      });
    }

    // The owner lowers the home zone's line (on server 1): all of them follow on both servers.
    await saveZones(1_000_00);
    await shopInfoSaying('Free delivery across Coimbatore on orders of ₹1,000 or more (after coupon discounts)');
    const free = {
      cart: {
        shipping: { paise: 0 },
        amountToFree: { paise: 0 },
        message:
          'Delivery is free: your items come to ₹1,000 or more. A coupon that takes them below ₹1,000 brings back the ₹49 delivery fee.',
      },
      quote: { breakdown: { shipping: { paise: 0 } }, amountToFreeShipping: { paise: 0 } },
    };
    for (const server of [0, 1]) expect(await quotedWith(server, 0)).toEqual(free);
  }, 120_000);

  it('says before applying which coupon would take the cart under the home zone line, as the quote says after', async () => {
    await Promise.all([
      shop.db.doc('coupons/TENOFF').set({ discountType: 'percentage', percentOff: 10, perShopperLimit: null }),
      shop.db.doc('coupons/FLAT50').set({ discountType: 'fixed', amountOffPaise: 50_00, perShopperLimit: null }),
    ]);
    await saveZones(1_000_00);
    await shopInfoSaying('Free delivery across Coimbatore on orders of ₹1,000 or more (after coupon discounts)');
    const shopper = await shop.shopper('zones');

    // ₹1,098 of items: 10 % off leaves ₹988.20, under the ₹1,000 line; ₹50 off leaves ₹1,048, still above it.
    const mine = await shop.graphql<{ myCoupons: any }>(MY_COUPONS, { lines }, shopper.idToken);
    expect(mine.body.data!.myCoupons.available).toEqual(
      expect.arrayContaining([
        { code: 'TENOFF', deliveryNote: 'Delivery becomes ₹49 with this coupon.' },
        { code: 'FLAT50', deliveryNote: null },
      ]),
    );
    const withoutCart = await shop.graphql<{ myCoupons: any }>(MY_COUPONS, {}, shopper.idToken);
    expect(withoutCart.body.data!.myCoupons.available.map((c: any) => c.deliveryNote)).toEqual([null, null]);

    const input = { lines, state: 'Tamil Nadu', postalCode: '641018', paymentMethod: 'COD', couponCode: 'TENOFF' };
    const quoted = await shop.graphql<{ checkoutQuote: any }>(COUPON_QUOTE, { input }, shopper.idToken, 1);
    expect(quoted.body.data!.checkoutQuote).toEqual({
      breakdown: { shipping: { paise: 49_00 } },
      coupon: { code: 'TENOFF', applied: true, deliveryNote: 'Delivery becomes ₹49 with this coupon.' },
    });
  }, 120_000);
});
