import { createRequire } from 'node:module';
import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode } from 'graphql';
import type * as QueryComplexity from 'graphql-query-complexity';
import type { GraphQLContext } from './context.js';
import { GraphQLError } from './graphql-runtime.js';

// The package's ES module build imports graphql's .mjs files: a second graphql beside the CommonJS one Apollo loads,
// which graphql refuses to mix. Its CommonJS build shares Apollo's graphql.
const { getComplexity, simpleEstimator } = createRequire(import.meta.url)('graphql-query-complexity') as typeof QueryComplexity;

/**
 * The most items each list field can return (the limits of domain/validation.ts): their children count once per
 * item. Every other field costs 1 plus its children.
 */
export const LIST_FIELD_SIZES: Readonly<Record<string, number>> = {
  'Query.products': 100,
  'Query.search': 50,
  'Query.homeProducts': 100,
  'Query.productsByIds': 100,
  'Query.cartSummary': 100,
  'Query.categories': 50,
};

const worstCaseLists: QueryComplexity.ComplexityEstimator = ({ type, field, childComplexity }) => {
  const size = LIST_FIELD_SIZES[`${type.name}.${field.name}`];
  return size === undefined ? undefined : 1 + childComplexity * size;
};

/**
 * Refuses operations whose worst-case cost exceeds `maxComplexity` (for example a products list aliased dozens of
 * times). The estimate assumes every list at its largest allowed size, whatever the arguments say, so it depends on
 * the document only: computed once per distinct query, free for every request after that.
 */
export function complexityLimitPlugin(maxComplexity: number): ApolloServerPlugin<GraphQLContext> {
  const known = new WeakMap<DocumentNode, Map<string, number>>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operationName }) {
          let byOperation = known.get(document);
          let complexity = byOperation?.get(operationName ?? '');
          if (complexity === undefined) {
            try {
              complexity = getComplexity({
                schema,
                query: document,
                variables: request.variables ?? {},
                operationName: operationName ?? undefined,
                estimators: [worstCaseLists, simpleEstimator({ defaultComplexity: 1 })],
              });
            } catch {
              // Variables that do not fit the operation: execution reports them as BAD_USER_INPUT.
              return;
            }
            if (!byOperation) known.set(document, (byOperation = new Map()));
            byOperation.set(operationName ?? '', complexity);
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
