// priceCheckout: a coupon's discount and the limits on amounts; spreadPaise.
import { describe, expect, it } from 'vitest';
import { spreadPaise } from './checkout-pricing.js';
import { InvalidArgumentError } from './errors.js';
import { MAX_PAISE } from './money.js';
import { lines, quote, settings, taxed } from '../../test-support/checkout-pricing-fixtures.js';

describe('priceCheckout: discount', () => {
  it('takes each line discount off that line, and its GST from what is left', () => {
    const pricing = quote({
      lines: lines({ productId: 'mug', quantity: 2 }, { productId: 'card' }),
      discount: { code: 'FLAT100', linePaise: [100_00, 0] },
    });
    expect(pricing.lines.map((line) => [line.discountPaise, line.netPaise])).toEqual([
      [100_00, 498_00],
      [0, 105_00],
    ]);
    // ₹498 at 18 %: taxable 422.03, tax 75.97
    expect(pricing.lines[0]!.gst).toMatchObject({
      taxablePaise: 422_03,
      taxPaise: 75_97,
      cgstPaise: 37_99,
      sgstPaise: 37_98,
    });
    expect(pricing.discountCode).toBe('FLAT100');
    expect(pricing.discountPaise).toBe(100_00);
    expect(pricing.itemsSubtotalPaise).toBe(703_00);
    expect(pricing.itemsNetPaise).toBe(603_00);
    expect(pricing.grandTotalPaise).toBe(603_00 + 79_00);
  });

  it('never takes a line below zero', () => {
    const pricing = quote({ lines: lines({ productId: 'card' }), discount: { code: 'HUGE', linePaise: [500_00] } });
    expect(pricing.lines[0]).toMatchObject({ discountPaise: 105_00, netPaise: 0 });
    expect(pricing.lines[0]!.gst).toMatchObject({ taxablePaise: 0, taxPaise: 0 });
    expect(pricing.discountPaise).toBe(105_00);
  });

  it('gives nothing off a line that cannot be bought', () => {
    const pricing = quote({
      lines: lines({ productId: 'mug' }, { productId: 'gone' }),
      discount: { code: 'X', linePaise: [10_00, 10_00] },
    });
    expect(pricing.lines.map((line) => line.discountPaise)).toEqual([10_00, 0]);
    expect(pricing.discountPaise).toBe(10_00);
  });

  it('has no code and nothing off without a discount', () => {
    const pricing = quote({ lines: lines({ productId: 'mug' }) });
    expect([pricing.discountCode, pricing.discountPaise]).toEqual([null, 0]);
  });

  it.each([
    ['one amount too few', { code: 'X', linePaise: [] }],
    ['a negative amount', { code: 'X', linePaise: [-1] }],
    ['a fractional amount', { code: 'X', linePaise: [0.5] }],
    ['no code', { code: ' ', linePaise: [1] }],
  ])('refuses a malformed discount: %s', (_name, discount) => {
    expect(() => quote({ lines: lines({ productId: 'mug' }), discount })).toThrow(RangeError);
  });
});

describe('priceCheckout: limits', () => {
  it('refuses totals beyond what the API can carry', () => {
    const huge = taxed({ id: 'huge', sellingPricePaise: MAX_PAISE - 10, mrpPaise: MAX_PAISE - 10, stock: 5 });
    expect(() =>
      quote({
        lines: [{ productId: 'huge', quantity: 1, product: huge }],
        paymentMethod: 'ONLINE',
        settings: { ...settings, shipping: { freeAtOrAbovePaise: null, flatFeePaise: 79_00 } },
      }),
    ).toThrow(InvalidArgumentError);
    expect(() => quote({ lines: [{ productId: 'huge', quantity: 2, product: huge }] })).toThrow(InvalidArgumentError);
  });
});

describe('spreadPaise', () => {
  it.each<[number, number[], number[]]>([
    [100_00, [598_00, 105_00], [85_06, 14_94]], // 8506.40 and 1493.60: the paisa left goes to the larger remainder
    [1, [1, 1, 1], [1, 0, 0]],
    [2, [1, 1, 1], [1, 1, 0]],
    [3, [100, 200, 0], [1, 2, 0]],
    [0, [500, 500], [0, 0]],
    [10, [0, 0], [0, 0]],
    [1000, [300, 200], [300, 200]], // capped at the goods
    [100, [], []],
  ])('%i over %j → %j', (total, weights, shares) => {
    expect(spreadPaise(total, weights)).toEqual(shares);
  });

  it('always adds up to the total and keeps each share within its line', () => {
    const weights = [299_00, 1_499_00, 105_00, 33, 7];
    for (const total of [1, 99, 100_00, 1_000_01, 1_903_40]) {
      const shares = spreadPaise(total, weights);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(total);
      shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(weights[index]!));
    }
  });

  it('is exact at the largest amounts', () => {
    const shares = spreadPaise(MAX_PAISE - 1, [MAX_PAISE - 3, 2]);
    expect(shares.reduce((sum, share) => sum + share, 0)).toBe(MAX_PAISE - 1);
  });

  it.each([
    [-1, [1]],
    [1.5, [1]],
    [1, [-1]],
  ])('refuses %s over %j', (total, weights) => {
    expect(() => spreadPaise(total, weights)).toThrow(RangeError);
  });
});
