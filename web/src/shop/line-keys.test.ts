import { describe, expect, it } from 'vitest';
import { cartLineKeys, lineKey, lineKeys } from './line-keys';

describe('lineKeys', () => {
  it('gives lines of one product and variant keys of their own, in order', () => {
    const keys = lineKeys([
      { productId: 'mug', variant: null },
      { productId: 'roses', variant: '6 roses' },
      { productId: 'mug', variant: null },
    ]);
    expect(keys).toEqual([lineKey('mug', null), lineKey('roses', '6 roses'), lineKey('mug', null, 1)]);
    expect(new Set(keys).size).toBe(3);
  });

  it('matches a cart’s lines with the priced lines in the same order', () => {
    const cart = cartLineKeys([{ id: 'mug' }, { id: 'mug' }]);
    expect(cart).toEqual(lineKeys([{ productId: 'mug' }, { productId: 'mug', variant: null }]));
  });
});
