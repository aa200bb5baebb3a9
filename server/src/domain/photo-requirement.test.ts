import { describe, expect, it } from 'vitest';
import { photoRequirementErrors, readPhotoRequirement, type PhotoRequirement } from './photo-requirement.js';

const mug: PhotoRequirement = { count: 1, shape: 'MUG_WRAP', aspectRatio: 2.3, minShortSidePx: 1000 };

describe('photoRequirementErrors', () => {
  it('accepts none and a sensible requirement', () => {
    expect(photoRequirementErrors(null)).toEqual([]);
    expect(photoRequirementErrors(undefined)).toEqual([]);
    expect(photoRequirementErrors(mug)).toEqual([]);
  });

  it('names each field at fault', () => {
    const errors = photoRequirementErrors({ count: 0, shape: 'POSTER' as never, aspectRatio: 9, minShortSidePx: 99.5 });
    expect(errors.map((error) => error.field)).toEqual([
      'photoRequirement.count',
      'photoRequirement.shape',
      'photoRequirement.aspectRatio',
      'photoRequirement.minShortSidePx',
    ]);
    expect(errors.every((error) => error.code === 'INVALID' && error.message.length > 10)).toBe(true);
    expect(photoRequirementErrors({ ...mug, count: 11 })[0]?.field).toBe('photoRequirement.count');
  });
});

describe('readPhotoRequirement', () => {
  it('reads a stored requirement, numbers possibly as strings', () => {
    expect(readPhotoRequirement(mug)).toEqual(mug);
    expect(readPhotoRequirement({ ...mug, count: '2', aspectRatio: '1' })).toEqual({
      ...mug,
      count: 2,
      aspectRatio: 1,
    });
  });

  it('reads a missing or broken one as none (the product takes no photos, as before)', () => {
    expect(readPhotoRequirement(undefined)).toBeNull();
    expect(readPhotoRequirement('mug')).toBeNull();
    expect(readPhotoRequirement({ ...mug, shape: 'POSTER' })).toBeNull();
    expect(readPhotoRequirement({ ...mug, count: -1 })).toBeNull();
  });
});
