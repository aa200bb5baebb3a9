// A phone's HEIC (HEVC-coded HEIF) turned into RGBA pixels for sharp, whose build here reads AV1 HEIF only. The pixel
// limit is checked on the size the file declares before a single pixel is decoded, so a bomb costs next to nothing.
// libheif applies the file's rotation and mirroring (irot/imir) while decoding, so the pixels come out upright; the
// file's EXIF and XMP (location, camera, an EXIF orientation that repeats the irot) are never read and never reach
// the stored files.
import { pixelsToDecode } from './heif-decode-budget.js';
import { readWithLibheif, type HeicImages, type HeicReader, type RawPhoto } from './libheif-reader.js';
import { MAX_PHOTO_PIXELS, PhotoMessages, PhotoRefusedError } from './photos-model.js';

export type { HeicReader, RawPhoto } from './libheif-reader.js';

const notAnImage = () => new PhotoRefusedError('NOT_AN_IMAGE', PhotoMessages.notAnImage);
const tooManyPixels = () => new PhotoRefusedError('TOO_MANY_PIXELS', PhotoMessages.tooManyPixels);

/**
 * What libheif may decode for a photo of at most MAX_PHOTO_PIXELS: a grid's tiles overshoot its canvas by up to a
 * row and a column of tiles, and both are in memory at once (a 48-megapixel iPhone photo: 99 megapixels).
 */
const DECODING_BUDGET = 2 * MAX_PHOTO_PIXELS;

/**
 * The primary image of a HEIC upload as RGBA, or PhotoRefusedError: TOO_MANY_PIXELS from its declared size or from
 * what decoding it would take (nothing decoded), NOT_AN_IMAGE when it cannot be read or decoded.
 */
export async function decodeHeic(upload: Buffer, read: HeicReader = readWithLibheif): Promise<RawPhoto> {
  let images: HeicImages;
  try {
    images = await read({ buffer: upload });
  } catch {
    throw notAnImage();
  }
  try {
    // The primary item is the photo; a file may list other top-level images (another shot, a preview) before it.
    const image = images.find((candidate) => candidate.primary) ?? images[0];
    if (image === undefined || !(image.width > 0) || !(image.height > 0)) throw notAnImage();
    if (image.width * image.height > MAX_PHOTO_PIXELS) throw tooManyPixels();
    // The declared size may lie: what libheif will really decode is counted from the file's grid and HEVC headers.
    const toDecode = pixelsToDecode(upload);
    if (toDecode === null) throw notAnImage();
    if (toDecode > DECODING_BUDGET) throw tooManyPixels();
    const decoded = await image.decode().catch(() => {
      throw notAnImage();
    });
    if (decoded.data.length !== decoded.width * decoded.height * 4) throw notAnImage();
    return decoded;
  } finally {
    images.dispose();
  }
}
