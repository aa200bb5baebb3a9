import { useEffect } from 'react';
import { graphql } from '../../gql';
import { browserLocalStorage, readJson, removeKey, writeJson } from '../../lib/storage';
import type { CartChanges } from '../../shop/account-cart-rules';
import { clearCart } from '../../shop/cart-state';
import { showCartToast } from '../../shop/cart-toasts';
import { photoTokenHeaders } from '../../shop/photo-access';
import { clearWishlist } from '../../shop/wishlist-state';
import { accountClient } from './account-client';
import { startAccountCartSync, type KeptCart, type SyncedBase, type SyncMemory } from './account-cart-sync';
import { useAuth } from './auth-state';

const MyCartQuery = graphql(`
  query MyCart {
    myCart {
      version
      wishlist
      lines {
        productId
        variant
        quantity
        customizationText
        giftWrap
        giftMessage
        photos {
          photoId
          previewUrl
          crop {
            x
            y
            width
            height
            rotation
          }
        }
      }
    }
  }
`);

const ChangeMyCartMutation = graphql(`
  mutation ChangeMyCart($changes: SavedCartChangesInput!) {
    changeMyCart(changes: $changes) {
      cart {
        version
        wishlist
        lines {
          productId
          variant
          quantity
          customizationText
          giftWrap
          giftMessage
          photos {
            photoId
            previewUrl
            crop {
              x
              y
              width
              height
              rotation
            }
          }
        }
      }
      userErrors {
        ...UserError
      }
    }
  }
`);

/** Where this device remembers the account copy it last matched. */
const SYNCED_KEY = 'lovely.cart.synced';

function isSyncedBase(value: unknown): value is SyncedBase {
  if (typeof value !== 'object' || value === null) return false;
  const base = value as Partial<SyncedBase>;
  return (
    typeof base.uid === 'string' &&
    typeof base.version === 'number' &&
    Array.isArray(base.items) &&
    Array.isArray(base.wishlist)
  );
}

const memory: SyncMemory = {
  read() {
    const stored = readJson(browserLocalStorage(), SYNCED_KEY);
    return stored.status === 'found' && isSyncedBase(stored.value) ? stored.value : null;
  },
  // Without storage the next page load merges again: nothing is lost, though quantities may add up once more.
  write(base) {
    if (base === null) removeKey(browserLocalStorage(), SYNCED_KEY);
    else writeJson(browserLocalStorage(), SYNCED_KEY, base);
  },
};

const transport = {
  async fetch(): Promise<KeptCart> {
    const { data } = await accountClient().query({ query: MyCartQuery, fetchPolicy: 'network-only' });
    if (!data) throw new Error('no cart in the answer');
    return data.myCart;
  },
  async change(changes: CartChanges): Promise<KeptCart> {
    // The device's upload token: photos uploaded signed out pass to the account with their lines.
    const { data } = await accountClient().mutate({
      mutation: ChangeMyCartMutation,
      variables: { changes },
      context: { headers: photoTokenHeaders() },
    });
    const cart = data?.changeMyCart.cart;
    if (!cart) throw new Error(data?.changeMyCart.userErrors[0]?.message ?? 'the cart was not kept');
    return cart;
  },
};

/**
 * Keeps the cart and wishlist with the signed-in account (see account-cart-sync.ts). Signing out leaves this device's
 * cart and wishlist empty; the account keeps them.
 */
export default function AccountCartSync() {
  const { status, user, busy } = useAuth();
  const uid = status === 'signed-in' && !busy ? (user?.uid ?? null) : null;

  // A device that kept an account's cart and now has nobody signed in was signed out (here, in another tab, or before
  // this component started): the account keeps the cart, the device forgets it.
  useEffect(() => {
    if (status !== 'signed-out' || memory.read() === null) return;
    memory.write(null);
    clearCart();
    clearWishlist();
  }, [status]);

  useEffect(() => {
    if (uid === null) return;
    return startAccountCartSync({ uid, transport, memory, onFailure: () => showCartToast('saveFailed') });
  }, [uid]);

  return null;
}
