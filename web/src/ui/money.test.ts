import { describe, expect, it } from 'vitest';
import { formatPaise, formatRoundOff, indianDigitGroups, percentOff } from './money';

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

/** Numbers of every length from 1 to 15 digits, with the edges of each group. */
function samples(): number[] {
  const found = [0, 1, 7, 42, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 123456, 999999, 1000000, 12345678];
  for (let digits = 1, value = 1; digits <= 15; digits++, value = value * 10 + (digits % 10)) found.push(value);
  return found;
}

describe('written out, as Intl would write them (Intl itself costs a page 15–30 ms the first time)', () => {
  const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2 });
  const wholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

  it("groups digits as en-IN's number format does, at every length and either sign", () => {
    for (const value of samples().flatMap((sample) => (sample === 0 ? [0] : [sample, -sample])))
      expect(indianDigitGroups(value), String(value)).toBe(value.toLocaleString('en-IN'));
  });

  it("formats paise as en-IN's rupee format does, whole rupees without decimals", () => {
    // Up to ₹10 lakh crore: beyond, paise ÷ 100 (Intl's input) is no longer exact in a double.
    const paise = samples()
      .filter((rupee) => rupee < 1e13)
      .flatMap((rupee) => [rupee * 100, rupee * 100 + 5, rupee * 100 + 50, rupee * 100 + 99]);
    for (const value of paise.flatMap((sample) => (sample === 0 ? [0] : [sample, -sample]))) {
      const format = value % 100 === 0 ? wholeRupees : rupees;
      expect(formatPaise(value), String(value)).toBe(format.format(value / 100));
    }
  });
});

describe('formatRoundOff', () => {
  it('prints a round-off down with a minus sign and one up with a plus sign', () => {
    expect(formatRoundOff(m(-20))).toBe('−₹0.20');
    expect(formatRoundOff(m(50))).toBe('+₹0.50');
    expect(formatRoundOff(m(0))).toBe('₹0');
  });
});
