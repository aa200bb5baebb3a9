// The Apollo Client the account flows use for their mutations and to reset the cache on sign-in and sign-out. The
// app hands its client in when it builds it (app/apollo-client.ts), so this feature never imports the app.
import type { ApolloClient } from '@apollo/client';

let client: ApolloClient | null = null;

export function provideAccountClient(apolloClient: ApolloClient): void {
  client = apolloClient;
}

export function accountClient(): ApolloClient {
  if (!client) throw new Error('No Apollo Client for the account flows: app/apollo-client.ts hands it in at start-up.');
  return client;
}
