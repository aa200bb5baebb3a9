// Shoppers' photos in integration tests: pictures made with sharp at test time, the photo routes called over HTTP as
// the web app calls them, and where a test server keeps the files (local mode: a folder beside its media folder).
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { startOrdersHarness, type OrdersHarness } from './orders-harness.js';

/** The answer of POST /media/photos: the photo or the refusal. */
export interface UploadAnswer {
  readonly status: number;
  readonly body: {
    id?: string;
    width?: number;
    height?: number;
    previewUrl?: string;
    error?: { field: string | null; message: string; code: string };
  };
}

/** A photo-like JPEG (a gradient, so it is not trivially small), `width` × `height`. */
export function jpegPhoto(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 128;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Headers of a photo request: the shopper's ID token, an upload token, or both. */
export function photoHeaders(auth: { idToken?: string | null; uploadToken?: string | null }): Record<string, string> {
  return {
    ...(auth.idToken ? { authorization: `Bearer ${auth.idToken}` } : {}),
    ...(auth.uploadToken ? { 'x-photo-token': auth.uploadToken } : {}),
  };
}

export async function uploadPhoto(
  serverUrl: string,
  file: Buffer,
  auth: { idToken?: string | null; uploadToken?: string | null },
  contentType = 'image/jpeg',
): Promise<UploadAnswer> {
  const response = await fetch(`${serverUrl}/media/photos`, {
    method: 'POST',
    headers: { 'content-type': contentType, ...photoHeaders(auth) },
    body: new Uint8Array(file),
  });
  return { status: response.status, body: (await response.json()) as UploadAnswer['body'] };
}

/** A new anonymous upload token from POST /media/photo-tokens. */
export async function newUploadToken(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/media/photo-tokens`, { method: 'POST' });
  const body = (await response.json()) as { token?: string };
  if (response.status !== 201 || !body.token) throw new Error(`no upload token: ${response.status}`);
  return body.token;
}

/** GET of a photo file (preview, original, print) with these credentials: its status and bytes. */
export async function getPhotoFile(
  serverUrl: string,
  path: string,
  auth: { idToken?: string | null; uploadToken?: string | null },
): Promise<{ status: number; type: string | null; data: Buffer }> {
  const response = await fetch(`${serverUrl}${path}`, { headers: photoHeaders(auth) });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    data: Buffer.from(await response.arrayBuffer()),
  };
}

/** The private photo folder of a local-mode server of this project (config.ts: beside its media folder). */
export function photosDirOf(projectId: string): string {
  return join(tmpdir(), `lovely-gifts-media-${projectId}-photos`);
}

/** A photo mug that takes one photo on a 2.3 : 1 wrap. */
export const PHOTO_MUG = {
  productName: 'Couple Photo Mug',
  category: 'Gifts',
  sellingPrice: 349,
  stock: 50,
  gstRate: 18,
  hsnCode: '6912',
  photoRequirement: { count: 1, shape: 'MUG_WRAP', aspectRatio: 2.3, minShortSidePx: 400 },
};

/** A crop of the mug's shape inside a 1200 × 800 photo. */
export const MUG_CROP = { x: 20, y: 100, width: 1150, height: 500, rotation: 0 };

const GENEROUS = { limit: 1_000, windowMs: 3_600_000 };

/**
 * A shop for tests of what an upload does: upload limits no test reaches (photos-limits.test.ts tests the limits) and
 * no background sweep (photos-orders.test.ts runs it when it wants).
 */
export function startPhotoShop(): Promise<OrdersHarness> {
  return startOrdersHarness({
    serverOptions: {
      photoLimits: { uploadsPerIp: GENEROUS, uploadsPerOwner: GENEROUS, tokensPerIp: GENEROUS },
      photoSweepIntervalMs: 0,
    },
  });
}
