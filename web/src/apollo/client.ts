import { ApolloClient, InMemoryCache } from '@apollo/client';
import { LocalState } from '@apollo/client/local-state';
import { createLinkChain } from './links';
import { localFieldPolicies } from './local-fields';
import { createTypePolicies } from './type-policies';

/**
 * The one Apollo Client of the web app. Server data is normalised in the cache (Product by id); the cart and the
 * wishlist are local-only fields (see local-schema.graphql) whose values come from reactive variables.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: createLinkChain(),
    cache: new InMemoryCache({ typePolicies: createTypePolicies(localFieldPolicies) }),
    localState: new LocalState(),
  });
}

export const apolloClient = createApolloClient();
