import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/product.js';
import { DEFAULT_SEARCH_SYNONYMS, parseSearchQuery, synonymTable } from '../../domain/search-query.js';
import { rankProductsReference } from '../../domain/search-ranking.js';
import { testProduct } from '../../../test-support/test-products.js';
import { CatalogSnapshot } from './catalog-snapshot.js';

// Snapshots of a live catalog share one text index (and so its words); each must still rank exactly its own products
// as the reference does, however the shared words grew in between.

const synonyms = synonymTable(DEFAULT_SEARCH_SYNONYMS);
const QUERIES = ['teddy', 'tedy', 'rose', 'jasmin', 'malli', 'brass diya', 'for her', 'valentine', 'kolam', 'café'];

function rankedIds(snapshot: CatalogSnapshot, products: readonly Product[], text: string) {
  const page = snapshot.searchPage({ text, exact: false, filter: {}, sort: null, paging: { page: 1, pageSize: 100 } });
  const expected = rankProductsReference(products, parseSearchQuery(text, synonyms), true).map(
    (match) => match.product,
  );
  return {
    actual: page.items.map((item) => item.id),
    expected: expected.slice(0, 100).map((product) => product.id),
    count: expected.length,
  };
}

describe('word search over snapshots sharing a text index', () => {
  const first: Product[] = [
    testProduct({ id: 'a1', productName: 'Teddy Bear', category: 'Soft Toys', shortDescription: 'A soft teddy' }),
    testProduct({ id: 'a2', productName: 'Red Roses', category: 'Flowers', occasions: ["Valentine's Day"] }),
    testProduct({ id: 'a3', productName: 'Brass Diya', category: 'Festive', subCategory: 'Diwali' }),
  ];
  const second: Product[] = [
    first[0]!,
    testProduct({ id: 'b1', productName: 'Madurai Jasmine String', category: 'Flowers', recipients: ['For her'] }),
    testProduct({ id: 'b2', productName: 'Kolam Stencil', category: 'Home Décor', shortDescription: 'Café rangoli' }),
    testProduct({ id: 'b3', productName: 'Rose Teddy', category: 'Soft Toys', stock: 0 }),
  ];

  it('ranks each snapshot’s own products, before and after a later snapshot adds words', () => {
    const older = new CatalogSnapshot(1, { products: first, categories: [], marketing: null });
    expect(rankedIds(older, first, 'teddy').count).toBe(1);
    const newer = new CatalogSnapshot(2, { products: second, categories: [], marketing: null }, older.textIndex);
    let matchedQueries = 0;
    for (const text of QUERIES) {
      for (const [snapshot, products] of [
        [newer, second],
        [older, first],
      ] as const) {
        const { actual, expected, count } = rankedIds(snapshot, products, text);
        expect(actual, `${text} in snapshot ${snapshot.version}`).toEqual(expected);
        if (count > 0) matchedQueries++;
      }
    }
    expect(matchedQueries).toBeGreaterThan(10);
    expect(rankedIds(newer, second, 'kolam').count).toBe(1);
    expect(rankedIds(older, first, 'kolam').count).toBe(0);
    expect(rankedIds(newer, second, 'for her').actual).toEqual(['b1']);
  });
});
