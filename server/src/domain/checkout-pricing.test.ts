import { describe, expect, it } from 'vitest';
import {
  priceCheckout,
  spreadPaise,
  type CheckoutInput,
  type CheckoutLine,
  type TaxedProduct,
} from './checkout-pricing.js';
import { InvalidArgumentError } from './errors.js';
import { MAX_PAISE } from './money.js';
import type { ProductFields } from './product.js';
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from './shop-settings.js';
import { testProduct } from '../../test-support/test-products.js';

function taxed(
  fields: Partial<ProductFields> & { id: string },
  tax: { gstRate?: number | null; hsnCode?: string | null } = {},
): TaxedProduct {
  return { ...testProduct(fields), ...tax };
}

const catalog: Record<string, TaxedProduct> = {
  // ₹299 at 18 %: taxable 253.39, tax 45.61
  mug: taxed(
    { id: 'mug', productName: 'Photo mug', mrpPaise: 399_00, sellingPricePaise: 299_00, stock: 20 },
    { gstRate: 18, hsnCode: '6912' },
  ),
  // ₹105 at 5 %: taxable 100, tax 5
  card: taxed({ id: 'card', sellingPricePaise: 105_00, mrpPaise: 105_00, stock: 100 }, { gstRate: 5, hsnCode: '4909' }),
  // no rate of its own: the shop's default applies
  plain: taxed({ id: 'plain', sellingPricePaise: 500_00, mrpPaise: 500_00, stock: 10 }),
  legacy: taxed({ id: 'legacy', sellingPricePaise: 112_00, mrpPaise: 112_00, stock: 10 }, { gstRate: 12 }),
  frame: taxed({ id: 'frame', sellingPricePaise: 599_00, mrpPaise: 599_00, stock: 3 }, { gstRate: 18 }),
  gone: taxed({ id: 'gone', stock: 0 }),
  ring: taxed(
    {
      id: 'ring',
      sellingPricePaise: 1499_00,
      mrpPaise: 1999_00,
      hasVariant: true,
      variants: [
        { name: 'S', stock: 2 },
        { name: 'M', stock: 0 },
        { name: 'L', stock: 5 },
      ],
    },
    { gstRate: 3, hsnCode: '7117' },
  ),
  offer: taxed({ id: 'offer', sellingPricePaise: 99_00, stock: 50, isLimitedOffer: true, limitedOfferMaxQuantity: 2 }),
  scarceOffer: taxed({
    id: 'scarceOffer',
    sellingPricePaise: 99_00,
    stock: 1,
    isLimitedOffer: true,
    limitedOfferMaxQuantity: 5,
  }),
  offerVariants: taxed({
    id: 'offerVariants',
    sellingPricePaise: 100_00,
    isLimitedOffer: true,
    limitedOfferMaxQuantity: 3,
    hasVariant: true,
    variants: [
      { name: 'Red', stock: 10 },
      { name: 'Blue', stock: 10 },
    ],
  }),
};

type LineSpec = { productId: string; quantity?: number; variant?: string | null; seenPricePaise?: number | null };

function lines(...specs: LineSpec[]): CheckoutLine[] {
  return specs.map((spec) => ({
    productId: spec.productId,
    variant: spec.variant ?? null,
    quantity: spec.quantity ?? 1,
    seenPricePaise: spec.seenPricePaise ?? null,
    product: catalog[spec.productId] ?? null,
  }));
}

const settings: ShopSettings = {
  ...DEFAULT_SHOP_SETTINGS,
  shipping: { freeAtOrAbovePaise: 999_00, flatFeePaise: 79_00 },
  cod: { enabled: true, feePaise: 49_00, maxOrderValuePaise: 5_000_00, maxOpenOrders: 3 },
  defaultGstRate: 18,
};

const tamilNadu = { state: 'Tamil Nadu', postalCode: '641012' };
const kerala = { state: 'Kerala', postalCode: '682001' };

function quote(overrides: Partial<CheckoutInput> & { lines: CheckoutLine[] }) {
  return priceCheckout({
    delivery: tamilNadu,
    paymentMethod: 'ONLINE',
    settings,
    minimumOrderValuePaise: 0,
    discount: null,
    ...overrides,
  });
}

function codes(pricing: ReturnType<typeof quote>) {
  return pricing.problems.map((problem) => problem.code);
}

describe('priceCheckout: a placeable order', () => {
  it('prices lines, shipping and GST within Tamil Nadu', () => {
    const pricing = quote({ lines: lines({ productId: 'mug', quantity: 2 }, { productId: 'card' }) });
    expect(pricing.lines.map((line) => [line.lineTotalPaise, line.netPaise, line.gstRate, line.hsnCode])).toEqual([
      [598_00, 598_00, 18, '6912'],
      [105_00, 105_00, 5, '4909'],
    ]);
    // ₹598 at 18 %: taxable 506.78, tax 91.22 → 45.61 + 45.61
    expect(pricing.lines[0]!.gst).toEqual({
      ratePercent: 18,
      taxablePaise: 506_78,
      taxPaise: 91_22,
      cgstPaise: 45_61,
      sgstPaise: 45_61,
      igstPaise: 0,
    });
    expect(pricing.itemsSubtotalPaise).toBe(703_00);
    expect(pricing.shippingPaise).toBe(79_00);
    expect(pricing.codFeePaise).toBe(0);
    expect(pricing.grandTotalPaise).toBe(782_00);
    expect(pricing.supply).toBe('INTRA_STATE');
    // shipping ₹79 at the default 18 %: taxable 66.95, tax 12.05 → CGST 6.03, SGST 6.02
    expect(pricing.shippingGst).toMatchObject({
      taxablePaise: 66_95,
      taxPaise: 12_05,
      cgstPaise: 6_03,
      sgstPaise: 6_02,
    });
    expect(pricing.gst).toEqual({
      taxablePaise: 506_78 + 100_00 + 66_95,
      taxPaise: 91_22 + 5_00 + 12_05,
      cgstPaise: 45_61 + 2_50 + 6_03,
      sgstPaise: 45_61 + 2_50 + 6_02,
      igstPaise: 0,
    });
    expect(pricing.gst.taxablePaise + pricing.gst.taxPaise).toBe(pricing.grandTotalPaise);
    expect(pricing.problems).toEqual([]);
    expect(pricing.canPlace).toBe(true);
    expect(pricing.itemCount).toBe(3);
    expect(pricing.lines[0]).toMatchObject({
      productName: 'Photo mug',
      unitPricePaise: 299_00,
      mrpPaise: 399_00,
      counted: true,
      maxQuantity: 20,
    });
  });

  it('charges IGST for another state, with the same total', () => {
    const inside = quote({ lines: lines({ productId: 'mug', quantity: 2 }, { productId: 'card' }) });
    const outside = quote({ lines: lines({ productId: 'mug', quantity: 2 }, { productId: 'card' }), delivery: kerala });
    expect(outside.supply).toBe('INTER_STATE');
    expect(outside.grandTotalPaise).toBe(inside.grandTotalPaise);
    expect(outside.gst).toEqual({
      taxablePaise: inside.gst.taxablePaise,
      taxPaise: inside.gst.taxPaise,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: inside.gst.taxPaise,
    });
  });

  it('matches the delivery state whatever its case', () => {
    expect(
      quote({ lines: lines({ productId: 'mug' }), delivery: { state: ' tamil nadu', postalCode: '600001' } }).supply,
    ).toBe('INTRA_STATE');
  });

  it('makes CGST and SGST add up to the tax of every line, odd paise included', () => {
    const pricing = quote({
      lines: lines({ productId: 'mug' }, { productId: 'ring', variant: 'L', quantity: 3 }, { productId: 'plain' }),
    });
    for (const line of pricing.lines) {
      expect(line.gst!.cgstPaise + line.gst!.sgstPaise).toBe(line.gst!.taxPaise);
      expect(line.gst!.taxablePaise + line.gst!.taxPaise).toBe(line.netPaise);
    }
    // ₹299 at 18 %: tax 45.61 is odd → 22.81 + 22.80
    expect(pricing.lines[0]!.gst).toMatchObject({ cgstPaise: 22_81, sgstPaise: 22_80 });
    expect(pricing.gst.cgstPaise + pricing.gst.sgstPaise).toBe(pricing.gst.taxPaise);
  });

  it('uses the shop default for a product without a rate, or with an abolished one', () => {
    const pricing = quote({
      lines: lines({ productId: 'plain' }, { productId: 'legacy' }),
      settings: { ...settings, defaultGstRate: 5 },
    });
    expect(pricing.lines.map((line) => line.gstRate)).toEqual([5, 5]);
    expect(pricing.lines[1]!.gst!.taxablePaise).toBe(106_67); // 11200 / 1.05 = 10666.67
    expect(pricing.lines[0]!.hsnCode).toBeNull();
  });

  it('shows the tax but not its split before the address is known', () => {
    const pricing = quote({ lines: lines({ productId: 'mug' }), delivery: null });
    expect(pricing.supply).toBeNull();
    expect(pricing.lines[0]!.gst).toMatchObject({ taxPaise: 45_61, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(codes(pricing)).toEqual(['ADDRESS_REQUIRED']);
    expect(pricing.canPlace).toBe(false);
  });
});

describe('priceCheckout: shipping', () => {
  it.each([
    // goods, shipping, to free shipping
    [998_99, 79_00, 1],
    [999_00, 0, 0],
    [999_01, 0, 0],
    [1, 79_00, 998_99],
  ])('goods worth %i paise ship for %i', (goods, shipping, toFree) => {
    const item = taxed({ id: 'x', sellingPricePaise: goods, mrpPaise: goods });
    const pricing = quote({ lines: [{ productId: 'x', quantity: 1, product: item }] });
    expect(pricing.shippingPaise).toBe(shipping);
    expect(pricing.amountToFreeShippingPaise).toBe(toFree);
    expect(pricing.grandTotalPaise).toBe(goods + shipping);
  });

  it('judges the threshold on what the goods cost after the discount', () => {
    const item = taxed({ id: 'x', sellingPricePaise: 1000_00, mrpPaise: 1000_00 });
    const line: CheckoutLine = { productId: 'x', quantity: 1, product: item };
    expect(quote({ lines: [line], discount: { code: 'TEN', linePaise: [1_00] } }).shippingPaise).toBe(0);
    expect(quote({ lines: [line], discount: { code: 'TEN', linePaise: [1_01] } }).shippingPaise).toBe(79_00);
  });

  it('always charges the flat fee when the shop never ships free', () => {
    const pricing = quote({
      lines: lines({ productId: 'ring', variant: 'L', quantity: 5 }),
      settings: { ...settings, shipping: { freeAtOrAbovePaise: null, flatFeePaise: 60_00 } },
    });
    expect(pricing.shippingPaise).toBe(60_00);
    expect(pricing.amountToFreeShippingPaise).toBeNull();
  });

  it('charges nothing for an empty cart', () => {
    const pricing = quote({ lines: [] });
    expect([pricing.shippingPaise, pricing.grandTotalPaise]).toEqual([0, 0]);
    expect(codes(pricing)).toEqual(['EMPTY']);
    expect(pricing.canPlace).toBe(false);
  });
});

describe('priceCheckout: cash on delivery', () => {
  it('adds the COD fee, with its GST', () => {
    const pricing = quote({ lines: lines({ productId: 'mug' }), paymentMethod: 'COD' });
    expect(pricing.codFeePaise).toBe(49_00);
    expect(pricing.grandTotalPaise).toBe(299_00 + 79_00 + 49_00);
    expect(pricing.codFeeGst).toMatchObject({ taxablePaise: 41_53, taxPaise: 7_47, cgstPaise: 3_74, sgstPaise: 3_73 });
    expect(pricing.gst.taxablePaise + pricing.gst.taxPaise).toBe(pricing.grandTotalPaise);
    expect(pricing.canPlace).toBe(true);
  });

  it('charges no COD fee for online payment', () => {
    expect(quote({ lines: lines({ productId: 'mug' }), paymentMethod: 'ONLINE' }).codFeePaise).toBe(0);
  });

  it('refuses COD when the shop has switched it off, and charges no fee', () => {
    const pricing = quote({
      lines: lines({ productId: 'mug' }),
      paymentMethod: 'COD',
      settings: { ...settings, cod: { ...settings.cod, enabled: false } },
    });
    expect(codes(pricing)).toEqual(['COD_DISABLED']);
    expect(pricing.codFeePaise).toBe(0);
    expect(pricing.canPlace).toBe(false);
  });

  it.each([
    // COD maximum, placeable: the total is 299 + 79 + 49 = 427
    [427_00, true],
    [426_99, false],
  ])('with a COD maximum of %i paise a ₹427 order is placeable: %s', (maximum, placeable) => {
    const pricing = quote({
      lines: lines({ productId: 'mug' }),
      paymentMethod: 'COD',
      settings: { ...settings, cod: { ...settings.cod, maxOrderValuePaise: maximum } },
    });
    expect(pricing.canPlace).toBe(placeable);
    expect(codes(pricing)).toEqual(placeable ? [] : ['COD_ABOVE_MAXIMUM']);
    if (!placeable)
      expect(pricing.problems[0]).toMatchObject({
        maximumPaise: 426_99,
        message: 'Cash on delivery is available for orders up to ₹426.99. Please pay online.',
      });
  });

  it('has no COD cap when the shop sets none', () => {
    const pricing = quote({
      lines: lines({ productId: 'ring', variant: 'L', quantity: 5 }),
      paymentMethod: 'COD',
      settings: { ...settings, cod: { ...settings.cod, maxOrderValuePaise: null } },
    });
    expect(pricing.canPlace).toBe(true);
  });

  it('does not apply the COD cap to online payment', () => {
    const pricing = quote({ lines: lines({ productId: 'ring', variant: 'L', quantity: 5 }), paymentMethod: 'ONLINE' });
    expect(pricing.grandTotalPaise).toBeGreaterThan(5_000_00);
    expect(pricing.canPlace).toBe(true);
  });

  it('asks for a payment method when none is chosen', () => {
    expect(codes(quote({ lines: lines({ productId: 'mug' }), paymentMethod: null }))).toEqual([
      'PAYMENT_METHOD_REQUIRED',
    ]);
  });
});

describe('priceCheckout: minimum order value', () => {
  it.each([
    [299_00, []],
    [299_01, ['BELOW_MINIMUM_ORDER_VALUE']],
  ])('minimum %i paise for a ₹299 order', (minimum, problems) => {
    expect(codes(quote({ lines: lines({ productId: 'mug' }), minimumOrderValuePaise: minimum }))).toEqual(problems);
  });

  it('names the shortfall', () => {
    const pricing = quote({ lines: lines({ productId: 'mug' }), minimumOrderValuePaise: 500_00 });
    expect(pricing.problems).toEqual([
      {
        code: 'BELOW_MINIMUM_ORDER_VALUE',
        minimumPaise: 500_00,
        shortfallPaise: 201_00,
        message: 'The minimum order value is ₹500. Add ₹201 more to place your order.',
      },
    ]);
    expect(pricing.amountToMinimumPaise).toBe(201_00);
  });

  it('counts the goods before a coupon, as the cart does', () => {
    const pricing = quote({
      lines: lines({ productId: 'mug' }),
      minimumOrderValuePaise: 299_00,
      discount: { code: 'X', linePaise: [50_00] },
    });
    expect(pricing.canPlace).toBe(true);
  });

  it('counts only lines that can be bought', () => {
    expect(
      codes(quote({ lines: lines({ productId: 'mug' }, { productId: 'gone' }), minimumOrderValuePaise: 300_00 })),
    ).toEqual(['BELOW_MINIMUM_ORDER_VALUE']);
  });
});

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
