import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { ValidationRule } from 'graphql';
import type { Resolvers } from './generated/resolvers-types.js';
import type { Logger } from '../logger.js';
import { guardAdminFields } from './admin-guard.js';
import type { GraphQLContext } from './context.js';
import { errorPlugin, formatError } from './errors.js';
import { mergeResolvers } from './merge-resolvers.js';
import { noSubscriptionsRule } from './no-subscriptions.js';
import { oneCouponCodePlugin } from './one-coupon-code.js';
import { operationLimitsRule, type OperationLimits } from './operation-limits.js';
import { cachePolicyPlugin } from './cache-policy.js';
import { readSchemaFile } from './type-defs.js';

export interface GraphQLOptions {
  readonly introspection: boolean;
  readonly sandbox: boolean;
  readonly catalogMaxAgeSeconds: number;
  readonly limits: OperationLimits;
  /** The most tokens (names, punctuation, values) a document may have: parsing stops there. */
  readonly maxTokens: number;
  readonly logger: Logger;
  /** Every feature's resolvers (catalog, accounts, …), merged into one map; each covers its part of the schema. */
  readonly resolvers: readonly Resolvers<GraphQLContext>[];
  readonly plugins?: readonly ApolloServerPlugin<GraphQLContext>[];
  /** Where persisted queries are kept; Apollo's own in-memory cache when absent. */
  readonly persistedQueryCache?: KeyValueCache<string>;
}

/** The validation rules Apollo runs after graphql's specified ones (the compiled read path runs the same). */
export function apolloValidationRules(limits: OperationLimits): ValidationRule[] {
  return [noSubscriptionsRule, operationLimitsRule(limits)];
}

/**
 * The Apollo server: schema.graphql, the features' resolvers, and the hygiene of a public API (CSRF
 * prevention, automatic persisted queries, Cache-Control by what an operation reads, limits on tokens, depth, cost, aliases and root fields,
 * masked internal errors, introspection and the Sandbox only where allowed).
 */
export function createApolloServer(options: GraphQLOptions): ApolloServer<GraphQLContext> {
  const typeDefs = readSchemaFile();
  return new ApolloServer<GraphQLContext>({
    typeDefs,
    // Every @admin field behind the one admin check (admin-guard.ts).
    resolvers: guardAdminFields(typeDefs, mergeResolvers(...options.resolvers)),
    introspection: options.introspection,
    csrfPrevention: true,
    persistedQueries: options.persistedQueryCache ? { cache: options.persistedQueryCache } : {},
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    stopOnTerminationSignals: false,
    parseOptions: { maxTokens: options.maxTokens },
    validationRules: apolloValidationRules(options.limits),
    formatError,
    plugins: [
      ApolloServerPluginCacheControlDisabled(),
      cachePolicyPlugin(options.catalogMaxAgeSeconds),
      options.sandbox
        ? ApolloServerPluginLandingPageLocalDefault({ embed: true, footer: false, includeCookies: false })
        : ApolloServerPluginLandingPageDisabled(),
      errorPlugin(options.logger),
      // One coupon code per operation, refused before any resolver reads anything.
      oneCouponCodePlugin(),
      ...(options.plugins ?? []),
    ],
  });
}
