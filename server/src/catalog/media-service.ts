import { processImage, type ProcessedImage } from './image-processing.js';
import type { MediaBucket, StoredMedia } from './media-bucket.js';

/** The path the shop serves uploaded images under: /media/u/<hash>, AVIF or WebP by what the browser accepts. */
export const UPLOADED_MEDIA_PREFIX = '/media/u/';

export interface UploadedImage {
  /** What goes into a product's mediaUrls. */
  readonly url: string;
  readonly width: number;
  readonly height: number;
}

export interface MediaService {
  /** Checks, converts and stores an upload (throws ImageRejectedError with a clear message when it is refused). */
  upload(file: Buffer): Promise<UploadedImage>;
  /** An uploaded image in the best format the client accepts (the Accept header), or null. */
  read(hash: string, accept: string | undefined): Promise<StoredMedia | null>;
}

export function createMediaService(store: MediaBucket): MediaService {
  return {
    async upload(file) {
      const image: ProcessedImage = await processImage(file);
      await Promise.all([
        store.put(`${image.hash}.webp`, { data: image.webp, contentType: 'image/webp' }),
        store.put(`${image.hash}.avif`, { data: image.avif, contentType: 'image/avif' }),
      ]);
      return { url: `${UPLOADED_MEDIA_PREFIX}${image.hash}`, width: image.width, height: image.height };
    },
    async read(hash, accept) {
      if (!/^[0-9a-f]{32}$/.test(hash)) return null;
      if (accept?.includes('image/avif')) {
        const avif = await store.get(`${hash}.avif`);
        if (avif) return avif;
      }
      return store.get(`${hash}.webp`);
    },
  };
}
