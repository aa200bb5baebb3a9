// Reading the shopper's photos back from the server: previews and the owner's files need the ID token or the device's
// upload token as headers, which an <img src> cannot send, so they are fetched and shown as data URLs (the page's
// Content-Security-Policy allows data: images, not blob:).
import { previewHeaders } from './photo-access';

const previews = new Map<string, Promise<string | null>>();

function asDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The photo could not be read.'));
    reader.readAsDataURL(blob);
  });
}

/** A photo file from the server as a blob, with the shopper's (or the owner's) headers; null when refused. */
export async function fetchPhotoFile(url: string): Promise<Blob | null> {
  try {
    const response = await fetch(url, { headers: await previewHeaders() });
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/** A preview as a data URL, fetched once per page; null when it cannot be had (a later call tries again). */
export function previewDataUrl(url: string): Promise<string | null> {
  const known = previews.get(url);
  if (known) return known;
  const loading = fetchPhotoFile(url)
    .then((blob) => (blob ? asDataUrl(blob) : null))
    .catch(() => null)
    .then((dataUrl) => {
      if (dataUrl === null) previews.delete(url);
      return dataUrl;
    });
  previews.set(url, loading);
  return loading;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/**
 * Saves a photo file from the server as `<baseName>.<its type's extension>` (the owner's print and original
 * downloads); false when the server refused it.
 */
export async function downloadPhotoFile(url: string, baseName: string): Promise<boolean> {
  const blob = await fetchPhotoFile(url);
  if (!blob) return false;
  const link = document.createElement('a');
  link.href = await asDataUrl(blob);
  link.download = `${baseName}.${EXTENSIONS[blob.type] ?? 'jpg'}`;
  link.click();
  return true;
}
