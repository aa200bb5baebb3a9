import { describe, expect, it } from 'vitest';
import { nameSortKey, normaliseSearchText } from './text.js';

describe('normaliseSearchText', () => {
  it.each([
    ['Home Décor', 'home decor'],
    ['CAFÉ', 'cafe'],
    ['plain', 'plain'],
    ['ரோஜா', 'ரோஜா'.normalize('NFD').replace(/\p{M}+/gu, '')],
  ])('%s → %s', (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });
});

describe('nameSortKey orders names the way shoppers expect', () => {
  it.each([
    ['Gift 2', 'Gift 10'],
    ['apple', 'Banana'],
    ['Décor Lamp', 'Desk Lamp'],
    ['Mug', 'Mug 2'],
    ['Set of 9', 'Set of 12'],
  ])('%s before %s', (first, second) => {
    expect(nameSortKey(first) < nameSortKey(second)).toBe(true);
  });

  it.each([
    ['Rose', 'ROSE'],
    ['Décor', 'Decor'],
    ['Item 007', 'Item 7'],
  ])('%s ties with %s', (a, b) => {
    expect(nameSortKey(a)).toBe(nameSortKey(b));
  });
});
