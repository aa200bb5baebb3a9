// "Notify me" wired into the server: its store in Firestore, shared rate limits, the shop's name and product links for
// the mail, and the live catalog's product changes, which every instance sees, as the one place restocks are found.
import type { Firestore } from 'firebase-admin/firestore';
import type { LiveCatalog } from './catalog/live-catalog.js';
import type { AppConfig } from './config.js';
import type { Logger } from './logger.js';
import type { StartServerOptions } from './server-options.js';
import type { RateLimiterFactory } from './shared/rate-limiter.js';
import { createStockAlertStore } from './stock-alerts/stock-alert-store.js';
import { createStockAlertsService, type StockAlertsService } from './stock-alerts/stock-alerts-service.js';

export interface StockAlertsWiring {
  readonly config: AppConfig;
  readonly opts: StartServerOptions;
  readonly db: Firestore;
  readonly store: LiveCatalog;
  readonly rateLimiters: RateLimiterFactory;
  readonly logger: Logger;
  readonly now: () => Date;
}

export function composeStockAlerts(wiring: StockAlertsWiring): StockAlertsService {
  const { config, opts, store, logger } = wiring;
  // Production always has PUBLIC_URL (the config refuses one without); local mode falls back to its own port.
  const origin = (config.publicUrl ?? `http://localhost:${opts.port ?? config.port}`).replace(/\/+$/, '');
  const service = createStockAlertsService({
    store: createStockAlertStore(wiring.db, wiring.now),
    rateLimiters: wiring.rateLimiters,
    shop: {
      shopName: () => store.current().settings.displayName,
      productUrl: (productId) => `${origin}/product/${encodeURIComponent(productId)}`,
    },
    ...(opts.stockAlertLimits ? { limits: opts.stockAlertLimits } : {}),
    ...(opts.onStockAlertPass ? { onPass: opts.onStockAlertPass } : {}),
    now: wiring.now,
    logger,
    printMail: config.mode === 'local',
  });
  store.onProductChanged((before, after) => service.productChanged(before, after));
  return service;
}
