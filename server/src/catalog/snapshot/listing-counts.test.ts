import { describe, expect, it } from 'vitest';
import { categoryScope, filterProductsReference, type ProductFilter } from '../../domain/filter.js';
import { testProduct } from '../../../test-support/test-products.js';
import { ListingCounts } from './listing-counts.js';
import { ProductColumns } from './product-columns.js';
import { refinementOf } from './refinement.js';

const products = Array.from({ length: 300 }, (_, i) =>
  testProduct({
    id: `p${i}`,
    productName: `Gift ${i}`,
    category: ['Flowers', 'Soft Toys', 'Hampers'][i % 3]!,
    subCategory: [null, 'Roses', 'Teddy Bears'][(i * 7) % 3] ?? null,
    sellingPricePaise: [99_00, 299_00, 499_00, 999_50, 9999_00][(i * 11) % 5]!,
    stock: [0, 1, 9, 10, 50][(i * 13) % 5]!,
    isLimitedOffer: i % 4 === 0,
  }),
);
const counts = new ListingCounts(new ProductColumns(products));

const filters: ProductFilter[] = [
  { minPricePaise: 299_00 },
  { maxPricePaise: 999_50, stock: 'IN_STOCK' },
  { minPricePaise: 299_00, maxPricePaise: 999_50, stock: 'LIMITED_STOCK', limitedOffer: true },
  { stock: 'OUT_OF_STOCK', limitedOffer: false },
  { categories: [{ category: 'Flowers' }], minPricePaise: 100_00 },
  {
    categories: [{ category: 'Soft Toys', subcategories: ['Teddy Bears'] }, { category: 'Hampers' }],
    stock: 'IN_STOCK',
  },
  { categories: [{ category: 'Nowhere' }], maxPricePaise: 1 },
  { minPricePaise: 10_000_00 },
];

describe('ListingCounts', () => {
  it.each(filters.map((filter) => [JSON.stringify(filter), filter] as const))(
    'counts what the reference filter keeps: %s',
    (_, filter) => {
      const count = counts.count(categoryScope(filter.categories), refinementOf(filter)!);
      expect(count).toBe(filterProductsReference(products, filter).length);
    },
  );

  it('leaves to a scan a stock range that splits a stock class', () => {
    const refine = { minPrice: -Infinity, maxPrice: Infinity, minUnits: 5, maxUnits: Infinity, limitedOffer: -1 };
    expect(counts.count(null, refine)).toBeNull();
  });
});
