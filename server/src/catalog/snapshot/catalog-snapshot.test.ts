import { describe, expect, it } from 'vitest';
import { filterProductsReference, type ProductFilter, type StockFilter } from '../../domain/filter.js';
import { pageOfReference } from '../../domain/paging.js';
import type { Product } from '../../domain/product.js';
import { searchProductsReference } from '../../domain/search.js';
import { PRODUCT_SORTS, sortProductsReference } from '../../domain/sort.js';
import { testProduct } from '../../../test-support/test-products.js';
import { CatalogSnapshot } from './catalog-snapshot.js';

/** A small deterministic pseudo-random generator so that failures can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const CATEGORIES: Record<string, (string | null)[]> = {
  'Soft Toys': ['Teddy Bears', 'Bunnies', null],
  Flowers: ['Roses', 'Lilies'],
  'Home Décor': ['Lamps', 'Wall Art', null],
  Hampers: [null],
};
const WORDS = ['Rose', 'Teddy', 'Mug', 'Lamp', 'Gift', 'Candle', 'Frame', 'Bouquet', 'Photo', 'Décor'];

function randomCatalog(count: number, seed: number): Product[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const categories = Object.keys(CATEGORIES);
  return Array.from({ length: count }, (_, i) => {
    const category = pick(categories);
    const hasVariant = next() < 0.2;
    return testProduct({
      id: `p${String(i).padStart(4, '0')}`,
      productName: `${pick(WORDS)} ${pick(WORDS)} ${Math.floor(next() * 20)}`,
      category,
      subCategory: pick(CATEGORIES[category]!),
      shortDescription: next() < 0.5 ? `A lovely ${pick(WORDS).toLowerCase()} for someone` : '',
      sellingPricePaise: pick([99_00, 299_00, 499_00, 999_50, 9999_00]),
      stock: pick([0, 1, 9, 10, 50]),
      hasVariant,
      variants: hasVariant
        ? [
            { name: 'S', stock: pick([0, 3]) },
            { name: 'L', stock: pick([0, 8]) },
          ]
        : [],
      sales: pick([0, 5, 5, 100]),
      createdAtMillis: next() < 0.1 ? null : Math.floor(next() * 10) * 86_400_000,
      isLimitedOffer: next() < 0.2,
    });
  });
}

const products = randomCatalog(400, 42);
const snapshot = new CatalogSnapshot(1, { products, categories: [], marketing: null });

const filters: ProductFilter[] = [
  {},
  { categories: [{ category: 'Soft Toys' }] },
  { categories: [{ category: 'Soft Toys', subcategories: ['Teddy Bears'] }] },
  {
    categories: [
      { category: 'Soft Toys' },
      { category: 'Soft Toys', subcategories: ['Bunnies'] },
      { category: 'Flowers' },
    ],
  },
  {
    categories: [
      { category: 'Home Décor', subcategories: ['Lamps'] },
      { category: 'Home Décor', subcategories: ['Wall Art'] },
      { category: 'Hampers' },
    ],
  },
  { categories: [{ category: 'Nope' }] },
  { minPricePaise: 299_00, maxPricePaise: 999_50 },
  { categories: [{ category: 'Flowers' }], minPricePaise: 999_50 },
  ...(['IN_STOCK', 'OUT_OF_STOCK', 'LIMITED_STOCK'] as StockFilter[]).map((stock) => ({ stock })),
  { categories: [{ category: 'Home Décor' }], stock: 'LIMITED_STOCK', limitedOffer: true },
  { limitedOffer: false, maxPricePaise: 299_00 },
];

describe('CatalogSnapshot.listProducts agrees with the domain rules', () => {
  for (const filter of filters) {
    for (const sort of PRODUCT_SORTS) {
      it(`${JSON.stringify(filter)} by ${sort}`, () => {
        const expected = sortProductsReference(filterProductsReference(products, filter), sort);
        for (const paging of [
          { page: 1, pageSize: 24 },
          { page: 3, pageSize: 7 },
          { page: 1, pageSize: 100 },
        ]) {
          const page = snapshot.listProducts(filter, sort, paging);
          const reference = pageOfReference(expected, paging);
          expect(page.items.map((product) => product.id)).toEqual(reference.items.map((product) => product.id));
          expect(page.totalCount).toBe(expected.length);
          expect(page.pageInfo).toEqual(reference.pageInfo);
        }
      });
    }
  }

  it('reports the price range of the category selection before price and stock filters', () => {
    const page = snapshot.listProducts(
      { categories: [{ category: 'Flowers' }], minPricePaise: 999_50, stock: 'IN_STOCK' },
      'NEWEST',
      { page: 1, pageSize: 5 },
    );
    const flowers = products
      .filter((product) => product.category === 'Flowers')
      .map((product) => product.sellingPrice.paise);
    expect(page.priceRange?.min.paise).toBe(Math.min(...flowers));
    expect(page.priceRange?.max.paise).toBe(Math.max(...flowers));
    expect(
      snapshot.listProducts({ categories: [{ category: 'Nope' }] }, 'NEWEST', { page: 1, pageSize: 5 }).priceRange,
    ).toBeNull();
  });
});

describe('CatalogSnapshot.search agrees with the domain rules', () => {
  it.each([
    'rose',
    'teddy b',
    'ed',
    'e',
    'lovely mug',
    'décor',
    'DECOR',
    'bunnies',
    'soft',
    'zzz',
    ' gift ',
    'y 1',
    '1',
  ])('%s', (text) => {
    for (const limit of [1, 8, 50]) {
      const expected = searchProductsReference(products, text, limit);
      const actual = snapshot.search(text, limit);
      expect(actual.items.map((product) => product.id)).toEqual(expected.items.map((product) => product.id));
      expect(actual.totalCount).toBe(expected.totalCount);
      expect(actual.text).toBe(expected.text);
    }
  });
});

describe('CatalogSnapshot.search keeps its answers per text (search-memo.ts)', () => {
  it('answers every limit, in any order of requests, as the domain rule does', () => {
    const fresh = new CatalogSnapshot(1, { products, categories: [], marketing: null });
    for (const text of ['rose', 'e', 'Décor', 'decor', ' mug ', 'zzz', '']) {
      for (const limit of [3, 50, 1, 20, 7, 50, 2]) {
        const expected = searchProductsReference(products, text, limit);
        const actual = fresh.search(text, limit);
        expect(actual.items.map((product) => product.id)).toEqual(expected.items.map((product) => product.id));
        expect(actual.totalCount).toBe(expected.totalCount);
        expect(actual.text).toBe(expected.text);
      }
    }
  });

  it('answers a larger limit than the kept answer holds from a fresh search', () => {
    const fresh = new CatalogSnapshot(1, { products, categories: [], marketing: null });
    fresh.search('e', 5);
    const expected = searchProductsReference(products, 'e', 120);
    expect(expected.items.length).toBe(120);
    expect(fresh.search('e', 120).items.map((product) => product.id)).toEqual(expected.items.map((p) => p.id));
  });

  it('does not carry answers to the next snapshot', () => {
    const first = new CatalogSnapshot(1, { products, categories: [], marketing: null });
    expect(first.search('rose', 8).totalCount).toBe(searchProductsReference(products, 'rose', 8).totalCount);
    const fewer = products.filter((product) => !product.productName.startsWith('Rose'));
    const next = new CatalogSnapshot(2, { products: fewer, categories: [], marketing: null }, first.textIndex);
    expect(next.search('rose', 8).totalCount).toBe(searchProductsReference(fewer, 'rose', 8).totalCount);
    expect(next.search('rose', 8).totalCount).toBeLessThan(first.search('rose', 8).totalCount);
  });
});

describe('CatalogSnapshot lookups', () => {
  it('finds products by id', () => {
    expect(snapshot.product('p0007')?.id).toBe('p0007');
    expect(snapshot.product('nope')).toBeUndefined();
  });

  it('lists the home products: only in stock, newest first', () => {
    const expected = sortProductsReference(
      products.filter((product) => product.stockCount > 0),
      'NEWEST',
    ).slice(0, 12);
    expect(snapshot.homeProducts(12).map((product) => product.id)).toEqual(expected.map((product) => product.id));
    expect(snapshot.homeProducts(10_000).every((product) => product.inStock)).toBe(true);
  });

  it('reuses a text index across snapshots', () => {
    const next = new CatalogSnapshot(
      2,
      { products: products.slice(1), categories: [], marketing: null },
      snapshot.textIndex,
    );
    expect(next.search('rose', 50).totalCount).toBe(searchProductsReference(products.slice(1), 'rose', 50).totalCount);
  });

  it('handles an empty catalog', () => {
    const empty = new CatalogSnapshot(0, { products: [], categories: [], marketing: null });
    expect(empty.listProducts({}, 'PRICE_LOW', { page: 1, pageSize: 24 })).toMatchObject({
      items: [],
      totalCount: 0,
      priceRange: null,
    });
    expect(empty.search('rose', 8).totalCount).toBe(0);
    expect(empty.homeProducts(12)).toEqual([]);
    expect(empty.marketing.minimumOrderValue.formatted).toBe('₹0');
  });
});

describe('CatalogSnapshot built from changes agrees with one built from scratch', () => {
  const next = random(7);
  const base = randomCatalog(300, 99);
  const first = new CatalogSnapshot(1, { products: base, categories: [], marketing: null });
  const changedProducts = randomCatalog(40, 1234).map((product, i) =>
    // half replace existing products (new price, stock, name…), half are new
    testProduct({
      ...product,
      id: i % 2 === 0 ? base[Math.floor(next() * base.length)]!.id : `new-${i}`,
      mrpPaise: product.mrp.paise,
      sellingPricePaise: product.sellingPrice.paise,
      stock: product.stock,
      variants: product.variants,
      limitedOfferMaxQuantity: null,
    }),
  );
  const upserted = [...new Map(changedProducts.map((product) => [product.id, product])).values()];
  const removedIds = new Set(base.filter((_, i) => i % 17 === 0).map((product) => product.id));
  for (const product of upserted) removedIds.delete(product.id);
  const current = new Map(base.map((product) => [product.id, product]));
  for (const id of removedIds) current.delete(id);
  for (const product of upserted) current.set(product.id, product);

  const scratch = new CatalogSnapshot(2, { products: current.values(), categories: [], marketing: null });
  const replaced = base.filter(
    (product) => removedIds.has(product.id) || upserted.some((changed) => changed.id === product.id),
  );
  const incremental = new CatalogSnapshot(
    2,
    { products: current.values(), categories: [], marketing: null },
    first.textIndex,
    { previous: first, upserted, replaced },
  );

  it.each(PRODUCT_SORTS)('%s', (sort) => {
    const all = { page: 1, pageSize: 100 };
    for (const filter of [
      {},
      { categories: [{ category: 'Soft Toys' }, { category: 'Flowers', subcategories: ['Roses'] }] },
      { stock: 'LIMITED_STOCK' as const },
    ]) {
      for (const page of [1, 2, 3, 4]) {
        const paging = { ...all, page };
        expect(incremental.listProducts(filter, sort, paging).items.map((product) => product.id)).toEqual(
          scratch.listProducts(filter, sort, paging).items.map((product) => product.id),
        );
      }
    }
  });

  it('holds the same products, searches the same and lists the same home products', () => {
    expect(incremental.productCount).toBe(current.size);
    expect(incremental.search('rose', 50).items.map((product) => product.id)).toEqual(
      scratch.search('rose', 50).items.map((product) => product.id),
    );
    expect(incremental.homeProducts(30).map((product) => product.id)).toEqual(
      scratch.homeProducts(30).map((product) => product.id),
    );
    for (const id of removedIds) expect(incremental.product(id)).toBeUndefined();
  });
});
