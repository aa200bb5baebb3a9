import { describe, expect, it } from 'vitest';
import { WeightedMemo } from './weighted-memo.js';

const memoOf = (maxCount: number, maxWeight: number) =>
  new WeightedMemo<number[]>(maxCount, maxWeight, (value) => value.length);

describe('WeightedMemo', () => {
  it('keeps answers by key and drops the least recently used beyond the count', () => {
    const memo = memoOf(2, 100);
    memo.set('a', [1]);
    memo.set('b', [2]);
    expect(memo.get('a')).toEqual([1]);
    memo.set('c', [3]);
    expect(memo.get('b')).toBeUndefined();
    expect(memo.get('a')).toEqual([1]);
    expect(memo.get('c')).toEqual([3]);
    expect(memo.size).toBe(2);
  });

  it('drops the oldest answers when their summed weight passes the bound', () => {
    const memo = memoOf(10, 5);
    memo.set('a', [1, 2]);
    memo.set('b', [1, 2]);
    memo.set('c', [1, 2]);
    expect(memo.get('a')).toBeUndefined();
    expect(memo.size).toBe(2);
    expect(memo.totalWeight).toBe(4);
  });

  it('keeps one answer heavier than the bound until the next arrives, and counts a replaced answer once', () => {
    const memo = memoOf(10, 3);
    memo.set('a', [1]);
    memo.set('huge', [1, 2, 3, 4, 5]);
    expect(memo.get('huge')).toHaveLength(5);
    expect(memo.get('a')).toBeUndefined();
    memo.set('huge', [1]);
    expect(memo.totalWeight).toBe(1);
    memo.set('b', [1, 2]);
    expect(memo.size).toBe(2);
    expect(memo.totalWeight).toBe(3);
  });
});
