// Turning an upload into the files the shop keeps: checked by its content (sniffed, then decoded by sharp, or by
// libheif for a phone's HEIC), turned upright, every metadata field (location, camera) dropped, kept full size for
// print and as a small WebP preview.
import sharp, { type Metadata, type Sharp } from 'sharp';
import { polyglotProblem, sniffImageFormat, type SniffedFormat } from '../domain/photo-sniffing.js';
import { printSize, type PhotoCrop, type PhotoSize } from '../domain/photo-crop.js';
import { createHeicDecodePool, type HeicDecodePool } from './heic-decode-pool.js';
import { decodeHeicWith, type HeicReader } from './heic-decoding.js';
import { decodingRefusal, storedFiles, uprightHeic, type ProcessedPhoto } from './photo-encoding.js';
import { MAX_PHOTO_BYTES, MAX_PHOTO_PIXELS, PhotoMessages, PhotoRefusedError } from './photos-model.js';

export type { ProcessedPhoto } from './photo-encoding.js';

/** Formats sharp must report for each sniffed one it reads itself (HEIF covers AVIF); HEIC goes through libheif. */
const DECODED_AS: Readonly<Record<Exclude<SniffedFormat, 'heic'>, string>> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
};

const notAnImage = () => new PhotoRefusedError('NOT_AN_IMAGE', PhotoMessages.notAnImage);

/** sharp's reading of an upload; it refuses images over MAX_PHOTO_PIXELS before decoding their pixels. */
const decoder = (data: Buffer) => sharp(data, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: 'error' });

/** The format the upload's bytes announce, when its size is allowed and nothing else hides in it. */
function sniffedFormat(upload: Buffer): SniffedFormat {
  if (upload.length === 0) throw notAnImage();
  if (upload.length > MAX_PHOTO_BYTES) throw new PhotoRefusedError('TOO_LARGE', PhotoMessages.tooLarge);
  const format = sniffImageFormat(upload);
  if (format === null) throw notAnImage();
  if (polyglotProblem(upload, format) !== null) throw notAnImage();
  return format;
}

/** The upload as sharp reads it, turned upright: checked by sharp's reading of its header first. */
async function uprightImage(upload: Buffer, format: Exclude<SniffedFormat, 'heic'>): Promise<Sharp> {
  let metadata: Metadata;
  try {
    metadata = await decoder(upload).metadata();
  } catch (error) {
    throw decodingRefusal(error);
  }
  if (metadata.format !== DECODED_AS[format] || !metadata.width || !metadata.height) throw notAnImage();
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS)
    throw new PhotoRefusedError('TOO_MANY_PIXELS', PhotoMessages.tooManyPixels);
  // rotate() with no angle applies the EXIF orientation.
  return decoder(upload).rotate();
}

let sharedPool: HeicDecodePool | null = null;

/** The instance's HEIC decoding workers, started on the first HEIC. */
export function heicDecodePool(): HeicDecodePool {
  sharedPool ??= createHeicDecodePool();
  return sharedPool;
}

/**
 * Checks an upload and makes its stored files; throws PhotoRefusedError when it is refused. A HEIC is decoded by
 * libheif, and its files made, in the instance's decoding workers: only the files come back to this thread.
 * `readHeic` stands in for libheif (on the calling thread) in tests.
 */
export async function processPhoto(upload: Buffer, readHeic?: HeicReader): Promise<ProcessedPhoto> {
  const format = sniffedFormat(upload);
  if (format !== 'heic') return storedFiles(await uprightImage(upload, format), format === 'png');
  if (readHeic) return decodeHeicWith(upload, (decoded) => storedFiles(uprightHeic(decoded), false), readHeic);
  return heicDecodePool().process(upload);
}

/** The print file of a stored original: the crop at full resolution, turned clockwise by its quarter turns. */
export async function printFile(original: Buffer, crop: PhotoCrop): Promise<{ data: Buffer; format: string }> {
  const image = sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS })
    .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
    .rotate(crop.rotation * 90);
  const metadata = await sharp(original, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
  const data =
    metadata.format === 'png'
      ? await image.png().toBuffer()
      : await image.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }).toBuffer();
  const size = printSize(crop);
  // A sanity check of sharp's order of operations: the file must have the crop's size, turned.
  const written = await sharp(data).metadata();
  if (written.width !== size.width || written.height !== size.height)
    throw new Error(`print file is ${written.width}×${written.height}, expected ${size.width}×${size.height}`);
  return { data, format: metadata.format === 'png' ? 'png' : 'jpeg' };
}

/**
 * The shopper's crop of a photo as a small preview: the crop scaled onto the stored preview (made from the upright
 * photo of `photo`'s size), cut out and turned by its rotation, as WebP.
 */
export async function croppedPreview(preview: Buffer, photo: PhotoSize, crop: PhotoCrop): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(preview).metadata();
  const scale = width / photo.width;
  const left = Math.min(Math.floor(crop.x * scale), width - 1);
  const top = Math.min(Math.floor(crop.y * scale), height - 1);
  return sharp(preview)
    .extract({
      left,
      top,
      width: Math.max(1, Math.min(Math.round(crop.width * scale), width - left)),
      height: Math.max(1, Math.min(Math.round(crop.height * scale), height - top)),
    })
    .rotate(crop.rotation * 90)
    .webp({ quality: 80 })
    .toBuffer();
}
