import type { ASTVisitor, ValidationContext } from 'graphql';
import { GraphQLError, OperationTypeNode } from './graphql-runtime.js';

/** The schema has no subscriptions; graphql-js would only find that out when executing (as a server fault). */
export function noSubscriptionsRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(operation) {
      if (operation.operation !== OperationTypeNode.SUBSCRIPTION) return;
      context.reportError(
        new GraphQLError('This API has no subscriptions: send queries and mutations only.', {
          nodes: [operation],
          extensions: { code: 'SUBSCRIPTIONS_NOT_SUPPORTED' },
        }),
      );
    },
  };
}
