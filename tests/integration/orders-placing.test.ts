// placeOrder against the real Firestore and Auth emulators and the real server: genuine emulator ID tokens, orders,
// stock and mail documents read back with firebase-admin. Nothing mocked.
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { ADDRESS_KA, ADDRESS_TN, newKey, ORDER_FIELDS } from '../support/orders-harness.js';
import { PRODUCTS, useOrdersApiShop } from '../support/orders-api-shop.js';

const { shop, putProduct, orderInput, place, count, stored } = useOrdersApiShop();

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
