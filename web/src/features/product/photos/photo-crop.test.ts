import { describe, expect, it } from 'vitest';
import {
  centredCrop,
  cropOnOriginal,
  isCropInside,
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

  it('measures a turned photo in its turned box', () => {
    expect(cropOnOriginal({ x: 0, y: 25, width: 100, height: 50 }, photo, 90)).toEqual({
      x: 0,
      y: 1000,
      width: 3000,
      height: 2000,
      rotation: 90,
    });
  });

  it('never reaches outside the photo, even when rounding or the library overshoots', () => {
    const crop = cropOnOriginal({ x: 99.99, y: -3, width: 40, height: 120 }, photo, 0);
    expect(isCropInside(crop, photo)).toBe(true);
    expect(crop).toEqual({ x: 3999, y: 0, width: 1, height: 3000, rotation: 0 });
  });
});

describe('isCropInside', () => {
  it('accepts a crop up to the edges of the turned photo', () => {
    expect(isCropInside({ x: 0, y: 0, width: 3000, height: 4000, rotation: 90 }, photo)).toBe(true);
  });

  it.each([
    ['past the right edge', { x: 1, y: 0, width: 4000, height: 10, rotation: 0 }],
    ['a negative corner', { x: -1, y: 0, width: 10, height: 10, rotation: 0 }],
    ['past the bottom once turned', { x: 0, y: 0, width: 3000, height: 4000, rotation: 0 }],
    ['fractional pixels', { x: 0.5, y: 0, width: 10, height: 10, rotation: 0 }],
    ['empty', { x: 0, y: 0, width: 0, height: 10, rotation: 0 }],
  ])('refuses %s', (_, crop) => expect(isCropInside(crop, photo)).toBe(false));
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

describe('centredCrop', () => {
  it('takes the largest area of the print’s proportions, centred', () => {
    expect(centredCrop(photo, 1)).toEqual({ x: 500, y: 0, width: 3000, height: 3000, rotation: 0 });
    const wrap = centredCrop(photo, 2.4);
    expect(wrap).toEqual({ x: 0, y: 667, width: 4000, height: 1666, rotation: 0 });
    expect(isCropInside(wrap, photo)).toBe(true);
  });
});
