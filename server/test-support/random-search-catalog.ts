import { OCCASIONS, RECIPIENTS } from '../src/domain/gift-tags.js';
import type { Product } from '../src/domain/product.js';
import { testProduct } from './test-products.js';

/** A seeded pseudo-random generator: the same seed gives the same sequence in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const WORDS = ['Teddy', 'Rose', 'Mug', 'Chocolate', 'Jasmine', 'Photo', 'Frame', 'Cake', 'Birthday', 'Brass', 'Diya'];
export const SEARCH_CATALOG_CATEGORIES = ['Soft Toys', 'Flowers', 'Cakes', 'Home Décor', 'Personalised Gifts'];

/**
 * Products for search tests, in random order: few words, so many products tie on typos, tier, stock and sales (and
 * some on creation date too); some with options priced apart, limited offers, and stock on either side of the
 * limited-stock threshold.
 */
export function randomSearchCatalog(count: number, seed: number): Product[] {
  const next = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.2);
  return Array.from({ length: count }, (_, i) => {
    const hasVariant = next() < 0.2;
    return testProduct({
      id: `p${String(i).padStart(4, '0')}`,
      productName: `${pick(WORDS)} ${pick(WORDS)}`,
      category: pick(SEARCH_CATALOG_CATEGORIES),
      subCategory: next() < 0.5 ? `${pick(WORDS)}s` : null,
      shortDescription: next() < 0.6 ? `A lovely ${pick(WORDS).toLowerCase()} for a ${pick(WORDS)}` : '',
      stock: pick([0, 0, 2, 5, 20]),
      sales: Math.floor(next() * 4) * 10,
      sellingPricePaise: pick([199_00, 499_00, 999_00]),
      hasVariant,
      variants: hasVariant
        ? [
            { name: 'Small', stock: pick([0, 3]), sellingPricePaise: pick([149_00, 299_00]) },
            { name: 'Large', stock: pick([0, 8]), sellingPricePaise: pick([599_00, 1299_00]) },
          ]
        : [],
      createdAtMillis: next() < 0.1 ? null : Math.floor(next() * 5) * 86_400_000,
      isLimitedOffer: next() < 0.15,
      occasions: some(OCCASIONS),
      recipients: some(RECIPIENTS),
    });
  });
}
