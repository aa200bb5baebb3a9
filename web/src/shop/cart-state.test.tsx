// The cart and wishlist state against jsdom's real localStorage: toasts, storage failures, malformed data, tab sync.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

import { toast } from 'sonner';

/** Fresh modules per test: the stores read localStorage when they are first imported, as on a page load. */
async function loadApp() {
  vi.resetModules();
  // Sonner loads lazily in the app; loaded up front here, toasts show synchronously as the assertions expect.
  await (await import('../lib/toast')).loadSonner();
  const [
    store,
    wishlist,
    { createApolloClient },
    { ApolloProvider },
    { useCart },
    { useWishlist },
    { localFieldPolicies },
  ] = await Promise.all([
    import('./cart-state'),
    import('./wishlist-state'),
    import('../apollo/client'),
    import('@apollo/client/react'),
    import('./use-cart'),
    import('./use-wishlist'),
    import('./local-fields'),
  ]);
  const client = createApolloClient({ localFields: localFieldPolicies });
  function Counts() {
    const cart = useCart();
    const list = useWishlist();
    return (
      <p>
        <span data-testid="units">{cart.itemCount}</span>
        <span data-testid="lines">{cart.items.map((l) => `${l.id}:${l.variant ?? ''}:${l.quantity}`).join(',')}</span>
        <span data-testid="wishlist">{list.ids.join(',')}</span>
      </p>
    );
  }
  const renderCounts = () =>
    render(
      <ApolloProvider client={client}>
        <Counts />
      </ApolloProvider>,
    );
  return { store, wishlist, renderCounts };
}

const success = vi.mocked(toast.success);
const error = vi.mocked(toast.error);

beforeEach(() => {
  localStorage.clear();
  vi.clearAllMocks();
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('cart actions', () => {
  it('adds, merges and removes with 2-second toasts ("Added to cart!"), and stores the lines under `cart`', async () => {
    const { store } = await loadApp();
    expect(
      store.addToCart({ id: 'p1', hasVariant: true, variant: 'Red', customization: { text: 'Hi', uploaded: true } }),
    ).toBe(true);
    expect(store.addToCart({ id: 'p1', hasVariant: true, variant: 'Red', quantity: 2 })).toBe(true);
    expect(success).toHaveBeenCalledWith('Added to cart!', { duration: 2000 });
    const stored: unknown = JSON.parse(localStorage.getItem('cart')!);
    expect(stored).toEqual([
      {
        id: 'p1',
        variant: 'Red',
        quantity: 3,
        giftWrap: false,
        giftMessage: '',
        isLimitedOffer: false,
        limitedOfferMaxQuantity: null,
      },
    ]);

    store.removeFromCart('p1', 'Red');
    expect(success).toHaveBeenLastCalledWith('Removed from cart', { duration: 2000 });
    expect(JSON.parse(localStorage.getItem('cart')!)).toEqual([]);
  });

  it('keeps the uploaded flag out of storage', async () => {
    const { store } = await loadApp();
    store.addToCart({ id: 'p1', hasVariant: false, customization: { imageUrl: '/u/a.png', uploaded: true } });
    expect(localStorage.getItem('cart')).not.toContain('uploaded');
  });

  it('says adding failed (3 s) and changes nothing when the input is unusable', async () => {
    const { store } = await loadApp();
    expect(store.addToCart({ id: 'p1', hasVariant: false, quantity: -1 })).toBe(false);
    expect(error).toHaveBeenCalledWith(
      'Failed to add item to cart. Please try again.',
      expect.objectContaining({ duration: 3000 }),
    );
    expect(store.cartItemsVar()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });

  it('adds several lines at once with one toast, merging with what the cart holds; all or nothing', async () => {
    const { store } = await loadApp();
    store.addToCart({ id: 'mug', hasVariant: true, variant: 'Blue' });
    success.mockClear();
    expect(
      store.addAllToCart([
        { id: 'mug', hasVariant: true, variant: 'Blue', quantity: 2 },
        { id: 'hamper', hasVariant: false, giftWrap: true, giftMessage: 'Love' },
      ]),
    ).toBe(true);
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('Added to cart!', { duration: 2000 });
    expect(store.cartItemsVar().map((line) => `${line.id}:${line.quantity}:${line.giftMessage}`)).toEqual([
      'mug:3:',
      'hamper:1:Love',
    ]);

    expect(
      store.addAllToCart([
        { id: 'card', hasVariant: false },
        { id: 'vase', hasVariant: true },
      ]),
    ).toBe(false);
    expect(error).toHaveBeenCalledWith('Failed to add item to cart. Please try again.', expect.anything());
    expect(store.cartItemsVar().map((line) => line.id)).toEqual(['mug', 'hamper']);
    expect(JSON.parse(localStorage.getItem('cart')!)).toHaveLength(2);
  });

  it('clear empties the cart and deletes its stored data', async () => {
    const { store } = await loadApp();
    store.addToCart({ id: 'p1', hasVariant: false });
    store.clearCart();
    expect(store.cartItemsVar()).toEqual([]);
    expect(localStorage.getItem('cart')).toBeNull();
  });
});

describe('storage failures', () => {
  it('starts empty with "Failed to load your cart data" when the stored cart is not JSON', async () => {
    localStorage.setItem('cart', '[{"id":"p1",');
    const { store } = await loadApp();
    expect(store.cartItemsVar()).toEqual([]);
    expect(error).toHaveBeenCalledWith('Failed to load your cart data', expect.objectContaining({ duration: 3000 }));
  });

  it('starts empty with the load toast when getItem throws', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { store, wishlist } = await loadApp();
    expect(store.cartItemsVar()).toEqual([]);
    expect(wishlist.wishlistIdsVar()).toEqual([]);
    expect(error).toHaveBeenCalledWith('Failed to load your cart data', expect.anything());
  });

  it('keeps the valid lines of a partly malformed cart without complaining', async () => {
    localStorage.setItem(
      'cart',
      JSON.stringify([{ id: 'ok', quantity: 2 }, { id: 'neg', quantity: -4 }, 'junk', { quantity: 1 }]),
    );
    localStorage.setItem('wishlist', JSON.stringify(['a', 5, 'a', 'b']));
    const { store, wishlist } = await loadApp();
    expect(store.cartItemsVar().map((l) => [l.id, l.quantity])).toEqual([['ok', 2]]);
    expect(wishlist.wishlistIdsVar()).toEqual(['a', 'b']);
    expect(error).not.toHaveBeenCalled();
  });

  it('treats a cart of the wrong shape as unreadable', async () => {
    localStorage.setItem('cart', JSON.stringify({ items: [{ id: 'x', quantity: 1 }] }));
    const { store } = await loadApp();
    expect(store.cartItemsVar()).toEqual([]);
    expect(error).toHaveBeenCalledWith('Failed to load your cart data', expect.anything());
  });

  it('keeps the item for this session and warns once per failure when setItem throws', async () => {
    const { store } = await loadApp();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(store.addToCart({ id: 'p1', hasVariant: false })).toBe(true);
    expect(store.cartItemsVar().map((l) => l.id)).toEqual(['p1']);
    expect(error).toHaveBeenCalledWith('Unable to save cart data. Some items may not persist between sessions.', {
      id: 'cart-saveFailed',
      duration: 3000,
    });
    expect(success).toHaveBeenCalledWith('Added to cart!', { duration: 2000 });
  });
});

describe('wishlist actions', () => {
  it('adds once, removes, and toasts both at 2 s', async () => {
    const { wishlist } = await loadApp();
    wishlist.addToWishlist('a');
    wishlist.addToWishlist('a');
    expect(wishlist.wishlistIdsVar()).toEqual(['a']);
    expect(success).toHaveBeenCalledWith('Added to wishlist!', { duration: 2000 });
    wishlist.toggleWishlist('a');
    expect(wishlist.wishlistIdsVar()).toEqual([]);
    expect(success).toHaveBeenLastCalledWith('Removed from wishlist', { duration: 2000 });
    expect(localStorage.getItem('wishlist')).toBe('[]');
  });
});

describe('hooks', () => {
  it('show the stored cart on first render and follow changes', async () => {
    localStorage.setItem('cart', JSON.stringify([{ id: 'p1', quantity: 2, variant: 'Red' }]));
    localStorage.setItem('wishlist', JSON.stringify(['w1']));
    const { store, renderCounts } = await loadApp();
    renderCounts();
    expect(screen.getByTestId('units').textContent).toBe('2');
    expect(screen.getByTestId('lines').textContent).toBe('p1:Red:2');
    expect(screen.getByTestId('wishlist').textContent).toBe('w1');
    await act(async () => {
      store.addToCart({ id: 'p2', hasVariant: false, quantity: 3 });
    });
    // The counts re-render after the change: wait for it.
    await waitFor(() => expect(screen.getByTestId('units').textContent).toBe('5'));
  });

  it('stay in step with other tabs through the storage event', async () => {
    const { renderCounts } = await loadApp();
    renderCounts();
    expect(screen.getByTestId('units').textContent).toBe('0');
    const otherTabCart = JSON.stringify([{ id: 'p9', quantity: 4 }]);
    await act(async () => {
      localStorage.setItem('cart', otherTabCart); // what the other tab wrote
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'cart', newValue: otherTabCart, storageArea: localStorage }),
      );
      window.dispatchEvent(
        new StorageEvent('storage', { key: 'wishlist', newValue: '["x","y"]', storageArea: localStorage }),
      );
    });
    await waitFor(() => expect(screen.getByTestId('lines').textContent).toBe('p9::4'));
    expect(screen.getByTestId('units').textContent).toBe('4');
    await waitFor(() => expect(screen.getByTestId('wishlist').textContent).toBe('x,y'));

    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: null, storageArea: localStorage }));
    });
    await waitFor(() => expect(screen.getByTestId('units').textContent).toBe('0'));
  });

  it('ignore unreadable data from another tab, with the load toast', async () => {
    localStorage.setItem('cart', JSON.stringify([{ id: 'p1', quantity: 1 }]));
    const { renderCounts } = await loadApp();
    renderCounts();
    await act(async () => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart', newValue: '{oops', storageArea: localStorage }));
    });
    expect(screen.getByTestId('units').textContent).toBe('1');
    expect(error).toHaveBeenCalledWith('Failed to load your cart data', expect.anything());
  });
});
