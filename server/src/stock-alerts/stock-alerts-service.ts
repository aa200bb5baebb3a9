// "Notify me": a signed-in shopper's requests to be mailed once when a sold-out product or option is back, and the
// sending when a catalog change brings one back. Requests are rate-limited per account and per address (shared
// counters), capped per account, and mailed only to the account's own e-mail from its ID token.
import { NotSignedInError } from '../domain/errors.js';
import type { Product } from '../domain/product.js';
import { stockAlertRefusal, type StockAlert } from '../domain/stock-alerts.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { Logger } from '../logger.js';
import { hitAll, RateLimiterUnavailableError, type RateLimiterFactory } from '../shared/rate-limiter.js';
import type { RequestUser } from '../shared/request-user.js';
import { createRestockMailer, type RestockMailer, type StockAlertPass, type StockAlertShop } from './restock-mailer.js';
import { stockAlertTarget, type StockAlertArgs } from './stock-alert-input.js';
import type { StockAlertStore } from './stock-alert-store.js';
import { DEFAULT_STOCK_ALERT_LIMITS, STOCK_ALERT_MESSAGES, type StockAlertLimits } from './stock-alert-limits.js';

/** What requests read of the catalog: a product shoppers can see. */
export interface StockAlertCatalog {
  product(id: string): Product | undefined;
}

export interface StockAlertResult {
  alert: StockAlert | null;
  userErrors: UserError[];
}

export interface StockAlertsService extends RestockMailer {
  myStockAlerts(user: RequestUser | null): Promise<StockAlert[]>;
  requestStockAlert(
    user: RequestUser | null,
    args: StockAlertArgs,
    clientIp: string,
    catalog: StockAlertCatalog,
  ): Promise<StockAlertResult>;
  cancelStockAlert(user: RequestUser | null, args: StockAlertArgs): Promise<{ cancelled: boolean }>;
}

export interface StockAlertsDeps {
  store: StockAlertStore;
  rateLimiters: RateLimiterFactory;
  shop: StockAlertShop;
  limits?: StockAlertLimits;
  now?: () => Date;
  logger: Pick<Logger, 'warn' | 'error' | 'info'>;
  /** Local mode: log each mail written, as the order mails do. */
  printMail?: boolean;
  onPass?: (pass: StockAlertPass) => void;
}

export function createStockAlertsService(deps: StockAlertsDeps): StockAlertsService {
  const limits = deps.limits ?? DEFAULT_STOCK_ALERT_LIMITS;
  const perUser = deps.rateLimiters('stockAlertRequestsPerUser', limits.requestsPerUser);
  const perIp = deps.rateLimiters('stockAlertRequestsPerIp', limits.requestsPerIp);
  const now = deps.now ?? (() => new Date());

  function signedIn(user: RequestUser | null): RequestUser {
    if (!user) throw new NotSignedInError();
    return user;
  }

  async function limited(uid: string, ip: string): Promise<UserError | null> {
    try {
      const decision = await hitAll([
        [perUser, uid],
        [perIp, ip],
      ]);
      return decision.allowed ? null : userError(null, 'RATE_LIMITED', STOCK_ALERT_MESSAGES.busy);
    } catch (error) {
      if (!(error instanceof RateLimiterUnavailableError)) throw error;
      deps.logger.warn({ err: error }, 'stock alert limits could not be counted; refusing the request');
      return userError(null, 'UNAVAILABLE', STOCK_ALERT_MESSAGES.unavailable);
    }
  }

  function refusal(product: Product | undefined, variant: string | null): UserError | null {
    if (!product) return userError('input.productId', 'NOT_FOUND', STOCK_ALERT_MESSAGES.notFound);
    switch (stockAlertRefusal(product, variant)) {
      case 'CHOOSE_OPTION':
        return userError('input.variant', 'REQUIRED', STOCK_ALERT_MESSAGES.chooseOption);
      case 'UNKNOWN_OPTION':
        return userError('input.variant', 'INVALID', STOCK_ALERT_MESSAGES.unknownOption);
      case 'IN_STOCK':
        return userError('input.productId', 'IN_STOCK', STOCK_ALERT_MESSAGES.inStock);
      default:
        return null;
    }
  }

  const mailer = createRestockMailer({ ...deps, limits, now });

  return {
    myStockAlerts: (user) => deps.store.list(signedIn(user).uid),

    async requestStockAlert(user, args, clientIp, catalog) {
      const { uid, email, emailVerified } = signedIn(user);
      const { productId, variant } = stockAlertTarget(args);
      if (!email) return { alert: null, userErrors: [userError(null, 'EMAIL_REQUIRED', STOCK_ALERT_MESSAGES.email)] };
      // Mail goes only to an address its owner has proven (the token's email_verified).
      if (!emailVerified) {
        return { alert: null, userErrors: [userError(null, 'EMAIL_NOT_VERIFIED', STOCK_ALERT_MESSAGES.verifyEmail)] };
      }
      const refused = refusal(catalog.product(productId), variant);
      if (refused) return { alert: null, userErrors: [refused] };
      const busy = await limited(uid, clientIp);
      if (busy) return { alert: null, userErrors: [busy] };
      const added = await deps.store.add(uid, email, { productId, variant, createdAt: now().getTime() });
      if (added.outcome === 'FULL') {
        return { alert: null, userErrors: [userError(null, 'LIMIT_REACHED', STOCK_ALERT_MESSAGES.full)] };
      }
      return { alert: added.alert, userErrors: [] };
    },

    async cancelStockAlert(user, args) {
      const { productId, variant } = stockAlertTarget(args);
      return { cancelled: await deps.store.remove(signedIn(user).uid, productId, variant) };
    },

    productChanged: (before, after) => mailer.productChanged(before, after),
    idle: () => mailer.idle(),
  };
}

export type { StockAlertPass, StockAlertShop };
