import { describe, expect, it } from 'vitest';
import type { ProductFilter, StockFilter } from '../../domain/filter.js';
import { OCCASIONS, RECIPIENTS } from '../../domain/gift-tags.js';
import type { Product } from '../../domain/product.js';
import { DEFAULT_SEARCH_SYNONYMS, parseSearchQuery, synonymTable } from '../../domain/search-query.js';
import { correctedQuery, rankProductsReference } from '../../domain/search-ranking.js';
import {
  closestCategories,
  isUnfiltered,
  searchResultsPage,
  type GiftTagFilter,
  type SearchPage,
} from '../../domain/search-page.js';
import { PRODUCT_SORTS, type ProductSort } from '../../domain/sort.js';
import {
  SEARCH_CATALOG_CATEGORIES,
  randomSearchCatalog,
  seededRandom,
} from '../../../test-support/random-search-catalog.js';
import { CatalogSnapshot } from './catalog-snapshot.js';
import { searchWordsPage, type SearchPageRequest } from './search-words-page.js';
import { WordSearch } from './word-search.js';

// Differential tests: the results page (a slice of the kept ranking without filters, the listing's filters and sorts
// otherwise) must answer exactly as ranking every product with the reference and paging the whole list does.

const synonyms = synonymTable(DEFAULT_SEARCH_SYNONYMS);
const TEXTS = ['teddy', 'tedy', 'rose', 'choclate cake', 'birthday gift for wife', 'for her', 'lovely', 'brass diya'];
const TEXTS_TOO = ['cake', 'frmae', 'photo frame for amma', 'diwali', 'jasmin', 'ose', 'malli', 'xyz', ''];

/** The results page as it was answered before ranked searches were kept: reference ranking, whole list paged. */
function referencePage(products: readonly Product[], request: SearchPageRequest): SearchPage {
  const terms = parseSearchQuery(request.text, synonyms);
  const ranked = rankProductsReference(products, terms, !request.exact);
  const corrected = request.exact ? null : correctedQuery(terms, ranked[0]);
  return searchResultsPage(ranked, request.filter, request.sort, request.paging, request.text, corrected);
}

function comparable(page: SearchPage) {
  return { ...page, items: page.items.map((product) => product.id) };
}

function randomFilter(next: () => number): ProductFilter & GiftTagFilter {
  const chance = (share: number) => next() < share;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  if (chance(0.35)) return {};
  // Parts present but asking for nothing keep every product too.
  if (chance(0.2)) return { categories: chance(0.5) ? [] : [{ category: ' ' }], occasions: [], stock: null };
  const filter: ProductFilter & GiftTagFilter = {};
  if (chance(0.4)) filter.categories = [{ category: pick(SEARCH_CATALOG_CATEGORIES) }];
  if (chance(0.3)) filter.minPricePaise = pick([150_00, 300_00]);
  if (chance(0.3)) filter.maxPricePaise = pick([500_00, 1000_00]);
  if (chance(0.3)) filter.stock = pick<StockFilter>(['IN_STOCK', 'OUT_OF_STOCK', 'LIMITED_STOCK']);
  if (chance(0.2)) filter.limitedOffer = chance(0.5);
  if (chance(0.2))
    return { ...filter, occasions: [pick(OCCASIONS)], recipients: chance(0.5) ? [pick(RECIPIENTS)] : [] };
  return filter;
}

function randomRequests(count: number, seed: number): SearchPageRequest[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return Array.from({ length: count }, () => ({
    text: pick([...TEXTS, ...TEXTS_TOO]),
    exact: next() < 0.3,
    filter: randomFilter(next),
    sort: next() < 0.5 ? pick<ProductSort | null>([null, 'RELEVANT']) : pick(PRODUCT_SORTS),
    paging: { page: 1 + Math.floor(next() * 6), pageSize: pick([1, 5, 24, 100]) },
  }));
}

describe('searchWordsPage against the reference results page', () => {
  for (const seed of [5, 23, 64]) {
    it(`seed ${seed}: products in random order, random filters, sorts and pages, each asked twice`, () => {
      const products = randomSearchCatalog(300, seed);
      const words = new WordSearch(products);
      const requests = randomRequests(400, seed);
      for (const request of [...requests, ...requests])
        expect(comparable(searchWordsPage(words, synonyms, request)), JSON.stringify(request)).toEqual(
          comparable(referencePage(products, request)),
        );
      // Both ways of answering were asked, with matches.
      const kept = requests.filter((request) => request.sort === null && isUnfiltered(request.filter));
      expect(kept.length).toBeGreaterThan(30);
      expect(requests.length - kept.length).toBeGreaterThan(150);
      expect(kept.filter((request) => referencePage(products, request).items.length > 0).length).toBeGreaterThan(20);
    });
  }

  it("a snapshot's products, in the default order, page the same way", () => {
    const snapshot = new CatalogSnapshot(1, { products: randomSearchCatalog(500, 8), categories: [], marketing: null });
    for (const request of randomRequests(300, 8)) {
      const page = snapshot.searchPage(request);
      const expected = referencePage(snapshot.products, request);
      expect(comparable({ ...page, closestCategories: [] })).toEqual(comparable(expected));
    }
  });
});

describe('WordSearch keeps ranked searches', () => {
  const products = randomSearchCatalog(200, 4);
  const terms = parseSearchQuery('tedy', synonyms);

  it('keeps a search asked a second time and answers it again from what it kept; keeps typo-free searches apart', () => {
    const words = new WordSearch(products);
    const first = words.search(terms, true);
    expect(first.ranks.length).toBeGreaterThan(0);
    expect(first.correctedText).toBe('teddy');
    const second = words.search(parseSearchQuery('  TEDY ', synonyms), true);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    expect(words.search(terms, true)).toBe(second);
    const exact = words.search(terms, false);
    expect(words.search(terms, false)).not.toBe(exact);
    expect(words.search(terms, false)).toBe(words.search(terms, false));
    expect(exact.ranks.length).toBe(0);
  });

  it('does not keep searches asked once, so they push no kept search out', () => {
    const words = new WordSearch(products);
    words.search(terms, true);
    const kept = words.search(terms, true);
    for (let i = 0; i < 300; i++) words.search(parseSearchQuery(`rose ${i}`, synonyms), true);
    expect(words.search(terms, true)).toBe(kept);
  });

  it('starts empty for a new snapshot', () => {
    const first = new WordSearch(products).search(terms, true);
    const again = new WordSearch(products).search(terms, true);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });

  it('drops the least recently asked searches beyond its bound, and works them out again alike', () => {
    const words = new WordSearch(products);
    words.search(terms, true);
    const first = words.search(terms, true);
    for (let i = 0; i < 300; i++) {
      const others = parseSearchQuery(`rose ${i}`, synonyms);
      words.search(others, true);
      words.search(others, true);
    }
    const again = words.search(terms, true);
    expect(again).not.toBe(first);
    expect(again).toEqual(first);
  });
});

describe('CatalogSnapshot closest categories', () => {
  it('keeps the closest categories of a text that found nothing, and works out each text once', () => {
    const categories = SEARCH_CATALOG_CATEGORIES.map((name) => ({ name, subcategories: [] }));
    const snapshot = new CatalogSnapshot(1, { products: randomSearchCatalog(50, 9), categories, marketing: null });
    const ask = (text: string) =>
      snapshot.searchPage({ text, exact: true, filter: {}, sort: null, paging: { page: 2, pageSize: 5 } });
    const first = ask('flowrs xyz');
    expect(first.totalCount).toBe(0);
    expect(first.closestCategories).toEqual(closestCategories(['flowrs', 'xyz'], snapshot.categories, 3));
    expect(first.closestCategories[0]).toBe('Flowers');
    expect(ask('  Flowrs   XYZ').closestCategories).toBe(first.closestCategories);
    expect(ask('cakse xyz').closestCategories[0]).toBe('Cakes');
  });
});
