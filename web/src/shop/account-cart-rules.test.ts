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
