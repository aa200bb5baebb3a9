// Everything that touches the Firebase Auth SDK. This module is only ever loaded with a dynamic import (see
// auth-store.ts), so Firebase stays out of the first-load bundle.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  EmailAuthProvider,
  GoogleAuthProvider,
  PhoneAuthProvider,
  RecaptchaVerifier,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  deleteUser,
  getRedirectResult,
  indexedDBLocalPersistence,
  initializeAuth,
  linkWithCredential,
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPhoneNumber,
  signInWithPopup,
  signInWithRedirect,
  signOut,
  updatePhoneNumber,
  type Auth,
  type User,
} from 'firebase/auth';
import { fetchAppConfig } from './app-config';
import { authErrorCode, UserFacingError } from './auth-errors';
import { ErrorMessages, ValidationMessages } from './auth-messages';
import { isPhoneOnly, type AuthUserSummary } from './auth-user';
import { validateAccountCredentials } from './auth-validation';

/** An OTP that was sent; `confirm` checks the code the shopper typed. */
export interface PendingOtp {
  confirm: (code: string) => Promise<void>;
}

export type GoogleSignInOutcome = 'signed-in' | 'redirecting';

export interface FirebaseSession {
  /** Called at once with the current user and again whenever it (or its token) changes. */
  onUserChanged: (listener: (user: AuthUserSummary | null) => void) => () => void;
  /** The current ID token, refreshed by the SDK when close to expiry; null when nobody is signed in. */
  idToken: (forceRefresh?: boolean) => Promise<string | null>;
  signInWithPassword: (email: string, password: string) => Promise<void>;
  /** Sign-up, step 1: sends an OTP; confirming it signs in a phone-only user that step 2 completes. */
  sendSignUpOtp: (phoneE164: string) => Promise<PendingOtp>;
  /** Sign-up, step 2: adds the e-mail and password to the verified phone user: one account with both. */
  createAccount: (email: string, password: string) => Promise<void>;
  /** Deletes the phone-only user of an abandoned sign-up, so no orphan accounts remain. */
  discardPendingSignUp: () => Promise<void>;
  /** Google with a popup; when the popup is blocked or closed, a full-page redirect (this promise then never matters). */
  signInWithGoogle: () => Promise<GoogleSignInOutcome>;
  /** True when this page load is the return from a Google redirect sign-in that just succeeded. */
  redirectSignInCompleted: boolean;
  /** Profile: sends an OTP to a new number; confirming it puts that number on the signed-in account. */
  sendPhoneChangeOtp: (phoneE164: string) => Promise<PendingOtp>;
  sendPasswordReset: (email: string) => Promise<void>;
  signOut: () => Promise<void>;
}

function summarize(user: User): AuthUserSummary {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    phoneNumber: user.phoneNumber,
    providerIds: user.providerData.map((info) => info.providerId),
  };
}

const POPUP_FALLBACK_CODES = new Set(['auth/popup-blocked', 'auth/popup-closed-by-user']);

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

function markRedirectPending(): void {
  try {
    sessionStorage.setItem(REDIRECT_PENDING_KEY, '1');
  } catch {
    // Without storage the redirect result is not picked up; the shopper can sign in again.
  }
}

async function withInvisibleRecaptcha<T>(auth: Auth, run: (verifier: RecaptchaVerifier) => Promise<T>): Promise<T> {
  const container = document.createElement('div');
  container.className = 'recaptcha-container';
  document.body.appendChild(container);
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await run(verifier);
  } finally {
    verifier.clear();
    container.remove();
  }
}

async function createSession(): Promise<FirebaseSession> {
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

  function currentUser(): User {
    const user = auth.currentUser;
    if (!user) throw new UserFacingError('Please log in to continue.');
    return user;
  }

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

    async sendSignUpOtp(phoneE164) {
      const confirmation = await withInvisibleRecaptcha(auth, (verifier) =>
        signInWithPhoneNumber(auth, phoneE164, verifier),
      );
      return {
        async confirm(code) {
          const { user } = await confirmation.confirm(code);
          if (!isPhoneOnly(summarize(user))) {
            // The number belongs to a complete account: this is not a sign-up. Leave that account untouched.
            await signOut(auth);
            throw new UserFacingError(ErrorMessages.phoneInUse);
          }
        },
      };
    },

    async createAccount(email, password) {
      const missing = validateAccountCredentials(email, password);
      if (missing) throw new UserFacingError(missing);
      const user = auth.currentUser;
      if (!user || !isPhoneOnly(summarize(user))) throw new UserFacingError(ValidationMessages.phoneNotVerified);
      await linkWithCredential(user, EmailAuthProvider.credential(email.trim(), password));
      // A fresh token carries the e-mail and the phone together for the server.
      await user.getIdToken(true);
    },

    async discardPendingSignUp() {
      const user = auth.currentUser;
      if (user && isPhoneOnly(summarize(user))) await deleteUser(user).catch(() => signOut(auth));
    },

    async signInWithGoogle() {
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
    },

    redirectSignInCompleted,

    async sendPhoneChangeOtp(phoneE164) {
      const user = currentUser();
      const verificationId = await withInvisibleRecaptcha(auth, (verifier) =>
        new PhoneAuthProvider(auth).verifyPhoneNumber(phoneE164, verifier),
      );
      return {
        async confirm(code) {
          const credential = PhoneAuthProvider.credential(verificationId, code);
          if (user.providerData.some((info) => info.providerId === 'phone')) await updatePhoneNumber(user, credential);
          else await linkWithCredential(user, credential);
          await user.getIdToken(true);
        },
      };
    },

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
