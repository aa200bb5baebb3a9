// The changes a device sends, checked and turned into the domain's shape; a bad one names its argument and changes
// nothing (InvalidArgumentError → BAD_USER_INPUT).
import { InvalidArgumentError } from '../domain/errors.js';
import {
  MAX_SAVED_LINE_QUANTITY,
  MAX_SAVED_LINES,
  MAX_SAVED_TEXT,
  MAX_SAVED_WISHLIST,
  type CartLineChange,
  type SavedCartChanges,
} from '../domain/saved-cart.js';
import { MAX_PHOTOS_PER_LINE, type PhotoPlacement } from '../domain/photo-lines.js';
import { cropProblem, CropMessages, type PhotoCrop } from '../domain/photo-crop.js';

export interface CartLineChangeArgs {
  productId: string;
  variant?: string | null;
  photos?: readonly { photoId: string; crop: PhotoCrop }[] | null;
  quantityDelta: number;
  remove?: boolean | null;
  options?: { customizationText?: string | null; giftWrap: boolean; giftMessage: string } | null;
  optionsChangedAt?: string | null;
}

export interface SavedCartChangesArgs {
  lines: readonly CartLineChangeArgs[];
  wishlistAdd?: readonly string[] | null;
  wishlistRemove?: readonly string[] | null;
}

const MAX_ID_LENGTH = 200;

function productId(value: string, argument: string): string {
  const id = value.trim();
  if (id === '' || id.length > MAX_ID_LENGTH) throw new InvalidArgumentError(argument, 'a product id is required');
  return id;
}

const PHOTO_ID = /^[A-Za-z0-9]{1,64}$/;
/** Larger than any photo the shop accepts (50 megapixels): the crop's fit is checked against the photo itself. */
const ANY_PHOTO = { width: 1_000_000, height: 1_000_000 };

function photos(args: CartLineChangeArgs, at: string): PhotoPlacement[] {
  const list = args.photos ?? [];
  if (list.length > MAX_PHOTOS_PER_LINE)
    throw new InvalidArgumentError(`${at}.photos`, `at most ${MAX_PHOTOS_PER_LINE} photos a line`);
  return list.map((photo, index) => {
    if (!PHOTO_ID.test(photo.photoId))
      throw new InvalidArgumentError(`${at}.photos[${index}].photoId`, 'not a photo id');
    const problem = cropProblem(photo.crop, ANY_PHOTO, null);
    if (problem !== null) throw new InvalidArgumentError(`${at}.photos[${index}].crop`, CropMessages[problem]);
    return { photoId: photo.photoId, crop: { ...photo.crop } };
  });
}

function lineChange(args: CartLineChangeArgs, index: number): CartLineChange {
  const at = `changes.lines[${index}]`;
  if (!Number.isInteger(args.quantityDelta) || Math.abs(args.quantityDelta) > MAX_SAVED_LINE_QUANTITY) {
    throw new InvalidArgumentError(`${at}.quantityDelta`, 'must be a whole number from -999 to 999');
  }
  const variant = args.variant?.trim() || null;
  if (variant !== null && variant.length > MAX_ID_LENGTH) throw new InvalidArgumentError(`${at}.variant`, 'too long');
  const options = args.options ?? null;
  if (options && (options.customizationText ?? '').length > MAX_SAVED_TEXT) {
    throw new InvalidArgumentError(`${at}.options.customizationText`, 'at most 500 characters');
  }
  if (options && options.giftMessage.length > MAX_SAVED_TEXT) {
    throw new InvalidArgumentError(`${at}.options.giftMessage`, 'at most 500 characters');
  }
  let optionsChangedAt: number | null = null;
  if (args.optionsChangedAt != null) {
    optionsChangedAt = Date.parse(args.optionsChangedAt);
    if (!Number.isFinite(optionsChangedAt)) throw new InvalidArgumentError(`${at}.optionsChangedAt`, 'not a date');
  }
  return {
    productId: productId(args.productId, `${at}.productId`),
    variant,
    photos: photos(args, at),
    quantityDelta: args.quantityDelta,
    remove: args.remove === true,
    options: options
      ? {
          customizationText: options.customizationText?.trim() || null,
          giftWrap: options.giftWrap,
          giftMessage: options.giftMessage,
        }
      : null,
    optionsChangedAt,
  };
}

function ids(values: readonly string[] | null | undefined, argument: string): string[] {
  const list = values ?? [];
  if (list.length > MAX_SAVED_WISHLIST) throw new InvalidArgumentError(argument, 'at most 200 product ids');
  return list.map((value, index) => productId(value, `${argument}[${index}]`));
}

export function savedCartChanges(args: SavedCartChangesArgs): SavedCartChanges {
  if (args.lines.length > MAX_SAVED_LINES) throw new InvalidArgumentError('changes.lines', 'at most 100 changes');
  return {
    lines: args.lines.map(lineChange),
    wishlistAdd: ids(args.wishlistAdd, 'changes.wishlistAdd'),
    wishlistRemove: ids(args.wishlistRemove, 'changes.wishlistRemove'),
  };
}
