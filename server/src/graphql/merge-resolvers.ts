import type { GraphQLContext } from './context.js';
import type { Resolvers } from './generated/resolvers-types.js';

/** Combines resolver maps type by type; a field defined twice is a programming error and fails at start-up. */
export function mergeResolvers(...maps: Resolvers<GraphQLContext>[]): Resolvers<GraphQLContext> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps) {
    for (const [typeName, fields] of Object.entries(map)) {
      if (Object.getPrototypeOf(fields) !== Object.prototype) {
        // A scalar (GraphQLScalarType) or enum mapping: taken whole.
        if (typeName in merged) throw new Error(`Two resolvers for ${typeName}`);
        merged[typeName] = fields;
        continue;
      }
      const target = (merged[typeName] ??= {});
      for (const [fieldName, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (fieldName in target) throw new Error(`Two resolvers for ${typeName}.${fieldName}`);
        target[fieldName] = resolver;
      }
    }
  }
  return merged;
}
