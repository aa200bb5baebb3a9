import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { useCart, type CartApi } from './use-cart';
import { useWishlist, type WishlistApi } from './use-wishlist';

interface ShopState {
  cart: CartApi;
  wishlist: WishlistApi;
}

const ShopStateContext = createContext<ShopState | null>(null);

/**
 * Holds the one subscription to the cart and the wishlist for the whole shell (header counts, bottom bar, product
 * cards, product page), instead of one Apollo watch per component that shows a count or a heart. The stored cart and
 * wishlist are the browser's: a server-rendered page shows them empty, and the counts appear after hydration.
 */
export function ShopStateProvider({ children }: { children: ReactNode }) {
  const skip = !useHydrated();
  const cart = useCart({ skip });
  const wishlist = useWishlist({ skip });
  const { items, itemCount } = cart;
  const value = useMemo(
    () => ({ cart: { ...cart, items, itemCount }, wishlist }),
    // The cart's actions are module functions; only its lines and count change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, itemCount, wishlist],
  );
  return <ShopStateContext.Provider value={value}>{children}</ShopStateContext.Provider>;
}

/** The cart and wishlist from the nearest ShopStateProvider (the app shell). */
export function useShopState(): ShopState {
  const state = useContext(ShopStateContext);
  if (!state) throw new Error('useShopState() needs a <ShopStateProvider> above it (the app shell provides one).');
  return state;
}
