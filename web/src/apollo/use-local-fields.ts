import { useCallback, useSyncExternalStore } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';

/**
 * Reads a query of local-only fields (`@client`, see local-schema.graphql) straight from the cache, synchronously, and
 * re-renders when their reactive variables change. The cache answers them through their field policies; Apollo's
 * LocalState, which runs `@client` fields for `useQuery`, is not in the app (about 2.6 kB gzip in every first load,
 * and a second pass over each query after every change). With `skip` (on the server and while hydrating) the answer
 * is undefined.
 */
export function useLocalFields<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  { skip }: { skip: boolean },
): TData | undefined {
  const { cache } = useApolloClient();
  const subscribe = useCallback(
    (onChange: () => void) => (skip ? () => {} : cache.watch({ query, optimistic: true, callback: onChange })),
    [cache, query, skip],
  );
  // The cache keeps a result until something it read changes, so the same object comes back between changes.
  const read = () => (skip ? undefined : (cache.readQuery({ query }) ?? undefined));
  return useSyncExternalStore(subscribe, read, () => undefined);
}
