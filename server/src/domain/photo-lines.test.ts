import { describe, expect, it } from 'vitest';
import { InvalidArgumentError } from './errors.js';
import { ownsPhoto, photoIdsOf, photoLineErrors, photoPlacementsOf, type PhotoFacts } from './photo-lines.js';
import type { PhotoRequirement } from './photo-requirement.js';

const frame: PhotoRequirement = { count: 1, shape: 'SQUARE_FRAME', aspectRatio: 1, minShortSidePx: 800 };
const mine: PhotoFacts = { ownerUid: 'asha', tokenHash: null, width: 2000, height: 1500 };
const anonymous: PhotoFacts = { ownerUid: null, tokenHash: 'abc', width: 2000, height: 1500 };
const square = { x: 100, y: 0, width: 1500, height: 1500, rotation: 0 };
const facts = new Map<string, PhotoFacts | null>([
  ['p1', mine],
  ['p2', anonymous],
  ['gone', null],
]);

describe('ownsPhoto', () => {
  it('is the same account or the same upload token, never a null matching a null', () => {
    expect(ownsPhoto(mine, { uid: 'asha', tokenHash: null })).toBe(true);
    expect(ownsPhoto(mine, { uid: 'ravi', tokenHash: null })).toBe(false);
    expect(ownsPhoto(anonymous, { uid: null, tokenHash: 'abc' })).toBe(true);
    expect(ownsPhoto(anonymous, { uid: null, tokenHash: null })).toBe(false);
    expect(ownsPhoto(anonymous, { uid: 'asha', tokenHash: 'xyz' })).toBe(false);
  });
});

describe('photoLineErrors', () => {
  const requester = { uid: 'asha', tokenHash: 'abc' };
  it('accepts the right count of owned photos with good crops', () => {
    const placements = [[{ photoId: 'p1', crop: square }], [{ photoId: 'p2', crop: square }]];
    expect(photoLineErrors(placements, () => frame, facts, requester)).toEqual([]);
  });

  it('names the line, the photo and the field of each problem', () => {
    const placements = [
      [],
      [{ photoId: 'gone', crop: square }],
      [{ photoId: 'p1', crop: { ...square, x: 600 } }],
      [{ photoId: 'p1', crop: square }],
    ];
    const requirement = (index: number) => (index === 3 ? null : frame);
    const errors = photoLineErrors(placements, requirement, facts, requester);
    expect(errors.map(({ lineIndex, code, field }) => ({ lineIndex, code, field }))).toEqual([
      { lineIndex: 0, code: 'PHOTOS_REQUIRED', field: 'lines[0].photos' },
      { lineIndex: 1, code: 'PHOTO_NOT_FOUND', field: 'lines[1].photos[0].photoId' },
      { lineIndex: 2, code: 'PHOTO_CROP_INVALID', field: 'lines[2].photos[0].crop' },
      { lineIndex: 3, code: 'PHOTOS_REQUIRED', field: 'lines[3].photos' },
    ]);
  });

  it("treats another shopper's photo as not found", () => {
    const placements = [[{ photoId: 'p1', crop: square }]];
    const errors = photoLineErrors(placements, () => frame, facts, { uid: 'ravi', tokenHash: null });
    expect(errors[0]?.code).toBe('PHOTO_NOT_FOUND');
  });

  it('leaves lines of unknown products to pricing', () => {
    expect(photoLineErrors([[]], () => undefined, facts, requester)).toEqual([]);
  });
});

describe('photoPlacementsOf and photoIdsOf', () => {
  it('reads absent photos as none and lists distinct well-formed ids', () => {
    const placements = photoPlacementsOf([{}, { photos: null }, { photos: [{ photoId: 'p1', crop: square }] }]);
    expect(placements.map((photos) => photos.length)).toEqual([0, 0, 1]);
    const ids = photoIdsOf([
      ...placements,
      [
        { photoId: 'p1', crop: square },
        { photoId: '../x', crop: square },
      ],
    ]);
    expect(ids).toEqual(['p1']);
  });

  it('refuses more than 10 photos on a line', () => {
    const photos = Array.from({ length: 11 }, () => ({ photoId: 'p1', crop: square }));
    expect(() => photoPlacementsOf([{ photos }])).toThrow(InvalidArgumentError);
  });
});
