import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { readBoolean, readMillis, readNumber, readText, readTextList } from './values.js';

const jan2 = Date.UTC(2024, 0, 2, 3, 4, 5);

describe('readMillis', () => {
  it.each<[string, unknown, number | null]>([
    ['Firestore Timestamp', Timestamp.fromMillis(jan2), jan2],
    ['serialised timestamp', { seconds: jan2 / 1000, nanoseconds: 0 }, jan2],
    ['serialised timestamp with underscores', { _seconds: jan2 / 1000, _nanoseconds: 5_000_000 }, jan2 + 5],
    ['Date', new Date(jan2), jan2],
    ['ISO string', '2024-01-02T03:04:05.000Z', jan2],
    ['date-only string', '2024-01-02', Date.UTC(2024, 0, 2)],
    ['milliseconds', jan2, jan2],
    ['milliseconds as a string', String(jan2), jan2],
    ['seconds', jan2 / 1000, jan2],
    ['missing', undefined, null],
    ['null', null, null],
    ['garbage string', 'yesterday-ish', null],
    ['empty string', '', null],
    ['object without seconds', { foo: 1 }, null],
    ['boolean', true, null],
    ['NaN', Number.NaN, null],
  ])('%s', (_name, value, expected) => {
    expect(readMillis(value)).toBe(expected);
  });
});

describe('readNumber', () => {
  it.each<[unknown, number | null]>([
    [5, 5],
    [-2.5, -2.5],
    ['12', 12],
    [' 4.5 ', 4.5],
    ['.5', 0.5],
    ['1e3', null],
    ['12 units', null],
    ['', null],
    [null, null],
    [Number.POSITIVE_INFINITY, null],
    [true, null],
  ])('%j → %j', (value, expected) => {
    expect(readNumber(value)).toBe(expected);
  });
});

describe('readBoolean', () => {
  it.each<[unknown, boolean | null]>([
    [true, true],
    [false, false],
    ['true', true],
    ['FALSE', false],
    ['yes', true],
    ['no', false],
    [1, true],
    [0, false],
    ['', false],
    [null, null],
    [undefined, null],
    ['maybe', null],
    [2, null],
  ])('%j → %j', (value, expected) => {
    expect(readBoolean(value)).toBe(expected);
  });
});

describe('readText and readTextList', () => {
  it.each<[unknown, string | null]>([
    ['  Rose ', 'Rose'],
    ['', null],
    ['   ', null],
    [42, '42'],
    [null, null],
    [{}, null],
  ])('readText(%j) → %j', (value, expected) => {
    expect(readText(value)).toBe(expected);
  });
  it.each<[unknown, string[]]>([
    [
      ['a', ' b ', '', 3, null, { x: 1 }],
      ['a', 'b', '3'],
    ],
    ['single', ['single']],
    [undefined, []],
    [null, []],
  ])('readTextList(%j) → %j', (value, expected) => {
    expect(readTextList(value)).toEqual(expected);
  });
});
