// Where shoppers' photo files live: a private folder locally and in tests, a private prefix of the project's Cloud
// Storage bucket in production. Never the public media bucket (catalog/media-bucket.ts): nothing here is listed or
// served except through the photo routes, which check who asks.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { getStorage } from 'firebase-admin/storage';

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

export interface PhotoFiles {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The file, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  /** Deletes the file; a missing file is no error. */
  delete(key: string): Promise<void>;
}

/** Keys we write: a photo id and what the file is. Anything else never reaches the disk or the bucket. */
const PHOTO_KEY = /^[A-Za-z0-9]{1,64}\.(original\.(jpg|png)|preview\.webp)$/;

function checked(key: string): string {
  if (!PHOTO_KEY.test(key)) throw new Error(`Not a photo key: ${key}`);
  return key;
}

/** Local mode and tests: files in a folder of their own. */
export function localPhotoFiles(directory: string): PhotoFiles {
  return {
    async put(key, data) {
      await mkdir(directory, { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = join(directory, `.${checked(key)}.${process.pid}.${Date.now()}.tmp`);
      await writeFile(temporary, data);
      await rename(temporary, join(directory, key));
    },
    async get(key) {
      try {
        return await readFile(join(directory, checked(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(join(directory, checked(key)), { force: true });
    },
  };
}

/** Production: the project's bucket under private/photos/, never public (no public ACL, no cache). */
export function cloudStoragePhotoFiles(bucket: Bucket): PhotoFiles {
  const file = (key: string) => bucket.file(`private/photos/${checked(key)}`);
  return {
    async put(key, data, contentType) {
      await file(key).save(data, { resumable: false, contentType, metadata: { cacheControl: 'private, no-store' } });
    },
    async get(key) {
      try {
        const [data] = await file(key).download();
        return data;
      } catch (error) {
        if ((error as { code?: unknown }).code === 404) return null;
        throw error;
      }
    },
    async delete(key) {
      await file(key).delete({ ignoreNotFound: true });
    },
  };
}
