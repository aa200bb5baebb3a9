// The part of an uploaded photo that is printed: a rectangle in pixels of the upright photo, then turned clockwise by
// whole quarter turns. Pure arithmetic shared by the checkout's checks and the owner's print file.

export interface PhotoCrop {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** Clockwise quarter turns after cropping: 0 to 3. */
  readonly rotation: number;
}

export interface PhotoSize {
  readonly width: number;
  readonly height: number;
}

/** How far a crop's aspect ratio may stray from the print area's: integer pixels round it. */
export const ASPECT_TOLERANCE = 0.03;

export type CropProblem = 'NOT_WHOLE' | 'OUTSIDE' | 'ROTATION' | 'ASPECT';

export const CropMessages: Readonly<Record<CropProblem, string>> = {
  NOT_WHOLE: 'The crop must be whole pixels, with a width and height of at least 1.',
  OUTSIDE: 'The crop must lie inside the photo. Adjust the photo and try again.',
  ROTATION: 'The rotation must be 0, 1, 2 or 3 quarter turns.',
  ASPECT: "The crop does not fit the print area's shape. Adjust the photo and try again.",
};

const whole = (value: number) => Number.isSafeInteger(value);

/** The print file's size: the crop's, swapped by an odd number of quarter turns. */
export function printSize(crop: PhotoCrop): PhotoSize {
  return crop.rotation % 2 === 1
    ? { width: crop.height, height: crop.width }
    : { width: crop.width, height: crop.height };
}

/**
 * What is wrong with a crop of a photo of this size, or null. `aspectRatio` (width / height of the print area) is
 * checked against the crop as printed, after its rotation, when given.
 */
export function cropProblem(crop: PhotoCrop, photo: PhotoSize, aspectRatio: number | null): CropProblem | null {
  if (![crop.x, crop.y, crop.width, crop.height].every(whole) || crop.width < 1 || crop.height < 1) return 'NOT_WHOLE';
  if (!whole(crop.rotation) || crop.rotation < 0 || crop.rotation > 3) return 'ROTATION';
  if (crop.x < 0 || crop.y < 0 || crop.x + crop.width > photo.width || crop.y + crop.height > photo.height)
    return 'OUTSIDE';
  if (aspectRatio !== null) {
    const printed = printSize(crop);
    const ratio = printed.width / printed.height;
    if (Math.abs(ratio - aspectRatio) / aspectRatio > ASPECT_TOLERANCE) return 'ASPECT';
  }
  return null;
}

/** The shorter side of a crop, in pixels of the original (what the owner's minimum for a sharp print measures). */
export function cropShortSide(crop: PhotoCrop): number {
  return Math.min(crop.width, crop.height);
}

/** "x,y,width,height,rotation" as the print route takes it (the inverse of cropQuery), or null. */
export function parseCropQuery(text: string): PhotoCrop | null {
  if (!/^\d{1,6}(,\d{1,6}){3},[0-3]$/.test(text)) return null;
  const [x, y, width, height, rotation] = text.split(',').map(Number) as [number, number, number, number, number];
  return { x, y, width, height, rotation };
}

export function cropQuery(crop: PhotoCrop): string {
  return [crop.x, crop.y, crop.width, crop.height, crop.rotation].join(',');
}
