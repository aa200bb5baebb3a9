// The wishlist for the rest of the app: the local-only `wishlist` field (a reactive variable persisted in
// localStorage under `wishlist`, a list of product ids) and the actions that change it, with their 2-second toasts.
import { useMemo } from 'react';
import { graphql } from '../gql';
import { useLocalFields } from '../apollo/use-local-fields';
import { addToWishlist, removeFromWishlist, toggleWishlist } from './wishlist-state';

export interface WishlistApi {
  ids: string[];
  count: number;
  has: (id: string) => boolean;
  /** Adds or removes, with their 2-second toasts. */
  toggle: (id: string) => void;
  add: (id: string) => void;
  remove: (id: string) => void;
}

const wishlistIdsQuery = graphql(`
  query WishlistIds {
    wishlist @client
  }
`);

const noIds: string[] = [];

/**
 * The wishlist ids and actions. Re-renders when the wishlist changes, in this tab or another. With `skip` (on the
 * server and while hydrating) the wishlist reads as empty.
 */
export function useWishlist({ skip = false }: { skip?: boolean } = {}): WishlistApi {
  const data = useLocalFields(wishlistIdsQuery, { skip });
  const ids = data?.wishlist ?? noIds;
  return useMemo(() => {
    const present = new Set(ids);
    return {
      ids,
      count: ids.length,
      has: (id: string) => present.has(id),
      toggle: toggleWishlist,
      add: addToWishlist,
      remove: (id: string) => removeFromWishlist(id),
    };
  }, [ids]);
}
