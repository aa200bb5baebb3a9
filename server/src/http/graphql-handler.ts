import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { HeaderMap, type ApolloServer, type HTTPGraphQLResponse } from '@apollo/server';
import type { RequestUser } from '../shared/request-user.js';
import type { LiveCatalog } from '../catalog/live-catalog.js';
import type { CatalogSnapshot } from '../catalog/snapshot/catalog-snapshot.js';
import type { GraphQLContext, Services } from '../graphql/context.js';
import type { CompiledAnswer, CompiledCatalog } from '../graphql/compiled-catalog.js';
import type { OperationGate } from '../graphql/operation-gate.js';
import type { Logger } from '../logger.js';
import { proxyTrust, type ProxyTrust, type TrustProxy } from '../trust-proxy.js';
import { acceptedEncodings, answerEncoding, compressWorkedOutAnswer } from './answer-encoding.js';
import { answerFailure, isJson, readBody, RefusedRequest, send, sendUncachedJson } from './graphql-http-io.js';
import { MAX_JSON_NESTING, nestsDeeperThan } from './json-nesting.js';
import { RequestContext } from './request-context.js';
import { cachedAnswer, isPubliclyCacheable, keptForm, type ResponseCache } from './response-cache.js';
import type { SecurityHeaders } from './security-headers.js';

export { isJson } from './graphql-http-io.js';

export interface GraphQLHandlerDeps {
  readonly apollo: ApolloServer<GraphQLContext>;
  readonly store: LiveCatalog;
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
  readonly gate: OperationGate;
  /** The security headers every response carries (the same as the Express app's). */
  readonly securityHeaders: SecurityHeaders;
  /** The compiled read path for public catalog queries (JSON POSTs); null sends every query to Apollo. */
  readonly compiled?: CompiledCatalog | null;
}

/** What one request's handling needs besides the request: the deps and the proxies trusted for the client address. */
interface Handling extends GraphQLHandlerDeps {
  readonly trust: ProxyTrust;
}

/** A request's GraphQL parameters, read from its body (POST) or URL (GET). */
interface GraphQLParams {
  readonly body: unknown;
  readonly search: string;
  readonly query: string | null;
}

/**
 * /graphql on Apollo Server's own HTTP entry point (executeHTTPGraphQLRequest, what every Apollo integration
 * wraps), without Express's middleware stack, which costs more per request than running a catalog query. Repeated
 * public queries are answered from the response cache by their exact body text before any parsing.
 */
export function graphqlHandler(deps: GraphQLHandlerDeps): (req: IncomingMessage, res: ServerResponse) => void {
  const handling: Handling = { ...deps, trust: proxyTrust(deps.trustProxy) };
  const fail = (req: IncomingMessage, res: ServerResponse) => (error: unknown) =>
    answerFailure(deps.securityHeaders.apiHeaders, deps.logger, req, res, error);
  return (req, res) => {
    const catalog = deps.store.current();
    const method = (req.method ?? 'GET').toUpperCase();
    if (method !== 'POST') {
      void handle(handling, req, res, { catalog, method, text: null }).catch(fail(req, res));
      return;
    }
    // A cache hit is answered in the body's callback, with no further promise in between.
    void readBody(req)
      .then(
        (raw) => {
          // The body's text when it is JSON: the response cache's key.
          const text = isJson(req.headers) ? raw : null;
          // JSON POSTs always pass Apollo's CSRF prevention, so answering them from the cache skips no check that applies.
          const cache = deps.responseCache;
          if (cache && text !== null && answeredFromCache(handling, cache, req, res, catalog, text)) return;
          return handle(handling, req, res, { catalog, method, text });
        },
        fail(req, res),
      )
      .catch(fail(req, res));
  };
}

/** A request as it arrived: the catalog of that moment, its method and its body's text when a JSON POST. */
interface ArrivedRequest {
  readonly catalog: CatalogSnapshot;
  readonly method: string;
  readonly text: string | null;
}

async function handle(deps: Handling, req: IncomingMessage, res: ServerResponse, arrived: ArrivedRequest) {
  const { catalog, method, text } = arrived;
  const params = graphQLParams(deps, req, method, text);
  const refusal = params.query ? deps.gate.refusal(params.query) : null;
  if (refusal) {
    sendUncachedJson(deps.securityHeaders.apiHeaders, res, 400, { errors: refusal });
    return;
  }
  const compiled =
    deps.compiled && text !== null
      ? await deps.compiled.answer(params.body, req.headers.accept, () => new RequestContext(deps, req, catalog))
      : null;
  if (compiled) {
    sendComplete(deps, req, res, compiledAnswer(compiled), { catalog, text });
    return;
  }
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  const response = await deps.apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: { method, headers, search: params.search, body: params.body },
    context: async () => new RequestContext(deps, req, catalog),
  });
  await answer(deps, req, res, response, { catalog, text });
}

/** A whole answer to send: its status, headers (lower-case names) and body. */
interface CompleteAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly payload: Buffer;
}

/** A compiled answer with its headers in the order Apollo sets them, its body as bytes (as it came, or encoded). */
function compiledAnswer(compiled: CompiledAnswer): CompleteAnswer {
  const headers = { 'cache-control': compiled.cacheControl, 'content-type': compiled.contentType };
  const payload = typeof compiled.body === 'string' ? Buffer.from(compiled.body) : compiled.body;
  return { status: 200, headers, payload };
}

function answeredFromCache(
  deps: Handling,
  cache: ResponseCache,
  req: IncomingMessage,
  res: ServerResponse,
  catalog: CatalogSnapshot,
  text: string,
): boolean {
  const cached = cache.get(catalog.version, text);
  if (!cached) return false;
  const encoding = answerEncoding(acceptedEncodings(req.headers['accept-encoding']), cached.body.length);
  const { headers, body } = cachedAnswer(cached, deps.securityHeaders.apiHeaders, encoding);
  res.writeHead(200, headers);
  res.end(body);
  return true;
}

function graphQLParams(deps: Handling, req: IncomingMessage, method: string, text: string | null): GraphQLParams {
  let body: unknown;
  if (text !== null && text.trim() !== '') {
    if (nestsDeeperThan(text, MAX_JSON_NESTING))
      throw new RefusedRequest(
        400,
        'BAD_REQUEST',
        `The request body nests arrays or objects more than ${MAX_JSON_NESTING} levels deep.`,
      );
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
  return { body, search, query };
}

function queryOf(body: unknown): string | null {
  const query = typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : undefined;
  return typeof query === 'string' ? query : null;
}

/** Sends Apollo's answer: streamed when chunked, else as a complete answer (sendComplete). */
async function answer(
  deps: Handling,
  req: IncomingMessage,
  res: ServerResponse,
  response: HTTPGraphQLResponse,
  request: { readonly catalog: CatalogSnapshot; readonly text: string | null },
): Promise<void> {
  const responseHeaders: Record<string, string> = {};
  for (const [key, value] of response.headers) responseHeaders[key] = value;
  const status = response.status ?? 200;
  if (response.body.kind === 'chunked') {
    res.writeHead(status, { ...deps.securityHeaders.apiHeaders, ...responseHeaders });
    for await (const chunk of response.body.asyncIterator) res.write(chunk);
    res.end();
    return;
  }
  // Apollo's landing page (GET in a browser, when the Sandbox is on) runs nonce'd scripts from Apollo's CDN.
  if (responseHeaders['content-type']?.startsWith('text/html')) {
    Object.assign(responseHeaders, deps.securityHeaders.landingPageHeaders(response.body.string));
  }
  sendComplete(
    deps,
    req,
    res,
    { status, headers: responseHeaders, payload: Buffer.from(response.body.string) },
    request,
  );
}

/** Sends a whole answer: refused when too large, cached when public, compressed when the client takes it. */
function sendComplete(
  deps: Handling,
  req: IncomingMessage,
  res: ServerResponse,
  { status, headers, payload }: CompleteAnswer,
  request: { readonly catalog: CatalogSnapshot; readonly text: string | null },
): void {
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
  const encoding = answerEncoding(acceptedEncodings(req.headers['accept-encoding']), payload.length);
  const encoded = encoding && { encoding, bytes: compressWorkedOutAnswer(payload, encoding) };
  const { catalog, text } = request;
  if (deps.responseCache && text !== null && status === 200 && isPubliclyCacheable(headers['cache-control'])) {
    // The compressed form just made is kept too, so that a hit sends what this answer sent.
    deps.responseCache.set(catalog.version, text, {
      body: payload,
      contentType: headers['content-type'] ?? 'application/json; charset=utf-8',
      cacheControl: headers['cache-control']!,
      ...keptForm(encoded),
    });
  }
  send(deps.securityHeaders.apiHeaders, res, status, headers, payload, encoded);
}
