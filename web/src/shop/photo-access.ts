// Who may see and use the shopper's photos: the signed-in account (its ID token) or, signed out, this device's
// anonymous upload token, made once by the server and kept in localStorage. Uploads, previews and the checkout's
// requests carry them as headers (the server never serves a shopper's photo to anyone else).
import { readIdToken } from '../lib/id-token-reader';
import { browserLocalStorage, readJson, writeJson } from '../lib/storage';

const TOKEN_KEY = 'photoUploadToken';
const TOKEN_PATH = '/media/photo-tokens';
export const PHOTO_TOKEN_HEADER = 'X-Photo-Token';

/** This device's upload token, or null when it has none (or storage fails). */
export function storedPhotoToken(): string | null {
  const stored = readJson(browserLocalStorage(), TOKEN_KEY);
  return stored.status === 'found' && typeof stored.value === 'string' && /^[\w-]{20,100}$/.test(stored.value)
    ? stored.value
    : null;
}

/** The header that names this device's upload token, when it has one: sent with the checkout's quote and order. */
export function photoTokenHeaders(): Record<string, string> {
  const token = storedPhotoToken();
  return token ? { [PHOTO_TOKEN_HEADER]: token } : {};
}

/** This device's upload token, asking the server for one the first time. Throws when the server refuses. */
async function ensurePhotoToken(): Promise<string> {
  const stored = storedPhotoToken();
  if (stored) return stored;
  const response = await fetch(TOKEN_PATH, { method: 'POST' });
  const body = (await response.json().catch(() => null)) as { token?: unknown } | null;
  if (!response.ok || typeof body?.token !== 'string') throw new PhotoAccessError(response.status);
  writeJson(browserLocalStorage(), TOKEN_KEY, body.token);
  return body.token;
}

/** The server would not give this device an upload token (HTTP status, 0 without an answer). */
export class PhotoAccessError extends Error {
  constructor(readonly status: number) {
    super(`No photo upload token (HTTP ${status})`);
  }
}

/** Headers for an upload: the account's ID token when signed in, else this device's upload token. */
export async function uploadHeaders(): Promise<Record<string, string>> {
  const idToken = await readIdToken();
  if (idToken) return { Authorization: `Bearer ${idToken}` };
  return { [PHOTO_TOKEN_HEADER]: await ensurePhotoToken() };
}

/** Headers to read a preview: the ID token and the device's upload token, whichever exist. */
export async function previewHeaders(): Promise<Record<string, string>> {
  const idToken = await readIdToken();
  return { ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}), ...photoTokenHeaders() };
}
