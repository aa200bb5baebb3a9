import { describe, expect, it } from 'vitest';
import { cropProblem, cropQuery, cropShortSide, parseCropQuery, printSize, type PhotoCrop } from './photo-crop.js';

const photo = { width: 4000, height: 3000 };
const crop = (fields: Partial<PhotoCrop> = {}): PhotoCrop => ({
  x: 0,
  y: 0,
  width: 2300,
  height: 1000,
  rotation: 0,
  ...fields,
});

describe('printSize', () => {
  it('keeps the crop size for 0 and 2 quarter turns and swaps it for 1 and 3', () => {
    expect(printSize(crop({ rotation: 0 }))).toEqual({ width: 2300, height: 1000 });
    expect(printSize(crop({ rotation: 2 }))).toEqual({ width: 2300, height: 1000 });
    expect(printSize(crop({ rotation: 1 }))).toEqual({ width: 1000, height: 2300 });
    expect(printSize(crop({ rotation: 3 }))).toEqual({ width: 1000, height: 2300 });
  });
});

describe('cropProblem', () => {
  it('accepts a crop inside the photo of the print area aspect ratio', () => {
    expect(cropProblem(crop(), photo, 2.3)).toBeNull();
    expect(cropProblem(crop({ x: 1700, y: 2000 }), photo, 2.3)).toBeNull();
  });

  it('refuses a crop reaching past the right or bottom edge by one pixel', () => {
    expect(cropProblem(crop({ x: 1701 }), photo, 2.3)).toBe('OUTSIDE');
    expect(cropProblem(crop({ y: 2001 }), photo, 2.3)).toBe('OUTSIDE');
    expect(cropProblem(crop({ x: -1 }), photo, 2.3)).toBe('OUTSIDE');
  });

  it('refuses fractions, empty crops and rotations that are not quarter turns 0 to 3', () => {
    expect(cropProblem(crop({ x: 0.5 }), photo, null)).toBe('NOT_WHOLE');
    expect(cropProblem(crop({ width: 0 }), photo, null)).toBe('NOT_WHOLE');
    expect(cropProblem(crop({ rotation: 4 }), photo, null)).toBe('ROTATION');
    expect(cropProblem(crop({ rotation: 90 }), photo, null)).toBe('ROTATION');
  });

  it('checks the aspect ratio after rotation, within 3 %', () => {
    // A tall crop turned a quarter prints wide.
    const tall = crop({ width: 1000, height: 2300, rotation: 1 });
    expect(cropProblem(tall, photo, 2.3)).toBeNull();
    expect(cropProblem({ ...tall, rotation: 0 }, photo, 2.3)).toBe('ASPECT');
    expect(cropProblem(crop({ width: 2360 }), photo, 2.3)).toBeNull(); // 2.36: 2.6 % off
    expect(cropProblem(crop({ width: 2400 }), photo, 2.3)).toBe('ASPECT'); // 2.4: 4.3 % off
    expect(cropProblem(crop({ width: 1000, height: 1000 }), photo, 1)).toBeNull();
  });
});

describe('crop query', () => {
  it('round-trips and refuses anything else', () => {
    const value = crop({ x: 12, y: 34, rotation: 3 });
    expect(parseCropQuery(cropQuery(value))).toEqual(value);
    expect(parseCropQuery('1,2,3')).toBeNull();
    expect(parseCropQuery('1,2,3,4,5')).toBeNull();
    expect(parseCropQuery('-1,2,3,4,0')).toBeNull();
  });

  it('measures the short side in pixels of the original', () => {
    expect(cropShortSide(crop())).toBe(1000);
  });
});
