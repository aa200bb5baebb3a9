/** Sorting 32-bit integers is cheaper than sorting doubles, and a radix sort cheaper still for more than a few. */
const UINT32_LIMIT = 2 ** 32;
/** Fewer keys than this are left to the typed array sort. */
const RADIX_FROM = 64;
/** Up to this many (typos, tier) pairs (or as many as the matches) are counted, not sorted. */
const MAX_PAIRS_COUNTED = 4_096;
/** At most this many bits per radix pass (2,048 counters). */
const MAX_DIGIT_BITS = 11;

/**
 * Per candidate (by its place among the candidates), its typos and tiers summed over a search's terms; typos -1 when a
 * term has no match. The arrays may be longer than the candidates (scratch arrays): only their first entries count.
 */
export interface CandidateScores {
  readonly typos: Int32Array;
  readonly tiers: Int32Array;
}

/**
 * The candidates with a match (typos >= 0), best first: fewer typos, then the better tier, then the tie rank. The
 * candidates are tie ranks, ascending (word-reach.ts), so when the (typos, tier) pairs are few (nearly always) one
 * counting pass over the pairs ranks them, keeping their order within each pair; otherwise each becomes one number to
 * sort (sortedOrder). `span`: how many tie ranks there are (the products).
 */
export function rankedOrder(
  candidates: ArrayLike<number>,
  scores: CandidateScores,
  found: number,
  span: number,
): Int32Array {
  const { typos, tiers } = scores;
  let maxTypos = 0;
  let maxTier = 0;
  for (let i = 0; i < candidates.length; i++) {
    if (typos[i]! < 0) continue;
    if (typos[i]! > maxTypos) maxTypos = typos[i]!;
    if (tiers[i]! > maxTier) maxTier = tiers[i]!;
  }
  const tierCount = maxTier + 1;
  const pairs = (maxTypos + 1) * tierCount;
  if (pairs > Math.max(MAX_PAIRS_COUNTED, found)) return sortedOrder(candidates, scores, found, span, tierCount);
  // starts[p + 1]: how many candidates have pair p; then, summed, where pair p's candidates go.
  const starts = new Int32Array(pairs + 1);
  for (let i = 0; i < candidates.length; i++) if (typos[i]! >= 0) starts[typos[i]! * tierCount + tiers[i]! + 1]!++;
  for (let pair = 1; pair <= pairs; pair++) starts[pair]! += starts[pair - 1]!;
  const ranked = new Int32Array(found);
  for (let i = 0; i < candidates.length; i++)
    if (typos[i]! >= 0) ranked[starts[typos[i]! * tierCount + tiers[i]!]!++] = candidates[i]!;
  return ranked;
}

/**
 * rankedOrder by sorting: each candidate becomes one number, (typos × tiers + tier) × span + tie rank: a 32-bit
 * integer (radix sorted) when the search's typos and tiers leave room, else an exact double.
 */
function sortedOrder(
  candidates: ArrayLike<number>,
  { typos, tiers }: CandidateScores,
  found: number,
  span: number,
  tierCount: number,
): Int32Array {
  let maxTypos = 0;
  for (let i = 0; i < candidates.length; i++) if (typos[i]! > maxTypos) maxTypos = typos[i]!;
  const keyLimit = (maxTypos + 1) * tierCount * span;
  const fits = keyLimit <= UINT32_LIMIT;
  const keys = fits ? new Uint32Array(found) : new Float64Array(found);
  let at = 0;
  for (let i = 0; i < candidates.length; i++)
    if (typos[i]! >= 0) keys[at++] = (typos[i]! * tierCount + tiers[i]!) * span + candidates[i]!;
  const sorted = fits && found >= RADIX_FROM ? radixSorted(keys as Uint32Array, keyLimit) : keys.sort();
  return Int32Array.from(sorted, (key) => key % span);
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

/** Some products' (ordinals, each once) tie ranks, ascending: `tieRanks` holds each product's. */
export function sortedTieRanks(ordinals: ArrayLike<number>, tieRanks: Int32Array): Int32Array {
  const keys = new Uint32Array(ordinals.length);
  for (let i = 0; i < ordinals.length; i++) keys[i] = tieRanks[ordinals[i]!]!;
  const sorted = keys.length >= RADIX_FROM ? radixSorted(keys, Math.max(tieRanks.length, 1)) : keys.sort();
  return new Int32Array(sorted.buffer, sorted.byteOffset, sorted.length);
}
