import type { RequestUser } from './request-user.js';
import { NotAllowedError, NotSignedInError } from '../domain/errors.js';

/** What admin resolvers read from the request context. */
export interface AdminRequestContext {
  /**
   * The user of the request's ID token, verified, and checked for revocation with Firebase Auth when the token claims
   * admin (one round trip); null when there is no valid token, or an admin token is revoked. A token that cannot be
   * genuine is refused before any round trip (shared/request-user.ts).
   */
  readonly getCheckedUser: () => Promise<RequestUser | null>;
}

/** Who made an admin change, as the audit log records it. */
export interface AdminActor {
  readonly uid: string;
  readonly email: string | null;
}

export const ADMIN_SIGN_IN_MESSAGE = 'Please sign in with an admin account.';
export const NOT_ADMIN_MESSAGE = 'This needs an admin account.';

/** The admin behind a user (from a verified, unrevoked token), or the error an admin operation answers with. */
export function adminOf(user: RequestUser | null): AdminActor {
  if (user === null) throw new NotSignedInError(ADMIN_SIGN_IN_MESSAGE);
  if (!user.isAdmin) throw new NotAllowedError(NOT_ADMIN_MESSAGE);
  return { uid: user.uid, email: user.email };
}

/**
 * The admin making this request. The @admin guard (graphql/admin-guard.ts) has already refused everyone else before
 * any admin resolver runs; resolvers call this for the actor of their audit entries (the check is memoised per request).
 */
export async function requireAdmin(context: AdminRequestContext): Promise<AdminActor> {
  return adminOf(await context.getCheckedUser());
}
