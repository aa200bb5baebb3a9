import { describe, expect, it } from 'vitest';
import { TIER_SPAN, rankedOrder } from './ranked-order.js';

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

/** The order by a plain comparison: typos, then tier, then tie rank. */
function expectedOrder(candidates: number[], scores: Float64Array, tieRanks: Int32Array): number[] {
  return candidates
    .map((ordinal, i) => ({ ordinal, score: scores[i]! }))
    .filter(({ score }) => score >= 0)
    .sort(
      (a, b) =>
        Math.floor(a.score / TIER_SPAN) - Math.floor(b.score / TIER_SPAN) ||
        (a.score % TIER_SPAN) - (b.score % TIER_SPAN) ||
        tieRanks[a.ordinal]! - tieRanks[b.ordinal]!,
    )
    .map(({ ordinal }) => ordinal);
}

describe('rankedOrder', () => {
  // Small typos fit 32-bit keys; 70,000 typos over 100,000 products do not, and take the double keys.
  for (const [products, maxTypos] of [
    [500, 3],
    [100_000, 70_000],
  ] as const)
    it(`orders by typos, tier, then tie rank (${products} products, up to ${maxTypos} typos)`, () => {
      const next = random(products);
      const ranks = tieRanksOf(products, next);
      const candidates = Array.from({ length: 400 }, (_, i) => (i * 7919) % products);
      const scores = Float64Array.from(candidates, () =>
        next() < 0.2 ? -1 : Math.floor(next() * (maxTypos + 1)) * TIER_SPAN + Math.floor(next() * 5),
      );
      const found = scores.filter((score) => score >= 0).length;
      const expected = expectedOrder(candidates, scores, ranks.tieRanks);
      expect(expected.length).toBeGreaterThan(250);
      expect(Array.from(rankedOrder(candidates, scores, found, ranks))).toEqual(expected);
    });
});
