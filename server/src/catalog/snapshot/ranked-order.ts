/**
 * Scores as word-search.ts sums them over a search's terms: typos × TIER_SPAN + tier. Summed over the terms (at most
 * a few typos and a tier of 2 per term), typos and tier stay far below it, so score × product count + tie rank is an
 * exact double (below 2^53) for any catalog under 2^20 products.
 */
export const TIER_SPAN = 2 ** 16;

/** Sorting 32-bit integers takes a quarter of the time doubles take (V8's typed array sort). */
const UINT32_LIMIT = 2 ** 32;

/** Where the ranking's tie ranks come from (search-tie-ranks.ts): per product its rank, and the inverse. */
export interface TieRanks {
  readonly tieRanks: Int32Array;
  readonly byTieRank: Int32Array;
}

/**
 * The candidates with a score (>= 0; -1 means no match), best first: fewer typos, then the better tier, then the tie
 * rank. Each becomes one number to sort, (typos × tiers + tier) × product count + tie rank: a 32-bit integer when the
 * search's typos and tiers leave room (nearly always), else an exact double.
 */
export function rankedOrder(
  candidates: readonly number[],
  scores: Float64Array,
  found: number,
  { tieRanks, byTieRank }: TieRanks,
): Int32Array {
  const span = tieRanks.length;
  let maxTypos = 0;
  let maxTier = 0;
  for (let i = 0; i < candidates.length; i++) {
    const score = scores[i]!;
    if (score < 0) continue;
    maxTypos = Math.max(maxTypos, Math.floor(score / TIER_SPAN));
    maxTier = Math.max(maxTier, score % TIER_SPAN);
  }
  const tiers = maxTier + 1;
  const fits = (maxTypos + 1) * tiers * span <= UINT32_LIMIT;
  const keys = fits ? new Uint32Array(found) : new Float64Array(found);
  let at = 0;
  for (let i = 0; i < candidates.length; i++) {
    const score = scores[i]!;
    if (score < 0) continue;
    const rank = tieRanks[candidates[i]!]!;
    keys[at++] = fits
      ? (Math.floor(score / TIER_SPAN) * tiers + (score % TIER_SPAN)) * span + rank
      : score * span + rank;
  }
  keys.sort();
  const ordinals = new Int32Array(found);
  for (let i = 0; i < found; i++) ordinals[i] = byTieRank[keys[i]! % span]!;
  return ordinals;
}
