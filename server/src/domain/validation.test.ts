import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from './errors.js';
import {
  validateCartLines,
  validateHomeLimit,
  validatePaging,
  validateProductFilter,
  validateProductIds,
  validateSearch,
  validateSort,
} from './validation.js';

function failure(run: () => unknown): { argument: string; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof InvalidArgumentError) return { argument: error.argument, message: error.message };
    throw error;
  }
  throw new Error('expected an InvalidArgumentError');
}

describe('invalid arguments name the argument and say what is wrong', () => {
  it.each<[string, () => unknown, string, RegExp]>([
    [
      'negative min price',
      () => validateProductFilter({ minPricePaise: -1 }),
      'filter.minPricePaise',
      /must not be negative/,
    ],
    [
      'negative max price',
      () => validateProductFilter({ maxPricePaise: -5 }),
      'filter.maxPricePaise',
      /must not be negative/,
    ],
    [
      'min above max',
      () => validateProductFilter({ minPricePaise: 500, maxPricePaise: 100 }),
      'filter.minPricePaise',
      /must not be above filter\.maxPricePaise \(500 > 100\)/,
    ],
    ['unknown stock filter', () => validateProductFilter({ stock: 'SOME' }), 'filter.stock', /must be one of IN_STOCK/],
    [
      'too many categories',
      () => validateProductFilter({ categories: Array(101).fill({ category: 'x' }) }),
      'filter.categories',
      /at most 100/,
    ],
    [
      'long category',
      () => validateProductFilter({ categories: [{ category: 'ok' }, { category: 'x'.repeat(201) }] }),
      'filter.categories[1].category',
      /200/,
    ],
    [
      'blank category',
      () => validateProductFilter({ categories: [{ category: ' ' }] }),
      'filter.categories[0].category',
      /must not be blank/,
    ],
    [
      'long subcategory',
      () => validateProductFilter({ categories: [{ category: 'ok', subcategories: ['a', 'x'.repeat(201)] }] }),
      'filter.categories[0].subcategories[1]',
      /200/,
    ],
    [
      'blank subcategory',
      () => validateProductFilter({ categories: [{ category: 'ok', subcategories: [''] }] }),
      'filter.categories[0].subcategories[0]',
      /must not be blank/,
    ],
    [
      'too many subcategories',
      () => validateProductFilter({ categories: [{ category: 'ok', subcategories: Array(101).fill('s') }] }),
      'filter.categories[0].subcategories',
      /at most 100/,
    ],
    ['unknown sort', () => validateSort('CHEAPEST'), 'sort', /must be one of PRICE_LOW/],
    ['page 0', () => validatePaging({ page: 0 }), 'paging.page', /at least 1 \(got 0\)/],
    ['negative page', () => validatePaging({ page: -2 }), 'paging.page', /at least 1/],
    ['page size 0', () => validatePaging({ pageSize: 0 }), 'paging.pageSize', /at least 1/],
    ['page size over 100', () => validatePaging({ pageSize: 101 }), 'paging.pageSize', /at most 100 \(got 101\)/],
    ['search text over 200', () => validateSearch('a'.repeat(201), 8), 'text', /at most 200 characters \(got 201\)/],
    ['search limit 0', () => validateSearch('rose', 0), 'limit', /at least 1/],
    ['search limit 51', () => validateSearch('rose', 51), 'limit', /at most 50/],
    ['home limit 0', () => validateHomeLimit(0), 'limit', /at least 1/],
    [
      'too many ids',
      () => validateProductIds(Array.from({ length: 101 }, (_, i) => `p${i}`)),
      'ids',
      /at most 100 ids/,
    ],
    [
      'zero quantity',
      () =>
        validateCartLines([
          { productId: 'a', quantity: 1 },
          { productId: 'b', quantity: 0 },
        ]),
      'lines[1].quantity',
      /at least 1/,
    ],
    [
      'huge quantity',
      () => validateCartLines([{ productId: 'a', quantity: 1000 }]),
      'lines[0].quantity',
      /at most 999/,
    ],
    [
      'negative seen price',
      () => validateCartLines([{ productId: 'a', quantity: 1, seenPricePaise: -1 }]),
      'lines[0].seenPricePaise',
      /negative/,
    ],
    [
      'too many lines',
      () => validateCartLines(Array(101).fill({ productId: 'a', quantity: 1 })),
      'lines',
      /at most 100/,
    ],
  ])('%s', (_name, run, argument, message) => {
    const error = failure(run);
    expect(error.argument).toBe(argument);
    expect(error.message).toMatch(message);
    expect(error.message).toContain(`"${argument}"`);
  });
});

describe('valid arguments', () => {
  it.each([
    ['no filter', () => validateProductFilter(null), {}],
    [
      'min equals max',
      () => validateProductFilter({ minPricePaise: 100, maxPricePaise: 100 }),
      { categories: null, minPricePaise: 100, maxPricePaise: 100, stock: null, limitedOffer: null },
    ],
    [
      'zero prices',
      () => validateProductFilter({ minPricePaise: 0, maxPricePaise: 0, stock: 'LIMITED_STOCK' }),
      { categories: null, minPricePaise: 0, maxPricePaise: 0, stock: 'LIMITED_STOCK', limitedOffer: null },
    ],
    ['default sort', () => validateSort(null), 'NEWEST'],
    ['default paging', () => validatePaging(undefined), { page: 1, pageSize: 24 }],
    ['explicit nulls take defaults', () => validatePaging({ page: null, pageSize: null }), { page: 1, pageSize: 24 }],
    ['page size 100', () => validatePaging({ page: 3, pageSize: 100 }), { page: 3, pageSize: 100 }],
    [
      'search text of 200 after trimming',
      () => validateSearch(` ${'a'.repeat(200)} `, null),
      { text: 'a'.repeat(200), limit: 8 },
    ],
    ['100 ids', () => validateProductIds(Array(100).fill('x')).length, 100],
    ['default home limit', () => validateHomeLimit(undefined), 12],
    [
      'cart line defaults',
      () => validateCartLines([{ productId: 'a', quantity: 999 }]),
      [{ productId: 'a', variant: null, quantity: 999, seenPricePaise: null }],
    ],
  ])('%s', (_name, run, expected) => {
    expect(run()).toEqual(expected);
  });
});
