// The cart's state: a reactive variable persisted in localStorage under `cart`, changed only through these actions.
import { createPersistedVar } from '../lib/persisted-var';
import { browserLocalStorage } from '../lib/storage';
import {
  addCartItem,
  decodeStoredCart,
  removeCartItem,
  updateCartItem,
  type AddToCartInput,
  type CartItem,
} from './cart-rules';
import { showCartToast } from './cart-toasts';

export const CART_STORAGE_KEY = 'cart';

const persistedCart = createPersistedVar<CartItem[]>({
  key: CART_STORAGE_KEY,
  storage: browserLocalStorage,
  empty: () => [],
  decode: decodeStoredCart,
  onLoadError: () => showCartToast('loadFailed'),
  onSaveError: () => showCartToast('saveFailed'),
});

/** The cart lines. Read it (in field policies, useReactiveVar); change it only with the functions below. */
export const cartItemsVar = persistedCart.variable;

if (typeof window !== 'undefined') persistedCart.followOtherTabs(window);

/** Adds or merges a line (see addCartItem) and confirms with a toast. False, with a toast, when adding failed. */
export function addToCart(input: AddToCartInput): boolean {
  try {
    const change = addCartItem(cartItemsVar(), input);
    if (!change.ok) {
      showCartToast('addFailed');
      return false;
    }
    persistedCart.set(change.items);
    showCartToast('addedToCart');
    return true;
  } catch {
    showCartToast('addFailed');
    return false;
  }
}

/** Adds several lines at once (an earlier order's), with one toast; false, with a toast, when any could not be added. */
export function addAllToCart(inputs: readonly AddToCartInput[]): boolean {
  let items = cartItemsVar();
  for (const input of inputs) {
    const change = addCartItem(items, input);
    if (!change.ok) {
      showCartToast('addFailed');
      return false;
    }
    items = change.items;
  }
  persistedCart.set(items);
  showCartToast('addedToCart');
  return true;
}

/** Removes one line: `photos` is its photoKey ('' for a line without photos). */
export function removeFromCart(id: string, variant?: string, photos = ''): void {
  persistedCart.set(removeCartItem(cartItemsVar(), id, variant, photos));
  showCartToast('removedFromCart');
}

export function updateCartLine(
  id: string,
  patch: Partial<Omit<CartItem, 'id'>>,
  variant?: string,
  photos?: string,
): void {
  persistedCart.set(updateCartItem(cartItemsVar(), id, patch, variant, photos));
}

/** Puts the account's cart on this device (sync), without a toast. */
export function replaceCart(items: CartItem[]): void {
  persistedCart.set(items);
}

/** Empties the cart and deletes its stored data. */
export function clearCart(): void {
  persistedCart.clear();
}
