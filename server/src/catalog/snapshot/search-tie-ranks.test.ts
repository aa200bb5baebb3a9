import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/product.js';
import { productComparator } from '../../domain/sort.js';
import { randomSearchCatalog } from '../../../test-support/random-search-catalog.js';
import { testProduct } from '../../../test-support/test-products.js';
import { searchTieRanks } from './search-tie-ranks.js';

const newestFirst = productComparator('NEWEST');

/** The tie order as domain/search-ranking.ts compareRanked states it (after typos and tier). */
function referenceOrder(products: readonly Product[]): string[] {
  return [...products]
    .sort((a, b) => Number(b.inStock) - Number(a.inStock) || b.sales - a.sales || newestFirst(a, b))
    .map((product) => product.id);
}

function orderOf(products: readonly Product[]): string[] {
  const ranks = searchTieRanks(products);
  const ids: string[] = [];
  ranks.forEach((rank, ordinal) => {
    ids[rank] = products[ordinal]!.id;
  });
  return ids;
}

describe('searchTieRanks', () => {
  for (const seed of [2, 11, 97]) {
    const products = randomSearchCatalog(400, seed);

    it(`seed ${seed}: orders products in random order as compareRanked's tie-breaks do`, () => {
      expect(orderOf(products)).toEqual(referenceOrder(products));
    });

    it(`seed ${seed}: orders products already in the default order (a snapshot's) the same way`, () => {
      const sorted = [...products].sort(newestFirst);
      expect(orderOf(sorted)).toEqual(referenceOrder(sorted));
    });
  }

  it('orders sales beyond the packed keys by comparing them', () => {
    const products = [
      testProduct({ id: 'a', sales: 3 }),
      testProduct({ id: 'b', sales: 2 ** 40 }),
      testProduct({ id: 'c', sales: 2 ** 40 + 1, stock: 0 }),
      testProduct({ id: 'd', sales: 2 ** 31 }),
    ];
    expect(orderOf(products)).toEqual(['b', 'd', 'a', 'c']);
    expect(orderOf(products)).toEqual(referenceOrder(products));
  });
});
