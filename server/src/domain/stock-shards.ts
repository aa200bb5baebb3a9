// A hot product's stock split into shards: many placements of one product then each write one small document of its
// own instead of all writing the product (Firestore takes about one sustained write per second per document, and its
// transactions queue on a shared document's lock). The shards are the truth for such a product; its document keeps
// the owner-facing number, refreshed from them.

/** The most shards one product's stock may be split into. */
export const MAX_STOCK_SHARDS = 16;

/** The shard count a product document asks for (`stockShards`): 2 to 16 split its stock, anything else keeps it whole. */
export function stockShardCount(data: unknown): number {
  const value = typeof data === 'object' && data !== null ? (data as Record<string, unknown>).stockShards : undefined;
  return typeof value === 'number' && Number.isInteger(value) && value >= 2 && value <= MAX_STOCK_SHARDS ? value : 0;
}

/** `units` split as evenly as possible over `count` shards (the first ones take one more of the remainder). */
export function splitUnits(units: number, count: number): number[] {
  const whole = Math.max(0, Math.floor(units));
  const base = Math.floor(whole / count);
  const rest = whole % count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}

/** One shard as a transaction read it: its units left, and the units sold through it (for the product's sales). */
export interface ShardUnits {
  readonly index: number;
  readonly units: number;
  readonly sold: number;
}

/**
 * The shards after taking `units` (negative: giving them back), in the order given (the placement's pick first):
 * each gives what it has until the take is covered; units given back go to the emptiest shard. Never below 0; the
 * units no shard could give are reported as `short` (the caller has refused the order before that can happen).
 */
export function takeFromShards(shards: readonly ShardUnits[], units: number): { shards: ShardUnits[]; short: number } {
  const next = shards.map((shard) => ({ ...shard }));
  if (units < 0) {
    const emptiest = next.reduce<ShardUnits | null>(
      (low, shard) => (low === null || shard.units < low.units ? shard : low),
      null,
    );
    if (emptiest !== null) {
      const target = next.find((shard) => shard.index === emptiest.index)!;
      target.units -= units;
      target.sold = Math.max(0, target.sold + units);
    }
    return { shards: next, short: 0 };
  }
  let left = units;
  for (const shard of next) {
    const taken = Math.min(left, shard.units);
    shard.units -= taken;
    shard.sold += taken;
    left -= taken;
    if (left === 0) break;
  }
  return { shards: next, short: left };
}

/** Shard indexes in the order a placement tries them: `first`, then the others shuffled by `random`. */
export function shardOrder(count: number, first: number, random: () => number): number[] {
  const others = Array.from({ length: count }, (_, index) => index).filter((index) => index !== first);
  for (let index = others.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(random() * (index + 1));
    [others[index], others[swap]] = [others[swap]!, others[index]!];
  }
  return first >= 0 && first < count ? [first, ...others] : others;
}
