/** Sorting 32-bit integers is cheaper than sorting doubles, and a radix sort cheaper still for more than a few. */
const UINT32_LIMIT = 2 ** 32;
/** Fewer keys than this are left to the typed array sort. */
const RADIX_FROM = 64;
/** Up to this many distinct keys (or as many as the matches) are counted, not sorted. */
const MAX_KEYS_COUNTED = 4_096;
/** At most this many bits per radix pass (2,048 counters). */
const MAX_DIGIT_BITS = 11;

/**
 * The candidates with a key (>= 0: fewer typos, then the better tier, in one number: term-bests.ts rankKeys), best
 * first, ties by tie rank. The candidates are tie ranks, ascending (word-reach.ts), so when the keys are few (nearly
 * always) one counting pass over them ranks the candidates, keeping their order within each key; otherwise each
 * becomes one number to sort (sortedOrder). `keys` may be longer than the candidates (a scratch array). `span`: how
 * many tie ranks there are (the products).
 */
export function rankedOrder(
  candidates: ArrayLike<number>,
  keys: Int32Array,
  { found, maxKey }: { readonly found: number; readonly maxKey: number },
  span: number,
): Int32Array {
  const keyCount = maxKey + 1;
  if (keyCount > Math.max(MAX_KEYS_COUNTED, found)) return sortedOrder(candidates, keys, found, keyCount, span);
  // starts[k + 1]: how many candidates have key k; then, summed, where key k's candidates go.
  const starts = countersFor(keyCount + 1);
  for (let i = 0; i < candidates.length; i++) if (keys[i]! >= 0) starts[keys[i]! + 1]!++;
  for (let key = 1; key <= keyCount; key++) starts[key]! += starts[key - 1]!;
  const ranked = new Int32Array(found);
  for (let i = 0; i < candidates.length; i++) if (keys[i]! >= 0) ranked[starts[keys[i]!]!++] = candidates[i]!;
  return ranked;
}

/**
 * Counters reused from one ranking to the next (a ranking runs to its end before another starts): a typed array of
 * more than a few elements has its memory outside the heap, and allocating one costs about a microsecond.
 */
let counters = new Int32Array(64);

/** `length` counters, zeroed. */
function countersFor(length: number): Int32Array {
  if (counters.length < length) counters = new Int32Array(Math.max(length, 2 * counters.length));
  counters.fill(0, 0, length);
  return counters;
}

/**
 * rankedOrder by sorting: each candidate becomes one number, key × span + tie rank: a 32-bit integer (radix sorted)
 * when it fits, else an exact double.
 */
function sortedOrder(
  candidates: ArrayLike<number>,
  keys: Int32Array,
  found: number,
  keyCount: number,
  span: number,
): Int32Array {
  const limit = keyCount * span;
  const fits = limit <= UINT32_LIMIT;
  const sortKeys = fits ? new Uint32Array(found) : new Float64Array(found);
  let at = 0;
  for (let i = 0; i < candidates.length; i++) if (keys[i]! >= 0) sortKeys[at++] = keys[i]! * span + candidates[i]!;
  const sorted = fits && found >= RADIX_FROM ? radixSorted(sortKeys as Uint32Array, limit) : sortKeys.sort();
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
