import { createHash } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { GraphQLContext } from './context.js';
import type { CompiledDocuments, CompiledOperation } from './compiled-documents.js';

/** Apollo's prefix for persisted queries in the cache it is given (requestPipeline's APQ_CACHE_PREFIX). */
const APQ_PREFIX = 'apq:';

/** The content type Apollo answers with, by the request's Accept header, for the headers it is sent with. */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '': 'application/json; charset=utf-8',
  '*/*': 'application/json; charset=utf-8',
  'application/json': 'application/json; charset=utf-8',
  // Apollo Client's HttpLink.
  'application/graphql-response+json,application/json;q=0.9': 'application/graphql-response+json; charset=utf-8',
};

export interface CompiledCatalogDeps {
  readonly documents: CompiledDocuments;
  /** The cache Apollo keeps persisted queries in (the same object given to its `persistedQueries`). */
  readonly persistedQueries: KeyValueCache<string>;
  /** `max-age` of public answers (cache-policy.ts); 0 makes them `no-store`. */
  readonly catalogMaxAgeSeconds: number;
}

/** A successful answer, as Apollo would have sent it (its body as text, or as bytes when written with kept JSON). */
export interface CompiledAnswer {
  readonly contentType: string;
  readonly cacheControl: string;
  readonly body: string | Buffer;
}

export interface CompiledCatalog {
  /** Runs a JSON POST body's public catalog query; null when Apollo must answer it (anything else, any error). */
  answer(body: unknown, accept: string | undefined, context: () => GraphQLContext): Promise<CompiledAnswer | null>;
}

interface PostedOperation {
  readonly query?: unknown;
  readonly variables?: unknown;
  readonly operationName?: unknown;
  readonly extensions?: unknown;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The compiled read path (graphql-jit) for the shop's catalog queries. Only a request Apollo would answer with data
 * and no error is answered here, with the same bytes and headers: the response is built as Apollo builds it
 * (JSON.stringify + newline, Cache-Control as cachePolicyPlugin sets it), persisted queries are read from and
 * registered in Apollo's own cache, and whatever is unusual (batches, GET, odd fields, errors) is left to Apollo,
 * which runs it from the start. The document limits run before this (OperationGate) and again in validation.
 */
export function createCompiledCatalog(deps: CompiledCatalogDeps): CompiledCatalog {
  return {
    async answer(body, accept, context) {
      const contentType = CONTENT_TYPES[accept ?? ''];
      if (contentType === undefined || !isRecord(body)) return null;
      const posted: PostedOperation = body;
      const { variables, operationName } = posted;
      if (variables !== undefined && !isRecord(variables)) return null;
      if (operationName !== undefined && typeof operationName !== 'string') return null;
      const query = await queryOf(deps.persistedQueries, posted);
      if (query === null) return null;
      const operation = deps.documents.get(query.text, operationName);
      if (operation === null) return null;
      const requestContext = context();
      const answer = await answerBody(operation, requestContext, variables);
      if (answer === null) return null;
      if (query.register !== null) void deps.persistedQueries.set(APQ_PREFIX + query.register, query.text).catch(noop);
      const cacheControl = deps.catalogMaxAgeSeconds > 0 ? `max-age=${deps.catalogMaxAgeSeconds}, public` : 'no-store';
      return { contentType, cacheControl, body: answer };
    },
  };
}

function noop(): void {}

/** The answer's JSON: with the products' kept JSON when the operation selects products, else run and stringified. */
async function answerBody(
  operation: CompiledOperation,
  context: GraphQLContext,
  variables: Record<string, unknown> | undefined,
): Promise<string | Buffer | null> {
  const spliced = operation.spliced ? await operation.spliced.answer(context, variables) : null;
  if (spliced !== null) return spliced;
  const result = await operation.query.query(undefined, context, variables);
  if (result.errors !== undefined || result.data === undefined || result.data === null) return null;
  return operation.query.stringify({ data: result.data }) + '\n';
}

/** The query text, and the hash to register it under (as Apollo registers a query sent with its hash). */
async function queryOf(
  cache: KeyValueCache<string>,
  posted: PostedOperation,
): Promise<{ readonly text: string; readonly register: string | null } | null> {
  const { query, extensions } = posted;
  if (query !== undefined && (typeof query !== 'string' || query === '')) return null;
  if (extensions !== undefined && !isRecord(extensions)) return null;
  const persisted = extensions?.persistedQuery;
  if (persisted === undefined) return query === undefined ? null : { text: query, register: null };
  if (!isRecord(persisted) || persisted.version !== 1 || typeof persisted.sha256Hash !== 'string') return null;
  const hash = persisted.sha256Hash;
  if (query !== undefined) {
    return createHash('sha256').update(query).digest('hex') === hash ? { text: query, register: hash } : null;
  }
  const known = await cache.get(APQ_PREFIX + hash);
  return known ? { text: known, register: null } : null;
}
