// Contract between the Apollo client and the accounts feature: the ID token of the signed-in user, or null.
import { hasSignedInHint, loadSession, sessionIfLoaded } from './auth-state';

/**
 * The current Firebase ID token (the SDK caches it and refreshes it before expiry), or null when nobody is signed in.
 * A visitor who was not signed in last time gets null at once, so catalog requests never wait for Firebase to load.
 */
export async function getIdToken(): Promise<string | null> {
  const loaded = sessionIfLoaded();
  if (loaded) return loaded.idToken();
  if (!hasSignedInHint()) return null;
  return (await loadSession()).idToken();
}
