// The first step of starting a server: every service and store, built once per server and handed down; nothing
// below builds or looks up another module's service. The services reach the resolvers by name through the GraphQL
// context.
import { randomBytes } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { createAccountsService } from './accounts/accounts-service.js';
import { firestoreRateLimiters } from './accounts/firestore-rate-limiter.js';
import { createProfileStore } from './accounts/profile-store.js';
import { createSavedCartStore } from './saved-carts/saved-cart-store.js';
import { createSavedCartsService } from './saved-carts/saved-carts-service.js';
import { composeStockAlerts } from './compose-stock-alerts.js';
import { createCatalogAdminService } from './catalog/catalog-admin-service.js';
import type { LiveCatalog } from './catalog/live-catalog.js';
import {
  MARKETING,
  MARKETING_DOCUMENT,
  PRODUCTS,
  SETTINGS,
  SHOP_SETTINGS_DOCUMENT,
} from './catalog/documents/collections.js';
import { parseMarketingDocument } from './catalog/documents/marketing-document.js';
import { parseProductDocument, setStockWrites, stockWrites } from './catalog/documents/product-document.js';
import { createMediaService } from './catalog/media-service.js';
import { cloudStorageMediaBucket, localMediaBucket } from './catalog/media-bucket.js';
import { composeOrderLimits } from './compose-order-limits.js';
import { composePhotos } from './compose-photos.js';
import type { PhotoLedger } from './orders/orders-store-types.js';
import type { PhotosService } from './photos/photos-model.js';
import type { AppConfig } from './config.js';
import { createCouponAdminService } from './coupons/coupon-admin-service.js';
import { createCouponChecks } from './coupons/coupon-checks.js';
import { createCouponStore, type CouponStore } from './coupons/coupons-store.js';
import { createCouponsService } from './coupons/coupons-service.js';
import { createDeliveryService } from './delivery/delivery-service.js';
import { createDeliveryStore, type SlotLedger } from './delivery/delivery-store.js';
import { createPinDirectory } from './delivery/pin-directory.js';
import { EMPTY_MARKETING } from './domain/marketing.js';
import type { FirebaseHandles } from './firebase/firebase-admin.js';
import type { Services } from './graphql/context.js';
import { mediaRoutes } from './http/media-routes.js';
import type { Logger } from './logger.js';
import { createAdminOrdersService } from './orders/admin-orders-service.js';
import { createAdminOrdersStore } from './orders/admin-orders-store.js';
import { firestoreOrderContacts } from './orders/order-contacts.js';
import { createOrdersService, DEFAULT_ORDER_LIMITS } from './orders/orders-service.js';
import { createOrdersStore, type OrdersStore } from './orders/orders-store.js';
import { createPaymentsService, type PaymentsService } from './payments/payments-service.js';
import { createRazorpayProvider } from './payments/razorpay-provider.js';
import { firestoreWebhookEvents } from './payments/webhook-events.js';
import { createShopContentService } from './shop-content/shop-content-service.js';
import type { StartServerOptions } from './server-options.js';
import { recordAudit, type AuditEntry } from './shared/audit-log.js';
import { resolveCheckedRequestUser } from './shared/request-user.js';
import type { TokenShapeRules } from './shared/token-shape.js';
import { createWhatsAppOptOuts } from './whatsapp/opt-outs.js';
import { createWhatsAppService, type WhatsAppService } from './whatsapp/whatsapp-service.js';

export interface ServicesDeps {
  readonly config: AppConfig;
  readonly opts: StartServerOptions;
  readonly firebase: FirebaseHandles;
  readonly auth: Auth;
  /** What a token must look like before firebase-admin verifies it. */
  readonly tokenRules: TokenShapeRules;
  readonly store: LiveCatalog;
  readonly logger: Logger;
}

export interface ComposedServices {
  readonly services: Services;
  /** Null when the shop has no payment keys (only cash on delivery). */
  readonly payments: PaymentsService | null;
  /** The admin's image uploads and the images served back. */
  readonly media: RequestHandler;
  /** Order updates on WhatsApp: null when no WhatsApp settings are set. */
  readonly whatsapp: WhatsAppService | null;
  /** Shoppers' photos (their sweep runs on the server's timer) and their HTTP routes. */
  readonly photos: PhotosService;
  readonly photoRoutes: RequestHandler;
}

/** Builds every service of the server from firebase-admin's handles and the live catalog. */
export function composeServices(deps: ServicesDeps): ComposedServices {
  const { config, opts, firebase, store, logger } = deps;
  // Rate-limit counters in Firestore, so that every instance shares the counts (phone verification, coupon codes).
  const rateLimiters = firestoreRateLimiters(firebase.firestore);
  const accounts = createAccountsService({
    store: createProfileStore(firebase.firestore),
    auth: deps.auth,
    rateLimiters,
    ...(opts.accountLimits ? { limits: opts.accountLimits } : {}),
    logger,
  });
  // Coupons' counters live with the coupons; orders count and give back uses inside their own transactions.
  const couponStore = createCouponStore(firebase.firestore, logger);
  // Delivery's slot places are taken and given back inside the orders' transactions, like coupon uses.
  const clock = opts.clock ?? (() => new Date());
  const deliveryStore = createDeliveryStore(firebase.firestore, auditInTransaction);
  const delivery = createDeliveryService({ store: deliveryStore, directory: createPinDirectory(), now: clock });
  const { whatsapp, whatsappOptOuts } = composeWhatsApp(deps);
  const photos = composePhotos({
    ...{ config, firebase, auth: deps.auth, tokenRules: deps.tokenRules, rateLimiters },
    ...{ limits: opts.photoLimits, now: clock, logger },
  });
  const ordersStore = composeOrdersStore(deps, couponStore, deliveryStore.ledger, whatsapp, {
    read: (tx, ids) => photos.store.ledger.read(tx, ids),
    markOrdered: (tx, ids, orderId, at) => photos.store.ledger.markOrdered(tx, ids, orderId, at),
  });
  const payments = composePayments(deps, ordersStore);
  const services: Services = {
    accounts,
    payments,
    savedCarts: createSavedCartsService({
      store: createSavedCartStore(firebase.firestore),
      // A kept line's photos are the account's: an upload token's pass to the account when its cart names them.
      photos: { claimForAccount: (ids, uid, tokenHash) => photos.store.claimForAccount(ids, uid, tokenHash) },
      rateLimiters,
      logger,
    }),
    stockAlerts: composeStockAlerts({ config, opts, db: firebase.firestore, store, rateLimiters, logger, now: clock }),
    delivery,
    coupons: createCouponsService({ store: couponStore, history: ordersStore }),
    couponChecks: createCouponChecks({
      rateLimiters,
      ...(opts.couponLimits ? { limits: opts.couponLimits } : {}),
      logger,
    }),
    couponAdmin: createCouponAdminService({
      db: firebase.firestore,
      store: couponStore,
      orderContacts: firestoreOrderContacts(firebase.firestore),
    }),
    orders: createOrdersService({
      store: ordersStore,
      coupons: couponStore,
      payments,
      catalog: () => store.current(),
      addressBook: { saveAddress: (uid, address) => accounts.saveCheckoutAddress(uid, address) },
      sessions: { assertValid: (shopper) => accounts.assertSessionValid(shopper) },
      // Who may buy is the accounts feature's profile as `me` answers it.
      buyers: { profileFor: (shopper) => accounts.profileFor(shopper) },
      limits: composeOrderLimits(rateLimiters, opts.orderLimits ?? DEFAULT_ORDER_LIMITS, logger),
      ...(opts.orderTransactionTimeoutMs === undefined ? {} : { readTimeoutMs: opts.orderTransactionTimeoutMs }),
      ...(opts.placementAdmission === undefined ? {} : { admission: opts.placementAdmission }),
      randomBytes,
      logger,
      printMail: config.mode === 'local',
      delivery,
      // Checkouts read the photos' records through the photos feature's service.
      photos: { facts: (ids) => photos.service.facts(ids) },
      now: clock,
    }),
    ...composeAdminServices(firebase.firestore, ordersStore, payments, store, { logger, now: clock }),
    whatsapp,
    whatsappOptOuts,
  };
  const media = composeMediaRoutes(deps);
  return { services, payments, media, whatsapp, photos: photos.service, photoRoutes: photos.routes };
}

/** WhatsApp order updates (null when not configured) and the shoppers' opt-outs. */
function composeWhatsApp({ config, firebase, store, logger }: ServicesDeps) {
  // The shopper's opt-out is kept even while WhatsApp is off, so it holds once it is on.
  const whatsappOptOuts = createWhatsAppOptOuts(firebase.firestore);
  const whatsapp = config.whatsapp
    ? createWhatsAppService({
        config: config.whatsapp,
        db: firebase.firestore,
        logger,
        optOuts: whatsappOptOuts,
        // The owner's templates and the shop's name travel in the catalog snapshot: no read inside the transaction.
        shop: () => {
          const { settings } = store.current();
          // Shoppers know the shop by its display name; the legal name is for invoices.
          return { templates: settings.whatsappTemplates, shopName: settings.displayName };
        },
      })
    : null;
  return { whatsapp, whatsappOptOuts };
}

// Inside a transaction recordAudit only queues its write (synchronously), so its promise carries nothing to wait for.
const auditInTransaction = (tx: Transaction, entry: AuditEntry) => void recordAudit(tx, entry);

/** The owner's services: orders, shop content (marketing and settings) and the catalog. */
function composeAdminServices(
  db: Firestore,
  ordersStore: OrdersStore,
  payments: PaymentsService | null,
  store: LiveCatalog,
  { logger, now }: { readonly logger: Logger; readonly now: () => Date },
): Pick<Services, 'adminOrders' | 'shopContent' | 'catalogAdmin'> {
  return {
    adminOrders: createAdminOrdersService({
      orders: ordersStore,
      refunds: payments,
      store: createAdminOrdersStore(db, { settings: { collection: SETTINGS, id: SHOP_SETTINGS_DOCUMENT } }),
      audit: auditInTransaction,
      // The shop's clock, as delivery and orders have it: the run sheet's "today" and "overdue" follow it.
      now,
      logger,
      invoiceIssuing: () => store.current().settings.invoiceIssuing,
    }),
    shopContent: createShopContentService({
      db,
      documents: {
        marketing: { collection: MARKETING, id: MARKETING_DOCUMENT },
        settings: { collection: SETTINGS, id: SHOP_SETTINGS_DOCUMENT },
        parseMarketing: (data) => {
          const parsed = parseMarketingDocument(data);
          return parsed.ok ? parsed.value : EMPTY_MARKETING;
        },
      },
      audit: auditInTransaction,
    }),
    catalogAdmin: createCatalogAdminService({ db, catalog: () => store.current() }),
  };
}

function composeOrdersStore(
  { firebase, opts, logger, store }: ServicesDeps,
  coupons: CouponStore,
  slots: SlotLedger,
  whatsapp: WhatsAppService | null,
  photos: PhotoLedger,
): OrdersStore {
  return createOrdersStore(
    firebase.firestore,
    // Orders read and write product documents the catalog's way: its collection, parser and stock fields.
    {
      collection: PRODUCTS,
      parse: (id, data) => {
        const parsed = parseProductDocument(id, data);
        return parsed.ok ? parsed.value : null;
      },
      stockWrites,
      stockSetWrites: setStockWrites,
    },
    {
      coupons,
      slots,
      photos,
      // Refund mails name the shop as shoppers know it.
      shopName: () => store.current().settings.displayName,
      // Status changes queue their WhatsApp update in their own transaction.
      ...(whatsapp
        ? { statusMessages: (tx, before, after, choices) => whatsapp.queueOrderChange(tx, before, after, choices) }
        : {}),
      ...(opts.orderTransactionTimeoutMs === undefined ? {} : { transactionTimeoutMs: opts.orderTransactionTimeoutMs }),
      // The next change of its shards refreshes it again; until then the catalog shows the number a moment old.
      onStockRefreshError: (error, productId) =>
        logger.warn({ err: error, productId }, "a sharded product's stock number could not be refreshed"),
    },
  );
}

/** Online payment only with keys: the same code for Razorpay and the local test gateway, only the URLs differ. */
function composePayments(deps: ServicesDeps, ordersStore: OrdersStore): PaymentsService | null {
  const { config, opts, firebase, store, logger } = deps;
  if (config.payments === null) return null;
  return createPaymentsService({
    provider: createRazorpayProvider(config.payments),
    store: ordersStore,
    webhookEvents: firestoreWebhookEvents(firebase.firestore),
    logger,
    shopName: () => store.current().settings.displayName,
    reservationMs: config.payments.reservationMs,
    reconcileAfterMs: config.payments.reconcileAfterMs,
    ...(opts.onOrderReleased ? { onOrderReleased: opts.onOrderReleased } : {}),
  });
}

function composeMediaRoutes(deps: ServicesDeps): RequestHandler {
  const { config, firebase, auth, tokenRules, logger } = deps;
  // Uploaded images: files in local mode and tests (the Storage emulator cannot run here), Cloud Storage in production.
  const mediaBucket =
    config.mediaDir !== null
      ? localMediaBucket(config.mediaDir)
      : cloudStorageMediaBucket(getStorage(firebase.app).bucket(config.storageBucket));
  return mediaRoutes({
    media: createMediaService(mediaBucket),
    resolveCheckedRequestUser: (headers) => resolveCheckedRequestUser(headers, auth, tokenRules),
    audit: (actor, url) =>
      recordAudit(firebase.firestore, {
        actor,
        action: 'media.upload',
        target: { type: 'media', id: url },
        before: null,
        after: { url },
      }),
    logger,
  });
}
