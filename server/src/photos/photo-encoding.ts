// The files the shop keeps of an upright photo: the original without metadata (PNG kept PNG, everything else JPEG)
// and a small WebP preview. Used on the server's thread for the formats sharp reads and in the HEIC decoding worker
// (heic-decode-worker.ts) for a HEIC's decoded pixels, which never leave that thread.
import sharp, { type Sharp } from 'sharp';
import type { RawPhoto } from './libheif-reader.js';
import { MAX_PHOTO_PIXELS, PhotoMessages, PhotoRefusedError, PREVIEW_SIDE } from './photos-model.js';

export interface ProcessedPhoto {
  /** The upright original without metadata: PNG for a PNG upload (lossless), JPEG otherwise (HEIC included). */
  readonly original: { readonly data: Buffer; readonly format: 'png' | 'jpeg' };
  readonly preview: Buffer;
  readonly width: number;
  readonly height: number;
}

/** sharp's refusal as the shopper's: more pixels than allowed (read from the header, before decoding), or no image. */
export function decodingRefusal(error: unknown): PhotoRefusedError {
  if ((error as Error | undefined)?.message?.includes('pixel limit'))
    return new PhotoRefusedError('TOO_MANY_PIXELS', PhotoMessages.tooManyPixels);
  return new PhotoRefusedError('NOT_AN_IMAGE', PhotoMessages.notAnImage);
}

/** A HEIC as sharp reads its decoded pixels (not copied): upright (libheif applies irot/imir), no metadata at all. */
export function uprightHeic({ data, width, height, channels }: RawPhoto): Sharp {
  const pixels = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return sharp(pixels, { raw: { width, height, channels }, limitInputPixels: MAX_PHOTO_PIXELS });
}

/** The kept original (upright, no metadata) and its preview. */
export async function storedFiles(upright: Sharp, keepPng: boolean): Promise<ProcessedPhoto> {
  try {
    // sharp writes no metadata unless asked (withMetadata).
    const { data, info } = await (
      keepPng
        ? upright.png({ compressionLevel: 6 })
        : // Optimised Huffman tables need every DCT coefficient of the picture held at once: 439 MB more for a
          // 37.7-megapixel photo (measured), 8 MB without them, for a file a few per cent larger.
          upright
            .flatten({ background: '#ffffff' })
            .jpeg({ quality: 92, chromaSubsampling: '4:4:4', optimiseCoding: false })
    ).toBuffer({ resolveWithObject: true });
    const preview = await sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS })
      .resize({ width: PREVIEW_SIDE, height: PREVIEW_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    return { original: { data, format: keepPng ? 'png' : 'jpeg' }, preview, width: info.width, height: info.height };
  } catch (error) {
    throw decodingRefusal(error);
  }
}
