import { describe, expect, it } from 'vitest';
import { OCCASIONS, RECIPIENTS } from '../../domain/gift-tags.js';
import type { Product } from '../../domain/product.js';
import { DEFAULT_SEARCH_SYNONYMS, parseSearchQuery, synonymTable } from '../../domain/search-query.js';
import { correctedQuery, rankProductsReference } from '../../domain/search-ranking.js';
import { filteredPage } from '../../domain/search-page.js';
import { testProduct } from '../../../test-support/test-products.js';
import { CatalogSnapshot } from './catalog-snapshot.js';
import { WordSearch } from './word-search.js';

// Differential tests: the word index must rank exactly as the plain reference (domain/search-ranking.ts) does.

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const WORDS = ['Teddy', 'Rose', 'Mug', 'Chocolate', 'Jasmine', 'Photo', 'Frame', 'Cake', 'Birthday', 'Brass', 'Diya'];
const CATEGORIES = ['Soft Toys', 'Flowers', 'Cakes', 'Home Décor', 'Personalised Gifts'];

function randomCatalog(count: number, seed: number): Product[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.2);
  return Array.from({ length: count }, (_, i) =>
    testProduct({
      id: `p${String(i).padStart(4, '0')}`,
      productName: `${pick(WORDS)} ${pick(WORDS)}`,
      category: pick(CATEGORIES),
      subCategory: next() < 0.5 ? `${pick(WORDS)}s` : null,
      shortDescription: next() < 0.6 ? `A lovely ${pick(WORDS).toLowerCase()} for a ${pick(WORDS)}` : '',
      stock: next() < 0.3 ? 0 : 5,
      sales: Math.floor(next() * 4) * 10,
      sellingPricePaise: pick([199_00, 499_00, 999_00]),
      createdAtMillis: Math.floor(next() * 5) * 86_400_000,
      occasions: some(OCCASIONS),
      recipients: some(RECIPIENTS),
    }),
  );
}

const QUERIES = [
  'teddy',
  'tedy',
  'ted',
  'choclate cake',
  'chocolate',
  'bday cake',
  'birthday gift for wife',
  'cup',
  'malli',
  'for her',
  'brass diya',
  'jasmin',
  'frmae',
  'photo frame for amma',
  'diwali',
  'valentine',
  'anniversary',
  'rakhi',
  'xyz',
  'gift',
  'lovely',
  'ose',
];

const synonyms = synonymTable(DEFAULT_SEARCH_SYNONYMS);

describe('WordSearch against the reference ranking', () => {
  for (const seed of [1, 7, 42]) {
    const products = randomCatalog(300, seed);
    const words = new WordSearch(products);
    it.each(QUERIES)(`seed ${seed}: %s`, (text) => {
      for (const typos of [true, false]) {
        const terms = parseSearchQuery(text, synonyms);
        const expected = rankProductsReference(products, terms, typos);
        const actual = words.rank(terms, typos);
        expect(actual.map((match) => match.product.id)).toEqual(expected.map((match) => match.product.id));
        expect(correctedQuery(terms, actual[0])).toBe(correctedQuery(terms, expected[0]));
      }
    });
  }
});

describe('CatalogSnapshot.searchPage', () => {
  const products = randomCatalog(300, 3);
  const snapshot = new CatalogSnapshot(1, { products, categories: [], marketing: null });

  it('filters, sorts and pages the ranked matches as a listing would', () => {
    const filter = {
      categories: [{ category: 'Cakes' }],
      occasions: ['Birthday' as const],
      stock: 'IN_STOCK' as const,
    };
    const ranked = rankProductsReference(products, parseSearchQuery('chocolate', synonyms), true);
    for (const sort of [null, 'PRICE_LOW', 'POPULAR'] as const) {
      const page = snapshot.searchPage({
        text: 'chocolate',
        exact: false,
        filter,
        sort,
        paging: { page: 1, pageSize: 5 },
      });
      const expected = filteredPage(
        ranked.map((match) => match.product),
        filter,
        sort,
        { page: 1, pageSize: 5 },
      );
      expect(page.items.map((item) => item.id)).toEqual(expected.items.map((item) => item.id));
      expect(page.totalCount).toBe(expected.totalCount);
      expect(page.totalCount).toBeGreaterThan(0);
    }
  });

  it('offers the closest categories only when nothing matches', () => {
    const none = snapshot.searchPage({
      text: 'cakse xyz',
      exact: true,
      filter: {},
      sort: null,
      paging: { page: 1, pageSize: 5 },
    });
    expect(none.totalCount).toBe(0);
    expect(none.closestCategories[0]).toBe('Cakes');
    const some = snapshot.searchPage({
      text: 'cake',
      exact: false,
      filter: {},
      sort: null,
      paging: { page: 1, pageSize: 5 },
    });
    expect(some.closestCategories).toEqual([]);
  });

  it('keeps the substring search for the dropdown and falls back to ranked words when it finds nothing', () => {
    expect(snapshot.search('ocola', 8).totalCount).toBeGreaterThan(0);
    const corrected = snapshot.search('choclate', 8);
    expect(corrected.totalCount).toBeGreaterThan(0);
    expect(corrected.correctedText).toBe('chocolate');
    expect(
      corrected.items.every((item) =>
        /chocolate/i.test(item.productName + item.category + (item.subCategory ?? '') + item.shortDescription),
      ),
    ).toBe(true);
  });
});
