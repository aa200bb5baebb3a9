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
  // Few typos: counted by (typos, tier) pairs; 70,000 typos over 100,000 products: too many pairs to count, and their
  // keys do not fit 32 bits: exact doubles, sorted.
  for (const [products, candidateCount, maxTypos] of [
    [500, 30, 3],
    [500, 400, 3],
    [100_000, 400, 70_000],
  ] as const)
    it(`orders by typos, tier, then tie rank (${candidateCount} of ${products} products, up to ${maxTypos} typos)`, () => {
      const next = random(products + candidateCount);
      // The candidates are tie ranks, ascending (word-reach.ts).
      const candidates = [...new Set(Array.from({ length: candidateCount }, () => Math.floor(next() * products)))].sort(
        (a, b) => a - b,
      );
      const typos = Int32Array.from(candidates, () => (next() < 0.2 ? -1 : Math.floor(next() * (maxTypos + 1))));
      const tiers = Int32Array.from(candidates, () => Math.floor(next() * 5));
      const expected = candidates
        .map((rank, i) => ({ rank, typos: typos[i]!, tier: tiers[i]! }))
        .filter((candidate) => candidate.typos >= 0)
        .sort((a, b) => a.typos - b.typos || a.tier - b.tier || a.rank - b.rank)
        .map(({ rank }) => rank);
      expect(expected.length).toBeGreaterThan(candidateCount / 2);
      expect(Array.from(rankedOrder(candidates, { typos, tiers }, expected.length, products))).toEqual(expected);
    });

  it('reads only as many scores as there are candidates (the scores may be longer scratch arrays)', () => {
    const typos = Int32Array.of(1, 0, 0, 0);
    const tiers = Int32Array.of(0, 2, 1, 0);
    expect(Array.from(rankedOrder([3, 5, 8], { typos, tiers }, 3, 10))).toEqual([8, 5, 3]);
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
