// Everything that touches the Firebase Auth SDK. This module is only ever loaded with a dynamic import (see
// auth-state.ts), so Firebase stays out of the first-load bundle; the modules it binds are imported only here.
import {
  GoogleAuthProvider,
  browserPopupRedirectResolver,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  type Auth,
} from 'firebase/auth';
import { authErrorCode } from './auth-errors';
import { markRedirectPending, startAuth } from './firebase-auth-start';
import { emailOperations, phoneChangeOperation, phoneSignInOperation, signUpOperations } from './firebase-phone-auth';
import type { FirebaseSession, GoogleSignInOutcome } from './firebase-session-types';
import { summarize } from './firebase-user';

export type { FirebaseSession, GoogleSignInOutcome, PendingOtp } from './firebase-session-types';

const POPUP_FALLBACK_CODES = new Set(['auth/popup-blocked', 'auth/popup-closed-by-user']);

async function signInWithGoogle(auth: Auth): Promise<GoogleSignInOutcome> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: 'select_account' });
  try {
    await signInWithPopup(auth, provider, browserPopupRedirectResolver);
    return 'signed-in';
  } catch (error) {
    const code = authErrorCode(error);
    if (code === null || !POPUP_FALLBACK_CODES.has(code)) throw error;
    markRedirectPending();
    await signInWithRedirect(auth, provider, browserPopupRedirectResolver);
    return 'redirecting';
  }
}

async function createSession(): Promise<FirebaseSession> {
  const { auth, redirectSignInCompleted } = await startAuth();
  return {
    onUserChanged(listener) {
      return onIdTokenChanged(auth, (user) => listener(user ? summarize(user) : null));
    },

    async idToken(forceRefresh = false) {
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },

    async signInWithPassword(email, password) {
      await signInWithEmailAndPassword(auth, email.trim(), password);
    },

    ...signUpOperations(auth),

    signInWithGoogle: () => signInWithGoogle(auth),

    redirectSignInCompleted,

    sendPhoneSignInOtp: phoneSignInOperation(auth),
    ...emailOperations(auth),
    sendPhoneChangeOtp: phoneChangeOperation(auth),

    async sendPasswordReset(email) {
      await sendPasswordResetEmail(auth, email.trim());
    },

    async signOut() {
      await signOut(auth);
    },
  };
}

let session: Promise<FirebaseSession> | null = null;

/** The one Firebase session of the page, created on first use. A failed start is retried on the next call. */
export function getFirebaseSession(): Promise<FirebaseSession> {
  session ??= createSession().catch((error: unknown) => {
    session = null;
    throw error;
  });
  return session;
}
