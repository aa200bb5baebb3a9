import { describe, expect, it } from 'vitest';
import type { CartPhoto } from '../../../shop/cart-photos';
import { missingPhotosText, photoChoice, photoProgress, type PhotoAsk } from './photo-choice';

const ask: PhotoAsk = { count: 2, shape: 'MUG_WRAP', aspectRatio: 2.3, minShortSidePx: 1000 };
const sharp: CartPhoto = {
  id: 'a',
  previewUrl: '/media/photos/a/preview',
  crop: { x: 0, y: 0, width: 2300, height: 1000, rotation: 0 },
};
const small: CartPhoto = { ...sharp, id: 'b', crop: { x: 0, y: 0, width: 920, height: 400, rotation: 0 } };

describe('photoProgress', () => {
  it('counts what is missing and which may print blurry, in print order', () => {
    expect(photoProgress([photoChoice(small, ask), null], ask)).toEqual({
      missing: 1,
      blurry: [1],
      photos: [small],
    });
    expect(photoProgress([photoChoice(sharp, ask), photoChoice(small, ask)], ask)).toEqual({
      missing: 0,
      blurry: [2],
      photos: [sharp, small],
    });
  });

  it('a product that takes no photos needs none', () => {
    expect(photoProgress([], null)).toEqual({ missing: 0, blurry: [], photos: [] });
  });

  it('a photo exactly at the minimum is sharp enough', () => {
    expect(photoChoice(sharp, ask)).toEqual({ photo: sharp, shortSide: 1000, blurry: false });
  });
});

describe('texts', () => {
  it('asks for the photos still missing', () => {
    expect(missingPhotosText(1, 1)).toBe('Add your photo to continue.');
    expect(missingPhotosText(2, 2)).toBe('Add your 2 photos to continue.');
    expect(missingPhotosText(1, 3)).toBe('Add 1 more photo to continue.');
    expect(missingPhotosText(0, 3)).toBeNull();
  });
});
