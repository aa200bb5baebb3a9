import type { IncomingHttpHeaders } from 'node:http';
import type { Auth, DecodedIdToken } from 'firebase-admin/auth';
import { idTokenShape, type TokenShape, type TokenShapeRules } from './token-shape.js';

/** The signed-in shopper behind a request, derived only from a verified Firebase ID token. */
export interface RequestUser {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  /** The phone number proven by the token (E.164), or null. */
  phoneNumber: string | null;
  signInProvider: string | null;
  /** The name and photo the identity provider vouches for (Google sign-in), if any. */
  displayName: string | null;
  photoURL: string | null;
  /** When the user signed in (seconds since the epoch): compared with the account's revocation time before writes. */
  authTime: number;
  /** Whether the token carries the custom claim `admin: true` (set by `npm run admin:grant`). */
  isAdmin: boolean;
}

/** Longest header value we even try to verify; real ID tokens are about 1 KB. */
const MAX_TOKEN_LENGTH = 8_192;

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const value = headers.authorization;
  if (!value) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  const token = match?.[1];
  if (!token || token.length > MAX_TOKEN_LENGTH) return null;
  return token;
}

function stringClaim(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The request user of a verified, decoded ID token. */
export function requestUserFromToken(decoded: DecodedIdToken): RequestUser {
  return {
    uid: decoded.uid,
    email: stringClaim(decoded.email)?.toLowerCase() ?? null,
    emailVerified: decoded.email_verified === true,
    phoneNumber: stringClaim(decoded.phone_number),
    signInProvider: stringClaim(decoded.firebase?.sign_in_provider),
    displayName: stringClaim(decoded['name']),
    photoURL: stringClaim(decoded.picture),
    authTime: typeof decoded.auth_time === 'number' ? decoded.auth_time : 0,
    isAdmin: decoded['admin'] === true,
  };
}

/** The bearer token of a request and its claims, when it has the shape of a token worth verifying; else null. */
function tokenWorthVerifying(
  headers: IncomingHttpHeaders,
  rules: TokenShapeRules,
): { token: string; shape: Extract<TokenShape, { ok: true }> } | null {
  const token = bearerToken(headers);
  if (token === null) return null;
  const shape = idTokenShape(token, rules, Math.floor(Date.now() / 1000));
  return shape.ok ? { token, shape } : null;
}

/**
 * Resolves the user of a request from its `Authorization: Bearer <ID token>` header. A missing, malformed, forged or
 * expired token means nobody is signed in (null): public data stays readable and operations that need a shopper
 * answer UNAUTHENTICATED. A token without the shape of one of `rules.projectId`'s (token-shape.ts) is refused before
 * firebase-admin sees it, so it costs no network round trip. Revocation is checked separately before writes (see
 * `ensureSessionValid`), so reads cost no round trip to Firebase Auth.
 */
export async function resolveRequestUser(
  headers: IncomingHttpHeaders,
  auth: Pick<Auth, 'verifyIdToken'>,
  rules: TokenShapeRules,
): Promise<RequestUser | null> {
  return verifiedUser(headers, auth, rules, () => false);
}

/**
 * Like `resolveRequestUser`, for admin operations: a token claiming `admin: true` is also checked against Firebase
 * Auth (a revoked token, a disabled or a deleted account means nobody: null), at the cost of a round trip. A token
 * without that claim is only verified: its user can pass no admin check, revoked or not, so asking Firebase Auth
 * would only let anyone make us wait on it.
 */
export async function resolveCheckedRequestUser(
  headers: IncomingHttpHeaders,
  auth: Pick<Auth, 'verifyIdToken'>,
  rules: TokenShapeRules,
): Promise<RequestUser | null> {
  return verifiedUser(headers, auth, rules, (claims) => claims['admin'] === true);
}

/** The user of a token worth verifying, verified by firebase-admin (and checked for revocation when asked), or null. */
async function verifiedUser(
  headers: IncomingHttpHeaders,
  auth: Pick<Auth, 'verifyIdToken'>,
  rules: TokenShapeRules,
  checkRevoked: (claims: Readonly<Record<string, unknown>>) => boolean,
): Promise<RequestUser | null> {
  const candidate = tokenWorthVerifying(headers, rules);
  if (candidate === null) return null;
  try {
    return requestUserFromToken(await auth.verifyIdToken(candidate.token, checkRevoked(candidate.shape.claims)));
  } catch {
    return null;
  }
}
