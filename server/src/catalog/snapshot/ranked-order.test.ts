import { describe, expect, it } from 'vitest';
import { inTieRankOrder, radixSorted, rankedOrder } from './ranked-order.js';

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
      const ranks = tieRanksOf(products, next);
      // The candidates come in tie-rank order (word-reach.ts).
      const candidates = Array.from({ length: candidateCount }, (_, i) => (i * 7919) % products).sort(
        (a, b) => ranks.tieRanks[a]! - ranks.tieRanks[b]!,
      );
      const typos = Int32Array.from(candidates, () => (next() < 0.2 ? -1 : Math.floor(next() * (maxTypos + 1))));
      const tiers = Int32Array.from(candidates, () => Math.floor(next() * 5));
      const expected = candidates
        .map((ordinal, i) => ({ ordinal, typos: typos[i]!, tier: tiers[i]! }))
        .filter((candidate) => candidate.typos >= 0)
        .sort((a, b) => a.typos - b.typos || a.tier - b.tier || ranks.tieRanks[a.ordinal]! - ranks.tieRanks[b.ordinal]!)
        .map(({ ordinal }) => ordinal);
      expect(expected.length).toBeGreaterThan(candidateCount / 2);
      expect(Array.from(rankedOrder(candidates, { typos, tiers }, expected.length, ranks))).toEqual(expected);
    });
});

describe('inTieRankOrder', () => {
  for (const count of [10, 3_000])
    it(`puts ${count} products in tie-rank order`, () => {
      const next = random(count);
      const ranks = tieRanksOf(5_000, next);
      const ordinals = Array.from({ length: count }, (_, i) => (i * 7919) % 5_000);
      const expected = [...ordinals].sort((a, b) => ranks.tieRanks[a]! - ranks.tieRanks[b]!);
      expect(expected).not.toEqual(ordinals);
      expect(Array.from(inTieRankOrder(ordinals, ranks))).toEqual(expected);
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
