// Starting Firebase Auth for the page: the app, persistence, the emulator, a returning Google redirect, and the clean-up
// of a sign-up abandoned on an earlier visit. Loaded only with firebase-session.ts (a dynamic import).
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  deleteUser,
  getRedirectResult,
  indexedDBLocalPersistence,
  initializeAuth,
  signOut,
  type Auth,
} from 'firebase/auth';
import { fetchAppConfig } from './app-config';
import { isPhoneOnly } from './auth-user';
import { summarize } from './firebase-user';

/**
 * Set just before a Google redirect leaves the page. Only then does the next load ask for the redirect result: asking
 * loads Google's iframe helper, which ordinary page loads should not pay for.
 */
const REDIRECT_PENDING_KEY = 'lovely.auth.googleRedirectPending';

function takeRedirectPending(): boolean {
  try {
    const pending = sessionStorage.getItem(REDIRECT_PENDING_KEY) === '1';
    sessionStorage.removeItem(REDIRECT_PENDING_KEY);
    return pending;
  } catch {
    return false;
  }
}

export function markRedirectPending(): void {
  try {
    sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
  } catch {
    // Without storage the redirect result is not picked up; the shopper can sign in again.
  }
}

/** Firebase Auth, ready: its restored user known; and whether this load completed a Google redirect sign-in. */
export async function startAuth(): Promise<{ auth: Auth; redirectSignInCompleted: boolean }> {
  const config = await fetchAppConfig();
  const app: FirebaseApp = initializeApp(config.firebase);
  // getAuth() would install the popup/redirect resolver up front, and on mobile browsers that resolver loads Google's
  // iframe helper (apis.google.com/js/api.js) on every page. Without it here, the resolver is handed only to the calls
  // that need it, so the helper loads when Google sign-in is actually used. Same persistence as getAuth().
  const auth = initializeAuth(app, {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (config.authEmulatorUrl) {
    connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    // The emulator accepts any app verification: the SDK's testing path skips loading reCAPTCHA.
    auth.settings.appVerificationDisabledForTesting = true;
  }
  auth.useDeviceLanguage();

  let redirectSignInCompleted = false;
  if (takeRedirectPending()) {
    try {
      const result = await getRedirectResult(auth, browserPopupRedirectResolver);
      redirectSignInCompleted = result !== null;
    } catch {
      // A failed redirect leaves the visitor signed out; the login screen lets them try again.
    }
  }

  await auth.authStateReady();
  // A phone-only user here is a sign-up abandoned on an earlier visit: remove it rather than keep an orphan.
  const restored = auth.currentUser;
  if (restored && isPhoneOnly(summarize(restored))) {
    await deleteUser(restored).catch(() => signOut(auth));
  }
  return { auth, redirectSignInCompleted };
}
