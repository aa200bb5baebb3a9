// The cart and wishlist kept with the account: read them, apply a device's changes (rate-limited per account).
import { NotSignedInError } from '../domain/errors.js';
import { applySavedCartChanges, MAX_SAVED_LINE_QUANTITY, type SavedCart } from '../domain/saved-cart.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { Logger } from '../logger.js';
import {
  hitAll,
  RateLimiterUnavailableError,
  type RateLimiterFactory,
  type RateLimitRule,
} from '../shared/rate-limiter.js';
import type { RequestUser } from '../shared/request-user.js';
import { PhotoLineMessages } from '../domain/photo-lines.js';
import type { SavedCartChanges } from '../domain/saved-cart.js';
import { savedCartChanges, type SavedCartChangesArgs } from './saved-cart-input.js';
import type { SavedCartStore } from './saved-cart-store.js';

/** What the kept cart needs of a product: a limited offer's cap on one line. */
export interface SavedCartCatalog {
  product(
    id: string,
  ):
    | { readonly isLimitedOffer: boolean; readonly limitedOfferData: { readonly maxQuantity: number | null } | null }
    | undefined;
}

/**
 * The photos feature's part: which of these photos the account may keep on its cart (its own, and its upload token's,
 * which pass to the account).
 */
export interface SavedCartPhotos {
  claimForAccount(ids: readonly string[], uid: string, tokenHash: string | null): Promise<ReadonlySet<string>>;
}

export interface SavedCartResult {
  cart: SavedCart | null;
  userErrors: UserError[];
}

export interface SavedCartsService {
  myCart(user: RequestUser | null): Promise<SavedCart>;
  changeMyCart(
    user: RequestUser | null,
    args: SavedCartChangesArgs,
    catalog: SavedCartCatalog,
    photoTokenHash?: string | null,
  ): Promise<SavedCartResult>;
}

/** A device syncs a few seconds after each change; this leaves room for a busy shopper on several devices. */
export const SAVED_CART_WRITES_PER_USER: RateLimitRule = { limit: 120, windowMs: 10 * 60_000 };

export interface SavedCartsDeps {
  store: SavedCartStore;
  photos: SavedCartPhotos;
  rateLimiters: RateLimiterFactory;
  writesPerUser?: RateLimitRule;
  now?: () => number;
  logger?: Pick<Logger, 'warn'>;
}

const BUSY = 'Too many cart changes in a short time. Please wait a minute and try again.';
const UNAVAILABLE = 'We cannot accept this request right now. Please try again in a few minutes.';

/** The photos lines would gain (units added), each with the field that names it. */
function addedPhotos(changes: SavedCartChanges): { photoId: string; field: string }[] {
  return changes.lines.flatMap((line, index) =>
    line.remove || line.quantityDelta <= 0
      ? []
      : line.photos.map((photo, photoIndex) => ({
          photoId: photo.photoId,
          field: `changes.lines[${index}].photos[${photoIndex}].photoId`,
        })),
  );
}

export function createSavedCartsService(deps: SavedCartsDeps): SavedCartsService {
  const writes = deps.rateLimiters('savedCartWritesPerUser', deps.writesPerUser ?? SAVED_CART_WRITES_PER_USER);
  const now = deps.now ?? Date.now;

  function signedIn(user: RequestUser | null): RequestUser {
    if (!user) throw new NotSignedInError();
    return user;
  }

  async function limited(uid: string): Promise<UserError | null> {
    try {
      const decision = await hitAll([[writes, uid]]);
      return decision.allowed ? null : userError(null, 'RATE_LIMITED', BUSY);
    } catch (error) {
      if (!(error instanceof RateLimiterUnavailableError)) throw error;
      deps.logger?.warn({ err: error }, 'cart write limits could not be counted; refusing the change');
      return userError(null, 'UNAVAILABLE', UNAVAILABLE);
    }
  }

  return {
    myCart: (user) => deps.store.get(signedIn(user).uid),

    async changeMyCart(user, args, catalog, photoTokenHash = null) {
      const { uid } = signedIn(user);
      const changes = savedCartChanges(args);
      const refusal = await limited(uid);
      if (refusal) return { cart: null, userErrors: [refusal] };
      const photos = addedPhotos(changes);
      if (photos.length > 0) {
        const owned = await deps.photos.claimForAccount(
          photos.map((photo) => photo.photoId),
          uid,
          photoTokenHash,
        );
        const missing = photos.filter((photo) => !owned.has(photo.photoId));
        if (missing.length > 0)
          return {
            cart: null,
            userErrors: missing.map(({ field }) => userError(field, 'PHOTO_NOT_FOUND', PhotoLineMessages.notFound)),
          };
      }
      const capOf = (productId: string) => {
        const product = catalog.product(productId);
        const offerCap = product?.isLimitedOffer ? product.limitedOfferData?.maxQuantity : null;
        return offerCap != null && offerCap > 0 ? offerCap : MAX_SAVED_LINE_QUANTITY;
      };
      const cart = await deps.store.update(uid, (stored) => applySavedCartChanges(stored, changes, capOf, now()));
      return { cart, userErrors: [] };
    },
  };
}
