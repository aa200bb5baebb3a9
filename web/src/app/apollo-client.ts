import { createApolloClient } from '../apollo/client';
import { createLinkChain } from '../apollo/links';
import { provideAccountClient } from '../features/account/account-client';
import { getIdToken } from '../features/account/auth-token';
import { localFieldPolicies } from '../shop/local-fields';
import { provideIdTokenReader } from '../lib/id-token-reader';

/** The web app's one Apollo Client: requests carry the signed-in user's ID token; the cart and wishlist are local. */
export const apolloClient = createApolloClient({ link: createLinkChain(getIdToken), localFields: localFieldPolicies });

provideAccountClient(apolloClient);
provideIdTokenReader(getIdToken);
