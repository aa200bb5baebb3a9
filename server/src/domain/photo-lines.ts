// The photos on cart and order lines: each line of a product that asks for photos carries exactly its count, each
// photo one the requester uploaded (by account or by this device's upload token), each crop inside its photo and of
// the print area's shape. Pure: the photo records are read by the caller.
import { cropProblem, CropMessages, type PhotoCrop } from './photo-crop.js';
import type { PhotoRequirement } from './photo-requirement.js';
import { InvalidArgumentError } from './errors.js';

/** A photo placed on a line, as the shopper sends it. */
export interface PhotoPlacement {
  readonly photoId: string;
  readonly crop: PhotoCrop;
}

/** What an upload's record says of it: whose it is and its upright size. */
export interface PhotoFacts {
  /** The account that uploaded it, or null (an anonymous upload token did). */
  readonly ownerUid: string | null;
  /** The SHA-256 (hex) of the upload token it was uploaded with, or null. */
  readonly tokenHash: string | null;
  readonly width: number;
  readonly height: number;
}

/** Who asks: the verified ID token's account and the upload token's hash the request carried (either may be null). */
export interface PhotoRequester {
  readonly uid: string | null;
  readonly tokenHash: string | null;
}

export type PhotoLineCode = 'PHOTOS_REQUIRED' | 'PHOTO_NOT_FOUND' | 'PHOTO_CROP_INVALID';

export interface PhotoLineError {
  readonly lineIndex: number;
  readonly code: PhotoLineCode;
  /** Below the input: lines[i].photos, lines[i].photos[j].photoId or lines[i].photos[j].crop. */
  readonly field: string;
  readonly message: string;
}

/** The most photos a line may carry, and a request in all (each is a record to read). */
export const MAX_PHOTOS_PER_LINE = 10;
export const MAX_PHOTOS_PER_REQUEST = 100;

const PHOTO_ID = /^[A-Za-z0-9]{1,64}$/;

export const PhotoLineMessages = {
  notFound: 'This photo is no longer available. Upload it again.',
  noPhotos: 'This product takes no photos. Remove them from the line.',
  count: (count: number) =>
    count === 1 ? 'Add your photo for this product.' : `Add ${count} photos for this product.`,
} as const;

/** Whether the requester may use the photo: the same account, or the same upload token. */
export function ownsPhoto(facts: PhotoFacts, requester: PhotoRequester): boolean {
  if (facts.ownerUid !== null && facts.ownerUid === requester.uid) return true;
  return facts.tokenHash !== null && facts.tokenHash === requester.tokenHash;
}

/**
 * The lines' photos as arguments: at most MAX_PHOTOS_PER_LINE a line and MAX_PHOTOS_PER_REQUEST in all, else an
 * invalid argument naming lines[i].photos. Absent photos are none.
 */
export function photoPlacementsOf(
  lines: readonly { readonly photos?: readonly PhotoPlacement[] | null }[],
): PhotoPlacement[][] {
  let total = 0;
  return lines.map((line, index) => {
    const photos = line.photos ?? [];
    total += photos.length;
    if (photos.length > MAX_PHOTOS_PER_LINE)
      throw new InvalidArgumentError(`lines[${index}].photos`, `at most ${MAX_PHOTOS_PER_LINE} photos a line`);
    if (total > MAX_PHOTOS_PER_REQUEST)
      throw new InvalidArgumentError(`lines[${index}].photos`, `at most ${MAX_PHOTOS_PER_REQUEST} photos in all`);
    return photos.map((photo) => ({ photoId: photo.photoId, crop: { ...photo.crop } }));
  });
}

/** The distinct photo ids worth reading (well-formed ones only: anything else cannot exist). */
export function photoIdsOf(placements: readonly (readonly PhotoPlacement[])[]): string[] {
  return [...new Set(placements.flat().map((photo) => photo.photoId))].filter((id) => PHOTO_ID.test(id));
}

/**
 * Every problem of the lines' photos. `requirementOf(i)`: line i's product's requirement (undefined: unknown product,
 * left to pricing); `facts`: the records read (null or absent: no such photo).
 */
export function photoLineErrors(
  placements: readonly (readonly PhotoPlacement[])[],
  requirementOf: (lineIndex: number) => PhotoRequirement | null | undefined,
  facts: ReadonlyMap<string, PhotoFacts | null>,
  requester: PhotoRequester,
): PhotoLineError[] {
  const errors: PhotoLineError[] = [];
  placements.forEach((photos, lineIndex) => {
    const requirement = requirementOf(lineIndex);
    if (requirement === undefined) return;
    const at = `lines[${lineIndex}].photos`;
    if (requirement === null) {
      if (photos.length > 0)
        errors.push({ lineIndex, code: 'PHOTOS_REQUIRED', field: at, message: PhotoLineMessages.noPhotos });
      return;
    }
    if (photos.length !== requirement.count)
      errors.push({
        lineIndex,
        code: 'PHOTOS_REQUIRED',
        field: at,
        message: PhotoLineMessages.count(requirement.count),
      });
    photos.forEach((photo, photoIndex) => {
      const found = facts.get(photo.photoId) ?? null;
      if (found === null || !ownsPhoto(found, requester)) {
        const field = `${at}[${photoIndex}].photoId`;
        errors.push({ lineIndex, code: 'PHOTO_NOT_FOUND', field, message: PhotoLineMessages.notFound });
        return;
      }
      const problem = cropProblem(photo.crop, found, requirement.aspectRatio);
      if (problem !== null)
        errors.push({
          lineIndex,
          code: 'PHOTO_CROP_INVALID',
          field: `${at}[${photoIndex}].crop`,
          message: CropMessages[problem],
        });
    });
  });
  return errors;
}
