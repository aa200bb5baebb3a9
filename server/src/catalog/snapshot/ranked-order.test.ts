import { describe, expect, it } from 'vitest';
import { radixSorted, rankedOrder, sortedTieRanks } from './ranked-order.js';

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Tie ranks as a shuffled permutation of the products, and its inverse. */
function tieRanksOf(count: number, next: () => number) {
  const byTieRank = Int32Array.from({ length: count }, (_, i) => i);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [byTieRank[i], byTieRank[j]] = [byTieRank[j]!, byTieRank[i]!];
  }
  const tieRanks = new Int32Array(count);
  byTieRank.forEach((ordinal, rank) => (tieRanks[ordinal] = rank));
  return { tieRanks, byTieRank };
}

describe('rankedOrder', () => {
  // Few keys: counted; keys up to 350,000 over 100,000 products: too many to count, and with the tie ranks they do not
  // fit 32 bits: exact doubles, sorted.
  for (const [products, candidateCount, maxKey] of [
    [500, 30, 20],
    [500, 400, 20],
    [100_000, 400, 350_000],
  ] as const)
    it(`orders by key, then tie rank (${candidateCount} of ${products} products, keys up to ${maxKey})`, () => {
      const next = random(products + candidateCount);
      // The candidates are tie ranks, ascending (word-reach.ts).
      const candidates = [...new Set(Array.from({ length: candidateCount }, () => Math.floor(next() * products)))].sort(
        (a, b) => a - b,
      );
      const keys = Int32Array.from(candidates, () => (next() < 0.2 ? -1 : Math.floor(next() * (maxKey + 1))));
      const expected = candidates
        .map((rank, i) => ({ rank, key: keys[i]! }))
        .filter((candidate) => candidate.key >= 0)
        .sort((a, b) => a.key - b.key || a.rank - b.rank)
        .map(({ rank }) => rank);
      expect(expected.length).toBeGreaterThan(candidateCount / 2);
      const counted = { found: expected.length, maxKey: Math.max(...keys) };
      expect(Array.from(rankedOrder(candidates, keys, counted, products))).toEqual(expected);
    });

  it('reads only as many keys as there are candidates (the keys may be a longer scratch array)', () => {
    const keys = Int32Array.of(4, 3, 0, 0);
    expect(Array.from(rankedOrder([3, 5, 8], keys, { found: 3, maxKey: 4 }, 10))).toEqual([8, 5, 3]);
  });
});

describe('sortedTieRanks', () => {
  for (const count of [10, 3_000])
    it(`gives ${count} products' tie ranks, ascending`, () => {
      const next = random(count);
      const { tieRanks } = tieRanksOf(5_000, next);
      const ordinals = Array.from({ length: count }, (_, i) => (i * 7919) % 5_000);
      const expected = ordinals.map((ordinal) => tieRanks[ordinal]!).sort((a, b) => a - b);
      expect(Array.from(sortedTieRanks(ordinals, tieRanks))).toEqual(expected);
    });
});

describe('radixSorted', () => {
  for (const limit of [2_000, 5_000_000, 2 ** 32])
    it(`sorts keys below ${limit} as the typed array sort does`, () => {
      const next = random(limit % 1_000_003);
      const keys = Uint32Array.from({ length: 3_000 }, () => Math.floor(next() * limit));
      expect(Array.from(radixSorted(keys.slice(), limit))).toEqual(Array.from(keys.slice().sort()));
    });
});
