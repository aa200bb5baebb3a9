// A phone's HEIC (HEVC-coded HEIF) turned into RGBA pixels for sharp, whose build here reads AV1 HEIF only. The pixel
// limit is checked on the size the file declares before a single pixel is decoded, so a bomb costs next to nothing.
// libheif applies the file's rotation and mirroring (irot/imir) while decoding, so the pixels come out upright; the
// file's EXIF and XMP (location, camera) are never read and never reach the stored files.
import type { LazyHeicImages } from 'heic-decode';
import { MAX_PHOTO_PIXELS, PhotoMessages, PhotoRefusedError } from './photos-model.js';

/** Decoded pixels: four channels (RGBA) a pixel. */
export interface RawPhoto {
  readonly data: Uint8ClampedArray;
  readonly width: number;
  readonly height: number;
}

/** Reads a HEIF file's images, each with its declared size and a lazy decode (heic-decode's `all`). */
export type HeicReader = (input: { buffer: Uint8Array }) => Promise<LazyHeicImages>;

/** libheif (about 24 MB of memory and 50 ms to load) is loaded on the first HEIC, not when an instance starts. */
const readWithLibheif: HeicReader = async (input) => (await import('heic-decode')).default.all(input);

const notAnImage = () => new PhotoRefusedError('NOT_AN_IMAGE', PhotoMessages.notAnImage);

/**
 * The first image of a HEIC upload as RGBA, or PhotoRefusedError: TOO_MANY_PIXELS from its declared size (nothing
 * decoded), NOT_AN_IMAGE when it cannot be read or decoded.
 */
export async function decodeHeic(upload: Buffer, read: HeicReader = readWithLibheif): Promise<RawPhoto> {
  let images: LazyHeicImages;
  try {
    images = await read({ buffer: upload });
  } catch {
    throw notAnImage();
  }
  try {
    // heic-decode lists the top-level images in the file's order; a phone's photo has the primary one first.
    const image = images[0];
    if (image === undefined || !(image.width > 0) || !(image.height > 0)) throw notAnImage();
    if (image.width * image.height > MAX_PHOTO_PIXELS)
      throw new PhotoRefusedError('TOO_MANY_PIXELS', PhotoMessages.tooManyPixels);
    const decoded = await image.decode().catch(() => {
      throw notAnImage();
    });
    if (decoded.data.length !== decoded.width * decoded.height * 4) throw notAnImage();
    return decoded;
  } finally {
    images.dispose();
  }
}
