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
  ): Promise<SavedCartResult>;
}

/** A device syncs a few seconds after each change; this leaves room for a busy shopper on several devices. */
export const SAVED_CART_WRITES_PER_USER: RateLimitRule = { limit: 120, windowMs: 10 * 60_000 };

export interface SavedCartsDeps {
  store: SavedCartStore;
  rateLimiters: RateLimiterFactory;
  writesPerUser?: RateLimitRule;
  now?: () => number;
  logger?: Pick<Logger, 'warn'>;
}

const BUSY = 'Too many cart changes in a short time. Please wait a minute and try again.';
const UNAVAILABLE = 'We cannot accept this request right now. Please try again in a few minutes.';

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

    async changeMyCart(user, args, catalog) {
      const { uid } = signedIn(user);
      const changes = savedCartChanges(args);
      const refusal = await limited(uid);
      if (refusal) return { cart: null, userErrors: [refusal] };
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
