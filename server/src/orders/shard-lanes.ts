// Which stock shard of a hot product this instance's placements start at (issue 37). Inside an instance a product's
// placements take turns, so what costs is two instances meeting on one shard: on Firestore one of the two then
// waits or is aborted, and on its emulator both wait until a lock times out (seconds). So an instance keeps to one
// shard while its placements there are quick, and draws another at random when one was slow: two instances that
// met part again after one slow placement and stay apart.

/** A placement's transaction slower than this is taken as a meeting with another instance on the shard. */
export const SLOW_PLACEMENT_MS = 400;

export interface ShardLanes {
  /** The shard this instance's next placement of the product starts at. */
  first(productId: string, shardCount: number): number;
  /** How the placement's transaction went: a slow one makes the next placement start elsewhere. */
  settled(productId: string, ms: number): void;
}

export function createShardLanes(random: () => number = Math.random): ShardLanes {
  const lanes = new Map<string, number>();
  return {
    first(productId, shardCount) {
      const kept = lanes.get(productId);
      if (kept !== undefined && kept < shardCount) return kept;
      const drawn = Math.floor(random() * shardCount);
      lanes.set(productId, drawn);
      return drawn;
    },
    settled(productId, ms) {
      if (ms > SLOW_PLACEMENT_MS) lanes.delete(productId);
    },
  };
}
