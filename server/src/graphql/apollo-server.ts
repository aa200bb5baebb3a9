import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { Resolvers } from './generated/resolvers-types.js';
import type { Logger } from '../logger.js';
import { catalogResolvers } from './catalog-resolvers.js';
import { complexityLimitPlugin } from './complexity.js';
import type { GraphQLContext } from './context.js';
import { depthLimitRule } from './depth-limit.js';
import { errorLoggingPlugin, formatError } from './errors.js';
import { mergeResolvers } from './merge-resolvers.js';
import { cacheHintTypeDefs, readSchemaFile } from './type-defs.js';

export interface GraphQLOptions {
  readonly introspection: boolean;
  readonly sandbox: boolean;
  readonly catalogMaxAgeSeconds: number;
  readonly maxQueryDepth: number;
  readonly maxQueryComplexity: number;
  readonly logger: Logger;
  /** Resolvers of other parts of the schema (the accounts), merged with the catalog's. */
  readonly extraResolvers?: readonly Resolvers[];
  readonly plugins?: readonly ApolloServerPlugin<GraphQLContext>[];
}

/**
 * The Apollo server: schema.graphql plus server-only cache hints, the catalog and accounts resolvers, and the
 * hygiene of a public API (CSRF prevention, automatic persisted queries, depth and complexity limits, masked
 * internal errors, introspection and the Sandbox only where allowed).
 */
export function createApolloServer(options: GraphQLOptions): ApolloServer<GraphQLContext> {
  return new ApolloServer<GraphQLContext>({
    typeDefs: [readSchemaFile(), cacheHintTypeDefs(options.catalogMaxAgeSeconds)],
    resolvers: mergeResolvers(catalogResolvers, ...(options.extraResolvers ?? [])),
    introspection: options.introspection,
    csrfPrevention: true,
    persistedQueries: {},
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    validationRules: [depthLimitRule(options.maxQueryDepth)],
    formatError,
    plugins: [
      ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: true }),
      options.sandbox
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false, includeCookies: false })
        : ApolloServerPluginLandingPageDisabled(),
      complexityLimitPlugin(options.maxQueryComplexity),
      errorLoggingPlugin(options.logger),
      ...(options.plugins ?? []),
    ],
  });
}
