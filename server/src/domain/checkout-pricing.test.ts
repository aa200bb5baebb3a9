// priceCheckout: a placeable order, shipping, cash on delivery and the minimum order value. Line problems, the
// delivery address, discounts and limits have files of their own (checkout-pricing-*.test.ts).
import { describe, expect, it } from 'vitest';
import type { CheckoutLine } from './checkout-pricing.js';
import { codes, kerala, lines, quote, settings, taxed } from '../../test-support/checkout-pricing-fixtures.js';

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
    // goods, shipping, to free shipping, payable (rounded to the whole rupee)
    [998_99, 79_00, 1, 1078_00],
    [999_00, 0, 0, 999_00],
    [999_01, 0, 0, 999_00],
    [1, 79_00, 998_99, 79_00],
  ])('goods worth %i paise ship for %i', (goods, shipping, toFree, payable) => {
    const item = taxed({ id: 'x', sellingPricePaise: goods, mrpPaise: goods });
    const pricing = quote({ lines: [{ productId: 'x', quantity: 1, product: item }] });
    expect(pricing.shippingPaise).toBe(shipping);
    expect(pricing.amountToFreeShippingPaise).toBe(toFree);
    expect(pricing.exactTotalPaise).toBe(goods + shipping);
    expect(pricing.grandTotalPaise).toBe(payable);
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
