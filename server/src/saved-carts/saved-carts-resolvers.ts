import type { Resolvers, SavedCart as SavedCartAnswer } from '../graphql/generated/resolvers-types.js';
import type { SavedCart } from '../domain/saved-cart.js';
import type { RequestUser } from '../shared/request-user.js';
import { photoPreviewUrl } from '../domain/photo-urls.js';
import type { SavedCartCatalog, SavedCartsService } from './saved-carts-service.js';

/** What the kept cart's resolvers read from a request's context. */
export interface SavedCartsRequestContext {
  readonly services: { readonly savedCarts: SavedCartsService };
  /** The catalog of this request: limited offers' caps. */
  readonly catalog: SavedCartCatalog;
  readonly getUser: () => Promise<RequestUser | null>;
  /** The request's anonymous upload token (hashed): its photos pass to the account when a line names them. */
  readonly photoTokenHash: string | null;
}

function toGraphQL(cart: SavedCart): SavedCartAnswer {
  return {
    version: cart.version,
    wishlist: [...cart.wishlist],
    lines: cart.lines.map((line) => ({
      productId: line.productId,
      variant: line.variant,
      quantity: line.quantity,
      customizationText: line.customizationText,
      giftWrap: line.giftWrap,
      giftMessage: line.giftMessage,
      changedAt: new Date(line.changedAt).toISOString(),
      photos: line.photos.map((photo) => ({
        photoId: photo.photoId,
        previewUrl: photoPreviewUrl(photo.photoId),
        crop: { ...photo.crop },
      })),
    })),
  };
}

export const savedCartsResolvers: Resolvers<SavedCartsRequestContext> = {
  Query: {
    myCart: async (_parent, _args, { services, getUser }) =>
      toGraphQL(await services.savedCarts.myCart(await getUser())),
  },
  Mutation: {
    changeMyCart: async (_parent, { changes }, { services, getUser, catalog, photoTokenHash }) => {
      const result = await services.savedCarts.changeMyCart(await getUser(), changes, catalog, photoTokenHash);
      return { cart: result.cart ? toGraphQL(result.cart) : null, userErrors: result.userErrors };
    },
  },
};
