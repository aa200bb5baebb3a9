import { describe, expect, it } from 'vitest';
import { priceCheckout, type CheckoutLine } from './checkout-pricing.js';
import {
  hasUseLeft,
  couponConditions,
  discountLabel,
  discountOn,
  evaluateCoupon,
  normaliseCouponCode,
  priceWithCoupon,
  type Coupon,
  type CouponLine,
  type CouponShopper,
} from './coupons.js';
import { DEFAULT_SHOP_SETTINGS } from './shop-settings.js';
import { testProduct } from '../../test-support/test-products.js';

const NOW = new Date('2026-11-23T06:00:00Z');

function coupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'FESTIVE20',
    description: '20% off up to ₹300',
    value: { kind: 'PERCENT', percent: 20, maxPaise: null },
    minimumOrderPaise: 0,
    validFrom: null,
    validUntil: null,
    active: true,
    usageLimit: null,
    usedCount: 0,
    perShopperLimit: null,
    firstOrderOnly: false,
    categories: [],
    productIds: [],
    listed: true,
    ...overrides,
  };
}

const mug: CouponLine = { productId: 'mug', category: 'Mugs', lineTotalPaise: 600_00 };
const hamper: CouponLine = { productId: 'hamper', category: 'Hampers', lineTotalPaise: 1_200_00 };
const card: CouponLine = { productId: 'card', category: 'Cards', lineTotalPaise: 100_00 };
const newShopper: CouponShopper = { uses: 0, hasPlacedOrder: false };

function evaluate(
  stored: Coupon | null,
  lines: CouponLine[] = [mug, hamper],
  shopper: CouponShopper | null = newShopper,
  code = stored?.code ?? 'NOPE',
) {
  return evaluateCoupon({ code, coupon: stored, shopper, lines, now: NOW });
}

function refusal(result: ReturnType<typeof evaluate>) {
  if (result.ok) throw new Error(`expected a refusal, got a discount of ${result.discountPaise}`);
  return result.refusal;
}

function applied(result: ReturnType<typeof evaluate>) {
  if (!result.ok) throw new Error(`expected a discount, got ${result.refusal.code}`);
  return result;
}

describe('coupon codes', () => {
  it('are trimmed and case-insensitive', () => {
    expect(normaliseCouponCode('  festive20 ')).toBe('FESTIVE20');
    expect(applied(evaluate(coupon(), [mug], newShopper, ' festive20  ')).discount.code).toBe('FESTIVE20');
  });

  it('an unknown code (no coupon, or a coupon of another code) says so, naming the code', () => {
    expect(refusal(evaluate(null, [mug], newShopper, 'save10'))).toEqual({
      code: 'UNKNOWN_CODE',
      message: "We don't recognise the coupon code SAVE10. Please check it and try again.",
    });
    expect(refusal(evaluate(coupon({ code: 'OTHER' }), [mug], newShopper, 'FESTIVE20')).code).toBe('UNKNOWN_CODE');
  });
});

describe('a coupon the shopper cannot see (unlisted, never used by them)', () => {
  const secret = (overrides: Partial<Coupon> = {}) => coupon({ code: 'VIP500', listed: false, ...overrides });
  const unknown = {
    code: 'UNKNOWN_CODE',
    message: "We don't recognise the coupon code VIP500. Please check it and try again.",
  };

  it('answers exactly like an unknown code whenever it does not apply, whatever the reason', () => {
    const past = new Date(NOW.getTime() - 1);
    for (const stored of [
      secret({ validUntil: past }),
      secret({ active: false }),
      secret({ usageLimit: 1, usedCount: 1 }),
      secret({ categories: ['Flowers'] }),
      secret({ minimumOrderPaise: 5_000_00 }),
      secret({ firstOrderOnly: true }),
    ]) {
      expect(refusal(evaluate(stored, [mug], { uses: 0, hasPlacedOrder: true }))).toEqual(unknown);
      // A guest is judged on everything but the per-shopper rules.
      if (!stored.firstOrderOnly) expect(refusal(evaluate(stored, [mug], null, 'vip500 '))).toEqual(unknown);
    }
    expect(refusal(evaluate(null, [mug], newShopper, 'VIP500'))).toEqual(unknown);
  });

  it('still gives its discount when it applies (typed codes work unlisted)', () => {
    expect(applied(evaluate(secret(), [mug])).discountPaise).toBe(120_00);
    expect(applied(evaluate(secret(), [mug], null)).discountPaise).toBe(120_00);
  });

  it('keeps the real reason for a shopper who has used it (their used coupons show it)', () => {
    expect(refusal(evaluate(secret({ perShopperLimit: 1 }), [mug], { uses: 1, hasPlacedOrder: true }))).toEqual({
      code: 'ALREADY_USED',
      message: 'You have already used this coupon.',
    });
  });

  it("a listed coupon keeps every reason's own message (expired, here)", () => {
    const expired = coupon({ validUntil: new Date('2026-11-01T00:00:00+05:30') });
    expect(refusal(evaluate(expired, [mug], null)).code).toBe('EXPIRED');
  });
});

describe('a refusal decided before reading (too many codes tried)', () => {
  it('is the answer, whatever the stored coupon would have said', () => {
    const lines: CheckoutLine[] = [{ productId: 'mug', quantity: 1, product: testProduct({ id: 'mug' }) }];
    const input = {
      lines,
      delivery: null,
      paymentMethod: null,
      settings: DEFAULT_SHOP_SETTINGS,
      minimumOrderValuePaise: 0,
    };
    const refused = { code: 'TOO_MANY_ATTEMPTS', message: 'Too many.' } as const;
    const { coupon: check, pricing } = priceWithCoupon(
      input,
      ' festive20',
      { coupon: coupon(), shopper: newShopper, refusal: refused },
      NOW,
    );
    expect(check).toEqual({ ok: false, code: 'FESTIVE20', refusal: refused });
    expect(pricing.discountPaise).toBe(0);
  });
});

describe('coupon rules, one reason each', () => {
  it('an inactive coupon is no longer available', () => {
    expect(refusal(evaluate(coupon({ active: false })))).toEqual({
      code: 'NO_LONGER_AVAILABLE',
      message: 'This coupon is no longer available.',
    });
  });

  it('before its window: not yet valid, with the first day', () => {
    const from = new Date('2026-12-01T00:00:00+05:30');
    expect(refusal(evaluate(coupon({ validFrom: from })))).toEqual({
      code: 'NOT_YET_VALID',
      message: 'This coupon can be used from 1 Dec 2026.',
    });
    expect(evaluate(coupon({ validFrom: NOW })).ok).toBe(true);
  });

  it('at or after its end: expired, naming the last day it worked (the end is exclusive)', () => {
    const until = new Date('2026-11-21T00:00:00+05:30');
    expect(refusal(evaluate(coupon({ validUntil: until })))).toEqual({
      code: 'EXPIRED',
      message: 'This coupon expired on 20 Nov 2026.',
    });
    expect(refusal(evaluate(coupon({ validUntil: NOW }))).code).toBe('EXPIRED');
    expect(evaluate(coupon({ validUntil: new Date(NOW.getTime() + 1) })).ok).toBe(true);
  });

  it('total usage limit reached', () => {
    expect(refusal(evaluate(coupon({ usageLimit: 5, usedCount: 5 })))).toEqual({
      code: 'USAGE_LIMIT_REACHED',
      message: 'This coupon has reached its usage limit.',
    });
    expect(evaluate(coupon({ usageLimit: 5, usedCount: 4 })).ok).toBe(true);
  });

  it('per-shopper limit: already used', () => {
    expect(refusal(evaluate(coupon({ perShopperLimit: 1 }), [mug], { uses: 1, hasPlacedOrder: true }))).toEqual({
      code: 'ALREADY_USED',
      message: 'You have already used this coupon.',
    });
    expect(refusal(evaluate(coupon({ perShopperLimit: 3 }), [mug], { uses: 3, hasPlacedOrder: true })).message).toBe(
      'You have already used this coupon 3 times, the most allowed.',
    );
    expect(evaluate(coupon({ perShopperLimit: 3 }), [mug], { uses: 2, hasPlacedOrder: true }).ok).toBe(true);
  });

  it('first order only: refused once the shopper has an order', () => {
    expect(refusal(evaluate(coupon({ firstOrderOnly: true }), [mug], { uses: 0, hasPlacedOrder: true }))).toEqual({
      code: 'FIRST_ORDER_ONLY',
      message: 'This coupon is for your first order only.',
    });
    expect(evaluate(coupon({ firstOrderOnly: true }), [mug], newShopper).ok).toBe(true);
  });

  it('a guest is not judged on per-shopper rules (they are checked when the order is placed)', () => {
    expect(evaluate(coupon({ firstOrderOnly: true, perShopperLimit: 1 }), [mug], null).ok).toBe(true);
  });

  it('scoped to categories with none of them in the cart: not applicable, naming the scope', () => {
    expect(refusal(evaluate(coupon({ categories: ['Hampers'] }), [mug, card]))).toEqual({
      code: 'NOT_APPLICABLE',
      message: 'This coupon applies only to Hampers, and your cart has none.',
    });
  });

  it('lines that do not count (sold out, unknown) are never discounted', () => {
    const soldOut = { ...hamper, lineTotalPaise: 0 };
    expect(refusal(evaluate(coupon({ categories: ['Hampers'] }), [mug, soldOut])).code).toBe('NOT_APPLICABLE');
    expect(applied(evaluate(coupon(), [mug, soldOut])).discount.linePaise).toEqual([120_00, 0]);
  });

  it('minimum order not reached: by how much, in rupees', () => {
    expect(refusal(evaluate(coupon({ minimumOrderPaise: 2_000_00 })))).toEqual({
      code: 'MINIMUM_NOT_REACHED',
      shortfallPaise: 200_00,
      message: 'Add ₹200 more to use this coupon (minimum order ₹2,000).',
    });
    expect(refusal(evaluate(coupon({ minimumOrderPaise: 1_800_00 }), [mug, card])).message).toBe(
      'Add ₹1,100 more to use this coupon (minimum order ₹1,800).',
    );
    expect(evaluate(coupon({ minimumOrderPaise: 1_800_00 })).ok).toBe(true);
  });

  it('the order of the checks picks one reason: inactive before expired before used up', () => {
    const everythingWrong = coupon({
      active: false,
      validUntil: new Date('2026-01-01T00:00:00Z'),
      usageLimit: 1,
      usedCount: 1,
      minimumOrderPaise: 99_999_00,
    });
    expect(refusal(evaluate(everythingWrong)).code).toBe('NO_LONGER_AVAILABLE');
    expect(refusal(evaluate({ ...everythingWrong, active: true })).code).toBe('EXPIRED');
    expect(refusal(evaluate({ ...everythingWrong, active: true, validUntil: null })).code).toBe('USAGE_LIMIT_REACHED');
    expect(refusal(evaluate({ ...everythingWrong, active: true, validUntil: null, usageLimit: null })).code).toBe(
      'MINIMUM_NOT_REACHED',
    );
  });
});

describe('discount amounts', () => {
  it('a percentage of the eligible items, rounded half up to the paisa', () => {
    expect(discountOn({ kind: 'PERCENT', percent: 15, maxPaise: null }, 333)).toBe(50); // 49.95 → 50
    expect(discountOn({ kind: 'PERCENT', percent: 15, maxPaise: null }, 330)).toBe(50); // 49.5 → 50
    expect(discountOn({ kind: 'PERCENT', percent: 15, maxPaise: null }, 329)).toBe(49); // 49.35 → 49
    expect(discountOn({ kind: 'PERCENT', percent: 100, maxPaise: null }, 12_345)).toBe(12_345);
  });

  it('a percentage with a cap takes the smaller', () => {
    const capped = { kind: 'PERCENT', percent: 20, maxPaise: 300_00 } as const;
    expect(discountOn(capped, 1_000_00)).toBe(200_00);
    expect(discountOn(capped, 5_000_00)).toBe(300_00);
    expect(applied(evaluate(coupon({ value: capped }))).discountPaise).toBe(300_00); // 20 % of ₹1,800 = ₹360 → ₹300
  });

  it('a fixed amount never exceeds what the eligible lines are worth', () => {
    expect(discountOn({ kind: 'FIXED', amountPaise: 150_00 }, 1_000_00)).toBe(150_00);
    expect(discountOn({ kind: 'FIXED', amountPaise: 150_00 }, 99_00)).toBe(99_00);
    const result = applied(evaluate(coupon({ value: { kind: 'FIXED', amountPaise: 500_00 } }), [card]));
    expect(result.discount.linePaise).toEqual([100_00]);
  });

  it('labels', () => {
    expect(discountLabel({ kind: 'PERCENT', percent: 20, maxPaise: 300_00 })).toBe('20% off up to ₹300');
    expect(discountLabel({ kind: 'PERCENT', percent: 10, maxPaise: null })).toBe('10% off');
    expect(discountLabel({ kind: 'FIXED', amountPaise: 150_00 })).toBe('Flat ₹150 off');
  });
});

describe('spreading over lines', () => {
  it('a whole-order discount is shared in proportion to the line totals, adding up exactly', () => {
    const result = applied(evaluate(coupon({ value: { kind: 'FIXED', amountPaise: 100_00 } }), [mug, hamper, card]));
    // ₹100 over ₹600 / ₹1,200 / ₹100 (of ₹1,900): 31.578… / 63.157… / 5.263… → largest remainders get the paise
    expect(result.discount.linePaise).toEqual([31_58, 63_16, 5_26]);
    expect(result.discount.linePaise.reduce((a, b) => a + b, 0)).toBe(100_00);
  });

  it('a scoped coupon discounts only its lines (by category or by product)', () => {
    const byCategory = applied(evaluate(coupon({ categories: ['Hampers'] }), [mug, hamper, card]));
    expect(byCategory.discount.linePaise).toEqual([0, 240_00, 0]);
    const byProduct = applied(evaluate(coupon({ productIds: ['card', 'mug'] }), [mug, hamper, card]));
    expect(byProduct.discount.linePaise).toEqual([120_00, 0, 20_00]);
  });

  it('scope plus minimum: the minimum counts only eligible lines', () => {
    const hampersAbove1499 = coupon({
      value: { kind: 'FIXED', amountPaise: 150_00 },
      categories: ['Hampers'],
      minimumOrderPaise: 1_499_00,
    });
    // ₹1,900 in the cart, but only ₹1,200 of hampers
    expect(refusal(evaluate(hampersAbove1499, [mug, hamper, card]))).toEqual({
      code: 'MINIMUM_NOT_REACHED',
      shortfallPaise: 299_00,
      message: 'Add ₹299 more of Hampers to use this coupon (minimum ₹1,499).',
    });
    const twoHampers = { ...hamper, lineTotalPaise: 2_400_00 };
    expect(applied(evaluate(hampersAbove1499, [mug, twoHampers])).discount.linePaise).toEqual([0, 150_00]);
  });

  it('cap and scope together: capped on the eligible lines only', () => {
    const result = applied(
      evaluate(coupon({ value: { kind: 'PERCENT', percent: 50, maxPaise: 250_00 }, productIds: ['mug', 'card'] }), [
        mug,
        hamper,
        card,
      ]),
    );
    // 50 % of ₹700 = ₹350, capped at ₹250, shared 6:1
    expect(result.discount.linePaise).toEqual([214_29, 0, 35_71]);
  });

  it('through the pricing function: each line keeps the GST of what the shopper pays for it', () => {
    const mugProduct = { ...testProduct({ id: 'mug', category: 'Mugs', sellingPricePaise: 300_00 }), gstRate: 18 };
    const cardProduct = { ...testProduct({ id: 'card', category: 'Cards', sellingPricePaise: 105_00 }), gstRate: 5 };
    const checkoutLines: CheckoutLine[] = [
      { productId: 'mug', variant: null, quantity: 2, seenPricePaise: null, product: mugProduct },
      { productId: 'card', variant: null, quantity: 1, seenPricePaise: null, product: cardProduct },
    ];
    const result = applied(
      evaluate(coupon({ value: { kind: 'FIXED', amountPaise: 141_00 } }), [
        { productId: 'mug', category: 'Mugs', lineTotalPaise: 600_00 },
        { productId: 'card', category: 'Cards', lineTotalPaise: 105_00 },
      ]),
    );
    const pricing = priceCheckout({
      lines: checkoutLines,
      delivery: { state: 'Tamil Nadu', postalCode: '641012' },
      paymentMethod: 'ONLINE',
      settings: DEFAULT_SHOP_SETTINGS,
      minimumOrderValuePaise: 0,
      discount: result.discount,
    });
    // ₹141 over ₹600 and ₹105: ₹120 and ₹21
    expect(pricing.lines.map((line) => [line.discountPaise, line.netPaise])).toEqual([
      [120_00, 480_00],
      [21_00, 84_00],
    ]);
    // ₹480 at 18 %: taxable 406.78; ₹84 at 5 %: taxable 80
    expect(pricing.lines.map((line) => line.gst!.taxablePaise)).toEqual([406_78, 80_00]);
    expect(pricing.discountPaise).toBe(141_00);
    expect(pricing.discountCode).toBe('FESTIVE20');
  });
});

describe('what a coupon needs, in words', () => {
  it('lists minimum, scope, first order, per-shopper limit and the last day', () => {
    expect(
      couponConditions(
        coupon({
          minimumOrderPaise: 1_499_00,
          categories: ['Hampers'],
          firstOrderOnly: true,
          perShopperLimit: 1,
          validUntil: new Date('2027-01-01T00:00:00+05:30'),
        }),
      ),
    ).toEqual([
      'Minimum ₹1,499 of eligible items',
      'On Hampers only',
      'First order only',
      'Once per shopper',
      'Valid until 31 Dec 2026',
    ]);
    expect(couponConditions(coupon({ minimumOrderPaise: 999_00 }))).toEqual(['Minimum order ₹999']);
  });
});

describe('hasUseLeft: whether a late payment may count its use again', () => {
  const shopper = (uses: number) => ({ uses, hasPlacedOrder: true });

  it('allows a use while both limits have room, whatever the window or the switch', () => {
    const expiredAndOff = coupon({ usageLimit: 5, usedCount: 4, perShopperLimit: 2, active: false });
    expect(hasUseLeft({ coupon: expiredAndOff, shopper: shopper(1) })).toBe(true);
    expect(hasUseLeft({ coupon: coupon({ usageLimit: null, perShopperLimit: null }), shopper: shopper(9) })).toBe(true);
  });

  it('refuses when the total or the shopper limit is reached, or the coupon is gone', () => {
    expect(hasUseLeft({ coupon: coupon({ usageLimit: 5, usedCount: 5 }), shopper: shopper(0) })).toBe(false);
    expect(hasUseLeft({ coupon: coupon({ perShopperLimit: 1 }), shopper: shopper(1) })).toBe(false);
    expect(hasUseLeft({ coupon: null, shopper: null })).toBe(false);
  });
});
