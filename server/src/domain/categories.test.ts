import { describe, expect, it } from 'vitest';
import { mergeCategories } from './categories.js';
import { testProduct } from '../../test-support/test-products.js';

describe('mergeCategories', () => {
  it.each([
    [
      'sorts categories and subcategories by name',
      [
        { name: 'Soft Toys', subcategories: ['Teddy Bears', 'Bunnies'] },
        { name: 'Flowers', subcategories: [] },
      ],
      [],
      [
        { name: 'Flowers', subcategories: [] },
        { name: 'Soft Toys', subcategories: ['Bunnies', 'Teddy Bears'] },
      ],
    ],
    [
      'merges duplicate documents and duplicate subcategories',
      [
        { name: 'Flowers', subcategories: ['Roses'] },
        { name: 'Flowers', subcategories: ['Lilies', 'Roses'] },
      ],
      [],
      [{ name: 'Flowers', subcategories: ['Lilies', 'Roses'] }],
    ],
    [
      'adds what only products know',
      [{ name: 'Flowers', subcategories: ['Roses'] }],
      [
        testProduct({ id: '1', category: 'Flowers', subCategory: 'Orchids' }),
        testProduct({ id: '2', category: 'Cakes', subCategory: null }),
      ],
      [
        { name: 'Cakes', subcategories: [] },
        { name: 'Flowers', subcategories: ['Orchids', 'Roses'] },
      ],
    ],
    ['skips unnamed categories', [{ name: '', subcategories: ['x'] }], [testProduct({ id: '3', category: '' })], []],
  ])('%s', (_name, stored, products, expected) => {
    expect(mergeCategories(stored, products)).toEqual(expected);
  });
});
