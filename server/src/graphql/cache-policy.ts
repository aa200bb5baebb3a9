import type { ApolloServerPlugin } from '@apollo/server';
import type { DocumentNode, OperationDefinitionNode, SelectionSetNode } from 'graphql';
import type { GraphQLContext } from './context.js';
import { Kind, OperationTypeNode } from './graphql-runtime.js';

/**
 * Root fields whose answers are the same for every shopper: the catalog and the shop's settings (shopInfo, which
 * travel in the catalog snapshot, so a settings change empties the response cache too). Everything else
 * (cartSummary, checkoutQuote, the accounts and orders fields, introspection) makes a response uncacheable. In this schema the catalog's types are reachable only
 * through these fields, and user data only through others, so the root fields decide a response's policy exactly.
 */
export const PUBLIC_ROOT_FIELDS: ReadonlySet<string> = new Set([
  'marketing',
  'categories',
  'megaMenu',
  'products',
  'homeProducts',
  'product',
  'productsByIds',
  'search',
  'searchProducts',
  'shopInfo',
]);

function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition.selectionSet] as const] : [],
    ),
  );
  const names: string[] = [];
  const visit = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        names.push(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet, seen);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment, seen);
      }
    }
  };
  visit(operation.selectionSet, new Set());
  return names;
}

/** Whether an operation reads only public catalog data (decided once per document and operation). */
export function isPublicOperation(document: DocumentNode, operation: OperationDefinitionNode): boolean {
  if (operation.operation !== OperationTypeNode.QUERY) return false;
  const names = rootFieldNames(document, operation).filter((name) => name !== '__typename');
  return names.length > 0 && names.every((name) => PUBLIC_ROOT_FIELDS.has(name));
}

/**
 * Sets Cache-Control on every GraphQL response: `max-age=…, public` for successful operations that read only the
 * public catalog, `no-store` for everything else. This replaces Apollo's per-field cache-control plugin, which
 * instruments every resolver call and costs a noticeable share of each request.
 */
export function cachePolicyPlugin(maxAgeSeconds: number): ApolloServerPlugin<GraphQLContext> {
  const known = new WeakMap<OperationDefinitionNode, boolean>();
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ response, document, operation }) {
          let cacheable = false;
          if (
            document &&
            operation &&
            maxAgeSeconds > 0 &&
            response.body.kind === 'single' &&
            !response.body.singleResult.errors
          ) {
            let isPublic = known.get(operation);
            if (isPublic === undefined) known.set(operation, (isPublic = isPublicOperation(document, operation)));
            cacheable = isPublic;
          }
          response.http.headers.set('cache-control', cacheable ? `max-age=${maxAgeSeconds}, public` : 'no-store');
        },
      };
    },
  };
}
