// The photos feature: anonymous upload tokens, uploads (limited, checked, converted, stored privately), previews for
// their uploader, the owner's original and print files, the facts checkouts check, and the sweep of unordered photos.
import { cropProblem } from '../domain/photo-crop.js';
import { ownsPhoto } from '../domain/photo-lines.js';
import { photoPreviewUrl } from '../domain/photo-urls.js';
import type { Logger } from '../logger.js';
import type { RateLimiterFactory } from '../shared/rate-limiter.js';
import { createPhotoAdmission } from './photo-admission.js';
import { photoFileKeys, type PhotoRecord } from './photo-document.js';
import type { PhotoFiles } from './photo-files.js';
import { croppedPreview, printFile, processPhoto } from './photo-processing.js';
import type { PhotoStore } from './photo-store.js';
import { newPhotoId } from './photo-tokens.js';
import {
  DEFAULT_PHOTO_LIMITS,
  PhotoMessages,
  PhotoRefusedError,
  UNORDERED_PHOTO_LIFETIME_MS,
  type PhotoActor,
  type PhotoLimitRules,
  type PhotosService,
  type UploadedPhoto,
} from './photos-model.js';

export interface PhotosServiceDeps {
  readonly store: PhotoStore;
  readonly files: PhotoFiles;
  readonly rateLimiters: RateLimiterFactory;
  readonly limits?: PhotoLimitRules;
  readonly now?: () => Date;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

type Context = Required<Omit<PhotosServiceDeps, 'rateLimiters' | 'limits'>>;

/** How many unordered photos one sweep pass looks at (the next pass takes the rest). */
const SWEEP_BATCH = 100;

async function deletePhotoFiles(files: PhotoFiles, id: string): Promise<void> {
  // Both spellings of the original: a record that could not be parsed does not say which one it has.
  const keys = [`${id}.original.jpg`, `${id}.original.png`, `${id}.preview.webp`];
  await Promise.all(keys.map((key) => files.delete(key)));
}

async function upload({ store, files, now, logger }: Context, actor: PhotoActor, file: Buffer): Promise<UploadedPhoto> {
  if (actor.uid === null && actor.tokenHash === null)
    throw new PhotoRefusedError('UNAUTHENTICATED', PhotoMessages.signIn);
  const processed = await processPhoto(file);
  const record: PhotoRecord = {
    id: newPhotoId(),
    ownerUid: actor.uid,
    tokenHash: actor.uid === null ? actor.tokenHash : null,
    width: processed.width,
    height: processed.height,
    uploadBytes: file.length,
    originalBytes: processed.original.data.length,
    previewBytes: processed.preview.length,
    originalFormat: processed.original.format,
    createdAt: now(),
    orderedAt: null,
    orderIds: [],
  };
  const keys = photoFileKeys(record);
  try {
    // Files first, the record last: a photo a checkout can name always has its files.
    await files.put(keys.original, processed.original.data, `image/${processed.original.format}`);
    await files.put(keys.preview, processed.preview, 'image/webp');
    await store.create(record);
  } catch (error) {
    logger.error({ err: error, photoId: record.id }, 'a photo could not be stored');
    await deletePhotoFiles(files, record.id).catch(() => {});
    throw new PhotoRefusedError('UNAVAILABLE', PhotoMessages.unavailable);
  }
  return { id: record.id, width: record.width, height: record.height, previewUrl: photoPreviewUrl(record.id) };
}

async function sweepOnce({ store, files, now, logger }: Context): Promise<{ deleted: number }> {
  const before = new Date(now().getTime() - UNORDERED_PHOTO_LIFETIME_MS);
  let deleted = 0;
  for (const id of await store.unorderedBefore(before, SWEEP_BATCH)) {
    // The record goes first, in a transaction an order marking it ordered cannot interleave with; its files only
    // after, so an ordered photo never loses its files.
    const claimed = await store.claimForDeletion(id, before);
    if (claimed === null) continue;
    deleted += 1;
    await deletePhotoFiles(files, id).catch((error: unknown) =>
      logger.warn({ err: error, photoId: id }, 'a swept photo record was deleted but not all its files'),
    );
  }
  return { deleted };
}

export function createPhotosService(deps: PhotosServiceDeps): PhotosService {
  const context: Context = { ...deps, now: deps.now ?? (() => new Date()) };
  const { store, files } = context;
  const fileOf = async (record: PhotoRecord | null, key: 'original' | 'preview') =>
    record === null ? null : files.get(photoFileKeys(record)[key]);
  return {
    ...createPhotoAdmission(deps.rateLimiters, deps.limits ?? DEFAULT_PHOTO_LIMITS, deps.logger),
    upload: (actor, file) => upload(context, actor, file),
    async preview(actor, id, crop = null) {
      const record = await store.get(id);
      if (record === null || !(actor.isAdmin || ownsPhoto(record, actor))) return null;
      if (crop !== null && cropProblem(crop, record, null) !== null) return null;
      const data = await fileOf(record, 'preview');
      if (data === null) return null;
      return { data: crop === null ? data : await croppedPreview(data, record, crop), contentType: 'image/webp' };
    },
    async original(id) {
      const record = await store.get(id);
      const data = await fileOf(record, 'original');
      return data && { data, contentType: `image/${record!.originalFormat}` };
    },
    async print(id, crop) {
      const record = await store.get(id);
      if (record === null || cropProblem(crop, record, null) !== null) return null;
      const original = await fileOf(record, 'original');
      if (original === null) return null;
      const printed = await printFile(original, crop);
      return { data: printed.data, contentType: `image/${printed.format}` };
    },
    facts: (ids) => store.getMany(ids),
    sweepOnce: () => sweepOnce(context),
  };
}
