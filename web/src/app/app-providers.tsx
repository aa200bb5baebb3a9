import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { CrashBoundary } from './CrashBoundary';

/** What every page's app sits in, in the browser and on the server: the crash screen and the Apollo Client. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <CrashBoundary>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </CrashBoundary>
  );
}
