import type { RequestHandler } from 'express';
import type { AccountLimitRules } from './accounts/accounts-service.js';
import type { CatalogSyncOptions } from './catalog/catalog-sync.js';
import type { CouponCheckLimits } from './coupons/coupon-checks.js';
import type { StockAlertLimits } from './stock-alerts/stock-alert-limits.js';
import type { StockAlertPass } from './stock-alerts/stock-alerts-service.js';
import type { Logger } from './logger.js';
import type { OrderReleasedHook } from './orders/orders-store.js';
import type { AdmissionRules, OrderLimitRules } from './orders/orders-service.js';
import type { ReconcileReport } from './payments/payments-service.js';
import type { OutboxPassReport } from './whatsapp/whatsapp-service.js';
import type { PhotoLimitRules, SweepReport } from './photos/photos-model.js';

export interface StartServerOptions {
  /** 0 = a free port chosen by the OS. Defaults to config.port. */
  port?: number;
  host?: string;
  /** The built web app (default dist/web in the repository); null serves only the API. */
  webDir?: string | null;
  logger?: Logger;
  /** How long to wait for the first catalog before listening anyway (degraded), in ms. Default 30 s. */
  catalogWaitMs?: number;
  sync?: CatalogSyncOptions;
  /** Off turns the response cache off (to measure the uncached path). */
  responseCache?: boolean;
  /** Off sends every query to Apollo (the compiled catalog read path, graphql/compiled-catalog.ts, is on by default). */
  compiledReadPath?: boolean;
  /** Routes served besides the built-in ones, before the web app (the local stack adds the demo images). */
  extraRoutes?: readonly RequestHandler[];
  /** The accounts API's rate limits (default DEFAULT_ACCOUNT_LIMITS); tests set small ones. */
  accountLimits?: AccountLimitRules;
  /** placeOrder's rate limits and the daily order-mail cap (default DEFAULT_ORDER_LIMITS); tests set small ones. */
  orderLimits?: OrderLimitRules;
  /** Limits on coupon codes tried per account and per IP (default DEFAULT_COUPON_CHECK_LIMITS); tests set small ones. */
  couponLimits?: CouponCheckLimits;
  /** How many placements this instance runs at once and lets wait (default DEFAULT_ADMISSION_RULES). */
  placementAdmission?: AdmissionRules;
  /** The longest an order transaction may take before placeOrder answers UNAVAILABLE, in ms (default 10 s). */
  orderTransactionTimeoutMs?: number;
  /** The reconciler's interval instead of config.payments.reconcileIntervalMs (tests: 0, and call reconcileOnce). */
  reconcileIntervalMs?: number;
  /** The WhatsApp outbox worker's interval instead of config.whatsapp.workerIntervalMs (tests: 0, and call sendWhatsApp). */
  whatsappIntervalMs?: number;
  /** Runs in the transaction that expires an unpaid order (its stock goes back), e.g. to give back a coupon use. */
  onOrderReleased?: OrderReleasedHook;
  /** The shop's clock for delivery dates, cut-offs and placing orders (default the system clock); tests move it. */
  clock?: () => Date;
  /** "Notify me" limits (default DEFAULT_STOCK_ALERT_LIMITS); tests set small ones. */
  stockAlertLimits?: StockAlertLimits;
  /** Told when this instance has mailed the requests waiting for a restocked product or option (tests wait on it). */
  onStockAlertPass?: (pass: StockAlertPass) => void;
  /** Photo upload limits (default DEFAULT_PHOTO_LIMITS); tests set small ones. */
  photoLimits?: PhotoLimitRules;
  /** The photo sweep's interval (default hourly; tests: 0, and call sweepPhotos). */
  photoSweepIntervalMs?: number;
}

export interface RunningServer {
  url: string;
  port: number;
  /** One pass of the payments reconciler, or null when online payment is off. */
  reconcilePayments: (() => Promise<ReconcileReport>) | null;
  /** One pass of the WhatsApp outbox worker, or null when WhatsApp updates are off. */
  sendWhatsApp: (() => Promise<OutboxPassReport>) | null;
  /** One pass of the sweep of unordered photos. */
  sweepPhotos: () => Promise<SweepReport>;
  stop(): Promise<void>;
}
