import { describe, expect, it } from 'vitest';
import { pageWindow } from './pagination';

describe('pageWindow', () => {
  it.each([
    { current: 1, total: 0, expected: [] },
    { current: 1, total: 1, expected: [1] },
    { current: 1, total: 3, expected: [1, 2, 3] },
    { current: 1, total: 10, expected: [1, 2, null, 10] },
    { current: 5, total: 10, expected: [1, null, 4, 5, 6, null, 10] },
    { current: 3, total: 10, expected: [1, 2, 3, 4, null, 10] },
    { current: 10, total: 10, expected: [1, null, 9, 10] },
    { current: 4, total: 7, expected: [1, 2, 3, 4, 5, 6, 7] },
  ])('page $current of $total', ({ current, total, expected }) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });
});
