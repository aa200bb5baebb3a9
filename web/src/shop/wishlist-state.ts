// The wishlist's state: a reactive variable persisted in localStorage under `wishlist` (a list of product ids).
import { createPersistedVar } from '../lib/persisted-var';
import { browserLocalStorage } from '../lib/storage';
import { showCartToast } from './cart-toasts';
import { addWishlistId, decodeStoredWishlist, removeWishlistId } from './wishlist-rules';

export const WISHLIST_STORAGE_KEY = 'wishlist';

// The shop has one pair of storage messages ("cart data") for everything the shopper keeps locally.
const persistedWishlist = createPersistedVar<string[]>({
  key: WISHLIST_STORAGE_KEY,
  storage: browserLocalStorage,
  empty: () => [],
  decode: decodeStoredWishlist,
  onLoadError: () => showCartToast('loadFailed'),
  onSaveError: () => showCartToast('saveFailed'),
});

export const wishlistIdsVar = persistedWishlist.variable;

if (typeof window !== 'undefined') persistedWishlist.followOtherTabs(window);

/** Adds the id (duplicates are ignored) and confirms with a toast. */
export function addToWishlist(id: string): void {
  persistedWishlist.set(addWishlistId(wishlistIdsVar(), id));
  showCartToast('addedToWishlist');
}

/** Removes the id with the 'Removed from wishlist' toast; `quiet` when the item moved to the cart (which toasts). */
export function removeFromWishlist(id: string, options: { quiet?: boolean } = {}): void {
  persistedWishlist.set(removeWishlistId(wishlistIdsVar(), id));
  if (!options.quiet) showCartToast('removedFromWishlist');
}

export function toggleWishlist(id: string): void {
  if (wishlistIdsVar().includes(id)) removeFromWishlist(id);
  else addToWishlist(id);
}

/** Puts the account's wishlist on this device (sync), without a toast. */
export function replaceWishlist(ids: string[]): void {
  persistedWishlist.set(ids);
}

/** Empties the wishlist and deletes its stored data (signing out). */
export function clearWishlist(): void {
  persistedWishlist.clear();
}
