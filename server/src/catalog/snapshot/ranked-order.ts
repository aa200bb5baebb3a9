/** Sorting 32-bit integers is cheaper than sorting doubles, and a radix sort cheaper still for more than a few. */
const UINT32_LIMIT = 2 ** 32;
/** Fewer keys than this are left to the typed array sort. */
const RADIX_FROM = 64;
/** At most this many bits per radix pass (2,048 counters). */
const MAX_DIGIT_BITS = 11;

/** Where the ranking's tie ranks come from (search-tie-ranks.ts): per product its rank, and the inverse. */
export interface TieRanks {
  readonly tieRanks: Int32Array;
  readonly byTieRank: Int32Array;
}

/** Per candidate, its typos and tiers summed over a search's terms; typos -1 when a term has no match. */
export interface CandidateScores {
  readonly typos: Int32Array;
  readonly tiers: Int32Array;
}

/**
 * The candidates with a match (typos >= 0), best first: fewer typos, then the better tier, then the tie rank. Each
 * becomes one number to sort, (typos × tiers + tier) × product count + tie rank: a 32-bit integer (radix sorted) when
 * the search's typos and tiers leave room (nearly always), else an exact double.
 */
export function rankedOrder(
  candidates: readonly number[],
  { typos, tiers }: CandidateScores,
  found: number,
  { tieRanks, byTieRank }: TieRanks,
): Int32Array {
  const span = tieRanks.length;
  let maxTypos = 0;
  let maxTier = 0;
  for (let i = 0; i < candidates.length; i++) {
    if (typos[i]! < 0) continue;
    if (typos[i]! > maxTypos) maxTypos = typos[i]!;
    if (tiers[i]! > maxTier) maxTier = tiers[i]!;
  }
  const tierCount = maxTier + 1;
  const keyLimit = (maxTypos + 1) * tierCount * span;
  const fits = keyLimit <= UINT32_LIMIT;
  const keys = fits ? new Uint32Array(found) : new Float64Array(found);
  let at = 0;
  for (let i = 0; i < candidates.length; i++)
    if (typos[i]! >= 0) keys[at++] = (typos[i]! * tierCount + tiers[i]!) * span + tieRanks[candidates[i]!]!;
  const sorted = fits && found >= RADIX_FROM ? radixSorted(keys as Uint32Array, keyLimit) : keys.sort();
  const ordinals = new Int32Array(found);
  for (let i = 0; i < found; i++) ordinals[i] = byTieRank[sorted[i]! % span]!;
  return ordinals;
}

/**
 * The keys (each below `limit`) in ascending order: least significant digit first, a counting pass per digit, with
 * digits as wide as make the passes and their counters cheapest for this many keys.
 */
export function radixSorted(keys: Uint32Array, limit: number): Uint32Array {
  const bits = Math.max(1, Math.ceil(Math.log2(limit)));
  let digitBits = MAX_DIGIT_BITS;
  let cost = Infinity;
  for (let passes = Math.ceil(bits / MAX_DIGIT_BITS); passes <= bits; passes++) {
    const width = Math.ceil(bits / passes);
    const passesCost = passes * (2 * keys.length + 2 * 2 ** width);
    if (passesCost >= cost) break;
    cost = passesCost;
    digitBits = width;
  }
  const radix = 1 << digitBits;
  const counts = new Int32Array(radix);
  let from: Uint32Array = keys;
  let to: Uint32Array = new Uint32Array(keys.length);
  for (let shift = 0; shift < bits; shift += digitBits) {
    counts.fill(0);
    for (let i = 0; i < from.length; i++) counts[(from[i]! >>> shift) & (radix - 1)]!++;
    let sum = 0;
    for (let digit = 0; digit < radix; digit++) {
      const count = counts[digit]!;
      counts[digit] = sum;
      sum += count;
    }
    for (let i = 0; i < from.length; i++) to[counts[(from[i]! >>> shift) & (radix - 1)]!++] = from[i]!;
    [from, to] = [to, from];
  }
  return from;
}
