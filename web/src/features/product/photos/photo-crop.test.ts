import { describe, expect, it } from 'vitest';
import {
  cropOnOriginal,
  isCropAccepted,
  printedSize,
  quarterTurns,
  MAX_ZOOM,
  MIN_ZOOM,
  mayPrintBlurry,
  moveStep,
  MOVE_STEP,
  normaliseRotation,
  rotationStep,
  shortSide,
  turnedSize,
  zoomStep,
} from './photo-crop';

const photo = { width: 4000, height: 3000 };

describe('turnedSize', () => {
  it.each([
    [0, 4000, 3000],
    [90, 3000, 4000],
    [180, 4000, 3000],
    [270, 3000, 4000],
    [-90, 3000, 4000],
  ])('turned by %i° a 4000 × 3000 photo measures %i × %i', (rotation, width, height) => {
    expect(turnedSize(photo, rotation)).toEqual({ width, height });
  });

  it('an eighth of a turn makes the bounding box of both sides', () => {
    const side = Math.round((4000 + 3000) * Math.SQRT1_2);
    expect(turnedSize(photo, 45)).toEqual({ width: side, height: side });
  });
});

describe('normaliseRotation', () => {
  it.each([
    [0, 0],
    [360, 0],
    [450, 90],
    [-90, 270],
    [89.6, 90],
  ])('%f° is %i°', (input, expected) => expect(normaliseRotation(input)).toBe(expected));
});

describe('cropOnOriginal', () => {
  it('turns the library’s percentages into whole pixels of the original', () => {
    expect(cropOnOriginal({ x: 10, y: 20, width: 50, height: 50 }, photo, 0)).toEqual({
      x: 400,
      y: 600,
      width: 2000,
      height: 1500,
      rotation: 0,
    });
  });

  // The turned photo of 4000 × 3000 by a quarter turn is 3000 wide and 4000 high. Its top-left 3000 × 1000 band is
  // the original's left 1000 columns (the left edge goes to the top when turning clockwise); turned twice, its bottom.
  it.each([
    [90, { x: 0, y: 0, width: 1000, height: 3000, rotation: 1 }],
    [180, { x: 0, y: 2250, width: 4000, height: 750, rotation: 2 }],
    [270, { x: 3000, y: 0, width: 1000, height: 3000, rotation: 3 }],
  ])('measures the top band of a photo turned %i° on the upright original', (rotation, expected) => {
    const top = { x: 0, y: 0, width: 100, height: 25 };
    expect(cropOnOriginal(top, photo, rotation)).toEqual(expected);
  });

  it('a turned crop printed has the shape the shopper saw', () => {
    // A 2:1 band across the turned (portrait) photo.
    const crop = cropOnOriginal({ x: 0, y: 40, width: 100, height: 37.5 }, photo, 90);
    expect(printedSize(crop)).toEqual({ width: 3000, height: 1500 });
    expect(isCropAccepted(crop, photo, 2)).toBe(true);
  });

  it('never reaches outside the photo, even when rounding or the library overshoots', () => {
    const crop = cropOnOriginal({ x: 99.99, y: -3, width: 40, height: 120 }, photo, 0);
    expect(crop).toEqual({ x: 3999, y: 0, width: 1, height: 3000, rotation: 0 });
    for (const rotation of [90, 180, 270]) {
      const turned = cropOnOriginal({ x: 99.99, y: -3, width: 40, height: 120 }, photo, rotation);
      expect(turned.x + turned.width).toBeLessThanOrEqual(4000);
      expect(turned.y + turned.height).toBeLessThanOrEqual(3000);
      expect(Math.min(turned.x, turned.y)).toBeGreaterThanOrEqual(0);
    }
  });

  it('quarter turns of degrees', () => {
    expect([0, 90, 180, 270, 360, -90].map(quarterTurns)).toEqual([0, 1, 2, 3, 0, 3]);
  });
});

describe('isCropAccepted', () => {
  it('accepts a crop up to the photo’s edges of the print area’s shape, within 3 %', () => {
    expect(isCropAccepted({ x: 0, y: 0, width: 4000, height: 3000, rotation: 0 }, photo, 4 / 3)).toBe(true);
    expect(isCropAccepted({ x: 0, y: 0, width: 4000, height: 3000, rotation: 1 }, photo, 3 / 4)).toBe(true);
    expect(isCropAccepted({ x: 0, y: 0, width: 2300, height: 1000, rotation: 0 }, photo, 2.3 * 1.029)).toBe(true);
  });

  it.each([
    ['past the right edge', { x: 1, y: 0, width: 4000, height: 3000, rotation: 0 }, 4 / 3],
    ['a negative corner', { x: -1, y: 0, width: 10, height: 10, rotation: 0 }, 1],
    ['fractional pixels', { x: 0.5, y: 0, width: 10, height: 10, rotation: 0 }, 1],
    ['empty', { x: 0, y: 0, width: 0, height: 10, rotation: 0 }, 1],
    ['four quarter turns', { x: 0, y: 0, width: 10, height: 10, rotation: 4 }, 1],
    ['another shape', { x: 0, y: 0, width: 1000, height: 1000, rotation: 0 }, 2.3],
    ['a shape that fits only unturned', { x: 0, y: 0, width: 2300, height: 1000, rotation: 1 }, 2.3],
  ])('refuses %s', (_, crop, aspect) => expect(isCropAccepted(crop, photo, aspect)).toBe(false));
});

describe('mayPrintBlurry', () => {
  it('warns when the short side is under the minimum, and only then', () => {
    expect(shortSide({ width: 1200, height: 999 })).toBe(999);
    expect(mayPrintBlurry({ width: 1200, height: 999 }, 1000)).toBe(true);
    expect(mayPrintBlurry({ width: 1200, height: 1000 }, 1000)).toBe(false);
  });

  it('never warns when the owner set no minimum', () => {
    expect(mayPrintBlurry({ width: 10, height: 10 }, 0)).toBe(false);
  });
});

describe('the editor’s buttons', () => {
  it('zoom in steps, never past the limits', () => {
    expect(zoomStep(1, 1)).toBe(1.25);
    expect(zoomStep(MIN_ZOOM, -1)).toBe(MIN_ZOOM);
    expect(zoomStep(MAX_ZOOM, 1)).toBe(MAX_ZOOM);
  });

  it('rotate a quarter turn either way', () => {
    expect(rotationStep(0, 1)).toBe(90);
    expect(rotationStep(0, -1)).toBe(270);
    expect(rotationStep(270, 1)).toBe(0);
  });

  it('move one step in the direction named', () => {
    expect(moveStep({ x: 0, y: 0 }, 'left')).toEqual({ x: -MOVE_STEP, y: 0 });
    expect(moveStep({ x: 0, y: 0 }, 'right')).toEqual({ x: MOVE_STEP, y: 0 });
    expect(moveStep({ x: 5, y: 5 }, 'up')).toEqual({ x: 5, y: 5 - MOVE_STEP });
    expect(moveStep({ x: 5, y: 5 }, 'down')).toEqual({ x: 5, y: 5 + MOVE_STEP });
  });
});
