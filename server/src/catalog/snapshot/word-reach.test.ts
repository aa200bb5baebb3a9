import { describe, expect, it } from 'vitest';
import type { SearchTerm } from '../../domain/search-query.js';
import { testProduct } from '../../../test-support/test-products.js';
import { ProductSearch } from './product-search.js';
import { searchTieRanks } from './search-tie-ranks.js';
import { TextIndex } from './text-index.js';
import { textWordsOf } from './text-words.js';
import { ProductReach } from './word-reach.js';

const products = [
  testProduct({ id: 'a', productName: 'Rose Bouquet', shortDescription: 'A gift for parents' }),
  testProduct({ id: 'b', productName: 'Photo Mug', shortDescription: 'A gift for him' }),
  testProduct({ id: 'c', productName: 'Parents Day Card', shortDescription: 'Printed card' }),
  ...Array.from({ length: 40 }, (_, i) =>
    testProduct({
      id: `m${i}`,
      productName: `Brass Lamp ${i}`,
      shortDescription: 'Made for every home',
      // Sales out of step with the order given, so the tie ranks differ from it.
      sales: (i * 17) % 40,
    }),
  ),
];
const search = new ProductSearch(products, new TextIndex());
const words = textWordsOf(search.textIndex);
const tieRanks = searchTieRanks(products);
const byTieRank = new Int32Array(tieRanks.length);
tieRanks.forEach((rank, ordinal) => (byTieRank[rank] = ordinal));
const sources = () => ({
  rows: words.wordRows(),
  postings: search.postings,
  tagsByWord: new Map(),
  productsByTag: new Map(),
});
const reach = new ProductReach(sources(), tieRanks);
/** Typed words match only themselves here. */
const matchedIds = (typed: string) => Uint32Array.of(words.wordId(typed));
const term = (...alternatives: string[][]): SearchTerm => ({ typed: alternatives[0]!.join(' '), alternatives });
/** The products' ids at some tie ranks, sorted. */
const idsOf = (ranks: ArrayLike<number>) => Array.from(ranks, (rank) => products[byTieRank[rank]!]!.id).sort();
const ascending = (ranks: ArrayLike<number>) =>
  Array.from(ranks).every((rank, i, all) => i === 0 || all[i - 1]! < rank);

describe('ProductReach', () => {
  it('gives the candidates as tie ranks, ascending, kept or not, narrowed or not', () => {
    const kept = new ProductReach(sources(), tieRanks);
    const searches = [[term(['for'])], [term(['lamp']), term(['home'])], [term(['for']), term(['lamp'])]];
    for (let round = 0; round < 2; round++)
      for (const terms of searches)
        for (const candidates of [reach.candidates(terms, matchedIds), kept.candidates(terms, matchedIds, 'e')]) {
          expect(candidates.length).toBeGreaterThan(30);
          expect(ascending(candidates)).toBe(true);
        }
  });

  it('reaches through a phrase only the products using every one of its words', () => {
    expect(idsOf(reach.candidates([term(['parents'], ['for', 'parents'])], matchedIds))).toEqual(['a', 'c']);
    expect(idsOf(reach.candidates([term(['for', 'parents'])], matchedIds))).toEqual(['a']);
    expect(reach.candidates([term(['for', 'nobody'])], matchedIds)).toHaveLength(0);
  });

  it('keeps only the products every term reaches, rarest term first', () => {
    expect(idsOf(reach.candidates([term(['gift']), term(['mug'])], matchedIds))).toEqual(['b']);
    expect(reach.candidates([term(['rose']), term(['card'])], matchedIds)).toHaveLength(0);
  });

  it('leaves a term reaching far more products than the candidates so far to the ranking', () => {
    // "for" is in 42 products, "rose" in one: visiting the 42 would cost more than ranking the one.
    expect(idsOf(reach.candidates([term(['for']), term(['rose'])], matchedIds))).toEqual(['a']);
    expect(idsOf(reach.candidates([term(['for']), term(['card'])], matchedIds))).toEqual(['c']);
  });

  it('reaches the same products when it keeps a first term’s products for a later search', () => {
    const kept = new ProductReach(sources(), tieRanks);
    for (let round = 0; round < 3; round++) {
      expect(idsOf(kept.candidates([term(['gift']), term(['mug'])], matchedIds, 'e'))).toEqual(['b']);
      expect(idsOf(kept.candidates([term(['parents'], ['for', 'parents'])], matchedIds, 'e'))).toEqual(['a', 'c']);
      expect(idsOf(kept.candidates([term(['parents']), term(['card'])], matchedIds, 'e'))).toEqual(['c']);
      expect(kept.candidates([term(['rose']), term(['card'])], matchedIds, 'e')).toHaveLength(0);
    }
  });
});
