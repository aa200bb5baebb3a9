import { ApolloClient, InMemoryCache, type ApolloLink, type FieldPolicy } from '@apollo/client';
import { createLinkChain } from './links';
import { createTypePolicies } from './type-policies';

export interface ApolloClientOptions {
  /** The link chain; tests pass their own to answer server fields. Default: anonymous requests to /graphql. */
  link?: ApolloLink;
  /** Field policies of the local-only Query fields (see local-schema.graphql), supplied by whoever owns their state. */
  localFields?: Record<string, FieldPolicy>;
}

/**
 * An Apollo Client for the web app. Server data is normalised in the cache (Product by id); local-only fields (the
 * cart and the wishlist) read their values through the field policies passed in, and components read them from the
 * cache with useLocalFields: the client has no LocalState, so `useQuery` cannot run `@client` fields. The app builds its
 * one client in app/apollo-client.ts, with the signed-in user's ID token reader and the shop's local fields.
 */
export function createApolloClient({
  link = createLinkChain(),
  localFields = {},
}: ApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: createTypePolicies(localFields) }),
  });
}
