// priceCheckout: problems of single lines, the delivery address and discounts.
import { describe, expect, it } from 'vitest';
import { codes, lines, quote, settings, type LineSpec } from '../../test-support/checkout-pricing-kit.js';

describe('priceCheckout: line problems', () => {
  it.each<[string, LineSpec, unknown[]]>([
    [
      'unknown product',
      { productId: 'nope' },
      [{ code: 'UNKNOWN_PRODUCT', message: 'This product is no longer available.' }],
    ],
    ['sold out', { productId: 'gone' }, [{ code: 'SOLD_OUT', message: 'Sold out.' }]],
    [
      'not enough stock',
      { productId: 'frame', quantity: 4 },
      [{ code: 'NOT_ENOUGH_STOCK', availableQuantity: 3, message: 'Only 3 left in stock.' }],
    ],
    ['exactly the stock', { productId: 'frame', quantity: 3 }, []],
    [
      'variant missing',
      { productId: 'ring' },
      [{ code: 'VARIANT_REQUIRED', message: 'Please choose an option for this product.' }],
    ],
    [
      'unknown variant',
      { productId: 'ring', variant: 'XL' },
      [{ code: 'UNKNOWN_VARIANT', variant: 'XL', message: 'The option "XL" is no longer available.' }],
    ],
    ['variant sold out', { productId: 'ring', variant: 'M' }, [{ code: 'SOLD_OUT', message: 'Sold out.' }]],
    [
      'variant short',
      { productId: 'ring', variant: 'S', quantity: 3 },
      [{ code: 'NOT_ENOUGH_STOCK', availableQuantity: 2, message: 'Only 2 left in stock.' }],
    ],
    ['variant in stock', { productId: 'ring', variant: 'L', quantity: 5 }, []],
    ['limited offer at its cap', { productId: 'offer', quantity: 2 }, []],
    [
      'limited offer above its cap',
      { productId: 'offer', quantity: 3 },
      [
        {
          code: 'ABOVE_LIMITED_OFFER_MAX',
          maxQuantity: 2,
          availableQuantity: 2,
          message: 'Limited offer: at most 2 per order.',
        },
      ],
    ],
    [
      'limited offer with less stock than its cap',
      { productId: 'scarceOffer', quantity: 2 },
      [{ code: 'NOT_ENOUGH_STOCK', availableQuantity: 1, message: 'Only 1 left in stock.' }],
    ],
    [
      'price changed',
      { productId: 'mug', seenPricePaise: 249_00 },
      [
        {
          code: 'PRICE_CHANGED',
          expectedPaise: 249_00,
          currentPaise: 299_00,
          message: 'The price changed from ₹249 to ₹299.',
        },
      ],
    ],
    ['price as expected', { productId: 'mug', seenPricePaise: 299_00 }, []],
  ])('%s', (_name, spec, problems) => {
    const pricing = quote({ lines: lines(spec) });
    expect(pricing.lines[0]!.problems).toEqual(problems);
    expect(pricing.canPlace).toBe(problems.length === 0);
  });

  it('reports a changed price together with a stock problem', () => {
    const [line] = quote({ lines: lines({ productId: 'frame', quantity: 5, seenPricePaise: 500_00 }) }).lines;
    expect(line!.problems.map((problem) => problem.code)).toEqual(['NOT_ENOUGH_STOCK', 'PRICE_CHANGED']);
  });

  it('shares a variant stock across lines', () => {
    const pricing = quote({
      lines: lines(
        { productId: 'ring', variant: 'S', quantity: 2 },
        { productId: 'ring', variant: 'S', quantity: 1 },
        { productId: 'ring', variant: 'L', quantity: 1 },
      ),
    });
    expect(pricing.lines.map((line) => line.problems.map((problem) => problem.code))).toEqual([[], ['SOLD_OUT'], []]);
  });

  it('shares a limited offer cap across variant lines', () => {
    const pricing = quote({
      lines: lines(
        { productId: 'offerVariants', variant: 'Red', quantity: 2 },
        { productId: 'offerVariants', variant: 'Blue', quantity: 2 },
      ),
    });
    expect(pricing.lines[1]!.problems).toEqual([
      {
        code: 'ABOVE_LIMITED_OFFER_MAX',
        maxQuantity: 3,
        availableQuantity: 1,
        message: 'Limited offer: at most 3 per order.',
      },
    ]);
  });

  it('leaves lines that cannot be bought out of every total, still counting a changed price', () => {
    const pricing = quote({
      lines: lines(
        { productId: 'mug', seenPricePaise: 1 },
        { productId: 'gone' },
        { productId: 'nope' },
        { productId: 'frame', quantity: 9 },
      ),
    });
    expect(pricing.lines.map((line) => [line.counted, line.netPaise, line.gst === null])).toEqual([
      [true, 299_00, false],
      [false, 0, true],
      [false, 0, true],
      [false, 0, true],
    ]);
    expect(pricing.lines[2]).toMatchObject({
      productName: null,
      unitPricePaise: null,
      lineTotalPaise: null,
      gstRate: null,
    });
    expect(pricing.lines[3]!.lineTotalPaise).toBe(599_00 * 9);
    expect(pricing.itemsSubtotalPaise).toBe(299_00);
    expect(pricing.itemCount).toBe(1);
    expect(pricing.grandTotalPaise).toBe(299_00 + 79_00);
    expect(pricing.canPlace).toBe(false);
    expect(pricing.problems).toEqual([]); // the reasons are on the lines
  });
});

describe('priceCheckout: delivery address', () => {
  it.each([
    ['641012', []],
    ['110001', []],
    ['041012', ['UNDELIVERABLE_PIN']],
    ['64101', ['UNDELIVERABLE_PIN']],
    ['6410122', ['UNDELIVERABLE_PIN']],
    ['64101A', ['UNDELIVERABLE_PIN']],
    ['', ['UNDELIVERABLE_PIN']],
  ])('PIN %s', (postalCode, problems) => {
    expect(codes(quote({ lines: lines({ productId: 'mug' }), delivery: { state: 'Tamil Nadu', postalCode } }))).toEqual(
      problems,
    );
  });

  it('refuses a state that is not one of India, and does not guess the GST split', () => {
    const pricing = quote({ lines: lines({ productId: 'mug' }), delivery: { state: 'Madras', postalCode: '600001' } });
    expect(codes(pricing)).toEqual(['UNKNOWN_STATE']);
    expect(pricing.supply).toBeNull();
  });

  it('reports every order problem at once', () => {
    const pricing = quote({
      lines: lines({ productId: 'mug' }),
      delivery: { state: 'Kerala', postalCode: 'abc' },
      paymentMethod: 'COD',
      minimumOrderValuePaise: 1000_00,
      settings: { ...settings, cod: { ...settings.cod, enabled: false } },
    });
    expect(codes(pricing)).toEqual(['BELOW_MINIMUM_ORDER_VALUE', 'UNDELIVERABLE_PIN', 'COD_DISABLED']);
  });
});

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
