// A cheap look at an ID token before firebase-admin verifies it. Verification may cost network round trips (Google's
// public keys; Firebase Auth for revocation, and for every token against the Auth emulator), so a token that cannot
// be genuine is refused here, in microseconds. It refuses only what no token Firebase Auth (or its emulator) issues
// looks like; the signature, revocation and the rest stay firebase-admin's to check.

/** What a token must look like to be worth verifying. */
export interface TokenShapeRules {
  /** The Firebase project whose tokens are accepted (the `aud`, and the end of the `iss`). */
  readonly projectId: string;
  /**
   * Whether tokens are unsigned (`alg: none`, the Auth emulator's, accepted by firebase-admin only when
   * FIREBASE_AUTH_EMULATOR_HOST is set); otherwise RS256 with a key id, as Firebase Auth signs them.
   */
  readonly unsigned: boolean;
}

export type TokenShape =
  | { readonly ok: true; readonly claims: Readonly<Record<string, unknown>> }
  | { readonly ok: false; readonly reason: string };

/** A token issued this far in the future (seconds) is not one of Firebase's, whatever the clocks' drift. */
export const CLOCK_SKEW_SECONDS = 300;

const BASE64URL = /^[A-Za-z0-9_-]+$/;

function jsonObject(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const refuse = (reason: string): TokenShape => ({ ok: false, reason });

/** Whether `token` has the shape of an ID token of `rules.projectId` that is valid at `nowSeconds`. */
export function idTokenShape(token: string, rules: TokenShapeRules, nowSeconds: number): TokenShape {
  const parts = token.split('.');
  if (parts.length !== 3) return refuse('not three parts');
  const [headerPart = '', payloadPart = '', signature = ''] = parts;
  if (!BASE64URL.test(headerPart) || !BASE64URL.test(payloadPart)) return refuse('not base64url');
  if (signature !== '' && !BASE64URL.test(signature)) return refuse('signature not base64url');
  const header = jsonObject(headerPart);
  const claims = jsonObject(payloadPart);
  if (header === null || claims === null) return refuse('header or payload not a JSON object');
  if (rules.unsigned) {
    if (header['alg'] !== 'none' || signature !== '') return refuse('not an unsigned token');
  } else if (header['alg'] !== 'RS256' || typeof header['kid'] !== 'string' || header['kid'] === '') {
    return refuse('not RS256 with a key id');
  } else if (signature === '') {
    return refuse('no signature');
  }
  if (claims['aud'] !== rules.projectId) return refuse('another audience');
  if (claims['iss'] !== `https://securetoken.google.com/${rules.projectId}`) return refuse('another issuer');
  const sub = claims['sub'];
  if (typeof sub !== 'string' || sub === '' || sub.length > 128) return refuse('no valid subject');
  const { exp, iat, auth_time: authTime } = claims;
  if (typeof exp !== 'number' || exp <= nowSeconds) return refuse('expired or no expiry');
  if (typeof iat !== 'number' || iat > nowSeconds + CLOCK_SKEW_SECONDS) return refuse('issued in the future');
  if (typeof authTime !== 'number' || authTime > nowSeconds + CLOCK_SKEW_SECONDS)
    return refuse('signed in in the future');
  return { ok: true, claims };
}
