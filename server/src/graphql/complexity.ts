import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import { createRequire } from 'node:module';
import type * as QueryComplexity from 'graphql-query-complexity';
import type { GraphQLContext } from './context.js';
import { GraphQLError } from './graphql-runtime.js';

// The package's ES module build imports graphql's .mjs files: a second graphql beside the CommonJS one Apollo loads,
// which graphql refuses to mix. Its CommonJS build shares Apollo's graphql.
const { getComplexity, simpleEstimator } = createRequire(import.meta.url)('graphql-query-complexity') as typeof QueryComplexity;
type ComplexityEstimator = QueryComplexity.ComplexityEstimator;

/**
 * How many items a list field returns at most, from its arguments: its children count once per item. Other fields
 * cost 1 plus their children.
 */
const LIST_SIZES: Record<string, (args: Record<string, unknown>) => number> = {
  'Query.products': (args) => Number((args.paging as { pageSize?: unknown } | undefined)?.pageSize ?? 24),
  'Query.search': (args) => Number(args.limit ?? 8),
  'Query.homeProducts': (args) => Number(args.limit ?? 12),
  'Query.productsByIds': (args) => (Array.isArray(args.ids) ? args.ids.length : 1),
  'Query.cartSummary': (args) => (Array.isArray(args.lines) ? args.lines.length : 1),
  'Query.categories': () => 50,
};

const listEstimator: ComplexityEstimator = ({ type, field, args, childComplexity }) => {
  const size = LIST_SIZES[`${type.name}.${field.name}`];
  if (!size) return undefined;
  const items = size(args);
  return 1 + childComplexity * (Number.isFinite(items) && items > 0 ? items : 1);
};

/**
 * Refuses operations whose estimated cost exceeds `maxComplexity` (for example a products list aliased fifty
 * times). The estimate is remembered per document and variables, so repeated queries pay for it once.
 */
export function complexityLimitPlugin(maxComplexity: number): ApolloServerPlugin<GraphQLContext> {
  const memo = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operationName }) {
          const key = `${operationName ?? ''}\u0000${JSON.stringify(request.variables ?? {})}`;
          let known = memo.get(document);
          let complexity = known?.get(key);
          if (complexity === undefined) {
            try {
              complexity = getComplexity({
                schema,
                query: document,
                variables: request.variables ?? {},
                operationName: operationName ?? undefined,
                estimators: [listEstimator, simpleEstimator({ defaultComplexity: 1 })],
              });
            } catch {
              // Variables that do not fit the operation: execution reports them as BAD_USER_INPUT.
              return;
            }
            if (!known) memo.set(document, (known = new Map()));
            if (known.size < 200) known.set(key, complexity);
          }
          if (complexity > maxComplexity) {
            throw new GraphQLError(
              `The operation is too complex: its estimated cost is ${complexity} where at most ${maxComplexity} is allowed. `
              + 'Ask for fewer items or fields.',
              { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } },
            );
          }
        },
      };
    },
  };
}
