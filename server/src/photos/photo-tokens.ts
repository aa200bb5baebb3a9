// Anonymous upload tokens: a signed-out shopper's device holds a random secret; the server keeps only its SHA-256,
// so a stored record cannot be turned back into a token that reads its photos.
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters. */
export function newUploadToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The stored form of a well-formed token, or null for anything else. */
export function uploadTokenHash(token: string | null | undefined): string | null {
  if (typeof token !== 'string' || !TOKEN.test(token)) return null;
  return createHash('sha256').update(token).digest('hex');
}

/** A new photo's id: 20 random url-safe letters and digits (as Firestore's own ids). */
export function newPhotoId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (byte) => alphabet[byte % alphabet.length]).join('');
}
