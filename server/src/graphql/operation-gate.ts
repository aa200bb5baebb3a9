import type { GraphQLFormattedError, GraphQLSchema } from 'graphql';
import { parse, validate } from './graphql-runtime.js';
import { operationLimitsRule, type OperationLimits } from './operation-limits.js';

/** Remembered accepted documents: a client's usual queries skip the gate after their first request. */
const REMEMBERED_DOCUMENTS = 2_000;
/** Longer documents are checked every time rather than kept in memory. */
const LONGEST_REMEMBERED = 20_000;

export interface OperationGate {
  /** Why the document is refused (ready to send as the `errors` of a 400), or null to let it through. */
  refusal(query: string): GraphQLFormattedError[] | null;
}

/**
 * Checks a document against the operation limits before Apollo validates it. graphql-js's own validation has rules
 * whose work grows with the square of a selection's size ("fields can merge" compares every pair), and a validation
 * rule of ours cannot run before them: Apollo runs all rules in one pass. So the limits, which take linear time,
 * run here first, and only documents within them reach graphql-js's rules. A document that does not parse is let
 * through: Apollo answers it with its standard GRAPHQL_PARSE_FAILED (parsing stops at `maxTokens`, so the second
 * parse is as cheap as the first).
 */
export function createOperationGate(schema: GraphQLSchema, limits: OperationLimits, maxTokens: number): OperationGate {
  const accepted = new Set<string>();
  const rule = operationLimitsRule(limits);

  function remember(query: string): void {
    if (query.length > LONGEST_REMEMBERED) return;
    if (accepted.size >= REMEMBERED_DOCUMENTS) accepted.delete(accepted.values().next().value!);
    accepted.add(query);
  }

  return {
    refusal(query) {
      if (accepted.has(query)) return null;
      let document;
      try {
        document = parse(query, { maxTokens });
      } catch {
        return null;
      }
      const errors = validate(schema, document, [rule]);
      if (errors.length === 0) {
        remember(query);
        return null;
      }
      return errors.map((error) => ({
        message: error.message,
        extensions: {
          code: typeof error.extensions.code === 'string' ? error.extensions.code : 'GRAPHQL_VALIDATION_FAILED',
        },
      }));
    },
  };
}
