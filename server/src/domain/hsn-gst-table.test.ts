import { describe, expect, it } from 'vitest';
import { CURRENT_GST_RATES } from './gst.js';
import {
  HSN_GST_TABLE,
  allowedGstRates,
  gstRateForProduct,
  hsnGstEntry,
  hsnHeading,
  isExemptHeading,
} from './hsn-gst-table.js';

describe('the HSN → GST table', () => {
  it('lists each heading once, four digits, with a current default rate among its allowed rates', () => {
    const headings = HSN_GST_TABLE.map((entry) => entry.heading);
    expect(new Set(headings).size).toBe(headings.length);
    for (const entry of HSN_GST_TABLE) {
      expect(entry.heading).toMatch(/^\d{4}$/);
      expect(entry.allowedRates).toContain(entry.defaultRate);
      for (const rate of entry.allowedRates) expect(CURRENT_GST_RATES).toContain(rate);
      expect([...entry.allowedRates].sort((a, b) => a - b)).toEqual(entry.allowedRates);
    }
  });

  it('exempts fresh cut flowers and live plants, and nothing a gift shop sells with tax', () => {
    expect(hsnGstEntry('0603')).toMatchObject({ defaultRate: 0, allowedRates: [0] });
    expect(hsnGstEntry('06031100')).toMatchObject({ defaultRate: 0 });
    expect(isExemptHeading('0603')).toBe(true);
    expect(isExemptHeading('0602')).toBe(true);
    expect(isExemptHeading('6912')).toBe(false);
    expect(isExemptHeading(null)).toBe(false);
  });

  it('charges the rates in force since 22 September 2025 on the shop’s common goods', () => {
    expect(hsnGstEntry('1905')?.defaultRate).toBe(5);
    expect(hsnGstEntry('1806')?.defaultRate).toBe(5);
    expect(hsnGstEntry('6912')?.defaultRate).toBe(5);
    expect(hsnGstEntry('4414')?.defaultRate).toBe(5);
    expect(hsnGstEntry('9503')?.defaultRate).toBe(5);
    expect(hsnGstEntry('7117')?.defaultRate).toBe(3);
    expect(hsnGstEntry('9608')?.defaultRate).toBe(18);
  });

  it('reads the heading from 4-, 6- or 8-digit codes, dots and spaces dropped', () => {
    expect(hsnHeading('6912')).toBe('6912');
    expect(hsnHeading('6912.00')).toBe('6912');
    expect(hsnHeading('0603 11 00')).toBe('0603');
    expect(hsnHeading('69')).toBeNull();
    expect(hsnHeading('abcd')).toBeNull();
    expect(hsnHeading('')).toBeNull();
    expect(hsnHeading(undefined)).toBeNull();
  });

  it('allows every current rate for a heading the table does not list', () => {
    expect(allowedGstRates('8471')).toEqual(CURRENT_GST_RATES);
    expect(allowedGstRates(null)).toEqual(CURRENT_GST_RATES);
    expect(allowedGstRates('0603')).toEqual([0]);
  });
});

describe('gstRateForProduct', () => {
  it('charges flowers nothing, whatever rate the product document still carries', () => {
    expect(gstRateForProduct({ hsnCode: '0603', gstRate: 18 }, 18)).toBe(0);
    expect(gstRateForProduct({ hsnCode: '0603' }, 18)).toBe(0);
  });

  it('defaults from the heading when the product has no rate of its own', () => {
    expect(gstRateForProduct({ hsnCode: '1806', gstRate: null }, 18)).toBe(5);
    expect(gstRateForProduct({ hsnCode: '9503' }, 18)).toBe(5);
  });

  it('keeps the product’s own rate when its heading allows it, else the heading’s default', () => {
    expect(gstRateForProduct({ hsnCode: '3307', gstRate: 5 }, 18)).toBe(5);
    expect(gstRateForProduct({ hsnCode: '6912', gstRate: 18 }, 18)).toBe(18);
    expect(gstRateForProduct({ hsnCode: '9503', gstRate: 18 }, 18)).toBe(5);
  });

  it('falls back to the product’s current rate, then the shop’s default, without a known heading', () => {
    expect(gstRateForProduct({ hsnCode: null, gstRate: 5 }, 18)).toBe(5);
    expect(gstRateForProduct({ hsnCode: '8471', gstRate: 40 }, 18)).toBe(40);
    expect(gstRateForProduct({ gstRate: 12 }, 18)).toBe(18);
    expect(gstRateForProduct({}, 5)).toBe(5);
  });
});
