// Contract of the wishlist for the rest of the app. Placeholder: the cart work replaces the body with a local-only
// Apollo field backed by a reactive variable persisted in localStorage under `wishlist` (a list of product ids).

export interface WishlistApi {
  ids: string[];
  count: number;
  has(id: string): boolean;
  /** Adds or removes, with the spec's toasts. */
  toggle(id: string): void;
  add(id: string): void;
  remove(id: string): void;
}

export function useWishlist(): WishlistApi {
  return { ids: [], count: 0, has: () => false, toggle: () => {}, add: () => {}, remove: () => {} };
}
