import { describe, expect, it } from 'vitest';
import {
  gstIncluded,
  isCurrentGstRate,
  isKnownGstRate,
  isValidGstin,
  rateForSale,
  sumGst,
  supplyFor,
  taxableValue,
} from './gst.js';
import { MAX_PAISE } from './money.js';

describe('taxableValue', () => {
  it.each([
    // amount, rate, taxable: amount × 100 / (100 + rate), rounded half up to the paisa
    [118_00, 18, 100_00],
    [299_00, 18, 253_39], // 25338.98… → 25339
    [105_00, 5, 100_00],
    [499_00, 5, 475_24], // 47523.81… → 47524
    [140_00, 40, 100_00],
    [999_00, 40, 713_57], // 71357.14… → 71357
    [103_00, 3, 100_00],
    [499_00, 0, 499_00],
    [0, 18, 0],
    [1, 18, 1], // 0.847… → 1
    [59, 18, 50], // 50.0 exactly
    [3, 18, 3], // 2.54… → 3
    [2, 18, 2], // 1.69… → 2
  ])('%i paise at %i %% → %i taxable', (amount, rate, taxable) => {
    expect(taxableValue(amount, rate)).toBe(taxable);
  });

  it('rounds an exact half paisa up', () => {
    // At today's rates 100n / (100 + rate) never ends in exactly .5; at the legacy rates it can:
    // 16 paise at 28 % → 12.5, and 14 paise at 12 % → 12.5.
    expect(taxableValue(16, 28)).toBe(13);
    expect(taxableValue(14, 12)).toBe(13);
  });

  it('is exact at the largest amount the API carries', () => {
    expect(taxableValue(MAX_PAISE, 18) + gstIncluded(MAX_PAISE, 18, 'INTER_STATE').taxPaise).toBe(MAX_PAISE);
    expect(taxableValue(MAX_PAISE, 18)).toBe(Math.round((MAX_PAISE * 100) / 118));
  });

  it.each([[-1], [1.5], [Number.NaN], [MAX_PAISE + 1]])('refuses the amount %s', (amount) => {
    expect(() => taxableValue(amount, 18)).toThrow(RangeError);
  });

  it.each([[7], [-5], [18.5], [100]])('refuses the rate %s', (rate) => {
    expect(() => taxableValue(100_00, rate)).toThrow(RangeError);
  });

  it('still computes legacy rates for amounts frozen under them', () => {
    expect(taxableValue(112_00, 12)).toBe(100_00);
    expect(taxableValue(128_00, 28)).toBe(100_00);
  });
});

describe('gstIncluded', () => {
  it('puts the whole tax in IGST for another state', () => {
    expect(gstIncluded(299_00, 18, 'INTER_STATE')).toEqual({
      ratePercent: 18,
      taxablePaise: 253_39,
      taxPaise: 45_61,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 45_61,
    });
  });

  it('halves an even tax between CGST and SGST within the state', () => {
    expect(gstIncluded(118_00, 18, 'INTRA_STATE')).toEqual({
      ratePercent: 18,
      taxablePaise: 100_00,
      taxPaise: 18_00,
      cgstPaise: 9_00,
      sgstPaise: 9_00,
      igstPaise: 0,
    });
  });

  it('gives the odd paisa to CGST so the halves add up to the tax', () => {
    const split = gstIncluded(299_00, 18, 'INTRA_STATE');
    expect(split.taxPaise).toBe(45_61);
    expect([split.cgstPaise, split.sgstPaise]).toEqual([22_81, 22_80]);
  });

  it('knows only the tax, not its split, before the delivery state is known', () => {
    expect(gstIncluded(299_00, 18, null)).toEqual({
      ratePercent: 18,
      taxablePaise: 253_39,
      taxPaise: 45_61,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    });
  });

  it('has no tax at 0 %', () => {
    expect(gstIncluded(499_00, 0, 'INTRA_STATE')).toMatchObject({
      taxablePaise: 499_00,
      taxPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    });
  });

  it('keeps every identity for many amounts and rates', () => {
    const broken: string[] = [];
    for (const rate of [0, 3, 5, 18, 40, 12, 28]) {
      for (let amount = 0; amount <= 5_000; amount += 1) {
        for (const supply of ['INTRA_STATE', 'INTER_STATE'] as const) {
          const split = gstIncluded(amount, rate, supply);
          if (
            split.taxablePaise + split.taxPaise !== amount ||
            split.cgstPaise + split.sgstPaise + split.igstPaise !== split.taxPaise ||
            Math.abs(split.cgstPaise - split.sgstPaise) > 1 ||
            split.taxPaise < 0
          ) {
            broken.push(`${amount}@${rate}/${supply}`);
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});

describe('rates', () => {
  it.each([
    [0, true],
    [3, true],
    [5, true],
    [18, true],
    [40, true],
    [12, false],
    [28, false],
    [7, false],
    ['18', false],
    [null, false],
  ])('current rate %s → %s', (rate, current) => {
    expect(isCurrentGstRate(rate)).toBe(current);
  });

  it('knows the legacy rates only as known, not current', () => {
    expect(isKnownGstRate(12)).toBe(true);
    expect(isKnownGstRate(28)).toBe(true);
    expect(isKnownGstRate(15)).toBe(false);
  });

  it.each([
    [5, 18, 5],
    [0, 18, 0],
    [null, 18, 18],
    [undefined, 5, 5],
    [12, 18, 18], // abolished: the default applies
    [7, 5, 5],
  ])('product rate %s with default %i → %i', (rate, fallback, charged) => {
    expect(rateForSale(rate, fallback)).toBe(charged);
  });
});

describe('supplyFor', () => {
  it.each([
    ['Tamil Nadu', 'Tamil Nadu', 'INTRA_STATE'],
    ['Tamil Nadu', ' tamil  nadu ', 'INTRA_STATE'],
    ['Tamil Nadu', 'Kerala', 'INTER_STATE'],
    ['Tamil Nadu', 'Puducherry', 'INTER_STATE'],
  ])('seller in %s, delivery to %s → %s', (seller, delivery, supply) => {
    expect(supplyFor(seller, delivery)).toBe(supply);
  });
});

describe('sumGst', () => {
  it('adds every part', () => {
    const total = sumGst([gstIncluded(299_00, 18, 'INTRA_STATE'), gstIncluded(105_00, 5, 'INTRA_STATE')]);
    expect(total).toEqual({ taxablePaise: 353_39, taxPaise: 50_61, cgstPaise: 25_31, sgstPaise: 25_30, igstPaise: 0 });
  });

  it('is zero for nothing', () => {
    expect(sumGst([])).toEqual({ taxablePaise: 0, taxPaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });
});

describe('isValidGstin', () => {
  it.each([
    ['27AAPFU0939F1ZV', true], // the format's usual published example
    ['29AAGCB7383J1Z4', true],
    ['27AAPFU0939F1ZW', false], // wrong check character
    ['27AAPFU0939F1YV', false], // 14th character must be Z
    ['27aapfu0939f1zv', false], // lower case is not normalised here
    ['27AAPFU0939F0ZV', false], // entity number 0
    ['2AAPFU0939F1ZV', false],
    ['', false],
  ])('%s → %s', (gstin, valid) => {
    expect(isValidGstin(gstin)).toBe(valid);
  });
});
