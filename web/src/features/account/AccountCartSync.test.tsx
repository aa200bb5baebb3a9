// The account's cart sync in the page: a sign-in sends the device's lines and takes the account's merged cart; a
// sign-out empties the device's cart and wishlist. The auth state and the API answers are controlled here.
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeAuth as auth } from '../../testing/fake-auth';
import { cartItemsVar, clearCart, replaceCart } from '../../shop/cart-state';
import { clearWishlist, wishlistIdsVar } from '../../shop/wishlist-state';

vi.mock('./auth-state', async () => ({ useAuth: (await import('../../testing/fake-auth')).useFakeAuth }));

const kept = {
  version: 3,
  wishlist: ['lamp'],
  lines: [
    { productId: 'mug', variant: null, quantity: 3, customizationText: 'Amma', giftWrap: false, giftMessage: '' },
    { productId: 'card', variant: null, quantity: 1, customizationText: null, giftWrap: true, giftMessage: 'Hi' },
  ],
};
const mutate = vi.fn(async (_options: { variables: { changes: unknown } }) => ({
  data: { changeMyCart: { cart: kept, userErrors: [] } },
}));
const query = vi.fn(async () => ({ data: { myCart: kept } }));
vi.mock('./account-client', () => ({ accountClient: () => ({ mutate, query }) }));
const showCartToast = vi.fn();
vi.mock('../../shop/cart-toasts', () => ({ showCartToast: (kind: string) => showCartToast(kind) }));

const { default: AccountCartSync } = await import('./AccountCartSync');

const user = { uid: 'asha', email: 'asha@example.in', displayName: null, phoneNumber: null, providerIds: ['password'] };

beforeEach(() => {
  auth.reset();
  localStorage.clear();
  clearCart();
  clearWishlist();
  mutate.mockClear();
});
afterEach(cleanup);

describe('AccountCartSync', () => {
  it("merges the device's cart on sign-in and empties the device on sign-out", async () => {
    replaceCart([
      {
        id: 'mug',
        quantity: 1,
        giftWrap: false,
        giftMessage: '',
        isLimitedOffer: false,
        limitedOfferMaxQuantity: null,
      },
    ]);
    render(<AccountCartSync />);
    await act(async () => auth.set({ status: 'signed-in', user }));
    // As long as findBy… waits (web-test-setup.ts); vi.waitFor's own default is 1 s.
    await vi.waitFor(
      () =>
        expect(cartItemsVar().map((line) => [line.id, line.quantity])).toEqual([
          ['mug', 3],
          ['card', 1],
        ]),
      { timeout: 5_000 },
    );
    expect(mutate.mock.calls[0]![0].variables.changes).toMatchObject({
      lines: [{ productId: 'mug', variant: null, quantityDelta: 1 }],
    });
    expect(wishlistIdsVar()).toEqual(['lamp']);

    await act(async () => auth.set({ status: 'signed-out', user: null }));
    expect(cartItemsVar()).toEqual([]);
    expect(wishlistIdsVar()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('empties a device that kept an account cart when it finds nobody signed in (signed out before it started)', async () => {
    localStorage.setItem('lovely.cart.synced', JSON.stringify({ uid: 'asha', version: 2, items: [], wishlist: [] }));
    replaceCart([
      {
        id: 'mug',
        quantity: 1,
        giftWrap: false,
        giftMessage: '',
        isLimitedOffer: false,
        limitedOfferMaxQuantity: null,
      },
    ]);
    render(<AccountCartSync />);
    await act(async () => auth.set({ status: 'signed-out', user: null }));
    expect(cartItemsVar()).toEqual([]);
    expect(localStorage.getItem('lovely.cart.synced')).toBeNull();
  });

  it('leaves a signed-out cart alone on a device that never kept an account cart', async () => {
    replaceCart([
      {
        id: 'mug',
        quantity: 1,
        giftWrap: false,
        giftMessage: '',
        isLimitedOffer: false,
        limitedOfferMaxQuantity: null,
      },
    ]);
    render(<AccountCartSync />);
    await act(async () => auth.set({ status: 'signed-out', user: null }));
    expect(cartItemsVar().map((line) => line.id)).toEqual(['mug']);
    expect(mutate).not.toHaveBeenCalled();
  });

  it('keeps the cart on the device and says so once when the account cannot be reached, then syncs when it can', async () => {
    mutate.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    showCartToast.mockClear();
    vi.useFakeTimers();
    try {
      replaceCart([
        {
          id: 'mug',
          quantity: 1,
          giftWrap: false,
          giftMessage: '',
          isLimitedOffer: false,
          limitedOfferMaxQuantity: null,
        },
      ]);
      render(<AccountCartSync />);
      await act(async () => auth.set({ status: 'signed-in', user }));
      await act(async () => vi.advanceTimersByTimeAsync(5_000));
      expect(mutate).toHaveBeenCalledTimes(2);
      expect(showCartToast.mock.calls).toEqual([['saveFailed']]);
      expect(cartItemsVar().map((line) => [line.id, line.quantity])).toEqual([['mug', 1]]);

      await act(async () => vi.advanceTimersByTimeAsync(5_000));
      expect(mutate).toHaveBeenCalledTimes(3);
      expect(cartItemsVar().map((line) => [line.id, line.quantity])).toEqual([
        ['mug', 3],
        ['card', 1],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });
});
