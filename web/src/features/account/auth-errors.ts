// Firebase Auth error codes → the shopper-facing messages (auth-messages.ts), per step of the flow.
import { ErrorMessages as E } from './auth-messages';

export type AuthStep = 'sendOtp' | 'confirmOtp' | 'linkPhone' | 'signUp' | 'signIn' | 'google' | 'passwordReset';

const byStep: Record<AuthStep, { codes: Record<string, string>; fallback: string }> = {
  sendOtp: {
    codes: {
      'auth/too-many-requests': E.phoneTooManyRequests,
      'auth/quota-exceeded': E.phoneTooManyRequests,
      'auth/invalid-phone-number': E.phoneInvalid,
      'auth/missing-phone-number': E.phoneInvalid,
      'auth/operation-not-allowed': E.phoneNotEnabled,
      'auth/invalid-app-credential': E.phoneAppCredential,
      'auth/captcha-check-failed': E.phoneAppCredential,
      'auth/missing-app-credential': E.phoneAppCredential,
    },
    fallback: E.phoneDefault,
  },
  confirmOtp: {
    codes: {
      'auth/too-many-requests': E.phoneTooManyRequests,
      'auth/credential-already-in-use': E.phoneInUse,
      'auth/account-exists-with-different-credential': E.phoneInUse,
    },
    // A wrong, expired or missing code and anything else at this step: the shopper can only try again.
    fallback: E.otpInvalid,
  },
  linkPhone: {
    codes: {
      'auth/too-many-requests': E.phoneTooManyRequests,
      'auth/credential-already-in-use': E.phoneInUse,
      'auth/account-exists-with-different-credential': E.phoneInUse,
      'auth/provider-already-linked': E.phoneInUse,
    },
    fallback: E.otpInvalid,
  },
  signUp: {
    codes: {
      'auth/email-already-in-use': E.signUpEmailInUse,
      'auth/credential-already-in-use': E.signUpEmailInUse,
      'auth/invalid-email': E.invalidEmail,
      'auth/operation-not-allowed': E.signUpNotEnabled,
      'auth/weak-password': E.signUpWeakPassword,
    },
    fallback: E.signUpDefault,
  },
  signIn: {
    codes: {
      'auth/user-not-found': E.signInInvalid,
      'auth/wrong-password': E.signInInvalid,
      // What the service answers for both when e-mail enumeration protection is on.
      'auth/invalid-credential': E.signInInvalid,
      'auth/invalid-login-credentials': E.signInInvalid,
      'auth/invalid-email': E.invalidEmail,
      'auth/user-disabled': E.signInDisabled,
      'auth/too-many-requests': E.tooManyAttempts,
    },
    fallback: E.signInDefault,
  },
  google: {
    codes: {
      'auth/operation-not-allowed': E.googleConfig,
      'auth/unauthorized-domain': E.googleConfig,
      'auth/invalid-api-key': E.googleConfig,
      'auth/configuration-not-found': E.googleConfig,
      'auth/auth-domain-config-required': E.googleConfig,
      'auth/invalid-oauth-client-id': E.googleConfig,
      'auth/operation-not-supported-in-this-environment': E.googleConfig,
      'auth/user-disabled': E.signInDisabled,
    },
    fallback: E.googleFailed,
  },
  passwordReset: {
    codes: {
      'auth/user-not-found': E.resetNoAccount,
      'auth/invalid-email': E.invalidEmail,
      'auth/missing-email': E.invalidEmail,
      'auth/too-many-requests': E.tooManyAttempts,
    },
    fallback: E.resetDefault,
  },
};

/** The Firebase error code of a thrown value ('auth/…'), or null. */
export function authErrorCode(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : null;
}

/** A message the shopper can act on, never a raw Firebase text. */
export function authErrorMessage(step: AuthStep, error: unknown): string {
  if (error instanceof UserFacingError) return error.message;
  const { codes, fallback } = byStep[step];
  const code = authErrorCode(error);
  return (code !== null ? codes[code] : undefined) ?? fallback;
}

/** An error whose message is already meant for the shopper (a server user error, a local check). */
export class UserFacingError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserFacingError';
  }
}

/** Whether a sign-up's OTP found the number already on a finished account (the shopper can log in with it). */
export function isPhoneInUse(error: unknown): boolean {
  return error instanceof Error && error.message === E.phoneInUse;
}
