import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** The longest side of a stored image: sharp enough for a product page on a large screen, small on a phone. */
export const MAX_IMAGE_SIDE = 1600;
/** Larger uploads are refused before any decoding. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Decoding refuses images with more pixels than this (a small file can claim enormous dimensions). */
const MAX_INPUT_PIXELS = 50_000_000;

export const ImageMessages = {
  empty: 'The upload is empty. Choose an image file.',
  tooLarge: `The image is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB. Choose a smaller one.`,
  notAnImage: 'This file is not an image the shop can use (JPEG, PNG, WebP, AVIF or GIF).',
} as const;

/** An upload the shop refuses, with the message to show. */
export class ImageRejectedError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413 | 415,
  ) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export interface ProcessedImage {
  /** The content hash both formats share. */
  readonly hash: string;
  readonly webp: Buffer;
  readonly avif: Buffer;
  readonly width: number;
  readonly height: number;
}

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif', 'tiff']);

/**
 * Checks an uploaded file is an image and turns it into the stored forms: turned upright (EXIF orientation), no
 * larger than MAX_IMAGE_SIDE, metadata dropped, as WebP and as AVIF. The hash of the WebP names both.
 */
export async function processImage(upload: Buffer): Promise<ProcessedImage> {
  if (upload.length === 0) throw new ImageRejectedError(ImageMessages.empty, 400);
  if (upload.length > MAX_UPLOAD_BYTES) throw new ImageRejectedError(ImageMessages.tooLarge, 413);
  let format: string | undefined;
  try {
    format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new ImageRejectedError(ImageMessages.notAnImage, 415);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejectedError(ImageMessages.notAnImage, 415);
  try {
    const { data: webp, info } = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    // From the already reduced WebP: AVIF encoding is the slow part, and it costs far less at the final size.
    const avif = await sharp(webp).avif({ quality: 55, effort: 2 }).toBuffer();
    const hash = createHash('sha256').update(webp).digest('hex').slice(0, 32);
    return { hash, webp, avif, width: info.width, height: info.height };
  } catch {
    throw new ImageRejectedError(ImageMessages.notAnImage, 415);
  }
}
