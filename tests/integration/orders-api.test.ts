// Checkout and orders against the real Firestore and Auth emulators and the real server: genuine emulator ID tokens,
// orders, stock and mail documents read back with firebase-admin. Nothing mocked.
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS_KA,
  ADDRESS_TN,
  eventually,
  newKey,
  ORDER_FIELDS,
  PLACE_ORDER,
  QUOTE_FIELDS,
  SHOP_SETTINGS,
  startOrdersHarness,
  type OrdersHarness,
  type PlacedOrder,
} from '../support/orders-harness.js';

let shop: OrdersHarness;

const PRODUCTS: Record<string, Record<string, unknown>> = {
  mug: {
    productName: 'Photo Mug',
    category: 'Gifts',
    sellingPrice: 349,
    mrp: 499,
    stock: 25,
    sales: 3,
    gstRate: 18,
    hsnCode: '6912',
    mediaUrls: ['/media/demo/mug-1.svg'],
  },
  hamper: {
    productName: 'Sweets Hamper',
    category: 'Hampers',
    sellingPrice: 1200,
    stock: 10,
    gstRate: 5,
    hsnCode: '2106',
  },
  teddy: {
    productName: 'Teddy',
    category: 'Soft Toys',
    sellingPrice: 599,
    hasVariant: true,
    variantData: { stocks: { Brown: 3, White: 2 } },
    sales: 0,
  },
  roses: {
    productName: 'Roses',
    category: 'Flowers',
    sellingPrice: 799,
    stock: 40,
    isLimitedOffer: true,
    limitedOfferData: { maxQuantity: 2 },
  },
};

/** Writes a product and waits until the server's catalog shows it with this stock. */
async function putProduct(id: string, data: Record<string, unknown>): Promise<void> {
  await shop.db.doc(`products/${id}`).set(data);
  const units = data.hasVariant
    ? Object.values((data.variantData as { stocks: Record<string, number> }).stocks).reduce((a, b) => a + b, 0)
    : (data.stock as number);
  await eventually(async () => {
    const { body } = await shop.graphql<{ product: { stockCount: number; sellingPrice: { paise: number } } | null }>(
      'query ($id: ID!) { product(id: $id) { stockCount sellingPrice { paise } } }',
      { id },
    );
    const product = body.data?.product;
    return product &&
      product.stockCount === units &&
      product.sellingPrice.paise === Math.round((data.sellingPrice as number) * 100)
      ? true
      : undefined;
  }, `product ${id} in the catalog`);
}

async function quote(input: Record<string, unknown>) {
  const { status, body } = await shop.graphql<{ checkoutQuote: Record<string, any> }>(
    `query ($input: CheckoutQuoteInput!) { checkoutQuote(input: $input) { ${QUOTE_FIELDS} } }`,
    { input },
  );
  return { status, body, quote: body.data?.checkoutQuote };
}

function orderInput(overrides: Record<string, unknown> = {}) {
  return {
    lines: [{ productId: 'mug', quantity: 1 }],
    address: ADDRESS_TN,
    paymentMethod: 'COD',
    acceptTerms: true,
    ...overrides,
  };
}

async function place(token: string | null, input: Record<string, unknown>, key = newKey()) {
  const { status, body } = await shop.graphql<PlacedOrder>(PLACE_ORDER, { input, key }, token);
  return { status, body, result: body.data?.placeOrder };
}

async function count(collection: string): Promise<number> {
  return (await shop.db.collection(collection).count().get()).data().count;
}

async function stored(path: string) {
  return (await shop.db.doc(path).get()).data() as Record<string, any>;
}

beforeAll(async () => {
  // A Firestore emulator of its own: the last test stops it.
  shop = await startOrdersHarness({ orderTransactionTimeoutMs: 5_000, ownFirestore: true });
  await shop.db.doc('settings/shop').set(SHOP_SETTINGS);
  await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: [], minimumOrderValue: 199 });
  for (const [id, data] of Object.entries(PRODUCTS)) await putProduct(id, data);
});

afterAll(async () => {
  await shop?.stop();
});

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

describe('placeOrder', () => {
  it('needs a signed-in shopper', async () => {
    const { body } = await place(null, orderInput());
    expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('writes the order with frozen lines, takes stock, adds sales and writes the confirmation mail', async () => {
    await putProduct('mug', PRODUCTS.mug!);
    const shopper = await shop.shopper('happy');
    const { result, status } = await place(shopper.idToken, orderInput({ lines: [{ productId: 'mug', quantity: 2 }] }));
    expect(status).toBe(200);
    expect(result?.userErrors).toEqual([]);
    const order = result!.order!;
    expect(order).toMatchObject({
      status: 'PLACED',
      paymentMethod: 'COD',
      canCancel: true,
      breakdown: {
        itemCount: 2,
        itemsSubtotal: { paise: 69800 },
        shipping: { paise: 7900 },
        codFee: { paise: 4900 },
        total: { paise: 82600, formatted: '₹826', currencyCode: 'INR' },
      },
      address: { ...ADDRESS_TN, email: shopper.email, phone: '+919876543210' },
      timeline: [{ from: null, to: 'PLACED', actor: 'shopper', reason: null, at: expect.any(String) }],
    });
    expect(order.orderNumber).toMatch(/^LG-\d{6}-[2-9A-HJ-NP-Z]{5}$/);
    expect((order.lines as unknown[])[0]).toMatchObject({
      productId: 'mug',
      productName: 'Photo Mug',
      quantity: 2,
      unitPrice: { paise: 34900 },
      gstRate: 18,
      hsnCode: '6912',
      imageUrl: '/media/demo/mug-1.svg',
      // 18 % inside ₹698 (rounded once for the line): tax 10647, CGST carrying the odd paisa.
      gst: {
        supply: 'INTRA_STATE',
        total: { paise: 10647 },
        cgst: { paise: 5324 },
        sgst: { paise: 5323 },
        igst: { paise: 0 },
      },
    });

    const document = await stored(`orders/${order.id}`);
    expect(document).toMatchObject({
      uid: shopper.uid,
      status: 'PLACED',
      totalPaise: 82600,
      orderNumber: order.orderNumber,
      verifiedPhone: shopper.phone,
    });
    expect(await stored(`orderNumbers/${order.orderNumber}`)).toMatchObject({ orderId: order.id, uid: shopper.uid });
    expect(await stored('products/mug')).toMatchObject({ stock: 23, sales: 5 });
    const mail = await stored(`mail/order-placed-${order.id}`);
    expect(mail.to).toBe(shopper.email);
    expect(mail.message.subject).toContain(order.orderNumber);
    expect(mail.message.text).toContain('2 × Photo Mug: ₹698');
    expect(mail.message.html).toContain('<strong>');

    const { body } = await shop.graphql<{ order: { id: string } }>(
      `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { id: order.id },
      shopper.idToken,
    );
    expect(body.data?.order).toEqual(order);
  });

  it("freezes each line's personalisation, gift wrap and gift message, keeping lines of one product apart", async () => {
    await putProduct('mug', PRODUCTS.mug!);
    const shopper = await shop.shopper('gift');
    const lines = [
      {
        productId: 'mug',
        quantity: 1,
        personalisation: '  Meera  ',
        giftWrap: true,
        giftMessage: 'Happy birthday!\nAsha',
      },
      { productId: 'mug', quantity: 2 },
    ];
    const key = newKey();
    const { result } = await place(shopper.idToken, orderInput({ lines }), key);
    expect(result?.userErrors).toEqual([]);
    const order = result!.order!;
    expect(order.lines).toEqual([
      expect.objectContaining({
        productId: 'mug',
        quantity: 1,
        personalisation: 'Meera',
        giftWrap: true,
        giftMessage: 'Happy birthday!\nAsha',
      }),
      expect.objectContaining({
        productId: 'mug',
        quantity: 2,
        personalisation: null,
        giftWrap: false,
        giftMessage: null,
      }),
    ]);
    // Gift wrap is free: 3 mugs ship free from ₹999, plus the COD fee.
    expect(order.breakdown).toMatchObject({
      itemsSubtotal: { paise: 104700 },
      shipping: { paise: 0 },
      total: { paise: 104700 + 4900 },
    });
    expect(await stored('products/mug')).toMatchObject({ stock: 22 });
    expect((await stored(`orders/${order.id}`)).lines[0]).toMatchObject({ personalisation: 'Meera', giftWrap: true });
    const mail = await stored(`mail/order-placed-${order.id}`);
    expect(mail.message.text).toContain('1 × Photo Mug: ₹349\n  Personalisation: “Meera”\n  Gift wrap: yes');

    const { body } = await shop.graphql<{ order: unknown }>(
      `query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { id: order.id },
      shopper.idToken,
    );
    expect(body.data?.order).toEqual(order);
    // A retry is the same request; another gift message under the same key is not.
    expect((await place(shopper.idToken, orderInput({ lines }), key)).result?.order?.id).toBe(order.id);
    const changed = [{ ...lines[0], giftMessage: 'Another message' }, lines[1]];
    expect((await place(shopper.idToken, orderInput({ lines: changed }), key)).result?.userErrors).toEqual([
      expect.objectContaining({ code: 'KEY_REUSED' }),
    ]);
    expect(await stored('products/mug')).toMatchObject({ stock: 22 });
  });

  it('takes a variant from variantData.stocks, and saves the address to the profile when asked', async () => {
    await putProduct('teddy', PRODUCTS.teddy!);
    const shopper = await shop.shopper('variant');
    const { result } = await place(
      shopper.idToken,
      orderInput({
        lines: [{ productId: 'teddy', variant: 'White', quantity: 2 }],
        address: ADDRESS_KA,
        saveAddress: true,
      }),
    );
    expect(result?.userErrors).toEqual([]);
    expect(result?.order).toMatchObject({ breakdown: { gst: { supply: 'INTER_STATE' } } });
    expect(await stored('products/teddy')).toMatchObject({ variantData: { stocks: { Brown: 3, White: 0 } }, sales: 2 });
    expect(await stored(`LovelyUsers/${shopper.uid}`)).toMatchObject({
      address: '12 Race Course Road',
      city: 'Bengaluru',
      pincode: '560001',
      state: 'Karnataka',
    });
  });

  it('refuses a shopper whose sessions were revoked or whose account is disabled, and writes nothing', async () => {
    await putProduct('hamper', PRODUCTS.hamper!);
    const revoked = await shop.shopper('revoked');
    const disabled = await shop.shopper('disabled');
    // Revocation is recorded in whole seconds after the token's sign-in time.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await getAuth().revokeRefreshTokens(revoked.uid);
    await getAuth().updateUser(disabled.uid, { disabled: true });
    const input = orderInput({ lines: [{ productId: 'hamper', quantity: 1 }] });
    for (const shopper of [revoked, disabled]) {
      const { body } = await place(shopper.idToken, input);
      expect(body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await shop.db.collection('orders').where('uid', '==', shopper.uid).get()).size).toBe(0);
    }
  });

  it('places one order for one idempotency key, also for 5 requests at once', async () => {
    await putProduct('hamper', PRODUCTS.hamper!);
    const shopper = await shop.shopper('twice');
    const key = newKey();
    const input = orderInput({ lines: [{ productId: 'hamper', quantity: 1 }] });
    const first = await place(shopper.idToken, input, key);
    const second = await place(shopper.idToken, input, key);
    expect(second.result?.order?.id).toBe(first.result?.order?.id);
    expect(second.result?.order?.orderNumber).toBe(first.result?.order?.orderNumber);

    const burstKey = newKey();
    const burst = await Promise.all(Array.from({ length: 5 }, () => place(shopper.idToken, input, burstKey)));
    const ids = new Set(burst.map((answer) => answer.result?.order?.id));
    expect(burst.every((answer) => answer.status === 200 && answer.result?.userErrors.length === 0)).toBe(true);
    expect(ids.size).toBe(1);
    const mine = await shop.db.collection('orders').where('uid', '==', shopper.uid).get();
    expect(mine.size).toBe(2);
    expect(await stored('products/hamper')).toMatchObject({ stock: 8 });
  });

  it('refuses a key reused for a different cart (KEY_REUSED)', async () => {
    const shopper = await shop.shopper('reuse');
    const key = newKey();
    await place(shopper.idToken, orderInput(), key);
    const { result } = await place(shopper.idToken, orderInput({ lines: [{ productId: 'mug', quantity: 3 }] }), key);
    expect(result).toMatchObject({ order: null, userErrors: [{ code: 'KEY_REUSED', field: 'idempotencyKey' }] });
  });

  it('answers bad input with BAD_USER_INPUT or field user errors, and writes nothing', async () => {
    const shopper = await shop.shopper('bad');
    const orders = await count('orders');
    const mugStock = (await stored('products/mug')).stock;
    const badArgument = async (input: Record<string, unknown>, argument: string, key = newKey()) => {
      const { body, status } = await place(shopper.idToken, input, key);
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argumentName: argument });
    };
    await badArgument(orderInput(), 'idempotencyKey', 'short');
    await badArgument(orderInput({ lines: [{ productId: 'mug', quantity: -1 }] }), 'input.lines[0].quantity');
    await badArgument(orderInput({ lines: [{ productId: 'mug', quantity: 1_000_000 }] }), 'input.lines[0].quantity');
    await badArgument(
      orderInput({ lines: Array.from({ length: 1_000 }, () => ({ productId: 'mug', quantity: 1 })) }),
      'input.lines',
    );
    await badArgument(orderInput({ lines: [] }), 'input.lines');

    const refused = async (input: Record<string, unknown>) => (await place(shopper.idToken, input)).result!;
    const unknownProduct = await refused(orderInput({ lines: [{ productId: 'no-such-thing', quantity: 1 }] }));
    expect(unknownProduct.userErrors).toEqual([expect.objectContaining({ code: 'CANNOT_PLACE', field: 'lines' })]);
    expect(unknownProduct.quote?.lines[0]?.problems.map((p) => p.code)).toEqual(['UNKNOWN_PRODUCT']);
    const unknownVariant = await refused(
      orderInput({ lines: [{ productId: 'teddy', variant: 'Purple', quantity: 1 }] }),
    );
    expect(unknownVariant.quote?.lines[0]?.problems.map((p) => p.code)).toEqual(['UNKNOWN_VARIANT']);

    const long = 'x'.repeat(10_000);
    const longFields = await refused(
      orderInput({ address: { ...ADDRESS_TN, firstName: long, address: long, city: long } }),
    );
    expect(longFields.userErrors.map((e) => [e.field, e.code])).toEqual([
      ['address.firstName', 'TOO_LONG'],
      ['address.address', 'TOO_LONG'],
      ['address.city', 'TOO_LONG'],
    ]);
    const longMessage = await refused(
      orderInput({ lines: [{ productId: 'mug', quantity: 1, giftWrap: true, giftMessage: 'x'.repeat(501) }] }),
    );
    expect(longMessage.userErrors).toEqual([
      { field: 'lines[0].giftMessage', code: 'TOO_LONG', message: 'Gift message must be at most 500 characters' },
    ]);
    const badPin = await refused(orderInput({ address: { ...ADDRESS_TN, postalCode: '64I0I8' } }));
    expect(badPin.userErrors.map((e) => [e.field, e.code])).toEqual([['address.postalCode', 'INVALID']]);
    const badState = await refused(orderInput({ address: { ...ADDRESS_TN, state: 'Atlantis' } }));
    expect(badState.userErrors.map((e) => [e.field, e.code])).toEqual([['address.state', 'INVALID']]);
    const noTerms = await refused(orderInput({ acceptTerms: false }));
    expect(noTerms.userErrors).toEqual([expect.objectContaining({ field: 'acceptTerms', code: 'TERMS_NOT_ACCEPTED' })]);
    const coupon = await refused(orderInput({ couponCode: 'DIWALI' }));
    expect(coupon.userErrors).toEqual([expect.objectContaining({ field: 'couponCode', code: 'COUPON_NOT_APPLIED' })]);
    expect(coupon.quote?.problems.map((p) => p.code)).toEqual(['COUPON_NOT_APPLIED']);

    expect(await count('orders')).toBe(orders);
    expect((await stored('products/mug')).stock).toBe(mugStock);
  });

  it("answers another shopper's order as null, and lists only the shopper's own, newest first", async () => {
    const alice = await shop.shopper('alice');
    const bob = await shop.shopper('bob');
    const first = (await place(alice.idToken, orderInput())).result!.order!;
    const second = (await place(alice.idToken, orderInput({ lines: [{ productId: 'mug', quantity: 2 }] }))).result!
      .order!;
    const { body } = await shop.graphql<{ order: unknown }>(
      'query ($id: ID!) { order(id: $id) { id } }',
      { id: first.id },
      bob.idToken,
    );
    expect(body.data?.order).toBeNull();
    const cancel = await shop.graphql<{ cancelMyOrder: { userErrors: { code: string }[] } }>(
      'mutation ($id: ID!) { cancelMyOrder(id: $id) { order { id } userErrors { field code message } } }',
      { id: first.id },
      bob.idToken,
    );
    expect(cancel.body.data?.cancelMyOrder.userErrors).toEqual([expect.objectContaining({ code: 'NOT_FOUND' })]);
    expect((await stored(`orders/${first.id}`)).status).toBe('PLACED');

    const list = async (token: string, paging?: Record<string, number>) =>
      (
        await shop.graphql<{
          myOrders: { totalCount: number; items: { id: string }[]; pageInfo: { hasNextPage: boolean } };
        }>(
          'query ($paging: PagingInput) { myOrders(paging: $paging) { totalCount items { id } pageInfo { hasNextPage } } }',
          { paging },
          token,
        )
      ).body.data!.myOrders;
    expect(await list(alice.idToken)).toEqual({
      totalCount: 2,
      items: [{ id: second.id }, { id: first.id }],
      pageInfo: { hasNextPage: false },
    });
    expect(await list(alice.idToken, { page: 1, pageSize: 1 })).toEqual({
      totalCount: 2,
      items: [{ id: second.id }],
      pageInfo: { hasNextPage: true },
    });
    expect(await list(bob.idToken)).toEqual({ totalCount: 0, items: [], pageInfo: { hasNextPage: false } });
    const anonymous = await shop.graphql('{ myOrders { totalCount } }');
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
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

describe('what one shopper may hold', () => {
  it("counts a limited offer's maximum over the shopper's open orders (QUANTITY_LIMIT), not per order", async () => {
    await putProduct('roses', PRODUCTS.roses!);
    const shopper = await shop.shopper('hoarder');
    const roses = (quantity: number) =>
      orderInput({
        lines: [
          { productId: 'mug', quantity: 1 },
          { productId: 'roses', quantity },
        ],
      });
    const first = await place(shopper.idToken, roses(1));
    expect(first.result?.userErrors).toEqual([]);
    const stock = (await stored('products/roses')).stock;
    const refused = await place(shopper.idToken, roses(2));
    expect(refused.result).toEqual({
      order: null,
      quote: null,
      userErrors: [
        {
          field: 'input.lines[1].quantity',
          code: 'QUANTITY_LIMIT',
          message:
            'Roses is a limited offer: at most 2 per shopper across open orders, and you already have 1 on order. You can add 1 more.',
        },
      ],
    });
    expect((await stored('products/roses')).stock).toBe(stock);
    const second = await place(shopper.idToken, roses(1));
    expect(second.result?.userErrors).toEqual([]);
    expect((await place(shopper.idToken, roses(1))).result?.userErrors[0]?.code).toBe('QUANTITY_LIMIT');

    // A cancelled order holds nothing any more; a shipped one is the shopper's, no longer held.
    const cancel = await shop.graphql<{ cancelMyOrder: { userErrors: unknown[] } }>(
      'mutation ($id: ID!) { cancelMyOrder(id: $id) { userErrors { code } } }',
      { id: first.result!.order!.id },
      shopper.idToken,
    );
    expect(cancel.body.data?.cancelMyOrder.userErrors).toEqual([]);
    await shop.db.doc(`orders/${second.result!.order!.id}`).update({ status: 'SHIPPED' });
    expect((await place(shopper.idToken, roses(2))).result?.userErrors).toEqual([]);
  });

  it('allows at most cod.maxOpenOrders open cash-on-delivery orders (OPEN_ORDERS_LIMIT); a shipped one frees a place', async () => {
    const shopper = await shop.shopper('cod-hoarder');
    const placed: string[] = [];
    for (let index = 0; index < SHOP_SETTINGS.cod.maxOpenOrders; index += 1) {
      const { result } = await place(shopper.idToken, orderInput());
      expect(result?.userErrors).toEqual([]);
      placed.push(result!.order!.id);
    }
    const orders = await count('orders');
    const { result } = await place(shopper.idToken, orderInput());
    expect(result).toEqual({
      order: null,
      quote: null,
      userErrors: [
        {
          field: 'paymentMethod',
          code: 'OPEN_ORDERS_LIMIT',
          message:
            'You already have 3 cash-on-delivery orders waiting to be shipped. Please pay online, or order again once one of them has shipped.',
        },
      ],
    });
    expect(await count('orders')).toBe(orders);
    await shop.db.doc(`orders/${placed[0]}`).update({ status: 'SHIPPED' });
    expect((await place(shopper.idToken, orderInput())).result?.userErrors).toEqual([]);
  });
});

describe('an order transaction without an answer in time', () => {
  it('says the outcome is unknown and that trying again is safe; the same checkout then shows the one order', async () => {
    await putProduct('hamper', PRODUCTS.hamper!);
    const shopper = await shop.shopper('unknown-outcome');
    const input = orderInput({ lines: [{ productId: 'hamper', quantity: 1 }] });
    const key = newKey();
    // Another transaction holds the hamper longer than the server waits for its own (5 s here).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const blocker = shop.db.runTransaction(
      async (tx) => {
        const snapshot = await tx.get(shop.db.doc('products/hamper'));
        locked();
        await held;
        tx.update(snapshot.ref, { updatedBy: 'blocker' });
      },
      { maxAttempts: 1 },
    );
    await isLocked;
    const first = await place(shopper.idToken, input, key);
    setTimeout(release, 0);
    await blocker.catch(() => undefined);
    expect(first.status).toBe(200);
    const [error] = first.result!.userErrors;
    console.info(`an order transaction held by another: ${error?.code ?? 'placed'}`);
    expect(first.result!.order).toBeNull();
    expect(['TRY_AGAIN', 'UNAVAILABLE']).toContain(error?.code);
    expect(error?.message).toMatch(/cannot tell yet whether .*placed/);
    expect(error?.message).toContain('trying again with this checkout is safe');
    expect(error?.message).not.toMatch(/nothing was charged/i);

    const again = await eventually(async () => {
      const { result } = await place(shopper.idToken, input, key);
      return result?.order ?? undefined;
    }, 'the order on trying again');
    const mine = await shop.db.collection('orders').where('uid', '==', shopper.uid).get();
    expect(mine.docs.map((doc) => doc.id)).toEqual([again.id]);
  }, 60_000);
});

describe('cancelMyOrder', () => {
  const CANCEL = `mutation ($id: ID!, $reason: String) { cancelMyOrder(id: $id, reason: $reason) { order { ${ORDER_FIELDS} } userErrors { field code message } } }`;

  it('returns the stock, per variant too, and records who and why', async () => {
    await putProduct('teddy', PRODUCTS.teddy!);
    const shopper = await shop.shopper('cancel');
    const order = (
      await place(
        shopper.idToken,
        orderInput({
          lines: [
            { productId: 'teddy', variant: 'Brown', quantity: 2 },
            { productId: 'mug', quantity: 1 },
          ],
        }),
      )
    ).result!.order!;
    const mugAfterOrder = await stored('products/mug');
    expect(await stored('products/teddy')).toMatchObject({ variantData: { stocks: { Brown: 1, White: 2 } }, sales: 2 });

    const { body } = await shop.graphql<{ cancelMyOrder: { order: Record<string, any>; userErrors: unknown[] } }>(
      CANCEL,
      { id: order.id, reason: '  Ordered the wrong colour  ' },
      shopper.idToken,
    );
    expect(body.data?.cancelMyOrder.userErrors).toEqual([]);
    expect(body.data?.cancelMyOrder.order).toMatchObject({
      status: 'CANCELLED',
      canCancel: false,
      timeline: [
        { to: 'PLACED' },
        { from: 'PLACED', to: 'CANCELLED', actor: 'shopper', reason: 'Ordered the wrong colour' },
      ],
    });
    expect(await stored('products/teddy')).toMatchObject({ variantData: { stocks: { Brown: 3, White: 2 } }, sales: 0 });
    expect(await stored('products/mug')).toMatchObject({
      stock: mugAfterOrder.stock + 1,
      sales: mugAfterOrder.sales - 1,
    });
    expect(await stored(`orders/${order.id}`)).toMatchObject({ status: 'CANCELLED' });

    const again = await shop.graphql<{ cancelMyOrder: { userErrors: { code: string }[] } }>(
      CANCEL,
      { id: order.id },
      shopper.idToken,
    );
    expect(again.body.data?.cancelMyOrder.userErrors).toEqual([expect.objectContaining({ code: 'NOT_ALLOWED' })]);
  });

  it('is refused once the order is packed', async () => {
    const shopper = await shop.shopper('packed');
    const order = (await place(shopper.idToken, orderInput())).result!.order!;
    await shop.db.doc(`orders/${order.id}`).update({ status: 'PACKED' });
    const stock = (await stored('products/mug')).stock;
    const { body } = await shop.graphql<{
      cancelMyOrder: { order: unknown; userErrors: { code: string; message: string }[] };
    }>(CANCEL, { id: order.id, reason: 'too late' }, shopper.idToken);
    expect(body.data?.cancelMyOrder).toEqual({
      order: null,
      userErrors: [
        {
          field: 'id',
          code: 'NOT_ALLOWED',
          message: 'This order has already been packed, so it can no longer be cancelled here. Please contact us.',
        },
      ],
    });
    expect((await stored('products/mug')).stock).toBe(stock);
  });
});

// Last: it stops the Firestore emulator.
describe('a Firestore outage while placing an order', () => {
  it('answers UNAVAILABLE, never a 5xx; the catalog keeps answering', async () => {
    const shopper = await shop.shopper('outage');
    await shop.stopFirestore();
    const started = Date.now();
    const { status, result, body } = await place(shopper.idToken, orderInput());
    console.info(`placeOrder during a Firestore outage answered in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(result).toMatchObject({
      order: null,
      userErrors: [
        {
          field: null,
          code: 'UNAVAILABLE',
          // The shopper's profile is read before anything is written, so here nothing was placed for certain.
          message: 'We could not place your order right now; nothing was placed. Please try again in a few minutes.',
        },
      ],
    });
    const catalog = await shop.graphql<{ product: { productName: string } }>('{ product(id: "mug") { productName } }');
    expect(catalog.body.data?.product.productName).toBe('Photo Mug');
  });
});
