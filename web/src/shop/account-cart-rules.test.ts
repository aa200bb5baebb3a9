import { describe, expect, it } from 'vitest';
import {
  applyCartChanges,
  cartChanges,
  hasChanges,
  itemsFromKeptLines,
  rebaseOnAccount,
  type CartAndWishlist,
} from './account-cart-rules';
import type { CartItem } from './cart-rules';

const NOW = new Date('2026-11-24T10:00:00Z');

function line(id: string, quantity: number, patch: Partial<CartItem> = {}): CartItem {
  return {
    id,
    quantity,
    giftWrap: false,
    giftMessage: '',
    isLimitedOffer: false,
    limitedOfferMaxQuantity: null,
    ...patch,
  };
}

const state = (items: CartItem[], wishlist: string[] = []): CartAndWishlist => ({ items, wishlist });

describe('cartChanges', () => {
  it('sends quantity deltas, removals, new options and wishlist ids, and nothing for what did not change', () => {
    const from = state([line('mug', 2), line('frame', 1, { variant: '6 x 8 in' }), line('lamp', 1)], ['a', 'b']);
    const to = state(
      [line('mug', 3), line('frame', 1, { variant: '6 x 8 in', giftWrap: true }), line('card', 1)],
      ['b', 'c'],
    );
    expect(cartChanges(from, to, NOW)).toEqual({
      lines: [
        { productId: 'mug', variant: null, quantityDelta: 1 },
        {
          productId: 'frame',
          variant: '6 x 8 in',
          quantityDelta: 0,
          options: { customizationText: null, giftWrap: true, giftMessage: '' },
          optionsChangedAt: NOW.toISOString(),
        },
        {
          productId: 'card',
          variant: null,
          quantityDelta: 1,
          options: { customizationText: null, giftWrap: false, giftMessage: '' },
          optionsChangedAt: NOW.toISOString(),
        },
        { productId: 'lamp', variant: null, quantityDelta: 0, remove: true },
      ],
      wishlistAdd: ['c'],
      wishlistRemove: ['a'],
    });
    expect(hasChanges(cartChanges(to, to, NOW))).toBe(false);
  });
});

describe('applyCartChanges', () => {
  it('reproduces the target state from the changes, within a limited offer cap', () => {
    const from = state([line('mug', 2), line('offer', 1, { isLimitedOffer: true, limitedOfferMaxQuantity: 2 })]);
    const to = state([line('mug', 1, { customization: { text: 'Amma' } }), line('offer', 5)], ['x']);
    const applied = applyCartChanges(from, cartChanges(from, to, NOW));
    expect(applied.items.map((item) => [item.id, item.quantity, item.customization?.text])).toEqual([
      ['mug', 1, 'Amma'],
      ['offer', 2, undefined],
    ]);
    expect(applied.wishlist).toEqual(['x']);
  });
});

describe('rebaseOnAccount', () => {
  it("keeps the device's changes since it last matched the account and the account's new ones", () => {
    const base = state([line('mug', 1)], ['a']);
    const device = state([line('mug', 2), line('card', 1)], ['a', 'd']);
    const account = state([line('mug', 3), line('lamp', 1)], ['a', 'l']);
    const { state: next, pending } = rebaseOnAccount(base, device, account, NOW);
    expect(next.items.map((item) => [item.id, item.quantity])).toEqual([
      ['mug', 4],
      ['lamp', 1],
      ['card', 1],
    ]);
    expect(next.wishlist).toEqual(['a', 'l', 'd']);
    expect(hasChanges(pending)).toBe(true);
  });
});

describe('itemsFromKeptLines', () => {
  it("takes quantities and options from the account and what it does not keep from the device's line", () => {
    const known = [line('offer', 1, { isLimitedOffer: true, limitedOfferMaxQuantity: 2, seenPricePaise: 99_900 })];
    const items = itemsFromKeptLines(
      [
        {
          productId: 'offer',
          variant: null,
          quantity: 2,
          customizationText: 'Appa',
          giftWrap: true,
          giftMessage: 'Hi',
        },
        {
          productId: 'frame',
          variant: '6 x 8 in',
          quantity: 1,
          customizationText: null,
          giftWrap: false,
          giftMessage: '',
        },
      ],
      known,
    );
    expect(items).toEqual([
      line('offer', 2, {
        isLimitedOffer: true,
        limitedOfferMaxQuantity: 2,
        seenPricePaise: 99_900,
        customization: { text: 'Appa' },
        giftWrap: true,
        giftMessage: 'Hi',
      }),
      line('frame', 1, { variant: '6 x 8 in' }),
    ]);
  });
});

describe('photo lines', () => {
  const crop = { x: 10, y: 20, width: 230, height: 100, rotation: 0 };
  const photo = (id: string, rotation = 0) => ({
    id,
    previewUrl: `/media/photos/${id}/preview`,
    crop: { ...crop, rotation },
  });
  const mug = (quantity: number, rotation = 0) =>
    line('mug', quantity, { customization: { photos: [photo('p1', rotation)] } });

  it('sends a photo line with its photos and crops, and tells lines with another turn apart', () => {
    const changes = cartChanges(state([mug(1)]), state([mug(2), mug(1, 1)]), NOW);
    expect(changes.lines.map(({ photos, quantityDelta }) => [photos, quantityDelta])).toEqual([
      [[{ photoId: 'p1', crop }], 1],
      [[{ photoId: 'p1', crop: { ...crop, rotation: 1 } }], 1],
    ]);
    expect(applyCartChanges(state([mug(1)]), changes).items).toEqual([mug(2), mug(1, 1)]);
    const removal = cartChanges(state([mug(2), mug(1, 1)]), state([mug(2)]), NOW);
    expect(removal.lines).toEqual([
      {
        productId: 'mug',
        variant: null,
        photos: [{ photoId: 'p1', crop: { ...crop, rotation: 1 } }],
        quantityDelta: 0,
        remove: true,
      },
    ]);
  });

  it('sends crops as their five numbers: the answer’s __typename never reaches a removal', () => {
    const typed = { ...crop, __typename: 'PhotoCrop' } as typeof crop;
    const answered = line('mug', 1, { customization: { photos: [{ ...photo('p1'), crop: typed }] } });
    const removal = cartChanges(state([answered]), state([]), NOW);
    expect(removal.lines[0]?.photos).toEqual([{ photoId: 'p1', crop }]);
    expect(Object.keys(removal.lines[0]!.photos![0]!.crop)).toEqual(['x', 'y', 'width', 'height', 'rotation']);
  });

  it('reads kept photo lines back with their crops on a device that never saw them', () => {
    const kept = {
      productId: 'mug',
      variant: null,
      quantity: 2,
      customizationText: 'Amma',
      giftWrap: false,
      giftMessage: '',
      photos: [{ photoId: 'p1', previewUrl: '/media/photos/p1/preview', crop: { ...crop, rotation: 3 } }],
    };
    expect(itemsFromKeptLines([kept], [])).toEqual([
      line('mug', 2, { customization: { text: 'Amma', photos: [photo('p1', 3)] } }),
    ]);
    expect(itemsFromKeptLines([{ ...kept, customizationText: null }], [mug(1, 3)])).toEqual([
      line('mug', 2, { customization: { photos: [photo('p1', 3)] } }),
    ]);
  });
});
