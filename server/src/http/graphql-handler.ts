import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { HeaderMap, type ApolloServer } from '@apollo/server';
import type { RequestUser } from '../shared/request-user.js';
import type { CatalogStore } from '../catalog/catalog-store.js';
import type { GraphQLContext, Services } from '../graphql/context.js';
import type { DocumentGate } from '../graphql/document-gate.js';
import type { Logger } from '../logger.js';
import { addressLimitKey } from '../client-address.js';
import { clientIp, proxyTrust, type TrustProxy } from '../trust-proxy.js';
import { gzippedBody, isPubliclyCacheable, type ResponseCache } from './response-cache.js';
import type { SecurityHeaders } from './security-headers.js';

export interface GraphQLHandlerDeps {
  readonly apollo: ApolloServer<GraphQLContext>;
  readonly store: CatalogStore;
  /** The services every resolver may use, built once by the server. */
  readonly services: Services;
  readonly logger: Logger;
  readonly resolveRequestUser: (headers: IncomingHttpHeaders) => Promise<RequestUser | null>;
  /** The same, with the token checked for revocation against Firebase Auth (for admin operations). */
  readonly resolveCheckedRequestUser: (headers: IncomingHttpHeaders) => Promise<RequestUser | null>;
  /** Null turns the response cache off. */
  readonly responseCache: ResponseCache | null;
  /** Which proxies may tell the client address in X-Forwarded-For (TRUST_PROXY); the same as the Express app's. */
  readonly trustProxy: TrustProxy;
  /** The largest answer sent; a larger one is replaced by a 400 (the cost limit should make this rare). */
  readonly maxResponseBytes: number;
  /** The longest query text (UTF-8 bytes) let through to parsing; a longer one answers 413 QUERY_TOO_LARGE. */
  readonly maxQueryBytes: number;
  /** Refuses documents over the operation limits before graphql-js validates them. */
  readonly gate: DocumentGate;
  /** The security headers every response carries (the same as the Express app's). */
  readonly securityHeaders: SecurityHeaders;
}

const MAX_BODY_BYTES = 1024 * 1024;
const GZIP_THRESHOLD = 1024;

/** A request answered with a 4xx and a one-line message (a body we cannot read, an answer we will not send). */
class RefusedRequest extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Beyond this much of an oversized body we stop reading and drop the connection instead of answering. */
const MAX_DRAINED_BYTES = 8 * MAX_BODY_BYTES;

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      // An oversized body is read to its end (and dropped) so that the client can read our 413.
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
      else if (size > MAX_DRAINED_BYTES) req.destroy();
    });
    req.on('end', () => {
      if (size > MAX_BODY_BYTES)
        reject(new RefusedRequest(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large (at most 1 MB).'));
      else resolve(Buffer.concat(chunks).toString('utf8'));
    });
    req.on('error', reject);
  });
}

export function isJson(headers: IncomingHttpHeaders): boolean {
  const type = headers['content-type'];
  return type !== undefined && /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(type);
}

function queryOf(body: unknown): string | null {
  const query = typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : undefined;
  return typeof query === 'string' ? query : null;
}

function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
}

function send(
  securityHeaders: Readonly<Record<string, string>>,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: Buffer,
  gzip: Buffer | null,
): void {
  res.writeHead(status, {
    ...securityHeaders,
    ...headers,
    Vary: 'Accept-Encoding',
    'Content-Length': String((gzip ?? body).length),
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(gzip ?? body);
}

/**
 * /graphql on Apollo Server's own HTTP entry point (executeHTTPGraphQLRequest, what every Apollo integration
 * wraps), without Express's middleware stack, which costs more per request than running a catalog query. Repeated
 * public queries are answered from the response cache by their exact body text before any parsing.
 */
export function graphqlHandler(deps: GraphQLHandlerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const { apollo, store, responseCache: cache } = deps;
  const trust = proxyTrust(deps.trustProxy);
  return (req, res) => {
    void handle(req, res).catch((error: unknown) => {
      if (error instanceof RefusedRequest) {
        const body = Buffer.from(
          JSON.stringify({ errors: [{ message: error.message, extensions: { code: error.code } }] }),
        );
        if (!res.headersSent)
          send(
            deps.securityHeaders.apiHeaders,
            res,
            error.status,
            { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
            body,
            null,
          );
        return;
      }
      deps.logger.error({ err: error, method: req.method, url: req.url }, 'GraphQL request failed');
      if (!res.headersSent) {
        const body = Buffer.from(
          JSON.stringify({
            errors: [
              {
                message: 'Something went wrong on our side. Please try again.',
                extensions: { code: 'INTERNAL_SERVER_ERROR' },
              },
            ],
          }),
        );
        send(
          deps.securityHeaders.apiHeaders,
          res,
          500,
          { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
          body,
          null,
        );
      } else {
        res.destroy();
      }
    });
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const catalog = store.current();
    const method = (req.method ?? 'GET').toUpperCase();
    let text: string | null = null;
    if (method === 'POST') {
      const raw = await readBody(req);
      if (isJson(req.headers)) text = raw;
    }
    // JSON POSTs always pass Apollo's CSRF prevention, so answering them from the cache skips no check that applies.
    if (cache && text !== null) {
      const cached = cache.get(catalog.version, text);
      if (cached) {
        const gzip = cached.body.length >= GZIP_THRESHOLD && acceptsGzip(req) ? gzippedBody(cached) : null;
        send(
          deps.securityHeaders.apiHeaders,
          res,
          200,
          { 'Content-Type': cached.contentType, 'Cache-Control': cached.cacheControl },
          cached.body,
          gzip,
        );
        return;
      }
    }
    let body: unknown;
    if (text !== null && text.trim() !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        throw new RefusedRequest(400, 'BAD_REQUEST', 'The request body is not valid JSON.');
      }
    }
    const queryStart = req.url?.indexOf('?') ?? -1;
    const search = queryStart >= 0 ? req.url!.slice(queryStart) : '';
    const query = method === 'POST' ? queryOf(body) : new URLSearchParams(search).get('query');
    // Before any parsing: comments and whitespace cost the parser time but are not tokens, so maxTokens misses them.
    if (query !== null && Buffer.byteLength(query, 'utf8') > deps.maxQueryBytes)
      throw new RefusedRequest(
        413,
        'QUERY_TOO_LARGE',
        `The query text is too long (at most ${deps.maxQueryBytes} bytes). Send a shorter document.`,
      );
    const refusal = query ? deps.gate.refusal(query) : null;
    if (refusal) {
      send(
        deps.securityHeaders.apiHeaders,
        res,
        400,
        { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
        Buffer.from(JSON.stringify({ errors: refusal })),
        null,
      );
      return;
    }
    const headers = new HeaderMap();
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const response = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: { method, headers, search, body },
      context: async () => {
        const header = req.headers['x-request-id'];
        const requestId = typeof header === 'string' && /^[\w.-]{1,100}$/.test(header) ? header : randomUUID();
        let user: Promise<RequestUser | null> | undefined;
        let checkedUser: Promise<RequestUser | null> | undefined;
        const ip = addressLimitKey(clientIp(req, trust));
        return {
          catalog,
          logger: deps.logger.child({ requestId }),
          requestId,
          clientIp: ip,
          services: deps.services,
          couponChecks: deps.services.couponChecks.forRequest(ip),
          getUser: () => (user ??= deps.resolveRequestUser(req.headers)),
          getCheckedUser: () => (checkedUser ??= deps.resolveCheckedRequestUser(req.headers)),
        };
      },
    });
    const responseHeaders: Record<string, string> = {};
    for (const [key, value] of response.headers) responseHeaders[key] = value;
    const status = response.status ?? 200;
    if (response.body.kind === 'chunked') {
      res.writeHead(status, { ...deps.securityHeaders.apiHeaders, ...responseHeaders });
      for await (const chunk of response.body.asyncIterator) res.write(chunk);
      res.end();
      return;
    }
    const payload = Buffer.from(response.body.string);
    if (payload.length > deps.maxResponseBytes) {
      deps.logger.warn(
        { bytes: payload.length, limit: deps.maxResponseBytes },
        'GraphQL answer over the size limit refused',
      );
      throw new RefusedRequest(
        400,
        'RESPONSE_TOO_LARGE',
        `The answer would be larger than ${deps.maxResponseBytes} bytes: ask for fewer items or fields.`,
      );
    }
    // Apollo's landing page (GET in a browser, when the Sandbox is on) runs nonce'd scripts from Apollo's CDN.
    if (responseHeaders['content-type']?.startsWith('text/html')) {
      Object.assign(responseHeaders, deps.securityHeaders.landingPageHeaders(response.body.string));
    }
    if (cache && text !== null && status === 200 && isPubliclyCacheable(responseHeaders['cache-control'])) {
      cache.set(catalog.version, text, {
        body: payload,
        contentType: responseHeaders['content-type'] ?? 'application/json; charset=utf-8',
        cacheControl: responseHeaders['cache-control']!,
      });
    }
    const gzip = payload.length >= GZIP_THRESHOLD && acceptsGzip(req) ? gzipSync(payload) : null;
    send(deps.securityHeaders.apiHeaders, res, status, responseHeaders, payload, gzip);
  }
}
