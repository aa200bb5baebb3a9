// Which stock shard of a hot product this instance's placements take from (issue 37). Inside an instance a product's
// placements take turns in lanes, one transaction at a time per lane, each lane on a shard of its own; what costs is
// two instances meeting on one shard: on Firestore one of the two then waits or is aborted, and on its emulator both
// wait until a lock times out (seconds). So a lane keeps to its shard while its placements there are quick, and
// draws another at random when one was slow: two instances that met part again after one slow placement.

/** A placement's transaction slower than this is taken as a meeting with another instance on the shard. */
export const SLOW_PLACEMENT_MS = 400;

export interface ShardLane {
  /** The lane's number inside the instance (its placements take turns). */
  readonly lane: number;
  /** The shard the placement starts at. */
  readonly shard: number;
}

export interface ShardLanes {
  /**
   * The lane of the instance's next placement of the product (round robin) and the shard that lane keeps to;
   * `keep: false` (few units left) draws the shard afresh for this placement.
   */
  next(productId: string, shardCount: number, keep?: boolean): ShardLane;
  /** How the placement's transaction went: after a slow one the lane starts elsewhere. */
  settled(productId: string, lane: number, ms: number): void;
}

/** `lanesPerProduct`: how many placements of one hot product an instance runs at once (at most one per shard). */
export function createShardLanes(lanesPerProduct = 1, random: () => number = Math.random): ShardLanes {
  const shards = new Map<string, Map<number, number>>();
  const turns = new Map<string, number>();

  function draw(kept: Map<number, number>, shardCount: number): number {
    const others = new Set(kept.values());
    for (let tries = 0; tries < 8; tries += 1) {
      const drawn = Math.floor(random() * shardCount);
      if (!others.has(drawn)) return drawn;
    }
    return Math.floor(random() * shardCount);
  }

  return {
    next(productId, shardCount, keep = true) {
      const lanes = Math.max(1, Math.min(lanesPerProduct, Math.floor(shardCount / 2) || 1));
      const turn = turns.get(productId) ?? 0;
      turns.set(productId, turn + 1);
      const lane = turn % lanes;
      const kept = shards.get(productId) ?? new Map<number, number>();
      shards.set(productId, kept);
      const shard = kept.get(lane);
      if (keep && shard !== undefined && shard < shardCount) return { lane, shard };
      kept.delete(lane);
      const drawn = draw(kept, shardCount);
      kept.set(lane, drawn);
      return { lane, shard: drawn };
    },
    settled(productId, lane, ms) {
      if (ms > SLOW_PLACEMENT_MS) shards.get(productId)?.delete(lane);
    },
  };
}
