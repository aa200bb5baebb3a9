import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Firestore } from 'firebase-admin/firestore';
import type { RequestUser } from '../accounts/request-user.js';
import type { CatalogSnapshot } from '../catalog/catalog-snapshot.js';
import type { CatalogStore } from '../catalog/catalog-store.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { Logger } from '../logger.js';
import { gzippedBody, isPubliclyCacheable, requestCacheKey, type ResponseCache } from './response-cache.js';

export interface GraphQLRouteDeps {
  readonly apollo: ApolloServer<GraphQLContext>;
  readonly store: CatalogStore;
  readonly firestore: Firestore;
  readonly logger: Logger;
  readonly resolveRequestUser: (headers: IncomingHttpHeaders) => Promise<RequestUser | null>;
  /** Null turns the response cache off. */
  readonly responseCache: ResponseCache | null;
}

interface GraphQLLocals {
  catalog?: CatalogSnapshot;
}

const GZIP_THRESHOLD = 1024;

/**
 * Serves a repeated public query from the response cache without running it again. Only JSON POSTs are
 * considered: Apollo's CSRF prevention always lets those through, so skipping Apollo skips no check that applies.
 */
function responseCacheMiddleware(cache: ResponseCache, store: CatalogStore): RequestHandler {
  return (req, res, next) => {
    const catalog = store.current();
    (res.locals as GraphQLLocals).catalog = catalog;
    if (req.method !== 'POST' || !req.is('application/json')) return next();
    const key = requestCacheKey(req.body);
    if (key === null) return next();
    const cached = cache.get(catalog.version, key);
    if (cached) {
      res.setHeader('Content-Type', cached.contentType);
      res.setHeader('Cache-Control', cached.cacheControl);
      res.setHeader('Vary', 'Accept-Encoding');
      if (cached.body.length >= GZIP_THRESHOLD && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        res.setHeader('Content-Encoding', 'gzip');
        res.end(gzippedBody(cached));
      } else {
        res.end(cached.body);
      }
      return;
    }
    // Remember what Apollo answers, if it turns out public.
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const cacheControl = res.getHeader('Cache-Control');
      if (res.statusCode === 200 && typeof body === 'string' && typeof cacheControl === 'string'
        && isPubliclyCacheable(cacheControl)) {
        cache.set(catalog.version, key, {
          body: Buffer.from(body),
          contentType: String(res.getHeader('Content-Type') ?? 'application/json; charset=utf-8'),
          cacheControl,
        });
      }
      return send(body);
    };
    next();
  };
}

/** POST (and GET) /graphql: JSON bodies up to 1 MB, the response cache, then Apollo with a per-request context. */
export function graphqlRoute(deps: GraphQLRouteDeps): Router {
  const router = express.Router();
  const handlers: RequestHandler[] = [express.json({ limit: '1mb' })];
  if (deps.responseCache) handlers.push(responseCacheMiddleware(deps.responseCache, deps.store));
  handlers.push(expressMiddleware(deps.apollo, {
    context: async ({ req, res }: { req: Request; res: Response }): Promise<GraphQLContext> => {
      const header = req.headers['x-request-id'];
      const requestId = typeof header === 'string' && /^[\w.-]{1,100}$/.test(header) ? header : randomUUID();
      let user: Promise<RequestUser | null> | undefined;
      return {
        catalog: (res.locals as GraphQLLocals).catalog ?? deps.store.current(),
        logger: deps.logger.child({ requestId }),
        requestId,
        clientIp: req.ip ?? req.socket.remoteAddress ?? '',
        firestore: deps.firestore,
        getUser: () => (user ??= deps.resolveRequestUser(req.headers)),
      };
    },
  }));
  router.use('/graphql', ...handlers);
  return router;
}
