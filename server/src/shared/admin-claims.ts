import type { Auth } from 'firebase-admin/auth';

/** What admin:grant and admin:revoke did. */
export interface AdminClaimChange {
  readonly uid: string;
  readonly email: string;
  /** Whether the account was an admin before. */
  readonly wasAdmin: boolean;
}

type ClaimsAuth = Pick<Auth, 'getUserByEmail' | 'setCustomUserClaims' | 'revokeRefreshTokens'>;

async function userByEmail(auth: ClaimsAuth, email: string) {
  try {
    return await auth.getUserByEmail(email.trim().toLowerCase());
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') {
      throw new Error(`No account has the e-mail ${email}. The person signs up in the shop first.`);
    }
    throw error;
  }
}

/**
 * Gives an account the custom claim `admin: true`, keeping its other claims. It takes effect on the account's next
 * ID token (the web app refreshes it after sign-in; an open session within the hour, or at once on a new sign-in).
 */
export async function grantAdmin(auth: ClaimsAuth, email: string): Promise<AdminClaimChange> {
  const user = await userByEmail(auth, email);
  const claims = { ...(user.customClaims ?? {}) };
  const wasAdmin = claims['admin'] === true;
  await auth.setCustomUserClaims(user.uid, { ...claims, admin: true });
  return { uid: user.uid, email: user.email ?? email, wasAdmin };
}

/**
 * Takes the admin claim away and revokes the account's refresh tokens, so that tokens issued before (which still
 * carry the claim) are refused by every admin operation at once (they check revocation).
 */
export async function revokeAdmin(auth: ClaimsAuth, email: string): Promise<AdminClaimChange> {
  const user = await userByEmail(auth, email);
  const { admin, ...rest } = user.customClaims ?? {};
  await auth.setCustomUserClaims(user.uid, Object.keys(rest).length > 0 ? rest : null);
  await auth.revokeRefreshTokens(user.uid);
  return { uid: user.uid, email: user.email ?? email, wasAdmin: admin === true };
}
