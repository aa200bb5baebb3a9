import { describe, expect, it } from 'vitest';
import { isOrderNumber, ORDER_CODE_ALPHABET, orderNumber, parseOrderNumber } from './order-number.js';

/** A random source that hands out the given bytes in turn. */
function bytesOf(...values: number[]) {
  return (size: number) => Uint8Array.from(values.slice(0, size));
}

const zeros = bytesOf(0, 0, 0, 0, 0);

describe('orderNumber', () => {
  it('reads LG, the day in India and a five-character code', () => {
    expect(orderNumber(new Date('2026-03-14T10:00:00Z'), bytesOf(0, 1, 8, 30, 31))).toBe('LG-260314-23AYZ');
  });

  it.each([
    ['2026-03-14T18:29:59.999Z', 'LG-260314'], // 23:59:59.999 in India
    ['2026-03-14T18:30:00.000Z', 'LG-260315'], // midnight in India, still the 14th in UTC
    ['2025-12-31T18:30:00.000Z', 'LG-260101'], // new year in India first
    ['2028-02-28T20:00:00.000Z', 'LG-280229'], // a leap day
  ])('dates %s as %s', (instant, prefix) => {
    expect(orderNumber(new Date(instant), zeros).startsWith(`${prefix}-`)).toBe(true);
  });

  it('maps every byte onto the alphabet without bias (byte mod 32)', () => {
    const code = (byte: number) =>
      orderNumber(new Date('2026-01-01T00:00:00Z'), bytesOf(byte, byte, byte, byte, byte)).slice(-1);
    expect([0, 32, 64, 224].map(code)).toEqual(['2', '2', '2', '2']);
    expect([31, 63, 255].map(code)).toEqual(['Z', 'Z', 'Z']);
    expect(new Set(Array.from({ length: 256 }, (_, byte) => code(byte))).size).toBe(32);
  });

  it('never uses 0, O, 1 or I', () => {
    expect(ORDER_CODE_ALPHABET).toHaveLength(32);
    expect(ORDER_CODE_ALPHABET).not.toMatch(/[0O1I]/);
    expect(new Set(ORDER_CODE_ALPHABET).size).toBe(32);
  });

  it('asks the random source for five bytes and refuses fewer', () => {
    const asked: number[] = [];
    orderNumber(new Date('2026-01-01T00:00:00Z'), (size) => {
      asked.push(size);
      return new Uint8Array(size);
    });
    expect(asked).toEqual([5]);
    expect(() => orderNumber(new Date('2026-01-01T00:00:00Z'), bytesOf(1, 2))).toThrow(RangeError);
  });

  it('refuses an invalid date or one outside the two-digit years', () => {
    expect(() => orderNumber(new Date(Number.NaN), zeros)).toThrow(RangeError);
    expect(() => orderNumber(new Date('2100-01-01T00:00:00Z'), zeros)).toThrow(RangeError);
  });

  it('produces numbers its own validator accepts', () => {
    const number = orderNumber(new Date('2026-07-04T06:00:00Z'), bytesOf(200, 17, 99, 3, 250));
    expect(isOrderNumber(number)).toBe(true);
  });
});

describe('parseOrderNumber', () => {
  it('splits a number into its day and code', () => {
    expect(parseOrderNumber('LG-260314-23AYZ')).toEqual({
      orderNumber: 'LG-260314-23AYZ',
      date: '2026-03-14',
      code: '23AYZ',
    });
  });

  it('accepts it as a shopper types it', () => {
    expect(parseOrderNumber('  lg-260314-23ayz ')?.orderNumber).toBe('LG-260314-23AYZ');
  });

  it.each([
    ['LG-260314-23AY'], // code too short
    ['LG-260314-23AYZZ'], // too long
    ['LG-260314-23AY0'], // 0 is not in the alphabet
    ['LG-260314-23AYO'],
    ['LG-260314-1BCDE'],
    ['LG-260314-IBCDE'],
    ['XX-260314-23AYZ'],
    ['LG260314-23AYZ'],
    ['LG-261314-23AYZ'], // month 13
    ['LG-260230-23AYZ'], // 30 February
    ['LG-250229-23AYZ'], // not a leap year
    ['LG-260300-23AYZ'], // day 0
    [''],
    ['LG-260314-23AYZ'.repeat(4)],
  ])('refuses %s', (input) => {
    expect(parseOrderNumber(input)).toBeNull();
  });

  it('accepts a leap day', () => {
    expect(parseOrderNumber('LG-280229-ABCDE')?.date).toBe('2028-02-29');
  });
});

describe('isOrderNumber', () => {
  it('accepts only the canonical form', () => {
    expect(isOrderNumber('LG-260314-23AYZ')).toBe(true);
    expect(isOrderNumber('lg-260314-23ayz')).toBe(false);
    expect(isOrderNumber(' LG-260314-23AYZ')).toBe(false);
  });
});
