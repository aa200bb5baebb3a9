import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { LiveCatalog } from '../catalog/live-catalog.js';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';
import { proxyTrust } from '../trust-proxy.js';
import { healthRoute } from './health.js';
import { paymentWebhookRoute, type PaymentWebhookHandler } from './payment-webhook.js';
import type { SecurityHeaders } from './security-headers.js';
import { appConfigRoute, seoRoutes } from './static-routes.js';
import type { PageRenderer } from './rendered-pages.js';
import { webAppRoutes, type WebAppRendering } from './web-app.js';

export interface HttpAppDeps {
  readonly config: AppConfig;
  readonly store: LiveCatalog;
  readonly logger: Logger;
  /** The built web app's folder, or null to serve only the API. */
  readonly webDir: string | null;
  /** The security headers of every response (security-headers.ts). */
  readonly securityHeaders: SecurityHeaders;
  /** Routes added by whoever starts the server, mounted before the web app (local mode: the demo images). */
  readonly extraRoutes?: readonly RequestHandler[];
  /** The payment provider's webhook (POST /webhooks/razorpay), when online payment is on. */
  readonly paymentWebhook?: PaymentWebhookHandler | null;
  /** Renders the shop's public pages with their data (rendered-pages.ts); null sends them unrendered. */
  readonly pageRenderer?: PageRenderer | null;
}

/** Malformed or oversized request bodies get a clear 4xx; anything else is logged and answered without details. */
function errorHandler(logger: Logger): ErrorRequestHandler {
  return (thrown: unknown, req, res, next) => {
    // Express's body parsers and http-errors attach `status` and `type` to what they throw.
    const error = (typeof thrown === 'object' && thrown !== null ? thrown : {}) as { status?: unknown; type?: unknown };
    if (res.headersSent) {
      next(thrown);
      return;
    }
    const status = typeof error.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
    const message =
      error.type === 'entity.parse.failed'
        ? 'The request body is not valid JSON.'
        : error.type === 'entity.too.large'
          ? 'The request body is too large (at most 1 MB).'
          : status < 500
            ? 'The request could not be understood.'
            : 'Something went wrong on our side. Please try again.';
    if (status >= 500) logger.error({ err: thrown, method: req.method, path: req.path }, 'request failed');
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR';
    res
      .status(status)
      .setHeader('Cache-Control', 'no-store')
      .json({ errors: [{ message, extensions: { code } }] });
  };
}

function webAppRendering(deps: HttpAppDeps): WebAppRendering | null {
  if (!deps.pageRenderer) return null;
  const { publicUrl } = deps.config;
  return {
    render: deps.pageRenderer,
    originOf: (req) => publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`,
    logger: deps.logger,
  };
}

export function createHttpApp(deps: HttpAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  // The same trust function as /graphql's client address (server/src/trust-proxy.ts): req.ip, req.protocol agree.
  app.set('trust proxy', proxyTrust(deps.config.trustProxy));
  app.set('etag', false);
  app.use(deps.securityHeaders.middleware);
  app.use(compression({ threshold: 1024 }));
  app.get(
    '/healthz',
    healthRoute(() => deps.store.status()),
  );
  if (deps.paymentWebhook) app.use(paymentWebhookRoute(deps.paymentWebhook, deps.logger));
  app.use(appConfigRoute(deps.config));
  for (const route of deps.extraRoutes ?? []) app.use(route);
  app.use(seoRoutes(deps.store, deps.config));
  if (deps.webDir !== null) app.use(webAppRoutes(deps.webDir, webAppRendering(deps)));
  app.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  app.use(errorHandler(deps.logger));
  return app;
}
