import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import type { RequestHandler } from 'express';
import { catalogResolvers } from './catalog/catalog-resolvers.js';
import { CatalogStore } from './catalog/catalog-store.js';
import type { Transaction } from 'firebase-admin/firestore';
import type { AuditEntry } from './shared/audit-log.js';
import {
  MARKETING,
  MARKETING_DOCUMENT,
  PRODUCTS,
  SETTINGS,
  SHOP_SETTINGS_DOCUMENT,
} from './catalog/documents/collections.js';
import { parseMarketingDocument } from './catalog/documents/marketing-document.js';
import { EMPTY_MARKETING } from './domain/marketing.js';
import { parseProductDocument, stockWrites } from './catalog/documents/product-document.js';
import type { AccountLimitRules } from './accounts/accounts-service.js';
import type { CouponCheckLimits } from './coupons/coupon-checks.js';
import type { AppConfig } from './config.js';
import { disableMetadataProbing } from './firebase/emulator-safety.js';
import { startCatalogSync, type CatalogSyncOptions } from './catalog/catalog-sync.js';
import { createApolloServer } from './graphql/apollo-server.js';
import type { Services } from './graphql/context.js';
import { createDocumentGate } from './graphql/document-gate.js';
import { buildSchema } from './graphql/graphql-runtime.js';
import { readSchemaFile } from './graphql/type-defs.js';
import { createHttpApp } from './http/app.js';
import { graphqlHandler } from './http/graphql-handler.js';
import { ResponseCache } from './http/response-cache.js';
import { createSecurityHeaders, webAppInlineScriptHashes } from './http/security-headers.js';
import { createLogger, type Logger } from './logger.js';
import type { OrderReleasedHook } from './orders/orders-store.js';
import type { OrderLimitRules, OrderLimits } from './orders/orders-service.js';
import type { ReconcileReport } from './payments/payments-service.js';
import { startReconciler } from './payments/reconciler.js';
import { repoRoot } from './paths.js';

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
  /** Routes served besides the built-in ones, before the web app (the local stack adds the demo images). */
  extraRoutes?: readonly RequestHandler[];
  /** The accounts API's rate limits (default DEFAULT_ACCOUNT_LIMITS); tests set small ones. */
  accountLimits?: AccountLimitRules;
  /** placeOrder's rate limits and the daily order-mail cap (default DEFAULT_ORDER_LIMITS); tests set small ones. */
  orderLimits?: OrderLimitRules;
  /** Limits on coupon codes tried per account and per IP (default DEFAULT_COUPON_CHECK_LIMITS); tests set small ones. */
  couponLimits?: CouponCheckLimits;
  /** The longest an order transaction may take before placeOrder answers UNAVAILABLE, in ms (default 10 s). */
  orderTransactionTimeoutMs?: number;
  /** The reconciler's interval instead of config.payments.reconcileIntervalMs (tests: 0, and call reconcileOnce). */
  reconcileIntervalMs?: number;
  /** Runs in the transaction that expires an unpaid order (its stock goes back), e.g. to give back a coupon use. */
  onOrderReleased?: OrderReleasedHook;
}

export interface RunningServer {
  url: string;
  port: number;
  /** One pass of the payments reconciler, or null when online payment is off. */
  reconcilePayments: (() => Promise<ReconcileReport>) | null;
  stop(): Promise<void>;
}

/** A start-up problem whose message says all there is to say (no stack trace needed). */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** A clear message for the errors people actually hit when a server starts. */
function listenError(error: NodeJS.ErrnoException, host: string, port: number): Error {
  if (error.code === 'EADDRINUSE') {
    return new StartupError(
      `Port ${port} on ${host} is already in use. Stop whatever uses it, or choose another port with PORT=…`,
    );
  }
  if (error.code === 'EACCES')
    return new StartupError(`Not allowed to listen on ${host}:${port}. Choose a port above 1024.`);
  return error;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => reject(listenError(error, host, port));
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/**
 * Starts the whole server: firebase-admin, the catalog kept current by Firestore listeners, Apollo and the HTTP app
 * (GraphQL, health, runtime config, robots.txt, sitemap.xml, the web app, and any extra routes). Resolves once it
 * listens. This is the composition root: every service and store is built here and handed down; nothing below
 * builds or looks up another module's service.
 */
export async function startServer(config: AppConfig, opts: StartServerOptions = {}): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger({ level: config.logLevel });
  if (config.firestoreEmulatorHost !== null || config.authEmulatorHost !== null) disableMetadataProbing();
  // firebase-admin (also behind the accounts code) loads only now, after the emulator safety settings.
  const { initFirebase } = await import('./firebase/firebase-admin.js');
  const { getAuth } = await import('firebase-admin/auth');
  const { resolveCheckedRequestUser, resolveRequestUser } = await import('./shared/request-user.js');
  const { createAccountsService } = await import('./accounts/accounts-service.js');
  const { createProfileStore } = await import('./accounts/profile-store.js');
  const { firestoreRateLimiters } = await import('./accounts/firestore-rate-limiter.js');
  const { accountsResolvers } = await import('./accounts/accounts-resolvers.js');
  const { createOrdersStore } = await import('./orders/orders-store.js');
  const { createOrdersService, DEFAULT_ORDER_LIMITS } = await import('./orders/orders-service.js');
  const { hitAll } = await import('./shared/rate-limiter.js');
  const { maybeOrder, ordersResolvers } = await import('./orders/orders-resolvers.js');
  const { createCouponStore } = await import('./coupons/coupons-store.js');
  const { createCouponsService } = await import('./coupons/coupons-service.js');
  const { createCouponChecks } = await import('./coupons/coupon-checks.js');
  const { couponsResolvers } = await import('./coupons/coupons-resolvers.js');
  const { createRazorpayProvider } = await import('./payments/razorpay-provider.js');
  const { createPaymentsService } = await import('./payments/payments-service.js');
  const { firestoreWebhookEvents } = await import('./payments/webhook-events.js');
  const { createPaymentsResolvers } = await import('./payments/payments-resolvers.js');
  const { adminResolvers } = await import('./accounts/admin-resolvers.js');
  const { catalogAdminResolvers } = await import('./catalog/catalog-admin-resolvers.js');
  const { createCatalogAdminService } = await import('./catalog/catalog-admin-service.js');
  const { createMediaService } = await import('./catalog/media-service.js');
  const { cloudStorageMediaStore, localMediaStore } = await import('./catalog/media-store.js');
  const { recordAudit } = await import('./shared/audit-log.js');
  const { mediaRoutes } = await import('./http/media-routes.js');
  const { createAdminOrdersStore } = await import('./orders/admin-orders-store.js');
  const { createAdminOrdersService } = await import('./orders/admin-orders-service.js');
  const { adminOrdersResolvers } = await import('./orders/admin-orders-resolvers.js');
  const { createShopContentService } = await import('./shop-content/shop-content-service.js');
  const { shopContentResolvers } = await import('./shop-content/shop-content-resolvers.js');
  const { createCouponAdminService } = await import('./coupons/coupon-admin-service.js');
  const { firestoreOrderContacts } = await import('./orders/order-contacts.js');
  const { couponAdminResolvers } = await import('./coupons/coupon-admin-resolvers.js');

  const firebase = await initFirebase(config);
  const auth = getAuth(firebase.app);
  // What a token must look like before firebase-admin verifies it; unsigned exactly when firebase-admin accepts
  // unsigned tokens (it reads FIREBASE_AUTH_EMULATOR_HOST from the environment on every call).
  const tokenRules = {
    projectId: config.projectId,
    unsigned: Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST),
  };
  // Every service is built here, once per server, and reaches the resolvers by name through the GraphQL context.
  const store = new CatalogStore({
    onRebuilt: (snapshot, elapsedMs) =>
      logger.info(
        { version: snapshot.version, products: snapshot.productCount, ms: Math.round(elapsedMs) },
        'catalog updated',
      ),
  });
  // Rate-limit counters in Firestore, so that every instance shares the counts (phone verification, coupon codes).
  const rateLimiters = firestoreRateLimiters(firebase.firestore);
  const accounts = createAccountsService({
    store: createProfileStore(firebase.firestore),
    auth,
    rateLimiters,
    ...(opts.accountLimits ? { limits: opts.accountLimits } : {}),
    logger,
  });
  // Coupons' counters live with the coupons; orders count and give back uses inside their own transactions.
  const couponStore = createCouponStore(firebase.firestore, logger);
  const ordersStore = createOrdersStore(
    firebase.firestore,
    // Orders read and write product documents the catalog's way: its collection, parser and stock fields.
    {
      collection: PRODUCTS,
      parse: (id, data) => {
        const parsed = parseProductDocument(id, data);
        return parsed.ok ? parsed.value : null;
      },
      stockWrites,
    },
    {
      coupons: couponStore,
      ...(opts.orderTransactionTimeoutMs === undefined ? {} : { transactionTimeoutMs: opts.orderTransactionTimeoutMs }),
    },
  );
  // Online payment only with keys: the same code for Razorpay and the local test gateway, only the URLs differ.
  const payments =
    config.payments === null
      ? null
      : createPaymentsService({
          provider: createRazorpayProvider(config.payments),
          store: ordersStore,
          webhookEvents: firestoreWebhookEvents(firebase.firestore),
          logger,
          shopName: () => store.current().settings.seller.legalName,
          reservationMs: config.payments.reservationMs,
          reconcileAfterMs: config.payments.reconcileAfterMs,
          ...(opts.onOrderReleased ? { onOrderReleased: opts.onOrderReleased } : {}),
        });
  const orderRules = opts.orderLimits ?? DEFAULT_ORDER_LIMITS;
  const limiter = (scope: string, rule: OrderLimitRules[keyof OrderLimitRules]) =>
    rule === null ? null : rateLimiters(scope, rule);
  const placementsPerAccount = limiter('placeOrderPerAccount', orderRules.placementsPerAccount);
  const placementsPerIp = limiter('placeOrderPerIp', orderRules.placementsPerIp);
  const mailPerAccount = limiter('orderMailPerAccount', orderRules.mailPerAccount);
  const always = Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
  // The limiter rejects when it cannot count; the orders service answers that as "could not count" (null).
  const counted = (decision: Promise<{ allowed: boolean; retryAfterSeconds: number }>) =>
    decision.catch((error: unknown) => {
      logger.warn({ err: error }, 'order limits could not be counted');
      return null;
    });
  const orderLimits: OrderLimits = {
    placement: (uid, ip) =>
      counted(
        hitAll([
          ...(placementsPerAccount ? [[placementsPerAccount, uid] as const] : []),
          ...(placementsPerIp ? [[placementsPerIp, ip] as const] : []),
        ]),
      ),
    mail: (uid) => counted(mailPerAccount ? mailPerAccount.hit(uid) : always),
  };
  // Inside a transaction recordAudit only queues its write (synchronously), so its promise carries nothing to wait for.
  const auditInTransaction = (tx: Transaction, entry: AuditEntry) => void recordAudit(tx, entry);
  const services: Services = {
    accounts,
    payments,
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
      limits: orderLimits,
      ...(opts.orderTransactionTimeoutMs === undefined ? {} : { readTimeoutMs: opts.orderTransactionTimeoutMs }),
      randomBytes,
      logger,
      printMail: config.mode === 'local',
    }),
    adminOrders: createAdminOrdersService({
      orders: ordersStore,
      refunds: payments,
      store: createAdminOrdersStore(firebase.firestore, {
        settings: { collection: SETTINGS, id: SHOP_SETTINGS_DOCUMENT },
      }),
      audit: auditInTransaction,
      logger,
    }),
    shopContent: createShopContentService({
      db: firebase.firestore,
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
    catalogAdmin: createCatalogAdminService({ db: firebase.firestore, catalog: () => store.current() }),
  };
  // Uploaded images: files in local mode and tests (the Storage emulator cannot run here), Cloud Storage in production.
  const mediaStore =
    config.mediaDir !== null
      ? localMediaStore(config.mediaDir)
      : cloudStorageMediaStore(
          (await import('firebase-admin/storage')).getStorage(firebase.app).bucket(config.storageBucket),
        );
  const media = mediaRoutes({
    media: createMediaService(mediaStore),
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
  const sync = startCatalogSync(firebase.firestore, store, logger, opts.sync);
  let httpServer: Server | undefined;
  let apolloStarted: { stop(): Promise<void> } | undefined;
  try {
    const apollo = createApolloServer({
      introspection: config.introspection,
      sandbox: config.sandbox,
      catalogMaxAgeSeconds: config.catalogMaxAgeSeconds,
      limits: config.graphqlLimits,
      maxTokens: config.graphqlLimits.maxTokens,
      logger,
      resolvers: [
        catalogResolvers,
        accountsResolvers,
        ordersResolvers,
        couponsResolvers,
        createPaymentsResolvers(maybeOrder),
        adminResolvers,
        adminOrdersResolvers,
        shopContentResolvers,
        catalogAdminResolvers,
        couponAdminResolvers,
      ],
    });
    await apollo.start();
    apolloStarted = apollo;
    const webDir = opts.webDir === undefined ? join(repoRoot(), 'dist', 'web') : opts.webDir;
    const securityHeaders = createSecurityHeaders({
      mode: config.mode,
      authDomain: config.webFirebase.authDomain,
      authEmulatorUrl: config.authEmulatorUrl,
      inlineScriptHashes: webAppInlineScriptHashes(webDir),
      paymentOrigins: config.payments
        ? { scriptUrl: config.payments.checkoutScriptUrl, apiBase: config.payments.apiBase }
        : null,
    });
    const app = createHttpApp({
      config,
      store,
      logger,
      webDir,
      securityHeaders,
      extraRoutes: [media, ...(opts.extraRoutes ?? [])],
      paymentWebhook: payments ? (body, signature, eventId) => payments.handleWebhook(body, signature, eventId) : null,
    });
    const graphql = graphqlHandler({
      apollo,
      store,
      logger,
      services,
      resolveRequestUser: (headers) => resolveRequestUser(headers, auth, tokenRules),
      resolveCheckedRequestUser: (headers) => resolveCheckedRequestUser(headers, auth, tokenRules),
      responseCache: opts.responseCache === false ? null : new ResponseCache(),
      trustProxy: config.trustProxy,
      maxResponseBytes: config.graphqlLimits.maxResponseBytes,
      maxQueryBytes: config.graphqlLimits.maxQueryBytes,
      gate: createDocumentGate(buildSchema(readSchemaFile()), config.graphqlLimits, config.graphqlLimits.maxTokens),
      securityHeaders,
    });
    // /graphql goes straight to Apollo (see graphql-handler.ts); everything else through the Express app.
    const server = createServer((req, res) => {
      const url = req.url ?? '/';
      if (url === '/graphql' || url.startsWith('/graphql?')) graphql(req, res);
      else app(req, res);
    });
    httpServer = server;
    // Behind a load balancer idle connections must outlive the balancer's own timeout (often 60 s).
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
    const sockets = new Set<Socket>();
    server.on('connection', (socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    const host = opts.host ?? config.host;
    // Listen first (a taken port fails fast; /healthz answers "starting" meanwhile), then wait for the catalog.
    const port = await listen(server, opts.port ?? config.port, host);
    if (!(await store.whenLive(opts.catalogWaitMs ?? 30_000))) {
      logger.warn(
        { problem: store.status().problem },
        'no catalog from Firestore yet; serving an empty catalog, /healthz says "starting"',
      );
    }
    const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
    const url = `http://${urlHost}:${port}`;
    logger.info(
      { url, mode: config.mode, projectId: config.projectId, products: store.current().productCount },
      'server listening',
    );

    const reconciler = payments
      ? startReconciler(
          () => payments.reconcileOnce(),
          opts.reconcileIntervalMs ?? config.payments!.reconcileIntervalMs,
          logger,
        )
      : null;
    let stopping: Promise<void> | undefined;
    return {
      url,
      port,
      reconcilePayments: payments ? () => payments.reconcileOnce() : null,
      stop() {
        stopping ??= (async () => {
          await reconciler?.stop();
          const closed = new Promise<void>((resolve) => server.close(() => resolve()));
          server.closeIdleConnections();
          // Requests in flight get a moment to finish; then every connection goes.
          const grace = setTimeout(() => {
            for (const socket of sockets) socket.destroy();
          }, 3_000);
          grace.unref();
          await closed;
          clearTimeout(grace);
          await apollo.stop();
          sync.stop();
          store.dispose();
          await firebase.close();
          logger.info('server stopped');
        })();
        return stopping;
      },
    };
  } catch (error) {
    httpServer?.close();
    await apolloStarted?.stop();
    sync.stop();
    store.dispose();
    await firebase.close();
    throw error;
  }
}
