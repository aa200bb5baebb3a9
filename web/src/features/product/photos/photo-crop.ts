// The photo editor's arithmetic, pure: the print area's shape, where a crop lies on the original photo, whether it
// is large enough to print sharply, and the steps the editor's buttons take.

/** A crop in the original photo's pixels, after turning it by `rotation` degrees (clockwise) about its centre. */
export interface PhotoCrop {
  x: number;
  y: number;
  width: number;
  height: number;
  rotation: number;
}

/** A rectangle in percent (0–100) of the turned photo, as the cropping library reports it. */
export interface PercentArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelSize {
  width: number;
  height: number;
}

/** The size of the photo's bounding box after turning it by `rotation` degrees: crops are measured inside it. */
export function turnedSize(size: PixelSize, rotation: number): PixelSize {
  const radians = (normaliseRotation(rotation) * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  // Rounding away float noise: a quarter turn of 4000 × 3000 is exactly 3000 × 4000.
  return {
    width: Math.round(size.width * cos + size.height * sin),
    height: Math.round(size.width * sin + size.height * cos),
  };
}

/** Degrees in [0, 360). */
export function normaliseRotation(rotation: number): number {
  const whole = Math.round(rotation) % 360;
  return whole < 0 ? whole + 360 : whole;
}

/**
 * The crop on the original photo from the library's percentages of the turned photo (measured on the small preview,
 * which has the original's proportions): whole pixels, never outside the turned photo.
 */
export function cropOnOriginal(area: PercentArea, original: PixelSize, rotation: number): PhotoCrop {
  const turned = turnedSize(original, rotation);
  const x = clamp(Math.round((area.x / 100) * turned.width), 0, turned.width - 1);
  const y = clamp(Math.round((area.y / 100) * turned.height), 0, turned.height - 1);
  const width = clamp(Math.round((area.width / 100) * turned.width), 1, turned.width - x);
  const height = clamp(Math.round((area.height / 100) * turned.height), 1, turned.height - y);
  return { x, y, width, height, rotation: normaliseRotation(rotation) };
}

/** Whether a crop lies wholly inside the turned photo (what the server accepts). */
export function isCropInside(crop: PhotoCrop, original: PixelSize): boolean {
  const turned = turnedSize(original, crop.rotation);
  const whole = [crop.x, crop.y, crop.width, crop.height].every(Number.isInteger);
  return (
    whole &&
    crop.x >= 0 &&
    crop.y >= 0 &&
    crop.width >= 1 &&
    crop.height >= 1 &&
    crop.x + crop.width <= turned.width &&
    crop.y + crop.height <= turned.height
  );
}

/** The crop's short side in original pixels: what decides how sharp the print is. */
export function shortSide(crop: Pick<PhotoCrop, 'width' | 'height'>): number {
  return Math.min(crop.width, crop.height);
}

/** True when the crop's short side is under the owner's minimum for the print area ("may print blurry"). */
export function mayPrintBlurry(crop: Pick<PhotoCrop, 'width' | 'height'>, minimumShortSide: number): boolean {
  return minimumShortSide > 0 && shortSide(crop) < minimumShortSide;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
const ZOOM_STEP = 0.25;
const ROTATION_STEP = 90;
/** How far one press of a move button shifts the photo, in screen pixels. */
export const MOVE_STEP = 10;

/** One zoom button press (`direction` +1 in, −1 out), kept between the editor's limits. */
export function zoomStep(zoom: number, direction: 1 | -1): number {
  return clamp(Math.round((zoom + direction * ZOOM_STEP) * 100) / 100, MIN_ZOOM, MAX_ZOOM);
}

/** One rotate button press: a quarter turn clockwise (+1) or anticlockwise (−1). */
export function rotationStep(rotation: number, direction: 1 | -1): number {
  return normaliseRotation(rotation + direction * ROTATION_STEP);
}

/** One move button press: the photo's offset shifted by one step in the given direction. */
export function moveStep(
  offset: { x: number; y: number },
  direction: 'left' | 'right' | 'up' | 'down',
): { x: number; y: number } {
  switch (direction) {
    case 'left':
      return { x: offset.x - MOVE_STEP, y: offset.y };
    case 'right':
      return { x: offset.x + MOVE_STEP, y: offset.y };
    case 'up':
      return { x: offset.x, y: offset.y - MOVE_STEP };
    case 'down':
      return { x: offset.x, y: offset.y + MOVE_STEP };
  }
}

/** The largest crop of the print area's proportions centred on the turned photo: where editing starts. */
export function centredCrop(original: PixelSize, aspect: number, rotation = 0): PhotoCrop {
  const turned = turnedSize(original, rotation);
  const width = Math.min(turned.width, Math.floor(turned.height * aspect));
  const height = Math.min(turned.height, Math.floor(width / aspect));
  return {
    x: Math.floor((turned.width - width) / 2),
    y: Math.floor((turned.height - height) / 2),
    width,
    height,
    rotation: normaliseRotation(rotation),
  };
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}
