import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** One stored file: its bytes and MIME type. */
export interface StoredMedia {
  readonly data: Buffer;
  readonly contentType: string;
}

/**
 * Where uploaded images live. Keys are content hashes plus a format extension ("3f…a9.webp"), so a key never
 * changes content and everything served from here may be cached for a year.
 */
export interface MediaBucket {
  put(key: string, media: StoredMedia): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<StoredMedia | null>;
}

/** Keys we write: a hex hash and an image extension; anything else never reaches the disk or the bucket. */
export const MEDIA_KEY = /^[0-9a-f]{16,64}\.(webp|avif)$/;

const TYPES: Readonly<Record<string, string>> = { webp: 'image/webp', avif: 'image/avif' };

function checkKey(key: string): string {
  if (!MEDIA_KEY.test(key)) throw new Error(`Not a media key: ${key}`);
  return TYPES[key.slice(key.lastIndexOf('.') + 1)]!;
}

/** Local mode and tests: files in a folder (the local data folder's media/, kept across restarts). */
export function localMediaBucket(directory: string): MediaBucket {
  return {
    async put(key, media) {
      checkKey(key);
      await mkdir(directory, { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = join(directory, `.${key}.${process.pid}.tmp`);
      await writeFile(temporary, media.data);
      await rename(temporary, join(directory, key));
    },
    async get(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        return { data: await readFile(join(directory, key)), contentType: checkKey(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}

/** Production: Cloud Storage for Firebase (the project's bucket through firebase-admin), under media/. */
export function cloudStorageMediaBucket(bucket: Bucket): MediaBucket {
  const file = (key: string) => bucket.file(`media/${key}`);
  return {
    async put(key, media) {
      const contentType = checkKey(key);
      await file(key).save(media.data, {
        resumable: false,
        contentType,
        metadata: { cacheControl: 'public, max-age=31536000, immutable' },
      });
    },
    async get(key) {
      if (!MEDIA_KEY.test(key)) return null;
      try {
        const [data] = await file(key).download();
        return { data, contentType: checkKey(key) };
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
    },
  };
}
