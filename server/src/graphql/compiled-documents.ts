import { createRequire } from 'node:module';
import type { DocumentNode, GraphQLSchema, ValidationRule } from 'graphql';
import type * as GraphQLJit from 'graphql-jit';
import { getOperationAST, parse, specifiedRules, validate } from './graphql-runtime.js';
import { isPublicOperation } from './cache-policy.js';
import type { GraphQLContext } from './context.js';
import { KeptJsonBudget } from './kept-json-budget.js';
import { splicedOperation, type SplicedOperation } from './product-splice.js';

/** graphql-jit's CommonJS build, so that it sees the same graphql copy as Apollo's schema (see graphql-runtime.ts). */
const { compileQuery, isCompiledQuery } = createRequire(import.meta.url)('graphql-jit') as typeof GraphQLJit;

/** A compiled operation, and the same written with its products' kept JSON (product-splice.ts) when it selects any. */
export interface CompiledOperation {
  readonly query: GraphQLJit.CompiledQuery;
  readonly spliced: SplicedOperation<GraphQLContext> | null;
}

/** Compiled documents kept (fewest recently added dropped first); a shop sends a few dozen. */
const REMEMBERED_DOCUMENTS = 500;
/** Longer documents are not compiled: they go to Apollo every time. */
const LONGEST_COMPILED = 20_000;
/** Bytes of products' JSON kept for all compiled documents together (product-splice.ts). */
const KEPT_PRODUCT_JSON_BYTES = 32 * 1024 * 1024;
/** Documents whose sightings are counted until they are compiled. */
const COUNTED_DOCUMENTS = 2_000;

export interface CompiledDocumentsDeps {
  /** Apollo's executable schema (resolvers attached), known once Apollo has started. */
  readonly schema: () => GraphQLSchema | null;
  /** Apollo's own validation rules after graphql's specified ones (limits, no subscriptions). */
  readonly validationRules: readonly ValidationRule[];
  readonly maxTokens: number;
  /**
   * How many requests of a document Apollo answers before it is compiled. Compiling costs a few milliseconds: a
   * shop's own documents repeat and soon run compiled, while a flood of documents that never repeat costs no more
   * than it does on Apollo alone.
   */
  readonly sightingsBeforeCompiling: number;
  /** Whether products are written from their kept JSON (product-splice.ts); the tests of the usual path turn it off. */
  readonly spliceProducts: boolean;
}

export interface CompiledDocuments {
  /** The compiled operation, or null when only Apollo may run it (not a valid public catalog query). */
  get(query: string, operationName: string | undefined): CompiledOperation | null;
}

/**
 * Public catalog queries compiled once per document and operation name. A document that does not parse, does not
 * validate, is not a query, or reads anything beyond the public catalog (PUBLIC_ROOT_FIELDS: no user data, no
 * introspection) compiles to null, and Apollo answers it as always.
 */
export function createCompiledDocuments(deps: CompiledDocumentsDeps): CompiledDocuments {
  const compiled = new Map<string, CompiledOperation | null>();
  const sightings = new Map<string, number>();
  const rules = [...specifiedRules, ...deps.validationRules];
  const budget = new KeptJsonBudget(KEPT_PRODUCT_JSON_BYTES);

  /** Whether the document has been asked for often enough to compile it (counting this request). */
  function sightedEnough(key: string): boolean {
    const seen = sightings.get(key) ?? 0;
    if (seen >= deps.sightingsBeforeCompiling) {
      sightings.delete(key);
      return true;
    }
    if (sightings.size >= COUNTED_DOCUMENTS && seen === 0) sightings.delete(sightings.keys().next().value!);
    sightings.set(key, seen + 1);
    return false;
  }

  return {
    get(query, operationName) {
      const schema = deps.schema();
      if (schema === null || query.length > LONGEST_COMPILED) return null;
      const key = `${operationName ?? ''}\n${query}`;
      let operation = compiled.get(key);
      if (operation === undefined) {
        if (!sightedEnough(key)) return null;
        operation = compile(schema, rules, { ...deps, budget }, query, operationName);
        if (compiled.size >= REMEMBERED_DOCUMENTS) compiled.delete(compiled.keys().next().value!);
        compiled.set(key, operation);
      }
      return operation;
    },
  };
}

function compile(
  schema: GraphQLSchema,
  rules: readonly ValidationRule[],
  deps: CompiledDocumentsDeps & { readonly budget: KeptJsonBudget },
  query: string,
  operationName: string | undefined,
): CompiledOperation | null {
  const document = parsed(query, deps.maxTokens);
  if (document === null) return null;
  const operation = getOperationAST(document, operationName);
  if (!operation || !isPublicOperation(document, operation)) return null;
  if (validate(schema, document, rules).length > 0) return null;
  // customJSONSerializer: a serializer generated for the operation's shape (fast-json-stringify), same bytes.
  const result = compileQuery(schema, document, operationName, { customJSONSerializer: true });
  if (!isCompiledQuery(result)) return null;
  const spliced = deps.spliceProducts
    ? splicedOperation<GraphQLContext>(schema, document, operation, deps.budget)
    : null;
  return { query: result, spliced };
}

function parsed(query: string, maxTokens: number): DocumentNode | null {
  try {
    return parse(query, { maxTokens });
  } catch {
    return null;
  }
}
