// The second step of starting a server: Apollo and the HTTP server in front of it (GraphQL, health, runtime config,
// robots.txt, sitemap.xml, media, the web app and any extra routes), built over the services of compose-services.ts.
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Auth } from 'firebase-admin/auth';
import { accountsResolvers } from './accounts/accounts-resolvers.js';
import { savedCartsResolvers } from './saved-carts/saved-carts-resolvers.js';
import { stockAlertsResolvers } from './stock-alerts/stock-alerts-resolvers.js';
import { adminResolvers } from './accounts/admin-resolvers.js';
import { catalogAdminResolvers } from './catalog/catalog-admin-resolvers.js';
import { catalogResolvers } from './catalog/catalog-resolvers.js';
import type { LiveCatalog } from './catalog/live-catalog.js';
import type { ComposedServices } from './compose-services.js';
import type { AppConfig } from './config.js';
import { couponAdminResolvers } from './coupons/coupon-admin-resolvers.js';
import { couponsResolvers } from './coupons/coupons-resolvers.js';
import { deliveryResolvers } from './delivery/delivery-resolvers.js';
import { apolloValidationRules, createApolloServer } from './graphql/apollo-server.js';
import { createCompiledReadPath, type CompiledReadPath } from './graphql/compiled-read-path.js';
import { createOperationGate } from './graphql/operation-gate.js';
import { buildSchema } from './graphql/graphql-runtime.js';
import { readSchemaFile } from './graphql/type-defs.js';
import { createHttpApp } from './http/app.js';
import { graphqlHandler } from './http/graphql-handler.js';
import { createPageRenderer, type PageRenderer } from './http/rendered-pages.js';
import { ResponseCache } from './http/response-cache.js';
import { whatsappWebhookRoute } from './http/whatsapp-webhook.js';
import { createSecurityHeaders, webAppInlineScriptHashes, type SecurityHeaders } from './http/security-headers.js';
import type { Logger } from './logger.js';
import { adminOrdersResolvers } from './orders/admin-orders-resolvers.js';
import { maybeOrder, ordersResolvers } from './orders/orders-resolvers.js';
import { createPaymentsResolvers } from './payments/payments-resolvers.js';
import { repoRoot } from './paths.js';
import type { StartServerOptions } from './server-options.js';
import { resolveCheckedRequestUser, resolveRequestUser } from './shared/request-user.js';
import { shopContentResolvers } from './shop-content/shop-content-resolvers.js';
import { whatsappResolvers } from './whatsapp/whatsapp-resolvers.js';
import type { TokenShapeRules } from './shared/token-shape.js';

export interface TransportDeps {
  readonly config: AppConfig;
  readonly opts: StartServerOptions;
  readonly composed: ComposedServices;
  readonly auth: Auth;
  readonly tokenRules: TokenShapeRules;
  readonly store: LiveCatalog;
  readonly logger: Logger;
}

type Apollo = ReturnType<typeof createApolloServer>;

export interface Transport {
  /** Not listening yet. */
  readonly server: Server;
  /** Its open connections, so that stopping can end those that linger. */
  readonly sockets: ReadonlySet<Socket>;
  /** Started. */
  readonly apollo: Apollo;
}

/** Starts Apollo and builds the HTTP server over it; Apollo is stopped again when anything after it fails. */
export async function composeTransport(deps: TransportDeps): Promise<Transport> {
  const readPath = deps.opts.compiledReadPath === false ? null : compiledReadPath(deps.config);
  const apollo = createApollo(deps.config, deps.logger, readPath);
  await apollo.start();
  try {
    return { ...createHttpServer(deps, apollo, readPath), apollo };
  } catch (error) {
    await apollo.stop();
    throw error;
  }
}

function compiledReadPath(config: AppConfig): CompiledReadPath {
  return createCompiledReadPath({
    validationRules: apolloValidationRules(config.graphqlLimits),
    maxTokens: config.graphqlLimits.maxTokens,
    catalogMaxAgeSeconds: config.catalogMaxAgeSeconds,
  });
}

function createApollo(config: AppConfig, logger: Logger, readPath: CompiledReadPath | null): Apollo {
  return createApolloServer({
    ...(readPath ? { plugins: [readPath.plugin], persistedQueryCache: readPath.persistedQueries } : {}),
    introspection: config.introspection,
    sandbox: config.sandbox,
    catalogMaxAgeSeconds: config.catalogMaxAgeSeconds,
    limits: config.graphqlLimits,
    maxTokens: config.graphqlLimits.maxTokens,
    logger,
    resolvers: [
      catalogResolvers,
      accountsResolvers,
      savedCartsResolvers,
      stockAlertsResolvers,
      ordersResolvers,
      couponsResolvers,
      createPaymentsResolvers(maybeOrder),
      adminResolvers,
      adminOrdersResolvers,
      shopContentResolvers,
      catalogAdminResolvers,
      deliveryResolvers,
      couponAdminResolvers,
      whatsappResolvers,
    ],
  });
}

function createHttpServer(
  deps: TransportDeps,
  apollo: Apollo,
  readPath: CompiledReadPath | null,
): Omit<Transport, 'apollo'> {
  const { config, opts, store, logger } = deps;
  const { services, payments, media, whatsapp, photoRoutes } = deps.composed;
  const webDir = opts.webDir === undefined ? join(repoRoot(), 'dist', 'web') : opts.webDir;
  const securityHeaders = composeSecurityHeaders(config, webDir);
  const app = createHttpApp({
    config,
    store,
    logger,
    webDir,
    securityHeaders,
    extraRoutes: [
      media,
      photoRoutes,
      ...(whatsapp ? [whatsappWebhookRoute(whatsapp.webhook, logger)] : []),
      ...(opts.extraRoutes ?? []),
    ],
    paymentWebhook: payments ? (body, signature, eventId) => payments.handleWebhook(body, signature, eventId) : null,
    pageRenderer: composePageRenderer(deps, apollo, webDir),
  });
  const graphql = graphqlHandler({
    apollo,
    store,
    logger,
    services,
    resolveRequestUser: (headers) => resolveRequestUser(headers, deps.auth, deps.tokenRules),
    resolveCheckedRequestUser: (headers) => resolveCheckedRequestUser(headers, deps.auth, deps.tokenRules),
    responseCache: opts.responseCache === false ? null : new ResponseCache(),
    trustProxy: config.trustProxy,
    maxResponseBytes: config.graphqlLimits.maxResponseBytes,
    maxQueryBytes: config.graphqlLimits.maxQueryBytes,
    gate: createOperationGate(buildSchema(readSchemaFile()), config.graphqlLimits, config.graphqlLimits.maxTokens),
    securityHeaders,
    compiled: readPath?.catalog ?? null,
  });
  // /graphql goes straight to Apollo (see graphql-handler.ts); everything else through the Express app.
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/graphql' || url.startsWith('/graphql?')) graphql(req, res);
    else app(req, res);
  });
  // Behind a load balancer idle connections must outlive the balancer's own timeout (often 60 s).
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  return { server, sockets };
}

/** The server renderer built beside the web app (dist/web-ssr), when there is one. */
function composePageRenderer(deps: TransportDeps, apollo: Apollo, webDir: string | null): PageRenderer | null {
  if (webDir === null) return null;
  const rendererFile = join(dirname(webDir), 'web-ssr', 'entry-server.js');
  if (!existsSync(rendererFile)) return null;
  return createPageRenderer({
    rendererFile,
    apollo,
    store: deps.store,
    services: deps.composed.services,
    logger: deps.logger,
  });
}

function composeSecurityHeaders(config: AppConfig, webDir: string | null): SecurityHeaders {
  return createSecurityHeaders({
    mode: config.mode,
    authDomain: config.webFirebase.authDomain,
    authEmulatorUrl: config.authEmulatorUrl,
    inlineScriptHashes: webAppInlineScriptHashes(webDir),
    paymentOrigins: config.payments
      ? { scriptUrl: config.payments.checkoutScriptUrl, apiBase: config.payments.apiBase }
      : null,
  });
}
