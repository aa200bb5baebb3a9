// The HTTP side of the configuration: the shop's public origin and the GraphQL endpoint's limits.
import { ConfigError, integer, value } from './config-env.js';
import type { AppMode } from './config-firebase.js';

/** The limits of the GraphQL endpoint (the README's "GraphQL limits" names each setting). */
export interface GraphQLLimits {
  readonly maxTokens: number;
  readonly maxDepth: number;
  readonly maxCost: number;
  readonly maxAliases: number;
  readonly maxRootFields: number;
  readonly maxSelectionWidth: number;
  /** The largest answer sent, in bytes; a larger one is refused with 400. */
  readonly maxResponseBytes: number;
  /** The longest query text accepted, in UTF-8 bytes, checked before parsing; a longer one is refused with 413. */
  readonly maxQueryBytes: number;
}

/**
 * The shop's public origin. Production requires it, over HTTPS: robots.txt and sitemap.xml name the shop's URLs, and
 * built from the request's Host header they would name whatever host a client (or a misrouted proxy) sent.
 */
export function publicUrlOf(env: NodeJS.ProcessEnv, mode: AppMode): string | null {
  const raw = value(env, 'PUBLIC_URL');
  if (raw === null) {
    if (mode === 'local') return null;
    throw new ConfigError(
      "PUBLIC_URL must be set in production: the shop's public address, such as https://shop.example " +
        "(robots.txt and sitemap.xml name it; they never trust the request's Host header).",
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL such as https://shop.example (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL (got "${raw}").`);
  }
  if (mode === 'production' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an https URL in production (got "${raw}").`);
  }
  return url.origin;
}

/** The GraphQL endpoint's limits (GRAPHQL_MAX_*). */
export function graphqlLimitsOf(env: NodeJS.ProcessEnv): GraphQLLimits {
  return {
    // graphql-js parses recursively: far beyond 5,000 tokens a document can nest deep enough to exhaust the stack.
    maxTokens: integer(env, 'GRAPHQL_MAX_TOKENS', 2_000, 100, 5_000),
    maxDepth: integer(env, 'GRAPHQL_MAX_DEPTH', 10, 2, 100),
    maxCost: integer(env, 'GRAPHQL_MAX_COMPLEXITY', 20_000, 100, 10_000_000),
    maxAliases: integer(env, 'GRAPHQL_MAX_ALIASES', 30, 0, 1_000),
    maxRootFields: integer(env, 'GRAPHQL_MAX_ROOT_FIELDS', 20, 1, 1_000),
    maxSelectionWidth: integer(env, 'GRAPHQL_MAX_SELECTION_WIDTH', 100, 10, 1_000),
    maxResponseBytes: integer(env, 'GRAPHQL_MAX_RESPONSE_BYTES', 2_000_000, 10_000, 100_000_000),
    // The web app's largest document is under 2 kB printed; comments and whitespace, which the token limit does
    // not count, still cost the parser time in proportion to the text.
    maxQueryBytes: integer(env, 'GRAPHQL_MAX_QUERY_BYTES', 32_768, 1_024, 1_000_000),
  };
}
