// What photos a product asks for (a photo mug, frame or cushion): how many per line, the print area's shape and
// aspect ratio, and the owner's minimum crop size for a sharp print. Read tolerantly from product documents, checked
// strictly from the admin form.
import { userError, type UserError } from './user-errors.js';

export const PHOTO_PRINT_SHAPES = ['MUG_WRAP', 'SQUARE_FRAME', 'CUSHION'] as const;
export type PhotoPrintShape = (typeof PHOTO_PRINT_SHAPES)[number];

export interface PhotoRequirement {
  /** Photos per cart or order line, whatever its quantity. */
  readonly count: number;
  readonly shape: PhotoPrintShape;
  /** The print area's width / height. */
  readonly aspectRatio: number;
  /** The shortest side of a crop that prints sharply, in pixels of the original. */
  readonly minShortSidePx: number;
}

export const PHOTO_REQUIREMENT_LIMITS = {
  count: { min: 1, max: 10 },
  aspectRatio: { min: 0.2, max: 5 },
  minShortSidePx: { min: 100, max: 10_000 },
} as const;

export const PhotoRequirementMessages = {
  count: `Photos per line must be a whole number from ${PHOTO_REQUIREMENT_LIMITS.count.min} to ${PHOTO_REQUIREMENT_LIMITS.count.max}.`,
  shape: 'Choose the print area: mug wrap, square frame or cushion.',
  aspectRatio: `The print area's width / height must be from ${PHOTO_REQUIREMENT_LIMITS.aspectRatio.min} to ${PHOTO_REQUIREMENT_LIMITS.aspectRatio.max}.`,
  minShortSidePx: `The minimum photo size must be a whole number of pixels from ${PHOTO_REQUIREMENT_LIMITS.minShortSidePx.min} to ${PHOTO_REQUIREMENT_LIMITS.minShortSidePx.max.toLocaleString('en-IN')}.`,
} as const;

const wholeIn = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= range.min && value <= range.max;

const numberIn = (value: unknown, range: { min: number; max: number }): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= range.min && value <= range.max;

/** The admin form's requirement checked field by field; errors name photoRequirement.<field>. Null: none asked. */
export function photoRequirementErrors(requirement: PhotoRequirement | null | undefined): UserError[] {
  if (!requirement) return [];
  const errors: UserError[] = [];
  const limits = PHOTO_REQUIREMENT_LIMITS;
  if (!wholeIn(requirement.count, limits.count))
    errors.push(userError('photoRequirement.count', 'INVALID', PhotoRequirementMessages.count));
  if (!PHOTO_PRINT_SHAPES.includes(requirement.shape))
    errors.push(userError('photoRequirement.shape', 'INVALID', PhotoRequirementMessages.shape));
  if (!numberIn(requirement.aspectRatio, limits.aspectRatio))
    errors.push(userError('photoRequirement.aspectRatio', 'INVALID', PhotoRequirementMessages.aspectRatio));
  if (!wholeIn(requirement.minShortSidePx, limits.minShortSidePx))
    errors.push(userError('photoRequirement.minShortSidePx', 'INVALID', PhotoRequirementMessages.minShortSidePx));
  return errors;
}

/**
 * A stored requirement (products/{id}.photoRequirement), or null when the document has none or one that cannot be
 * understood: a product then takes no photos, as products did before photos existed. Numbers may be strings.
 */
export function readPhotoRequirement(value: unknown): PhotoRequirement | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const number = (field: unknown) => (typeof field === 'string' && field.trim() !== '' ? Number(field) : field);
  const requirement = {
    count: number(record.count),
    shape: record.shape,
    aspectRatio: number(record.aspectRatio),
    minShortSidePx: number(record.minShortSidePx),
  } as PhotoRequirement;
  return photoRequirementErrors(requirement).length === 0 ? requirement : null;
}
