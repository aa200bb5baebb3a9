// The demo products that take the shopper's photos (mugs, frames, a clock, a cushion), by product id.
import type { PhotoRequirement } from '../../src/domain/photo-requirement.js';

export const DEMO_PHOTO_REQUIREMENTS: Readonly<Record<string, PhotoRequirement>> = {
  // An 11 oz mug's printable band is about 20 × 8.6 cm.
  'personalised-couple-photo-mug': { count: 1, shape: 'MUG_WRAP', aspectRatio: 2.3, minShortSidePx: 1000 },
  'magic-colour-changing-photo-mug': { count: 1, shape: 'MUG_WRAP', aspectRatio: 2.3, minShortSidePx: 1000 },
  // A 12-inch dial, printed square and cut round.
  'personalised-photo-wall-clock': { count: 1, shape: 'SQUARE_FRAME', aspectRatio: 1, minShortSidePx: 1200 },
  'square-photo-frame': { count: 1, shape: 'SQUARE_FRAME', aspectRatio: 1, minShortSidePx: 1200 },
  // Painted over a portrait print, 12 × 15 inches.
  'tanjore-style-portrait-frame': { count: 1, shape: 'SQUARE_FRAME', aspectRatio: 0.8, minShortSidePx: 1200 },
  // The artist draws from the photo: any clear photo of the couple will do.
  'couple-caricature-photo-frame': { count: 1, shape: 'SQUARE_FRAME', aspectRatio: 0.8, minShortSidePx: 600 },
  // Four square photos, two by two.
  'photo-collage-cushion': { count: 4, shape: 'CUSHION', aspectRatio: 1, minShortSidePx: 600 },
};
