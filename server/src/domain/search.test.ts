import { describe, expect, it } from 'vitest';
import { searchMatch, searchProductsReference } from './search.js';
import { testProduct } from '../../test-support/test-products.js';

const day = 86_400_000;
const catalog = [
  testProduct({
    id: 'lamp',
    productName: 'Moon Lamp',
    category: 'Home Décor',
    subCategory: 'Lamps',
    shortDescription: 'A warm glow for a bedside table.',
    createdAtMillis: 1 * day,
  }),
  testProduct({
    id: 'mug',
    productName: 'Photo Mug',
    category: 'Personalised Gifts',
    subCategory: 'Mugs',
    shortDescription: 'Your photo printed on a ceramic mug; a lovely gift.',
    createdAtMillis: 2 * day,
  }),
  testProduct({
    id: 'rose',
    productName: 'Red Roses',
    category: 'Flowers',
    subCategory: null,
    shortDescription: 'Twelve roses, hand-tied. A gift that says it all.',
    createdAtMillis: 3 * day,
  }),
  testProduct({
    id: 'hamper',
    productName: 'Gift Hamper',
    category: 'Hampers',
    subCategory: 'Festive',
    shortDescription: 'Sweets and dry fruits.',
    createdAtMillis: 0,
    stock: 0,
  }),
  testProduct({
    id: 'giftbox',
    productName: 'Gift Box',
    category: 'Hampers',
    subCategory: 'Festive',
    shortDescription: 'An empty box.',
    createdAtMillis: 0,
  }),
];

function search(text: string, limit = 8) {
  const result = searchProductsReference(catalog, text, limit);
  return { ids: result.items.map((product) => product.id), total: result.totalCount, text: result.text };
}

describe('searchProductsReference', () => {
  it.each<[string, string, string[], number]>([
    ['name match', 'lamp', ['lamp'], 1],
    ['case-insensitive', 'MOON', ['lamp'], 1],
    ['category match', 'flowers', ['rose'], 1],
    ['subcategory match', 'mugs', ['mug'], 1],
    ['description match', 'ceramic', ['mug'], 1],
    ['accent-insensitive', 'home decor', ['lamp'], 1],
    ['accent in the query', 'décor', ['lamp'], 1],
    // name matches first (in-stock before out-of-stock), then other matches newest first
    ['name matches rank first', 'gift', ['giftbox', 'hamper', 'rose', 'mug'], 4],
    ['inner substring', 'oto', ['mug'], 1],
    ['surrounding spaces are trimmed', '  roses  ', ['rose'], 1],
    ['no match', 'xyz', [], 0],
    ['blank text finds nothing', '   ', [], 0],
    ['single character', 'z', [], 0],
  ])('%s', (_name, text, ids, total) => {
    const result = search(text);
    expect(result.ids).toEqual(ids);
    expect(result.total).toBe(total);
  });

  it('limits the items but not the total', () => {
    const result = search('gift', 2);
    expect(result.ids).toEqual(['giftbox', 'hamper']);
    expect(result.total).toBe(4);
  });

  it('returns the trimmed text', () => {
    expect(search('  Mug ').text).toBe('Mug');
  });
});

describe('searchMatch', () => {
  it.each([
    ['photo', 'name'],
    ['personalised', 'other'],
    ['lovely', 'other'],
    ['tea', null],
  ] as const)('%s → %s', (needle, expected) => {
    expect(searchMatch(catalog[1]!, needle)).toBe(expected);
  });
});
