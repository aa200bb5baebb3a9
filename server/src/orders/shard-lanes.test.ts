import { describe, expect, it } from 'vitest';
import { createShardLanes, SLOW_PLACEMENT_MS } from './shard-lanes.js';

function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length]!;
}

describe('shard lanes', () => {
  it('keeps a product on the drawn shard while its placements are quick', () => {
    const lanes = createShardLanes(1, sequence(0.3, 0.9));
    expect(lanes.next('roses', 8)).toEqual({ lane: 0, shard: 2 });
    lanes.settled('roses', 0, 40);
    expect(lanes.next('roses', 8)).toEqual({ lane: 0, shard: 2 });
    expect(lanes.next('mug', 4)).toEqual({ lane: 0, shard: 3 });
  });

  it('draws another shard after a slow placement', () => {
    const lanes = createShardLanes(1, sequence(0.1, 0.7));
    expect(lanes.next('roses', 8).shard).toBe(0);
    lanes.settled('roses', 0, SLOW_PLACEMENT_MS + 1);
    expect(lanes.next('roses', 8).shard).toBe(5);
  });

  it('draws again when the product now has fewer shards than the kept one', () => {
    const lanes = createShardLanes(1, sequence(0.99, 0.5));
    expect(lanes.next('roses', 8).shard).toBe(7);
    expect(lanes.next('roses', 4).shard).toBe(2);
  });

  it('takes lanes in turn, each on a shard no other lane of the instance keeps', () => {
    const lanes = createShardLanes(3, sequence(0.1, 0.1, 0.1, 0.6, 0.1, 0.6, 0.9));
    const taken = [lanes.next('roses', 8), lanes.next('roses', 8), lanes.next('roses', 8), lanes.next('roses', 8)];
    expect(taken.map(({ lane }) => lane)).toEqual([0, 1, 2, 0]);
    expect(new Set(taken.slice(0, 3).map(({ shard }) => shard)).size).toBe(3);
    expect(taken[3]!.shard).toBe(taken[0]!.shard);
  });

  it('draws afresh for each placement when told not to keep (few units left)', () => {
    const lanes = createShardLanes(1, sequence(0.1, 0.6, 0.9));
    expect(lanes.next('roses', 8).shard).toBe(0);
    expect(lanes.next('roses', 8, false).shard).toBe(4);
    expect(lanes.next('roses', 8, false).shard).toBe(7);
  });

  it('runs at most one lane per two shards', () => {
    const lanes = createShardLanes(4);
    expect([lanes.next('p', 2), lanes.next('p', 2)].map(({ lane }) => lane)).toEqual([0, 0]);
  });
});
