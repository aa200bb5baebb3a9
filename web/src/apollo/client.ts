import { ApolloClient, InMemoryCache, type ApolloLink } from '@apollo/client';
import { LocalState } from '@apollo/client/local-state';
import { createLinkChain } from './links';
import { localFieldPolicies } from './local-fields';
import { createTypePolicies } from './type-policies';

/**
 * The one Apollo Client of the web app. Server data is normalised in the cache (Product by id); the cart and the
 * wishlist are local-only fields (see local-schema.graphql) whose values come from reactive variables. Tests pass
 * their own `link` to answer server fields.
 */
export function createApolloClient({ link = createLinkChain() }: { link?: ApolloLink } = {}): ApolloClient {
  return new ApolloClient({
    link,
    cache: new InMemoryCache({ typePolicies: createTypePolicies(localFieldPolicies) }),
    localState: new LocalState(),
  });
}

export const apolloClient = createApolloClient();
