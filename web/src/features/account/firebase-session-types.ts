// What the Firebase session offers the app. Types only, so the modules that name them load no Firebase code.
import type { AuthUserSummary } from './auth-user';

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
  /**
   * Log in with a mobile number: sends an OTP; confirming it signs in the account that holds the number, or makes a
   * new phone-only user of a new number, who then finishes the profile (finishPhoneSignUp).
   */
  sendPhoneSignInOtp: (phoneE164: string) => Promise<PendingOtp>;
  /**
   * A new number's profile: links the e-mail (with a random password) to the phone-only user signed in by OTP and
   * sends its verification link, for a token that carries both (the server's completeSignUp needs them).
   */
  finishPhoneSignUp: (email: string) => Promise<void>;
  /** Sends the signed-in account's e-mail verification link again. */
  sendEmailVerification: () => Promise<void>;
  /**
   * Asks Firebase whether the e-mail was verified since the token was issued (its link is opened in another tab or on
   * another device); a newly verified e-mail gets a fresh token at once rather than within the hour.
   */
  refreshEmailVerified: () => Promise<void>;
  /** Profile: sends an OTP to a new number; confirming it puts that number on the signed-in account. */
  sendPhoneChangeOtp: (phoneE164: string) => Promise<PendingOtp>;
  sendPasswordReset: (email: string) => Promise<void>;
  signOut: () => Promise<void>;
}
