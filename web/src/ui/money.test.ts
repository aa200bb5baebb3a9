import { describe, expect, it } from 'vitest';
import { formatPaise, formatRoundOff, percentOff } from './money';

const m = (paise: number) => ({ paise, formatted: '' });

describe('percentOff', () => {
  it.each([
    { price: 79_900, compareAt: 99_900, expected: 20 },
    { price: 99_900, compareAt: 99_900, expected: 0 },
    { price: 120_000, compareAt: 99_900, expected: 0 },
    { price: 66_700, compareAt: 100_000, expected: 33 },
    { price: 0, compareAt: 100, expected: 100 },
    { price: 100, compareAt: 0, expected: 0 },
  ])('$price against $compareAt is $expected%', ({ price, compareAt, expected }) => {
    expect(percentOff(m(price), m(compareAt))).toBe(expected);
  });

  it('is 0 without a compare-at price', () => {
    expect(percentOff(m(500), null)).toBe(0);
    expect(percentOff(m(500), undefined)).toBe(0);
  });
});

describe('formatPaise', () => {
  it.each([
    { paise: 129_900, expected: '₹1,299' },
    { paise: 123_456_700, expected: '₹12,34,567' },
    { paise: 129_950, expected: '₹1,299.50' },
    { paise: 0, expected: '₹0' },
  ])('$paise paise is $expected', ({ paise, expected }) => {
    expect(formatPaise(paise)).toBe(expected);
  });
});

describe('formatRoundOff', () => {
  it('prints a round-off down with a minus sign and one up with a plus sign', () => {
    expect(formatRoundOff(m(-20))).toBe('−₹0.20');
    expect(formatRoundOff(m(50))).toBe('+₹0.50');
    expect(formatRoundOff(m(0))).toBe('₹0');
  });
});
