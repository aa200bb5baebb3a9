// The server's pricing of the cart (Query.cartSummary): one query shared by the cart page and checkout.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { graphql } from '../gql';
import type { CartLineInput, CartSummaryQuery } from '../gql/graphql';
import type { CartItem } from './cart-rules';

export const cartSummaryQuery = graphql(`
  query CartSummary($lines: [CartLineInput!]!) {
    cartSummary(lines: $lines) {
      lines {
        productId
        variant
        quantity
        maxQuantity
        status
        unitPrice {
          ...Money
        }
        unitMrp {
          ...Money
        }
        lineTotal {
          ...Money
        }
        previousUnitPrice {
          ...Money
        }
        product {
          id
          productName
          category
          subCategory
          thumbnail
          hasVariant
          inStock
          stockCount
          variants {
            name
            stock
          }
          isLimitedOffer
          limitedOfferData {
            maxQuantity
          }
          mrp {
            ...Money
          }
          sellingPrice {
            ...Money
          }
        }
      }
      subtotal {
        ...Money
      }
      mrpTotal {
        ...Money
      }
      savings {
        ...Money
      }
      itemCount
      minimumOrderValue {
        ...Money
      }
      amountToMinimum {
        ...Money
      }
      canCheckout
      delivery {
        amountToFree {
          ...Money
        }
        message
      }
      chargeLines {
        kind
        label
        amount {
          ...Money
        }
      }
      total {
        ...Money
      }
    }
  }
`);

export type CartSummaryData = CartSummaryQuery['cartSummary'];
export type PricedCartLine = CartSummaryData['lines'][number];

/** What the server needs to price the cart: ids, variants, quantities and photos (id and crop), never prices. */
export function toCartLineInputs(items: readonly CartItem[]): CartLineInput[] {
  return items.map((item) => {
    const photos = item.customization?.photos;
    return {
      productId: item.id,
      variant: item.variant ?? null,
      quantity: item.quantity,
      seenPricePaise: item.seenPricePaise ?? null,
      ...(photos?.length
        ? {
            photos: photos.map(({ id, crop: { x, y, width, height, rotation } }) => ({
              photoId: id,
              crop: { x, y, width, height, rotation },
            })),
          }
        : {}),
    };
  });
}

/**
 * Prices the cart on the server. While a changed cart is being re-priced, the previous figures stay on screen
 * (`refreshing` is true) instead of flashing a spinner.
 */
export function useCartSummary(items: readonly CartItem[]) {
  const lines = useMemo(() => toCartLineInputs(items), [items]);
  const { data, previousData, loading, error, refetch } = useQuery(cartSummaryQuery, {
    variables: { lines },
    skip: lines.length === 0,
    fetchPolicy: 'cache-and-network',
  });
  const summary = (data ?? previousData)?.cartSummary ?? null;
  return { summary, loading: loading && !summary, refreshing: loading && summary !== null, error, refetch };
}
