// Checkout against the real Firestore and Auth emulators and the real server: the shop's information, checkoutQuote,
// who may buy and where order mail goes. Placing, limits, cancelling and outages have files of their own (orders-*).
// Genuine emulator ID tokens; orders, stock and mail documents read back with firebase-admin. Nothing mocked.
import { describe, expect, it } from 'vitest';
import { ADDRESS_TN } from '../support/orders-harness.js';
import { useOrdersApiShop } from '../support/orders-api-shop.js';

const { shop, putProduct, quote, orderInput, place, count, stored } = useOrdersApiShop();

describe('shopInfo', () => {
  it('answers the settings from settings/shop', async () => {
    const { body } = await shop.graphql<{ shopInfo: Record<string, unknown> }>(
      '{ shopInfo { legalName state gstin grievanceOfficer { name } freeShippingFrom { paise } shippingFee { paise } codEnabled codFee { formatted } codMaximum { paise } } }',
    );
    expect(body.data?.shopInfo).toEqual({
      legalName: 'Lovely Gifts Test Shop',
      state: 'Tamil Nadu',
      gstin: null,
      grievanceOfficer: { name: 'Meena S' },
      freeShippingFrom: { paise: 99900 },
      shippingFee: { paise: 7900 },
      codEnabled: true,
      codFee: { formatted: '₹49' },
      codMaximum: { paise: 500000 },
    });
  });
});

describe('checkoutQuote', () => {
  it('prices a Tamil Nadu COD order: flat shipping below ₹999, the COD fee, CGST + SGST', async () => {
    const { quote: q, status } = await quote({
      lines: [{ productId: 'mug', quantity: 1 }],
      state: 'Tamil Nadu',
      postalCode: '641018',
      paymentMethod: 'COD',
    });
    expect(status).toBe(200);
    expect(q).toMatchObject({
      canPlace: true,
      breakdown: {
        itemCount: 1,
        itemsSubtotal: { paise: 34900 },
        shipping: { paise: 7900 },
        codFee: { paise: 4900 },
        total: { paise: 47700, formatted: '₹477' },
      },
      amountToFreeShipping: { paise: 65000 },
      problems: [],
    });
    // 18 % inside ₹349, ₹79 and ₹49: 5324 + 1205 + 747 paise, split in halves (CGST carries an odd paisa).
    expect(q!.breakdown.gst).toEqual({
      taxable: { paise: 47700 - 7276 },
      total: { paise: 7276 },
      cgst: { paise: 3639 },
      sgst: { paise: 3637 },
      igst: { paise: 0 },
      supply: 'INTRA_STATE',
    });
  });

  it('charges IGST to Karnataka, ships free from ₹999, and no COD fee when paying online', async () => {
    const { quote: q } = await quote({
      lines: [{ productId: 'hamper', quantity: 1 }],
      state: 'Karnataka',
      postalCode: '560001',
      paymentMethod: 'ONLINE',
    });
    // This shop has no payment keys: the price is right, and the quote says online payment is not offered.
    expect(q).toMatchObject({
      canPlace: false,
      breakdown: { shipping: { paise: 0 }, codFee: { paise: 0 }, total: { paise: 120000 } },
      amountToFreeShipping: { paise: 0 },
      problems: [{ code: 'ONLINE_PAYMENT_NOT_AVAILABLE' }],
    });
    // 5 % inside ₹1,200: taxable 114286, tax 5714.
    expect(q!.breakdown.gst).toEqual({
      taxable: { paise: 114286 },
      total: { paise: 5714 },
      cgst: { paise: 0 },
      sgst: { paise: 0 },
      igst: { paise: 5714 },
      supply: 'INTER_STATE',
    });
    expect(q!.lines[0]).toMatchObject({ gstRate: 5 });
  });

  it('says what stops an order: an unknown coupon code, COD above its maximum, the minimum order value, too many of an offer', async () => {
    const withCoupon = (
      await quote({
        lines: [{ productId: 'mug', quantity: 1 }],
        state: 'Tamil Nadu',
        postalCode: '641018',
        paymentMethod: 'COD',
        couponCode: 'DIWALI',
      })
    ).quote!;
    expect(withCoupon.canPlace).toBe(false);
    expect(withCoupon.breakdown.couponCode).toBeNull();
    expect(withCoupon.problems.map((p: { code: string }) => p.code)).toEqual(['COUPON_NOT_APPLIED']);

    const bigCod = (
      await quote({
        lines: [{ productId: 'hamper', quantity: 5 }],
        state: 'Tamil Nadu',
        postalCode: '641018',
        paymentMethod: 'COD',
      })
    ).quote!;
    expect(bigCod.problems.map((p: { code: string }) => p.code)).toEqual(['COD_ABOVE_MAXIMUM']);

    await putProduct('pen', { productName: 'Pen', category: 'Stationery', sellingPrice: 99, stock: 5 });
    const small = (await quote({ lines: [{ productId: 'pen', quantity: 1 }] })).quote!;
    expect(small.problems).toContainEqual(
      expect.objectContaining({ code: 'BELOW_MINIMUM_ORDER_VALUE', shortfall: { paise: 10000 } }),
    );

    const offer = (
      await quote({
        lines: [{ productId: 'roses', quantity: 3 }],
        state: 'Tamil Nadu',
        postalCode: '641018',
        paymentMethod: 'COD',
      })
    ).quote!;
    expect(offer.lines[0].problems).toEqual([
      expect.objectContaining({ code: 'ABOVE_LIMITED_OFFER_MAX', availableQuantity: 2 }),
    ]);
  });

  it('is never cached publicly', async () => {
    const response = await fetch(`${shop.servers[0]!.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: '{ checkoutQuote(input: { lines: [{ productId: "mug", quantity: 1 }] }) { canPlace } }',
      }),
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('who may buy', () => {
  it('refuses an account without a profile (PROFILE_INCOMPLETE), and writes nothing: no order, stock, mail or profile', async () => {
    const orders = await count('orders');
    const mails = await count('mail');
    const stock = (await stored('products/mug')).stock;
    const bare = await shop.shopper('bare', { profile: false, phone: false });
    const phoneOnly = await shop.shopper('phone-only', { profile: false });
    for (const shopper of [bare, phoneOnly]) {
      const { result } = await place(shopper.idToken, orderInput({ saveAddress: true }));
      expect(result).toEqual({
        order: null,
        quote: null,
        userErrors: [
          {
            field: null,
            code: 'PROFILE_INCOMPLETE',
            message: 'Please complete your profile (your name and a verified mobile number) before placing an order.',
          },
        ],
      });
      // "Save address" never makes a profile, least of all with the e-mail typed at checkout.
      expect((await shop.db.doc(`LovelyUsers/${shopper.uid}`).get()).exists).toBe(false);
    }
    expect(await count('orders')).toBe(orders);
    expect(await count('mail')).toBe(mails);
    expect((await stored('products/mug')).stock).toBe(stock);
  });

  it('refuses a profile whose phone the ID token does not prove (PHONE_NOT_VERIFIED), with or without a coupon', async () => {
    const orders = await count('orders');
    const unproven = await shop.shopper('unproven', { phone: false });
    const other = await shop.shopper('other-phone');
    // The profile names another number than the one the token proves.
    await shop.db.doc(`LovelyUsers/${other.uid}`).update({ phone: '+919000000001' });
    for (const [shopper, couponCode] of [
      [unproven, null],
      [unproven, 'WELCOME150'],
      [other, null],
    ] as const) {
      const { result } = await place(shopper.idToken, orderInput({ couponCode }));
      expect(result).toEqual({
        order: null,
        quote: null,
        userErrors: [
          {
            field: 'phone',
            code: 'PHONE_NOT_VERIFIED',
            message: 'Please verify your mobile number with a one-time code before placing an order.',
          },
        ],
      });
    }
    expect(await count('orders')).toBe(orders);
  });
});

describe('where order mail goes', () => {
  it("mails the account's own e-mail, never the one typed at checkout, and the order records it", async () => {
    const shopper = await shop.shopper('mailer');
    const typed = { ...ADDRESS_TN, email: 'someone.else@example.com' };
    const { result } = await place(shopper.idToken, orderInput({ address: typed, saveAddress: true }));
    expect(result?.userErrors).toEqual([]);
    const order = result!.order!;
    expect(order.address).toMatchObject({ email: shopper.email });
    expect((await stored(`orders/${order.id}`)).addressData.email).toBe(shopper.email);
    expect((await stored(`mail/order-placed-${order.id}`)).to).toBe(shopper.email);
    expect((await shop.db.collection('mail').where('to', '==', 'someone.else@example.com').get()).size).toBe(0);
    // Saving the address keeps the profile's own e-mail.
    expect(await stored(`LovelyUsers/${shopper.uid}`)).toMatchObject({ email: shopper.email, city: 'Coimbatore' });
  });
});
