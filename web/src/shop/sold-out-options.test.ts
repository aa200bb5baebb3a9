import { describe, expect, it } from 'vitest';
import { soldOutOptions } from './sold-out-options';

describe('soldOutOptions', () => {
  it('offers a sold-out product without options as a whole, and nothing in stock', () => {
    expect(soldOutOptions({ inStock: false, hasVariant: false, variants: [] })).toEqual([null]);
    expect(soldOutOptions({ inStock: true, hasVariant: false, variants: [] })).toEqual([]);
  });

  it('offers each sold-out option of a product with options, even while others sell', () => {
    const variants = [
      { name: 'Small', inStock: true },
      { name: 'Large', inStock: false },
      { name: 'A3', inStock: false },
    ];
    expect(soldOutOptions({ inStock: true, hasVariant: true, variants })).toEqual(['Large', 'A3']);
  });
});
