// Meta signs every webhook POST: X-Hub-Signature-256 is "sha256=" and the hex HMAC-SHA256 of the raw body with the
// app secret. It is checked on the bytes as they arrived (parsing and serialising again would change them), and
// compared in constant time so the answer's timing tells nothing about how much of a forged signature was right.
import { createHmac, timingSafeEqual } from 'node:crypto';

const HEADER = /^sha256=([0-9a-f]{64})$/i;

/** The header's value Meta would send for this body. */
export function hubSignature(appSecret: string, rawBody: Buffer | string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether the header is exactly Meta's signature of this body; a missing or malformed header is not. */
export function verifyHubSignature(appSecret: string, rawBody: Buffer, header: string | null): boolean {
  if (header === null || appSecret === '') return false;
  const given = HEADER.exec(header.trim());
  if (!given) return false;
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(given[1]!, 'hex'));
}

/** The GET handshake: the challenge to echo when the mode is subscribe and the token is ours, otherwise null. */
export function handshakeChallenge(
  verifyToken: string,
  query: { mode: unknown; token: unknown; challenge: unknown },
): string | null {
  const { mode, token, challenge } = query;
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  if (challenge === '' || challenge.length > 256) return null;
  const expected = Buffer.from(verifyToken, 'utf8');
  const actual = Buffer.from(token, 'utf8');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  return challenge;
}
