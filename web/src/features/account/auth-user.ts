// The signed-in user as the app sees it. Kept apart from firebase-session.ts so importing it costs no Firebase code.

export interface AuthUserSummary {
  uid: string;
  email: string | null;
  displayName: string | null;
  phoneNumber: string | null;
  providerIds: string[];
  /** Whether Firebase Auth says the e-mail was verified (the link of sendEmailVerification was opened). */
  emailVerified?: boolean;
}

export type AuthStatus = 'checking' | 'signed-in' | 'signed-out';

/** A user that only has a phone: the first half of a sign-up that has not got its e-mail and password yet. */
export function isPhoneOnly(user: Pick<AuthUserSummary, 'email' | 'providerIds'>): boolean {
  return user.email === null && user.providerIds.every((id) => id === 'phone');
}

/** Signed in means a complete account; a half-done sign-up still counts as signed out. */
export function statusOf(user: AuthUserSummary | null): Exclude<AuthStatus, 'checking'> {
  return user !== null && !isPhoneOnly(user) ? 'signed-in' : 'signed-out';
}
