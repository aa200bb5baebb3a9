import type { DocumentNode, FieldDefinitionNode } from 'graphql';
import { requireAdmin } from '../shared/admin-actor.js';
import type { GraphQLContext } from './context.js';
import type { Resolvers } from './generated/resolvers-types.js';
import { Kind, parse } from './graphql-runtime.js';

/** The directive that marks an admin operation in schema.graphql. */
export const ADMIN_DIRECTIVE = 'admin';

/** A field of the schema, as "Type.field". */
export interface FieldRef {
  readonly type: string;
  readonly field: string;
}

function hasAdminDirective(field: FieldDefinitionNode): boolean {
  return field.directives?.some((directive) => directive.name.value === ADMIN_DIRECTIVE) ?? false;
}

/** Every field marked @admin in a schema document (type definitions and extensions alike). */
export function adminFields(document: DocumentNode): FieldRef[] {
  const found: FieldRef[] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OBJECT_TYPE_DEFINITION && definition.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
    for (const field of definition.fields ?? []) {
      if (hasAdminDirective(field)) found.push({ type: definition.name.value, field: field.name.value });
    }
  }
  return found;
}

type ResolverFn = (parent: unknown, args: unknown, context: GraphQLContext, info: unknown) => unknown;

const missingResolver = (type: string, field: string): ResolverFn => {
  return () => {
    throw new Error(`The admin field ${type}.${field} has no resolver.`);
  };
};

/**
 * The one admin check: every field marked @admin in the schema gets its resolver wrapped so that it first requires
 * an admin (a verified, unrevoked ID token with the custom claim `admin: true`): no valid token → UNAUTHENTICATED,
 * any other user → FORBIDDEN. Resolvers themselves never repeat the check. A field without a resolver is guarded
 * too (and then fails as a fault of ours), so nothing marked @admin ever falls through to the default resolver.
 */
export function guardAdminFields(typeDefs: string, resolvers: Resolvers<GraphQLContext>): Resolvers<GraphQLContext> {
  const guarded = { ...resolvers } as Record<string, Record<string, unknown>>;
  for (const { type, field } of adminFields(parse(typeDefs))) {
    const fields = { ...(guarded[type] ?? {}) };
    const resolver = fields[field];
    const resolve =
      typeof resolver === 'function'
        ? (resolver as ResolverFn)
        : typeof resolver === 'object' &&
            resolver !== null &&
            typeof (resolver as { resolve?: unknown }).resolve === 'function'
          ? (resolver as { resolve: ResolverFn }).resolve
          : null;
    fields[field] = async (parent: unknown, args: unknown, context: GraphQLContext, info: unknown) => {
      await requireAdmin(context);
      return (resolve ?? missingResolver(type, field))(parent, args, context, info);
    };
    guarded[type] = fields;
  }
  return guarded;
}
