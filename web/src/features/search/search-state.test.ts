import { describe, expect, it } from 'vitest';
import { isCurrentResult, moveHighlight, resultSummary, searchTextFor } from './search-state';

describe('searchTextFor', () => {
  it.each([
    { input: '', expected: null },
    { input: '   ', expected: null },
    { input: ' mug ', expected: 'mug' },
    { input: 'Rose Gold', expected: 'Rose Gold' },
    { input: 'a'.repeat(250), expected: 'a'.repeat(200) },
  ])('"$input" searches $expected', ({ input, expected }) => {
    expect(searchTextFor(input)).toBe(expected);
  });
});

describe('isCurrentResult', () => {
  it.each([
    { resultText: 'mug', current: 'mug', expected: true },
    { resultText: 'mu', current: 'mug', expected: false },
    { resultText: 'mug', current: null, expected: false },
    { resultText: undefined, current: 'mug', expected: false },
  ])('a result for $resultText while searching $current is current: $expected', ({ resultText, current, expected }) => {
    expect(isCurrentResult(resultText, current)).toBe(expected);
  });
});

describe('resultSummary', () => {
  it.each([
    { count: 0, expected: 'No products found' },
    { count: 1, expected: 'Found 1 product(s)' },
    { count: 12, expected: 'Found 12 product(s)' },
  ])('$count results read "$expected"', ({ count, expected }) => {
    expect(resultSummary(count)).toBe(expected);
  });
});

describe('moveHighlight', () => {
  it.each([
    { current: -1, count: 3, direction: 1 as const, expected: 0 },
    { current: -1, count: 3, direction: -1 as const, expected: 2 },
    { current: 0, count: 3, direction: 1 as const, expected: 1 },
    { current: 2, count: 3, direction: 1 as const, expected: 0 },
    { current: 0, count: 3, direction: -1 as const, expected: 2 },
    { current: 1, count: 0, direction: 1 as const, expected: -1 },
  ])('from $current of $count by $direction goes to $expected', ({ current, count, direction, expected }) => {
    expect(moveHighlight(current, count, direction)).toBe(expected);
  });
});
