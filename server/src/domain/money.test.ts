import { describe, expect, it } from 'vitest';
import { formatPaise, money, rupeesToPaise, sumPaise, MAX_PAISE } from './money.js';

describe('formatPaise', () => {
  it.each([
    [0, '₹0'],
    [9900, '₹99'],
    [129900, '₹1,299'],
    [999900, '₹9,999'],
    [123456700, '₹12,34,567'],
    [123456750, '₹12,34,567.50'],
    [5, '₹0.05'],
    [129901, '₹1,299.01'],
  ])('%i paise → %s', (paise, expected) => {
    expect(formatPaise(paise)).toBe(expected);
  });

  it('rejects fractional paise', () => {
    expect(() => formatPaise(1.5)).toThrow(RangeError);
  });
});

describe('money', () => {
  it('carries paise, the formatted string and INR', () => {
    expect(money(49900)).toEqual({ paise: 49900, formatted: '₹499', currencyCode: 'INR' });
  });
  it('returns the same frozen object for the same amount', () => {
    expect(money(100)).toBe(money(100));
    expect(Object.isFrozen(money(100))).toBe(true);
  });
});

describe('rupeesToPaise', () => {
  it.each<[unknown, number | null]>([
    [1299, 129900],
    [1299.5, 129950],
    [0.1 + 0.2, 30],
    [19.99, 1999],
    ['1299', 129900],
    ['1,299.50', 129950],
    ['₹ 499', 49900],
    ['Rs. 250', 25000],
    [' 99 ', 9900],
    [0, 0],
    [-1, null],
    ['-5', null],
    ['abc', null],
    ['', null],
    ['12abc', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [{ amount: 5 }, null],
    [true, null],
    [MAX_PAISE / 100 + 1, null],
  ])('%j → %j', (input, expected) => {
    expect(rupeesToPaise(input)).toBe(expected);
  });
});

describe('sumPaise', () => {
  it('adds integers exactly', () => {
    expect(sumPaise([10, 20, 30])).toBe(60);
    expect(sumPaise([])).toBe(0);
  });
  it('refuses totals beyond the API range', () => {
    expect(() => sumPaise([MAX_PAISE, 1])).toThrow(RangeError);
  });
});
