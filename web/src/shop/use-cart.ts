// The cart for the rest of the app: the local-only `cart` field (reactive variable persisted in localStorage under
// `cart`) and the actions that change it. The rules live in cart-rules.ts, the state in cart-state.ts.
import { graphql } from '../gql';
import { useLocalFields } from '../apollo/use-local-fields';
import { useMemo } from 'react';
import type { CartItemsQuery } from '../gql/graphql';
import type { AddToCartInput, CartItem } from './cart-rules';
import { addToCart, clearCart, removeFromCart, updateCartLine } from './cart-state';

export interface CartApi {
  items: CartItem[];
  /** Total units in the cart. */
  itemCount: number;
  /** Adds or merges a line and toasts; returns false when adding failed. */
  addItem: (input: AddToCartInput) => boolean;
  /** `photos` is the line's photoKey ('' for a line without photos). */
  removeItem: (id: string, variant?: string, photos?: string) => void;
  updateItem: (id: string, patch: Partial<Omit<CartItem, 'id'>>, variant?: string, photos?: string) => void;
  clearCart: () => void;
}

const cartItemsQuery = graphql(`
  query CartItems {
    cart @client {
      id
      quantity
      variant
      customization {
        text
        imageUrl
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
      giftWrap
      giftMessage
      isLimitedOffer
      limitedOfferMaxQuantity
      seenPricePaise
    }
    cartItemCount @client
  }
`);

/** From the GraphQL shape (nulls, __typename) back to the stored shape the rest of the app codes against. */
function toCartItem(line: CartItemsQuery['cart'][number]): CartItem {
  const item: CartItem = {
    id: line.id,
    quantity: line.quantity,
    giftWrap: line.giftWrap,
    giftMessage: line.giftMessage,
    isLimitedOffer: line.isLimitedOffer,
    limitedOfferMaxQuantity: line.limitedOfferMaxQuantity ?? null,
  };
  if (line.variant != null) item.variant = line.variant;
  if (line.seenPricePaise != null) item.seenPricePaise = line.seenPricePaise;
  if (line.customization) {
    const { text, imageUrl, photos } = line.customization;
    item.customization = {
      ...(text != null ? { text } : {}),
      ...(imageUrl != null ? { imageUrl } : {}),
      ...(photos?.length
        ? {
            photos: photos.map(({ photoId, previewUrl, crop: { x, y, width, height, rotation } }) => ({
              id: photoId,
              previewUrl,
              crop: { x, y, width, height, rotation },
            })),
          }
        : {}),
    };
  }
  return item;
}

/**
 * The cart lines and actions. Re-renders when the cart changes, in this tab or another. With `skip` (on the server and
 * while hydrating) the cart reads as empty.
 */
export function useCart({ skip = false }: { skip?: boolean } = {}): CartApi {
  const data = useLocalFields(cartItemsQuery, { skip });
  const lines = data?.cart;
  const items = useMemo(() => (lines ? lines.map(toCartItem) : []), [lines]);
  return {
    items,
    itemCount: data?.cartItemCount ?? 0,
    addItem: addToCart,
    removeItem: removeFromCart,
    updateItem: updateCartLine,
    clearCart,
  };
}
