// The toast texts and auto-close times for the cart and the wishlist, in one place; tests assert them word for word.
import { toast } from '../lib/toast';

export const CART_TOAST_TEXT = {
  addedToWishlist: 'Added to wishlist!',
  removedFromWishlist: 'Removed from wishlist',
  addedToCart: 'Added to cart!',
  removedFromCart: 'Removed from cart',
  loadFailed: 'Failed to load your cart data',
  saveFailed: 'Unable to save cart data. Some items may not persist between sessions.',
  addFailed: 'Failed to add item to cart. Please try again.',
} as const;

/** Cart and wishlist confirmations close after 2 s; everything else after the default 3 s. */
export const CART_TOAST_MS = 2000;
export const DEFAULT_TOAST_MS = 3000;

export type CartToast = keyof typeof CART_TOAST_TEXT;

const confirmations: ReadonlySet<CartToast> = new Set([
  'addedToWishlist',
  'removedFromWishlist',
  'addedToCart',
  'removedFromCart',
]);

export function showCartToast(kind: CartToast): void {
  const message = CART_TOAST_TEXT[kind];
  if (confirmations.has(kind)) {
    toast.success(message, { duration: CART_TOAST_MS });
    return;
  }
  // A stable id per problem: a storage that keeps failing updates one toast instead of stacking many.
  toast.error(message, { id: `cart-${kind}`, duration: DEFAULT_TOAST_MS });
}
