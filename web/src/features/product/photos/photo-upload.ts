// Sends one photo to the server (POST /media/photos, the file as the raw body) with its progress, and turns the
// server's answer into the uploaded photo or a message for the shopper beside the photo's field.
import { uploadHeaders } from '../../../shop/photo-access';

const UPLOAD_PATH = '/media/photos';
/** The server's own limit; checked here first so a phone does not send a file that would be refused. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;
/**
 * What the file picker offers: the server reads a phone's HEIC too (the preview shown is the server's WebP, so the
 * browser never has to display a HEIC itself).
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';

/** The server's answer to an upload: the photo's id, its upright size and its preview's path. */
export interface UploadedPhoto {
  id: string;
  width: number;
  height: number;
  previewUrl: string;
}

export type UploadOutcome = { ok: true; photo: UploadedPhoto } | { ok: false; code: string; message: string };

export const UploadMessages = {
  TOO_LARGE: 'This photo is larger than 15 MB. Please choose a smaller photo.',
  NOT_AN_IMAGE: 'This file is not a photo we can print. Please choose a JPEG, PNG, WebP or HEIC photo.',
  TOO_MANY_PIXELS: 'This photo has too many pixels to print. Please choose a smaller photo.',
  RATE_LIMITED: 'You have uploaded many photos in a short time. Please try again in a while.',
  UNAUTHENTICATED: 'We couldn’t check who is uploading. Please reload the page and try again.',
  NETWORK: 'The photo didn’t reach us. Please check your connection and try again.',
  UNAVAILABLE: 'We couldn’t take photos just now. Please try again in a minute.',
} as const;

function isUploadedPhoto(value: unknown): value is UploadedPhoto {
  if (typeof value !== 'object' || value === null) return false;
  const { id, width, height, previewUrl } = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    Number.isInteger(width) &&
    Number.isInteger(height) &&
    typeof previewUrl === 'string' &&
    previewUrl.startsWith('/')
  );
}

/** The outcome an HTTP answer means: the photo, or the server's refusal (its own message, else ours for its code). */
export function uploadOutcome(status: number, body: unknown): UploadOutcome {
  if (status === 201 && isUploadedPhoto(body)) return { ok: true, photo: body };
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  const code = typeof error?.code === 'string' ? error.code : status === 413 ? 'TOO_LARGE' : 'UNAVAILABLE';
  const known = UploadMessages[code as keyof typeof UploadMessages] as string | undefined;
  const message = typeof error?.message === 'string' && error.message ? error.message : known;
  return { ok: false, code, message: message ?? UploadMessages.UNAVAILABLE };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Uploads one photo; `onProgress` gets the share sent (0 to 1). Never throws: a failure is an outcome. */
export async function uploadPhoto(file: Blob, onProgress: (sent: number) => void): Promise<UploadOutcome> {
  if (file.size > MAX_PHOTO_BYTES) return { ok: false, code: 'TOO_LARGE', message: UploadMessages.TOO_LARGE };
  let headers: Record<string, string>;
  try {
    headers = await uploadHeaders();
  } catch {
    return { ok: false, code: 'UNAVAILABLE', message: UploadMessages.UNAVAILABLE };
  }
  // XMLHttpRequest, not fetch: only it reports an upload's progress.
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_PATH);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(uploadOutcome(request.status, parseJson(request.responseText)));
    request.onerror = () => resolve({ ok: false, code: 'NETWORK', message: UploadMessages.NETWORK });
    request.send(file);
  });
}
