// The photo editor's arithmetic, pure: the print area's shape, where a crop lies on the original photo, whether it
// is large enough to print sharply, and the steps the editor's buttons take.
import type { CartPhotoCrop } from '../../../shop/cart-photos';

/**
 * The part of the uploaded photo to print (the server's PhotoCropInput): a rectangle in pixels of the upright photo,
 * then turned clockwise by `rotation` quarter turns (0 to 3).
 */
export type PhotoCrop = CartPhotoCrop;

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

/** Quarter turns clockwise (0 to 3) of an editor rotation in degrees (multiples of 90). */
export function quarterTurns(rotation: number): number {
  return Math.round(normaliseRotation(rotation) / 90) % 4;
}

/**
 * The crop on the upright original from the library's percentages of the turned photo (measured on the small preview,
 * which has the original's proportions): whole pixels, never outside the photo. Cropping the original there and then
 * turning it gives what the shopper saw.
 */
export function cropOnOriginal(area: PercentArea, original: PixelSize, rotation: number): PhotoCrop {
  const turns = quarterTurns(rotation);
  const turned = turnedSize(original, turns * 90);
  // The rectangle in pixels of the turned photo, kept inside it.
  const u = clamp(Math.round((area.x / 100) * turned.width), 0, turned.width - 1);
  const v = clamp(Math.round((area.y / 100) * turned.height), 0, turned.height - 1);
  const w = clamp(Math.round((area.width / 100) * turned.width), 1, turned.width - u);
  const h = clamp(Math.round((area.height / 100) * turned.height), 1, turned.height - v);
  const { width: W, height: H } = original;
  switch (turns) {
    case 1:
      return { x: v, y: H - u - w, width: h, height: w, rotation: 1 };
    case 2:
      return { x: W - u - w, y: H - v - h, width: w, height: h, rotation: 2 };
    case 3:
      return { x: W - v - h, y: u, width: h, height: w, rotation: 3 };
    default:
      return { x: u, y: v, width: w, height: h, rotation: 0 };
  }
}

/** The print file's size: the crop's, its sides swapped by an odd number of quarter turns. */
export function printedSize(crop: PhotoCrop): PixelSize {
  return crop.rotation % 2 === 1
    ? { width: crop.height, height: crop.width }
    : { width: crop.width, height: crop.height };
}

/** Whether the server accepts the crop: whole pixels inside the upright photo, 0–3 turns, the print area's shape. */
export function isCropAccepted(crop: PhotoCrop, original: PixelSize, aspectRatio: number): boolean {
  const whole = [crop.x, crop.y, crop.width, crop.height, crop.rotation].every(Number.isInteger);
  const inside =
    crop.x >= 0 &&
    crop.y >= 0 &&
    crop.width >= 1 &&
    crop.height >= 1 &&
    crop.x + crop.width <= original.width &&
    crop.y + crop.height <= original.height;
  const printed = printedSize(crop);
  const shapeFits = Math.abs(printed.width / printed.height - aspectRatio) / aspectRatio <= ASPECT_TOLERANCE;
  return whole && inside && crop.rotation >= 0 && crop.rotation <= 3 && shapeFits;
}

/** How far a crop's proportions may stray from the print area's (whole pixels round them); the server's own. */
const ASPECT_TOLERANCE = 0.03;

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

function clamp(value: number, low: number, high: number): number {
  return Math.min(Math.max(value, low), Math.max(low, high));
}
