// Coupons against the real Firestore and Auth emulators and two real servers: every reason a code does not apply,
// the discount frozen on the order, uses counted inside the order's transaction (50 shoppers racing for 5 uses, one
// shopper racing themself for a once-per-shopper code), a cancelled order giving its use back, and myCoupons.
import { describe, expect, it } from 'vitest';
import { coupon, MY_COUPONS, useCouponsShop } from '../support/coupons-shop.js';

const DAY = 24 * 60 * 60 * 1000;
const RACERS = 50;

const { shop, racers, quote, place, stored } = useCouponsShop({ racers: RACERS });

describe('a coupon code at checkout', () => {
  it('each reason it does not apply comes back on the quote, and the order cannot be placed with it', async () => {
    const now = Date.now();
    const shopper = await shop.shopper('reasons');
    await Promise.all([
      shop.db.doc('coupons/OFF').set(coupon({ active: false })),
      shop.db.doc('coupons/LATER').set(coupon({ validFrom: new Date(now + 10 * DAY) })),
      shop.db.doc('coupons/GONE').set(coupon({ validUntil: new Date(now - DAY) })),
      shop.db.doc('coupons/BIG').set(coupon({ minOrderValuePaise: 2_000_00 })),
      shop.db.doc('coupons/HAMPERS').set(coupon({ categories: ['Hampers'] })),
      shop.db.doc('coupons/SPENT').set(coupon({ usageLimit: 3, usedCount: 3 })),
      shop.db.doc('coupons/BROKEN').set({ discountType: 'percentage', percentOff: 'lots' }),
    ]);
    const mug = [{ productId: 'mug', quantity: 1 }];
    const expectations: [string, string, number | null][] = [
      ['NOSUCH', 'UNKNOWN_CODE', null],
      ['BROKEN', 'UNKNOWN_CODE', null],
      ['off', 'NO_LONGER_AVAILABLE', null],
      ['LATER', 'NOT_YET_VALID', null],
      ['GONE', 'EXPIRED', null],
      ['BIG', 'MINIMUM_NOT_REACHED', 1_400_00],
      ['HAMPERS', 'NOT_APPLICABLE', null],
      ['SPENT', 'USAGE_LIMIT_REACHED', null],
    ];
    for (const [code, refusal, shortfall] of expectations) {
      const answer = await quote(`  ${code} `, mug, shopper.idToken);
      expect(answer.coupon, code).toMatchObject({
        code: code.toUpperCase(),
        applied: false,
        refusal,
        discount: { paise: 0 },
        shortfall: shortfall === null ? null : { paise: shortfall },
      });
      expect(answer.canPlace).toBe(false);
      expect(answer.problems).toEqual([{ code: 'COUPON_NOT_APPLIED', message: answer.coupon!.message }]);
      expect(answer.breakdown.discount.paise).toBe(0);
    }
    expect((await quote('BIG', mug)).coupon!.message).toBe(
      'Add ₹1,400 more to use this coupon (minimum order ₹2,000).',
    );

    const refused = await place(shopper, mug, 'gone');
    expect(refused.order).toBeNull();
    expect(refused.userErrors).toEqual([
      { field: 'couponCode', code: 'COUPON_NOT_APPLIED', message: expect.stringMatching(/^This coupon expired on /) },
    ]);
  }, 60_000);

  it('applies to its lines, freezes code and discount on the order, then is already used and first-order only', async () => {
    const shopper = await shop.shopper('welcome');
    await shop.db.doc('coupons/WELCOME').set(
      coupon({
        description: '₹150 off your first hamper',
        discountType: 'fixed',
        amountOffPaise: 150_00,
        categories: ['Hampers'],
        firstOrderOnly: true,
        perShopperLimit: 1,
      }),
    );
    const lines = [
      { productId: 'mug', quantity: 1 },
      { productId: 'hamper', quantity: 1 },
    ];
    // ₹1,800 of goods, ₹150 off the hamper only, free shipping, ₹49 COD fee
    const applied = await quote('welcome', lines, shopper.idToken);
    expect(applied.coupon).toMatchObject({
      code: 'WELCOME',
      applied: true,
      discount: { paise: 150_00 },
      description: '₹150 off your first hamper',
      refusal: null,
      message: 'You save ₹150 with WELCOME.',
    });
    expect(applied.canPlace).toBe(true);
    expect(applied.lines.map((line) => line.discount.paise)).toEqual([0, 150_00]);
    expect(applied.breakdown).toMatchObject({
      couponCode: 'WELCOME',
      discount: { paise: 150_00 },
      total: { paise: 1_699_00 },
    });

    const placed = await place(shopper, lines, ' Welcome');
    expect(placed.userErrors).toEqual([]);
    expect(placed.order).toMatchObject({
      breakdown: { couponCode: 'WELCOME', discount: { paise: 150_00 }, total: { paise: 1_699_00 } },
    });
    const orderId = placed.order!.id;
    expect(await stored(`couponRedemptions/${orderId}`)).toMatchObject({
      code: 'WELCOME',
      uid: shopper.uid,
      orderNumber: placed.order!.orderNumber,
      discountPaise: 150_00,
      releasedAt: null,
    });
    expect(await stored('coupons/WELCOME')).toMatchObject({ usedCount: 1 });
    expect(await stored(`coupons/WELCOME/shoppers/${shopper.uid}`)).toMatchObject({ uses: 1 });

    expect((await quote('WELCOME', lines, shopper.idToken)).coupon!.refusal).toBe('ALREADY_USED');
    await shop.db.doc('coupons/WELCOME').update({ perShopperLimit: 2 });
    expect((await quote('WELCOME', lines, shopper.idToken)).coupon!.refusal).toBe('FIRST_ORDER_ONLY');
    // A guest is judged on the coupon alone; the shopper's rules apply once they sign in and place the order.
    expect((await quote('WELCOME', lines)).coupon!.applied).toBe(true);

    const mine = await shop.graphql<{ myCoupons: any }>(MY_COUPONS, {}, shopper.idToken);
    expect(mine.body.data!.myCoupons.used).toEqual([
      {
        code: 'WELCOME',
        description: '₹150 off your first hamper',
        orderId,
        orderNumber: placed.order!.orderNumber,
        usedAt: expect.any(String),
        discount: { paise: 150_00 },
      },
    ]);
    expect(mine.body.data!.myCoupons.available.map((c: { code: string }) => c.code)).not.toContain('WELCOME');
    const guest = await shop.graphql(MY_COUPONS, {});
    expect(guest.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }, 60_000);

  it('myCoupons lists what the shopper can use now, with what each needs', async () => {
    const shopper = await shop.shopper('lister');
    await shop.db.doc('coupons/FESTIVE20').set(
      coupon({
        description: '20% off up to ₹300 on orders above ₹999',
        percentOff: 20,
        maxDiscountPaise: 300_00,
        minOrderValuePaise: 999_00,
        validUntil: new Date('2099-01-01T00:00:00+05:30'),
      }),
    );
    await shop.db.doc('coupons/SECRET').set(coupon({ listed: false }));
    const { body } = await shop.graphql<{ myCoupons: any }>(MY_COUPONS, {}, shopper.idToken);
    const available = body.data!.myCoupons.available as { code: string }[];
    expect(available.find((c) => c.code === 'FESTIVE20')).toEqual({
      code: 'FESTIVE20',
      description: '20% off up to ₹300 on orders above ₹999',
      offer: '20% off up to ₹300',
      conditions: ['Minimum order ₹999', 'Valid until 31 Dec 2098'],
      minimumOrderValue: { paise: 999_00 },
      validUntil: '2098-12-31T18:30:00.000Z',
    });
    const codes = available.map((c) => c.code);
    expect(codes).toContain('HAMPERS');
    for (const hidden of ['SECRET', 'OFF', 'LATER', 'GONE', 'SPENT', 'BROKEN']) expect(codes).not.toContain(hidden);
    expect(body.data!.myCoupons.used).toEqual([]);
  }, 60_000);
});

describe('uses are counted inside the order transaction', () => {
  it(`${RACERS} shoppers racing for a coupon limited to 5 uses, over two servers: exactly 5 discounted orders`, async () => {
    await shop.db.doc('coupons/FIRST5').set(coupon({ percentOff: 10, usageLimit: 5, perShopperLimit: 1 }));
    const started = performance.now();
    const results = await Promise.all(
      racers.map((racer, index) => place(racer, [{ productId: 'mug', quantity: 1 }], 'FIRST5', index % 2)),
    );
    const seconds = (performance.now() - started) / 1000;
    const placed = results.filter((result) => result.order);
    const limitReached = results.filter(
      (result) =>
        result.userErrors.length === 1 &&
        result.userErrors[0]!.code === 'COUPON_NOT_APPLIED' &&
        result.userErrors[0]!.message === 'This coupon has reached its usage limit.',
    );
    const other = results.length - placed.length - limitReached.length;
    console.info(
      `coupon race: ${RACERS} shoppers at once (two servers) for 5 uses → ${placed.length} discounted orders, ` +
        `${limitReached.length} "usage limit reached", ${other} other answers, ${seconds.toFixed(2)} s`,
    );
    expect(placed).toHaveLength(5);
    expect(limitReached).toHaveLength(RACERS - 5);
    for (const result of placed)
      expect(result.order).toMatchObject({ breakdown: { couponCode: 'FIRST5', discount: { paise: 60_00 } } });
    expect(await stored('coupons/FIRST5')).toMatchObject({ usedCount: 5 });
    const redemptions = await shop.db.collection('couponRedemptions').where('code', '==', 'FIRST5').get();
    expect(redemptions.size).toBe(5);
    const orders = await shop.db.collection('orders').where('couponCode', '==', 'FIRST5').get();
    expect(orders.docs.map((doc) => doc.id).sort()).toEqual(redemptions.docs.map((doc) => doc.id).sort());
  }, 180_000);

  it('one shopper racing themself with a once-per-shopper code: one discounted order', async () => {
    const shopper = await shop.shopper('self-racer');
    await shop.db.doc('coupons/ONCE').set(coupon({ percentOff: 5, perShopperLimit: 1 }));
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => place(shopper, [{ productId: 'mug', quantity: 1 }], 'ONCE', index % 2)),
    );
    const seconds = (performance.now() - started) / 1000;
    const placed = results.filter((result) => result.order);
    const alreadyUsed = results.filter(
      (result) => result.userErrors[0]?.message === 'You have already used this coupon.',
    );
    console.info(
      `per-shopper race: one shopper sending 10 orders at once (two servers) with a once-per-shopper code → ` +
        `${placed.length} discounted order, ${alreadyUsed.length} "already used", ${seconds.toFixed(2)} s`,
    );
    expect(placed).toHaveLength(1);
    expect(alreadyUsed).toHaveLength(9);
    expect(await stored('coupons/ONCE')).toMatchObject({ usedCount: 1 });
    expect(await stored(`coupons/ONCE/shoppers/${shopper.uid}`)).toMatchObject({ uses: 1 });
  }, 120_000);

  it('a cancelled order gives its use back: the next shopper can use the last use', async () => {
    const [first, second] = [await shop.shopper('canceller'), await shop.shopper('next')];
    await shop.db.doc('coupons/LASTONE').set(coupon({ percentOff: 10, usageLimit: 1, perShopperLimit: 1 }));
    const lines = [{ productId: 'mug', quantity: 1 }];
    const placed = await place(first, lines, 'LASTONE');
    expect(placed.order).not.toBeNull();
    expect((await place(second, lines, 'LASTONE')).userErrors[0]?.message).toBe(
      'This coupon has reached its usage limit.',
    );

    const cancel = await shop.graphql<{ cancelMyOrder: { order: { status: string } | null; userErrors: unknown[] } }>(
      'mutation ($id: ID!) { cancelMyOrder(id: $id, reason: "Changed my mind") { order { status } userErrors { code } } }',
      { id: placed.order!.id },
      first.idToken,
    );
    expect(cancel.body.data?.cancelMyOrder).toEqual({ order: { status: 'CANCELLED' }, userErrors: [] });
    expect(await stored('coupons/LASTONE')).toMatchObject({ usedCount: 0 });
    expect(await stored(`coupons/LASTONE/shoppers/${first.uid}`)).toMatchObject({ uses: 0 });
    expect((await stored(`couponRedemptions/${placed.order!.id}`))?.releasedAt).not.toBeNull();
    const firstCoupons = await shop.graphql<{ myCoupons: any }>(MY_COUPONS, {}, first.idToken);
    expect(firstCoupons.body.data!.myCoupons.used).toEqual([]);

    const again = await place(second, lines, 'LASTONE');
    expect(again.userErrors).toEqual([]);
    expect(again.order).toMatchObject({ breakdown: { couponCode: 'LASTONE' } });
    expect(await stored('coupons/LASTONE')).toMatchObject({ usedCount: 1 });
  }, 60_000);
});
