import { describe, expect, it } from 'vitest';
import { COUNT_SHARDS, countShard, drawFreePlaces, placeId } from './slot-places.js';

describe('drawing free places of a slot', () => {
  it('draws distinct numbers below the capacity, outside those to avoid', () => {
    for (let run = 0; run < 50; run += 1) {
      const drawn = drawFreePlaces(1_000, new Set([1, 2, 3]), 4);
      expect(new Set(drawn).size).toBe(drawn.length);
      expect(drawn.length).toBeGreaterThan(0);
      for (const place of drawn) {
        expect(place).toBeGreaterThanOrEqual(0);
        expect(place).toBeLessThan(1_000);
        expect([1, 2, 3]).not.toContain(place);
      }
    }
  });

  it('finds the last free places of a nearly full slot', () => {
    const taken = new Set(Array.from({ length: 10 }, (_, place) => place).filter((place) => place !== 7));
    expect(drawFreePlaces(10, taken, 4)).toEqual([7]);
    expect(drawFreePlaces(10, new Set([...taken, 7]), 4)).toEqual([]);
    expect(drawFreePlaces(0, new Set(), 4)).toEqual([]);
  });

  it('names a place by date, slot and number', () => {
    expect(placeId({ date: '2026-12-24', slotId: 'midnight' }, 3)).toBe('2026-12-24_midnight~3');
  });
});

describe('the count document a place is counted in', () => {
  it('spreads numbered places over every count document and keeps the rest in the first', () => {
    const shards = new Set(Array.from({ length: 100 }, (_, place) => countShard(place)));
    expect([...shards].sort((a, b) => a - b)).toEqual(Array.from({ length: COUNT_SHARDS }, (_, shard) => shard));
    expect(countShard(COUNT_SHARDS + 3)).toBe(3);
    for (const other of [null, undefined, 'late-x', -1, 2.5, Number.NaN]) expect(countShard(other)).toBe(0);
  });
});
