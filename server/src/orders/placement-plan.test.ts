import { describe, expect, it } from 'vitest';
import type { Product } from '../domain/product.js';
import { testProduct } from '../../test-support/test-products.js';
import { emptiedBy } from './placement-plan.js';

describe('what a placement leaves sold out', () => {
  const products = new Map<string, Product | null>([
    ['mug', testProduct({ id: 'mug', stock: 3 })],
    [
      'roses',
      testProduct({
        id: 'roses',
        hasVariant: true,
        variants: [
          { name: '6 stems', stock: 2 },
          { name: '12', stock: 9 },
        ],
      }),
    ],
    ['hamper', testProduct({ id: 'hamper', stock: 2, stockShards: 4 })],
  ]);

  it('names the products and options whose last units the order takes', () => {
    const takes = [
      { productId: 'mug', variant: null, units: 3 },
      { productId: 'roses', variant: '6 stems', units: 2 },
      { productId: 'roses', variant: '12', units: 8 },
    ];
    expect(emptiedBy(takes, products)).toEqual([takes[0], takes[1]]);
  });

  it('leaves out units to spare, unknown products and sharded stock (its read shows only some shards)', () => {
    const takes = [
      { productId: 'mug', variant: null, units: 2 },
      { productId: 'gone', variant: null, units: 1 },
      { productId: 'hamper', variant: null, units: 2 },
      { productId: 'roses', variant: 'no such option', units: 1 },
    ];
    expect(emptiedBy(takes, products)).toEqual([]);
  });
});
