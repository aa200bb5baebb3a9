import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { HydratedProvider } from '../lib/use-hydrated';
import { CrashBoundary } from './CrashBoundary';

/**
 * What every page's app sits in, in the browser and on the server: the crash screen, the Apollo Client and whether the
 * page has hydrated (`hydrating`: the server renders it, or the browser hydrates what the server rendered).
 */
export function AppProviders({
  client,
  hydrating,
  children,
}: {
  client: ApolloClient;
  hydrating: boolean;
  children: ReactNode;
}) {
  return (
    <CrashBoundary>
      <ApolloProvider client={client}>
        <HydratedProvider hydrating={hydrating}>{children}</HydratedProvider>
      </ApolloProvider>
    </CrashBoundary>
  );
}
