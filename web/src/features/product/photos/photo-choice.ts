// What the photo editor tells the product page about each of the product's photo places. Pure.
import type { CartPhoto } from '../../../shop/cart-photos';
import { mayPrintBlurry, shortSide } from './photo-crop';

/** A place's photo as cropped, ready for the cart line, with its short side for the blurry warning. */
export interface PhotoChoice {
  photo: CartPhoto;
  shortSide: number;
  blurry: boolean;
}

/** What the product asks for (Product.photoRequirement). */
export interface PhotoAsk {
  count: number;
  shape: string;
  aspectRatio: number;
  minShortSidePx: number;
}

export function photoChoice(photo: CartPhoto, ask: Pick<PhotoAsk, 'minShortSidePx'>): PhotoChoice {
  return { photo, shortSide: shortSide(photo.crop), blurry: mayPrintBlurry(photo.crop, ask.minShortSidePx) };
}

/** Where the product page stands with the photos: how many are still missing, and which may print blurry. */
export function photoProgress(choices: readonly (PhotoChoice | null)[], ask: PhotoAsk | null) {
  if (!ask) return { missing: 0, blurry: [] as number[], photos: [] as CartPhoto[] };
  const ready = choices.slice(0, ask.count).filter((choice): choice is PhotoChoice => choice !== null);
  const blurry = choices.flatMap((choice, index) => (choice?.blurry ? [index + 1] : []));
  return { missing: ask.count - ready.length, blurry, photos: ready.map((choice) => choice.photo) };
}

/** The product page's note under the photos, or null when all are there. */
export function missingPhotosText(missing: number, count: number): string | null {
  if (missing <= 0) return null;
  if (count === 1) return 'Add your photo to continue.';
  return missing === count
    ? `Add your ${count} photos to continue.`
    : `Add ${missing} more photo${missing === 1 ? '' : 's'} to continue.`;
}
