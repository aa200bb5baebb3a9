import { describe, expect, it } from 'vitest';
import { addWishlistId, decodeStoredWishlist, removeWishlistId } from './wishlist-rules';

describe('wishlist rules', () => {
  it.each([
    { name: 'appends a new id', ids: ['a'], id: 'b', expected: ['a', 'b'] },
    { name: 'ignores a duplicate', ids: ['a', 'b'], id: 'a', expected: ['a', 'b'] },
    { name: 'ignores an empty id', ids: ['a'], id: ' ', expected: ['a'] },
  ])('add $name', ({ ids, id, expected }) => {
    expect(addWishlistId(ids, id)).toEqual(expected);
  });

  it.each([
    { name: 'removes the id', ids: ['a', 'b'], id: 'a', expected: ['b'] },
    { name: 'leaves the list when absent', ids: ['a'], id: 'z', expected: ['a'] },
  ])('remove $name', ({ ids, id, expected }) => {
    expect(removeWishlistId(ids, id)).toEqual(expected);
  });

  it.each<{ name: string; stored: unknown; expected: string[] | null }>([
    { name: 'a list of ids', stored: ['a', 'b'], expected: ['a', 'b'] },
    { name: 'not a list', stored: { a: 1 }, expected: null },
    {
      name: 'bad entries dropped, duplicates removed',
      stored: ['a', 1, null, '', 'a', { id: 'b' }, { id: 2 }],
      expected: ['a', 'b'],
    },
  ])('decode $name', ({ stored, expected }) => {
    expect(decodeStoredWishlist(stored)).toEqual(expected);
  });
});
