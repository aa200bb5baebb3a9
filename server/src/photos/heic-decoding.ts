// A phone's HEIC (HEVC-coded HEIF) turned into RGBA pixels for sharp, whose build here reads AV1 HEIF only. The pixel
// budget is checked from the file's boxes (its grid, tiles and HEVC headers) before libheif reads it, and on the size
// libheif reads before a single pixel is decoded, so a bomb costs next to nothing. The server runs this in a worker
// thread (heic-decode-pool.ts), never on the event loop.
// libheif applies the file's rotation and mirroring (irot/imir) while decoding, so the pixels come out upright; the
// file's EXIF and XMP (location, camera, an EXIF orientation that repeats the irot) are never read and never reach
// the stored files.
import { decodeBudgetVerdict } from './heif-decode-budget.js';
import { readWithLibheif, type HeicImages, type HeicReader, type RawPhoto } from './libheif-reader.js';
import { MAX_PHOTO_PIXELS, PhotoMessages, PhotoRefusedError } from './photos-model.js';

export type { HeicReader, RawPhoto } from './libheif-reader.js';

const notAnImage = () => new PhotoRefusedError('NOT_AN_IMAGE', PhotoMessages.notAnImage);
const tooManyPixels = () => new PhotoRefusedError('TOO_MANY_PIXELS', PhotoMessages.tooManyPixels);

/**
 * The primary image of a HEIC upload as RGB(A) pixels, copied out of the decoder: for tests and small pictures
 * (decodeHeicWith uses the pixels where they are). Refuses as decodeHeicWith does.
 */
export function decodeHeic(upload: Buffer, read: HeicReader = readWithLibheif): Promise<RawPhoto> {
  return decodeHeicWith(upload, async (photo) => ({ ...photo, data: photo.data.slice() }), read);
}

/**
 * Decodes the primary image of a HEIC upload and hands its pixels to `use` (they are valid until `use` settles),
 * or throws PhotoRefusedError: TOO_MANY_PIXELS from its declared size or from what decoding it would take (nothing
 * decoded), NOT_AN_IMAGE when it cannot be read or decoded.
 */
export async function decodeHeicWith<T>(
  upload: Buffer,
  use: (photo: RawPhoto) => Promise<T>,
  read: HeicReader = readWithLibheif,
): Promise<T> {
  // What libheif would really decode, counted from the file's grid and HEVC headers: its ispe may lie.
  const verdict = decodeBudgetVerdict(upload, MAX_PHOTO_PIXELS);
  if (verdict === 'unreadable') throw notAnImage();
  if (verdict === 'over') throw tooManyPixels();
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
    const decoded = await image.decode().catch(() => {
      throw notAnImage();
    });
    if (decoded.data.length !== decoded.width * decoded.height * decoded.channels) throw notAnImage();
    return await use(decoded);
  } finally {
    images.dispose();
  }
}
