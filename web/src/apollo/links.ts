import { ApolloLink, HttpLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** The one GraphQL endpoint, served by the same origin as the web app. */
export const GRAPHQL_PATH = '/graphql';

/** Reads the signed-in user's ID token, or null when nobody is signed in. */
export type IdTokenReader = () => Promise<string | null>;

const anonymous: IdTokenReader = () => Promise.resolve(null);

/**
 * Adds `Authorization: Bearer <Firebase ID token>` when someone is signed in. The token is fetched per request because
 * the Firebase SDK refreshes it on its own schedule and caches it, so this is cheap.
 */
export function createAuthLink(readToken: IdTokenReader): ApolloLink {
  return new SetContextLink(async (prevContext) => {
    let token: string | null = null;
    try {
      token = await readToken();
    } catch {
      // A failing token refresh must not block catalog reads; the server treats the request as anonymous.
      token = null;
    }
    if (!token) return {};
    return {
      headers: { ...(prevContext.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
    };
  });
}

/** SHA-256 of a query string as lowercase hex, with the browser's own Web Crypto (no library in the bundle). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries: requests carry a hash instead of the query text once the server knows it. Web Crypto
 * exists only in secure contexts (https, localhost); elsewhere the link is left out and full queries are sent.
 */
export function createPersistedQueriesLink(): ApolloLink | null {
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  return new PersistedQueryLink({ sha256: sha256Hex });
}

/**
 * JSON POST to /graphql. Apollo Server's CSRF prevention accepts JSON POSTs; the `apollo-require-preflight` header
 * makes any request (including a future GET) non-simple so browsers never send it cross-site without a preflight.
 */
export function createHttpLink(uri: string = GRAPHQL_PATH): ApolloLink {
  return new HttpLink({ uri, headers: { 'apollo-require-preflight': 'true' } });
}

/** auth → persisted queries → HTTP. Without a token reader every request is anonymous. */
export function createLinkChain(readIdToken: IdTokenReader = anonymous): ApolloLink {
  const links = [createAuthLink(readIdToken), createPersistedQueriesLink(), createHttpLink()].filter(
    (link): link is ApolloLink => link !== null,
  );
  return ApolloLink.from(links);
}
