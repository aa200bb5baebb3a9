import { describe, expect, it } from 'vitest';
import { isLimitedStock, maxOrderQuantity, normaliseUnits, stockCount } from './stock.js';

describe('stockCount', () => {
  it.each([
    ['plain product uses stock', { hasVariant: false, stock: 7, variants: [] }, 7],
    ['plain product ignores variants', { hasVariant: false, stock: 3, variants: [{ stock: 50 }] }, 3],
    ['variants are summed', { hasVariant: true, stock: 0, variants: [{ stock: 2 }, { stock: 5 }] }, 7],
    ['variant product ignores its own stock', { hasVariant: true, stock: 99, variants: [{ stock: 1 }] }, 1],
    [
      'negative variant counts count as zero',
      { hasVariant: true, stock: 0, variants: [{ stock: -4 }, { stock: 3 }] },
      3,
    ],
    ['variants with no units', { hasVariant: true, stock: 10, variants: [{ stock: 0 }] }, 0],
    ['negative stock is zero', { hasVariant: false, stock: -2, variants: [] }, 0],
    ['fractional stock is floored', { hasVariant: false, stock: 4.9, variants: [] }, 4],
  ])('%s', (_name, product, expected) => {
    expect(stockCount(product)).toBe(expected);
  });
});

describe('isLimitedStock', () => {
  it.each([
    [0, false],
    [1, true],
    [9, true],
    [10, false],
    [11, false],
  ])('%i units → %s', (units, expected) => {
    expect(isLimitedStock(units)).toBe(expected);
  });
});

describe('maxOrderQuantity', () => {
  it.each([
    [5, null, 5],
    [5, 2, 2],
    [2, 5, 2],
    [0, 3, 0],
    [7, 0, 0],
    [-3, null, 0],
  ])('stock %i, cap %s → %i', (units, cap, expected) => {
    expect(maxOrderQuantity(units, cap)).toBe(expected);
  });
});

describe('normaliseUnits', () => {
  it.each([
    [3, 3],
    [3.7, 3],
    [-1, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s → %i', (value, expected) => {
    expect(normaliseUnits(value)).toBe(expected);
  });
});
