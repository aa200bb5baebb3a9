import { describe, expect, it } from 'vitest';
import { compareNames, sortProductsReference, type ProductSort } from './sort.js';
import { testProduct } from '../../test-support/test-products.js';

const day = 86_400_000;
const catalog = [
  testProduct({ id: 'a', productName: 'Rose Bouquet', sellingPricePaise: 499_00, sales: 5, createdAtMillis: 3 * day }),
  testProduct({
    id: 'b',
    productName: 'anniversary Mug',
    sellingPricePaise: 299_00,
    sales: 50,
    createdAtMillis: 1 * day,
  }),
  testProduct({
    id: 'c',
    productName: 'Teddy 10',
    sellingPricePaise: 999_00,
    sales: 5,
    createdAtMillis: 5 * day,
    stock: 0,
  }),
  testProduct({ id: 'd', productName: 'Teddy 2', sellingPricePaise: 299_00, sales: 20, createdAtMillis: null }),
  testProduct({
    id: 'e',
    productName: 'Zari Pouch',
    sellingPricePaise: 99_00,
    sales: 99,
    createdAtMillis: 4 * day,
    stock: 0,
  }),
  testProduct({ id: 'f', productName: 'Candle', sellingPricePaise: 299_00, sales: 20, createdAtMillis: 1 * day }),
];

describe('sortProductsReference', () => {
  it.each<[ProductSort, string[]]>([
    // in-stock a,b,d,f first; out-of-stock c,e last — whatever the key
    ['PRICE_LOW', ['b', 'f', 'd', 'a', 'e', 'c']],
    ['PRICE_HIGH', ['a', 'b', 'f', 'd', 'c', 'e']],
    ['POPULAR', ['b', 'f', 'd', 'a', 'e', 'c']],
    ['RELEVANT', ['b', 'f', 'a', 'd', 'c', 'e']],
    ['NEWEST', ['a', 'b', 'f', 'd', 'c', 'e']],
  ])('%s', (sort, expected) => {
    expect(sortProductsReference(catalog, sort).map((product) => product.id)).toEqual(expected);
  });

  it('breaks full ties by id, whatever the input order', () => {
    const twins = ['y', 'x', 'z'].map((id) => testProduct({ id, productName: 'Same', createdAtMillis: day }));
    for (const sort of ['PRICE_LOW', 'NEWEST', 'RELEVANT'] as const) {
      expect(sortProductsReference(twins, sort).map((product) => product.id)).toEqual(['x', 'y', 'z']);
      expect(sortProductsReference([...twins].reverse(), sort).map((product) => product.id)).toEqual(['x', 'y', 'z']);
    }
  });

  it('does not change its input', () => {
    const input = [...catalog];
    sortProductsReference(input, 'PRICE_LOW');
    expect(input).toEqual(catalog);
  });
});

describe('compareNames', () => {
  it.each([
    ['apple', 'Banana', -1],
    ['Gift 2', 'Gift 10', -1],
    ['Décor', 'Decor', 1],
    ['same', 'same', 0],
  ])('%s vs %s', (a, b, sign) => {
    expect(Math.sign(compareNames(a, b))).toBe(sign);
  });
});
