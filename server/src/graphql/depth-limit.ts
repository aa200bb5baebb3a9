import type { ASTVisitor, FragmentDefinitionNode, SelectionSetNode, ValidationContext } from 'graphql';
import { GraphQLError, Kind } from './graphql-runtime.js';

/**
 * A validation rule refusing operations nested deeper than `maxDepth` fields (fragments followed, introspection
 * left out). Apollo caches
 * validation per document, so this costs nothing for a query the server has seen before.
 */
export function depthLimitRule(maxDepth: number): (context: ValidationContext) => ASTVisitor {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    function depthOf(selectionSet: SelectionSetNode, visiting: Set<string>): number {
      let deepest = 0;
      for (const selection of selectionSet.selections) {
        let depth = 0;
        if (selection.kind === Kind.FIELD) {
          // Introspection (__schema, __type) nests deeply by design and is bounded by the schema itself.
          if (selection.name.value.startsWith('__')) continue;
          depth = selection.selectionSet ? 1 + depthOf(selection.selectionSet, visiting) : 1;
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          depth = depthOf(selection.selectionSet, visiting);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // Unknown or cyclic fragments are reported by graphql-js's own rules.
          if (!fragment || visiting.has(name)) continue;
          visiting.add(name);
          depth = depthOf(fragment.selectionSet, visiting);
          visiting.delete(name);
        }
        if (depth > deepest) deepest = depth;
        if (deepest > maxDepth) break;
      }
      return deepest;
    }

    return {
      OperationDefinition(operation) {
        const depth = depthOf(operation.selectionSet, new Set());
        if (depth > maxDepth) {
          const name = operation.name ? ` "${operation.name.value}"` : '';
          context.reportError(new GraphQLError(
            `The operation${name} is nested too deeply: ${depth} levels where at most ${maxDepth} are allowed.`,
            { nodes: [operation] },
          ));
        }
      },
    };
  };
}
