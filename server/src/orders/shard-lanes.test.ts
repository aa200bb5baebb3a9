import { describe, expect, it } from 'vitest';
import { createShardLanes, SLOW_PLACEMENT_MS } from './shard-lanes.js';

function sequence(...values: number[]): () => number {
  let index = 0;
  return () => values[index++ % values.length]!;
}

describe('shard lanes', () => {
  it('keeps a product on the drawn shard while its placements are quick', () => {
    const lanes = createShardLanes(sequence(0.3, 0.9));
    expect(lanes.first('roses', 8)).toBe(2);
    lanes.settled('roses', 40);
    expect(lanes.first('roses', 8)).toBe(2);
    expect(lanes.first('mug', 4)).toBe(3);
  });

  it('draws another shard after a slow placement', () => {
    const lanes = createShardLanes(sequence(0.1, 0.7));
    expect(lanes.first('roses', 8)).toBe(0);
    lanes.settled('roses', SLOW_PLACEMENT_MS + 1);
    expect(lanes.first('roses', 8)).toBe(5);
  });

  it('draws again when the product now has fewer shards than the kept one', () => {
    const lanes = createShardLanes(sequence(0.99, 0.5));
    expect(lanes.first('roses', 8)).toBe(7);
    expect(lanes.first('roses', 4)).toBe(2);
  });
});
