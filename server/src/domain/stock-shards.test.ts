import { describe, expect, it } from 'vitest';
import { shardOrder, splitUnits, stockShardCount, takeFromShards } from './stock-shards.js';

describe('stock shards', () => {
  it('reads the shard count a product document asks for, 2 to 16, else none', () => {
    expect(stockShardCount({ stockShards: 4 })).toBe(4);
    expect(stockShardCount({ stockShards: 1 })).toBe(0);
    expect(stockShardCount({ stockShards: 17 })).toBe(0);
    expect(stockShardCount({ stockShards: '4' })).toBe(0);
    expect(stockShardCount({})).toBe(0);
    expect(stockShardCount(null)).toBe(0);
  });

  it('splits units evenly, the first shards taking the remainder, and never loses or invents one', () => {
    expect(splitUnits(10, 4)).toEqual([3, 3, 2, 2]);
    expect(splitUnits(3, 4)).toEqual([1, 1, 1, 0]);
    expect(splitUnits(0, 3)).toEqual([0, 0, 0]);
    for (const units of [0, 1, 7, 99]) expect(splitUnits(units, 6).reduce((a, b) => a + b, 0)).toBe(units);
  });

  it('takes from the first shard, then the next when it cannot cover the line, counting what each sold', () => {
    const shards = [
      { index: 2, units: 1, sold: 0 },
      { index: 0, units: 5, sold: 3 },
    ];
    expect(takeFromShards(shards, 3)).toEqual({
      shards: [
        { index: 2, units: 0, sold: 1 },
        { index: 0, units: 3, sold: 5 },
      ],
      short: 0,
    });
    expect(takeFromShards(shards, 7).short).toBe(1);
    expect(takeFromShards(shards, 7).shards.every((shard) => shard.units === 0)).toBe(true);
  });

  it('gives units back to the emptiest shard', () => {
    const shards = [
      { index: 0, units: 4, sold: 2 },
      { index: 1, units: 0, sold: 6 },
    ];
    expect(takeFromShards(shards, -2).shards).toEqual([
      { index: 0, units: 4, sold: 2 },
      { index: 1, units: 2, sold: 4 },
    ]);
  });

  it('tries the first pick first, then every other shard once', () => {
    let seed = 0.37;
    const random = () => (seed = (seed * 9301 + 0.49297) % 1);
    const order = shardOrder(6, 4, random);
    expect(order[0]).toBe(4);
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });
});
