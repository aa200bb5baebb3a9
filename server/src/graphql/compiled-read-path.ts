import type { ApolloServerPlugin } from '@apollo/server';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import type { GraphQLSchema, ValidationRule } from 'graphql';
import { createCompiledCatalog, type CompiledCatalog } from './compiled-catalog.js';
import { createCompiledDocuments } from './compiled-documents.js';
import type { GraphQLContext } from './context.js';

/** Requests of a document Apollo answers before it is compiled (see CompiledDocumentsDeps). */
const SIGHTINGS_BEFORE_COMPILING = 1;

export interface CompiledReadPathOptions {
  /** Apollo's validation rules besides graphql's specified ones (apolloValidationRules). */
  readonly validationRules: readonly ValidationRule[];
  readonly maxTokens: number;
  readonly catalogMaxAgeSeconds: number;
}

/** The compiled catalog read path and what Apollo must be given so that both answer alike. */
export interface CompiledReadPath {
  readonly catalog: CompiledCatalog;
  /** Tells the read path Apollo's executable schema when Apollo starts. */
  readonly plugin: ApolloServerPlugin<GraphQLContext>;
  /** The persisted-query cache Apollo and the read path share. */
  readonly persistedQueries: KeyValueCache<string>;
}

/** Binds the compiled read path (compiled-catalog.ts) to Apollo's schema, validation rules and APQ cache. */
export function createCompiledReadPath(options: CompiledReadPathOptions): CompiledReadPath {
  let schema: GraphQLSchema | null = null;
  // Apollo's default APQ cache, made here so that both read it.
  const persistedQueries = new InMemoryLRUCache<string>();
  const documents = createCompiledDocuments({
    schema: () => schema,
    validationRules: options.validationRules,
    maxTokens: options.maxTokens,
    sightingsBeforeCompiling: SIGHTINGS_BEFORE_COMPILING,
    spliceProducts: true,
  });
  return {
    catalog: createCompiledCatalog({
      documents,
      persistedQueries,
      catalogMaxAgeSeconds: options.catalogMaxAgeSeconds,
    }),
    plugin: {
      async serverWillStart(service) {
        schema = service.schema;
      },
    },
    persistedQueries,
  };
}
