// The demo products that take the shopper's photos: a mug wrap, a square frame and a cushion, by product id.
import type { PhotoRequirement } from '../../src/domain/photo-requirement.js';

export const DEMO_PHOTO_REQUIREMENTS: Readonly<Record<string, PhotoRequirement>> = {
  // An 11 oz mug's printable band is about 20 × 8.6 cm.
  'personalised-couple-photo-mug': { count: 1, shape: 'MUG_WRAP', aspectRatio: 2.3, minShortSidePx: 1000 },
  'square-photo-frame': { count: 1, shape: 'SQUARE_FRAME', aspectRatio: 1, minShortSidePx: 1200 },
  // Four square photos, two by two.
  'photo-collage-cushion': { count: 4, shape: 'CUSHION', aspectRatio: 1, minShortSidePx: 600 },
};
