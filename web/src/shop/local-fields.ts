// Field policies of the local-only fields declared in local-schema.graphql. Reading a reactive variable inside a
// read function makes every query that selects the field update when the variable changes.
import type { FieldPolicy } from '@apollo/client';
import { countUnits } from './cart-rules';
import { cartItemsVar } from './cart-state';
import { wishlistIdsVar } from './wishlist-state';

export const localFieldPolicies: Record<string, FieldPolicy> = {
  cart: {
    read: () =>
      cartItemsVar().map((line) => ({
        __typename: 'CartItem',
        variant: null,
        seenPricePaise: null,
        ...line,
        customization: line.customization
          ? {
              __typename: 'CartCustomization',
              text: null,
              imageUrl: null,
              ...line.customization,
              photos:
                line.customization.photos?.map((photo) => ({
                  __typename: 'CartPhoto',
                  photoId: photo.id,
                  previewUrl: photo.previewUrl,
                  crop: { __typename: 'CartPhotoCrop', ...photo.crop },
                })) ?? null,
            }
          : null,
      })),
  },
  cartItemCount: { read: () => countUnits(cartItemsVar()) },
  wishlist: { read: () => wishlistIdsVar() },
};
