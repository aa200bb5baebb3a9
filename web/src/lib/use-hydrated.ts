import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the browser hydrates server-rendered markup, true afterwards (and at once in a page
 * the browser renders itself). What only the browser knows (the stored cart and wishlist) shows once this is true,
 * so hydration sees exactly the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
