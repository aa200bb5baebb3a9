import { describe, expect, it } from 'vitest';
import { SearchMemo, type RememberedSearch } from './search-memo.js';

function answer(ordinals: number[], limit: number, totalCount: number): RememberedSearch {
  return { ordinals: Int32Array.from(ordinals), limit, totalCount };
}

describe('SearchMemo', () => {
  it('answers a limit up to the one the answer was worked out for', () => {
    const memo = new SearchMemo(10);
    const kept = answer([3, 1, 2], 3, 40);
    memo.set('rose', kept);
    expect(memo.get('rose', 1)).toBe(kept);
    expect(memo.get('rose', 3)).toBe(kept);
    expect(memo.get('rose', 4)).toBeUndefined();
    expect(memo.get('lily', 1)).toBeUndefined();
  });

  it('answers any limit when the answer holds every match', () => {
    const memo = new SearchMemo(10);
    const kept = answer([5, 4], 50, 2);
    memo.set('mug', kept);
    expect(memo.get('mug', 500)).toBe(kept);
  });

  it('keeps at most two generations, and a text read from the older one stays', () => {
    const memo = new SearchMemo(2);
    memo.set('a', answer([1], 1, 1));
    memo.set('b', answer([2], 1, 1));
    memo.set('c', answer([3], 1, 1)); // newer full: a and b become the older generation
    expect(memo.size).toBe(3);
    expect(memo.get('a', 1)?.ordinals[0]).toBe(1); // moved to the newer generation
    memo.set('d', answer([4], 1, 1)); // newer (c, a) full: b is dropped
    expect(memo.get('b', 1)).toBeUndefined();
    expect(memo.get('a', 1)?.ordinals[0]).toBe(1);
    expect(memo.get('c', 1)?.ordinals[0]).toBe(3);
    expect(memo.get('d', 1)?.ordinals[0]).toBe(4);
    for (let i = 0; i < 100; i++) memo.set(`t${i}`, answer([i], 1, 1));
    expect(memo.size).toBeLessThanOrEqual(4);
  });

  it('replaces a text already kept without dropping a generation', () => {
    const memo = new SearchMemo(2);
    memo.set('a', answer([1], 1, 1));
    memo.set('b', answer([2], 1, 1));
    memo.set('b', answer([7], 8, 1));
    expect(memo.get('a', 1)?.ordinals[0]).toBe(1);
    expect(memo.get('b', 8)?.ordinals[0]).toBe(7);
  });
});
