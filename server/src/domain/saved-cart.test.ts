import { describe, expect, it } from 'vitest';
import {
  applySavedCartChanges,
  EMPTY_SAVED_CART,
  type CartLineChange,
  type SavedCart,
  type SavedCartChanges,
} from './saved-cart.js';

const NOW = 1_800_000_000_000;
const caps = (id: string) => (id === 'offer' ? 2 : 999);

function change(patch: Partial<CartLineChange> & { productId: string }): CartLineChange {
  return {
    variant: null,
    photos: [],
    quantityDelta: 1,
    remove: false,
    options: null,
    optionsChangedAt: null,
    ...patch,
  };
}

function changes(lines: CartLineChange[], wishlistAdd: string[] = [], wishlistRemove: string[] = []): SavedCartChanges {
  return { lines, wishlistAdd, wishlistRemove };
}

const stored: SavedCart = {
  version: 4,
  wishlist: ['a', 'b'],
  lines: [
    {
      productId: 'mug',
      variant: null,
      quantity: 2,
      customizationText: 'Amma',
      giftWrap: false,
      giftMessage: '',
      changedAt: NOW - 60_000,
      photos: [],
    },
    {
      productId: 'frame',
      variant: '6 x 8 in',
      quantity: 1,
      customizationText: null,
      giftWrap: true,
      giftMessage: 'Love',
      changedAt: NOW - 60_000,
      photos: [],
    },
  ],
};

describe('applySavedCartChanges', () => {
  it('adds the same product and option up, appends other options as lines, and counts the version up', () => {
    const next = applySavedCartChanges(
      stored,
      changes([
        change({ productId: 'mug', quantityDelta: 3 }),
        change({ productId: 'frame', variant: '8 x 10 in', quantityDelta: 1 }),
      ]),
      caps,
      NOW,
    );
    expect(next.version).toBe(5);
    expect(next.lines.map((line) => [line.productId, line.variant, line.quantity])).toEqual([
      ['mug', null, 5],
      ['frame', '6 x 8 in', 1],
      ['frame', '8 x 10 in', 1],
    ]);
    // Quantity alone keeps the line's personalisation.
    expect(next.lines[0]).toMatchObject({ customizationText: 'Amma', changedAt: NOW - 60_000 });
  });

  it('holds a limited offer to its cap and every line to 999, and drops a line that reaches zero or is removed', () => {
    const next = applySavedCartChanges(
      stored,
      changes([
        change({ productId: 'offer', quantityDelta: 5 }),
        change({ productId: 'mug', quantityDelta: 5000 }),
        change({ productId: 'frame', variant: '6 x 8 in', quantityDelta: -1 }),
      ]),
      caps,
      NOW,
    );
    expect(next.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['mug', 999],
      ['offer', 2],
    ]);
    const removed = applySavedCartChanges(next, changes([change({ productId: 'mug', remove: true })]), caps, NOW);
    expect(removed.lines.map((line) => line.productId)).toEqual(['offer']);
  });

  it("takes the newer line's personalisation, gift wrap and message, and keeps the stored ones when they are newer", () => {
    const options = { customizationText: 'Appa', giftWrap: true, giftMessage: 'Happy 25th' };
    const newer = applySavedCartChanges(
      stored,
      changes([change({ productId: 'mug', quantityDelta: 1, options, optionsChangedAt: NOW - 1_000 })]),
      caps,
      NOW,
    );
    expect(newer.lines[0]).toMatchObject({ quantity: 3, ...options, changedAt: NOW - 1_000 });
    const older = applySavedCartChanges(
      stored,
      changes([change({ productId: 'mug', quantityDelta: 1, options, optionsChangedAt: NOW - 120_000 })]),
      caps,
      NOW,
    );
    expect(older.lines[0]).toMatchObject({ quantity: 3, customizationText: 'Amma', giftWrap: false, giftMessage: '' });
    // A device clock in the future cannot win for ever: its stamp counts as now.
    const future = applySavedCartChanges(
      stored,
      changes([change({ productId: 'mug', options, optionsChangedAt: NOW + 10_000_000 })]),
      caps,
      NOW,
    );
    expect(future.lines[0]?.changedAt).toBe(NOW);
  });

  it('adds and removes wishlist ids without duplicates', () => {
    const next = applySavedCartChanges(stored, changes([], ['c', 'a', 'c'], ['b']), caps, NOW);
    expect(next.wishlist).toEqual(['a', 'c']);
  });

  it('applies the same changes from an empty cart (the first sign-in of a device)', () => {
    const next = applySavedCartChanges(
      EMPTY_SAVED_CART,
      changes([change({ productId: 'mug', quantityDelta: 2 })]),
      caps,
      NOW,
    );
    expect(next).toMatchObject({
      version: 1,
      lines: [{ productId: 'mug', quantity: 2, giftWrap: false, giftMessage: '' }],
    });
  });
});

describe('photo lines', () => {
  const crop = { x: 0, y: 0, width: 230, height: 100, rotation: 0 };
  it('keeps lines of one product with other photos or crops apart, and adds up the same photo and crop', () => {
    const photoA = [{ photoId: 'pa', crop }];
    const turned = [{ photoId: 'pa', crop: { ...crop, rotation: 2 } }];
    const cart = applySavedCartChanges(
      EMPTY_SAVED_CART,
      changes([
        change({ productId: 'mug', photos: photoA }),
        change({ productId: 'mug', photos: turned }),
        change({ productId: 'mug', photos: photoA, quantityDelta: 2 }),
        change({ productId: 'mug' }),
      ]),
      caps,
      NOW,
    );
    expect(cart.lines.map((line) => [line.quantity, line.photos])).toEqual([
      [3, photoA],
      [1, turned],
      [1, []],
    ]);
    const removed = applySavedCartChanges(
      cart,
      changes([change({ productId: 'mug', photos: turned, remove: true })]),
      caps,
      NOW,
    );
    expect(removed.lines.map((line) => line.photos)).toEqual([photoA, []]);
  });
});
