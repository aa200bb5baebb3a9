import { describe, expect, it } from 'vitest';
import {
  categoryScope,
  filterProductsReference,
  matchesPriceRange,
  matchesStockFilter,
  type ProductFilter,
} from './filter.js';
import { testProduct } from '../../test-support/test-products.js';

const catalog = [
  testProduct({ id: 'mug', category: 'Personalised Gifts', subCategory: 'Mugs', sellingPricePaise: 299_00, stock: 30 }),
  testProduct({
    id: 'frame',
    category: 'Personalised Gifts',
    subCategory: 'Frames',
    sellingPricePaise: 599_00,
    stock: 9,
  }),
  testProduct({
    id: 'cushion',
    category: 'Personalised Gifts',
    subCategory: null,
    sellingPricePaise: 499_00,
    stock: 10,
  }),
  testProduct({ id: 'teddy', category: 'Soft Toys', subCategory: 'Teddy Bears', sellingPricePaise: 999_00, stock: 0 }),
  testProduct({
    id: 'roses',
    category: 'Flowers',
    subCategory: 'Roses',
    sellingPricePaise: 99_00,
    stock: 1,
    isLimitedOffer: true,
  }),
  testProduct({
    id: 'ring',
    category: 'Jewellery',
    subCategory: 'Rings',
    sellingPricePaise: 9999_00,
    hasVariant: true,
    variants: [
      { name: 'S', stock: 0 },
      { name: 'M', stock: 0 },
    ],
  }),
];

function ids(filter: ProductFilter): string[] {
  return filterProductsReference(catalog, filter).map((product) => product.id);
}

describe('filterProductsReference', () => {
  it.each<[string, ProductFilter, string[]]>([
    ['empty filter keeps everything', {}, ['mug', 'frame', 'cushion', 'teddy', 'roses', 'ring']],
    ['empty category list keeps everything', { categories: [] }, ['mug', 'frame', 'cushion', 'teddy', 'roses', 'ring']],
    ['plain category', { categories: [{ category: 'Personalised Gifts' }] }, ['mug', 'frame', 'cushion']],
    ['category/sub', { categories: [{ category: 'Personalised Gifts', subcategories: ['Mugs'] }] }, ['mug']],
    [
      'plain category dropped when a sub-selection of it exists',
      {
        categories: [{ category: 'Personalised Gifts' }, { category: 'Personalised Gifts', subcategories: ['Frames'] }],
      },
      ['frame'],
    ],
    [
      'order of selections does not matter',
      {
        categories: [{ category: 'Personalised Gifts', subcategories: ['Frames'] }, { category: 'Personalised Gifts' }],
      },
      ['frame'],
    ],
    ['two categories', { categories: [{ category: 'Flowers' }, { category: 'Soft Toys' }] }, ['teddy', 'roses']],
    [
      'sub of one, whole of another',
      { categories: [{ category: 'Flowers' }, { category: 'Personalised Gifts', subcategories: ['Mugs'] }] },
      ['mug', 'roses'],
    ],
    [
      'two subs of one category',
      {
        categories: [
          { category: 'Personalised Gifts', subcategories: ['Mugs'] },
          { category: 'Personalised Gifts', subcategories: ['Frames'] },
        ],
      },
      ['mug', 'frame'],
    ],
    ['unknown category', { categories: [{ category: 'Nope' }] }, []],
    ['category names are exact', { categories: [{ category: 'flowers' }] }, []],
    [
      'blank selections are ignored',
      { categories: [{ category: '  ' }, { category: '' }] },
      ['mug', 'frame', 'cushion', 'teddy', 'roses', 'ring'],
    ],
    ['min price inclusive', { minPricePaise: 599_00 }, ['frame', 'teddy', 'ring']],
    ['max price inclusive', { maxPricePaise: 299_00 }, ['mug', 'roses']],
    ['min and max inclusive', { minPricePaise: 299_00, maxPricePaise: 599_00 }, ['mug', 'frame', 'cushion']],
    ['min equals max', { minPricePaise: 499_00, maxPricePaise: 499_00 }, ['cushion']],
    ['in stock', { stock: 'IN_STOCK' }, ['mug', 'frame', 'cushion', 'roses']],
    ['out of stock (variants summed)', { stock: 'OUT_OF_STOCK' }, ['teddy', 'ring']],
    ['limited stock: 9 and 1 yes, 10 no', { stock: 'LIMITED_STOCK' }, ['frame', 'roses']],
    ['limited offers only', { limitedOffer: true }, ['roses']],
    ['no limited offers', { limitedOffer: false }, ['mug', 'frame', 'cushion', 'teddy', 'ring']],
    [
      'category then price then stock',
      { categories: [{ category: 'Personalised Gifts' }], minPricePaise: 400_00, stock: 'LIMITED_STOCK' },
      ['frame'],
    ],
  ])('%s', (_name, filter, expected) => {
    expect(ids(filter)).toEqual(expected);
  });
});

describe('categoryScope', () => {
  it('returns null when nothing is selected', () => {
    expect(categoryScope(undefined)).toBeNull();
    expect(categoryScope([])).toBeNull();
    expect(categoryScope([{ category: ' ' }])).toBeNull();
  });
  it('treats an empty subcategory list as the whole category and trims names', () => {
    const selection = categoryScope([
      { category: 'Flowers', subcategories: [] },
      { category: ' Soft Toys ', subcategories: [' Teddy Bears ', ' '] },
    ]);
    expect([...selection!.wholeCategories]).toEqual(['Flowers']);
    expect([...selection!.subcategories.get('Soft Toys')!]).toEqual(['Teddy Bears']);
  });
  it('combines the subcategories of selections naming the same category', () => {
    const selection = categoryScope([
      { category: 'Cards', subcategories: ['Birthday/Kids'] },
      { category: 'Cards' },
      { category: 'Cards', subcategories: ['Wedding'] },
    ]);
    expect([...selection!.wholeCategories]).toEqual([]);
    expect([...selection!.subcategories.get('Cards')!]).toEqual(['Birthday/Kids', 'Wedding']);
  });
});

describe('matchesPriceRange', () => {
  it.each([
    [100, null, null, true],
    [100, 100, 100, true],
    [99, 100, null, false],
    [101, null, 100, false],
    [0, 0, 0, true],
  ])('%i in [%s, %s] → %s', (price, min, max, expected) => {
    expect(matchesPriceRange(price, min, max)).toBe(expected);
  });
});

describe('matchesStockFilter', () => {
  it.each([
    [0, 'IN_STOCK', false],
    [1, 'IN_STOCK', true],
    [0, 'OUT_OF_STOCK', true],
    [5, 'OUT_OF_STOCK', false],
    [9, 'LIMITED_STOCK', true],
    [10, 'LIMITED_STOCK', false],
    [0, 'LIMITED_STOCK', false],
    [0, null, true],
  ] as const)('%i units, %s → %s', (units, filter, expected) => {
    expect(matchesStockFilter(units, filter)).toBe(expected);
  });
});
