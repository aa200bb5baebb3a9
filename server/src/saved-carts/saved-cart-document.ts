// The stored shape of a kept cart (collection savedCarts, one document per uid), read tolerantly: a malformed line or
// field is dropped or defaulted, never a crash.
import {
  MAX_SAVED_LINE_QUANTITY,
  MAX_SAVED_LINES,
  MAX_SAVED_TEXT,
  MAX_SAVED_WISHLIST,
  type SavedCart,
  type SavedCartLine,
} from '../domain/saved-cart.js';
import { MAX_PHOTOS_PER_LINE, type PhotoPlacement } from '../domain/photo-lines.js';

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

const whole = (value: unknown, least: number): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= least;

function photoFromDocument(value: unknown): PhotoPlacement | null {
  if (!isRecord(value) || !isRecord(value['crop'])) return null;
  const photoId = text(value['photoId']);
  const { x, y, width, height, rotation } = value['crop'];
  if (!photoId || !whole(x, 0) || !whole(y, 0) || !whole(width, 1) || !whole(height, 1)) return null;
  if (!whole(rotation, 0) || rotation > 3) return null;
  return { photoId, crop: { x, y, width, height, rotation } };
}

/** A line's photos; one that cannot be read drops the whole line (a photo line without its photo is another line). */
function photosFromDocument(value: unknown): PhotoPlacement[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_PHOTOS_PER_LINE) return null;
  const photos = value.map(photoFromDocument);
  return photos.every((photo) => photo !== null) ? photos : null;
}

function lineFromDocument(value: unknown): SavedCartLine | null {
  if (!isRecord(value)) return null;
  const productId = text(value['productId']);
  const quantity = value['quantity'];
  if (!productId || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const photos = photosFromDocument(value['photos']);
  if (photos === null) return null;
  const changedAt = value['changedAt'];
  return {
    productId,
    variant: text(value['variant']),
    quantity: Math.min(quantity, MAX_SAVED_LINE_QUANTITY),
    customizationText: text(value['customizationText'])?.slice(0, MAX_SAVED_TEXT) ?? null,
    giftWrap: value['giftWrap'] === true,
    giftMessage: (text(value['giftMessage']) ?? '').slice(0, MAX_SAVED_TEXT),
    changedAt: typeof changedAt === 'number' && Number.isFinite(changedAt) ? changedAt : 0,
    photos,
  };
}

export function savedCartFromDocument(data: Data | undefined): SavedCart {
  if (!data) return { lines: [], wishlist: [], version: 0 };
  const lines = Array.isArray(data['lines']) ? data['lines'].flatMap((line) => lineFromDocument(line) ?? []) : [];
  const wishlist = Array.isArray(data['wishlist'])
    ? [...new Set(data['wishlist'].filter((id): id is string => typeof id === 'string' && id !== ''))]
    : [];
  const version = data['version'];
  return {
    lines: lines.slice(0, MAX_SAVED_LINES),
    wishlist: wishlist.slice(0, MAX_SAVED_WISHLIST),
    version: typeof version === 'number' && Number.isInteger(version) && version >= 0 ? version : 0,
  };
}

export function savedCartToDocument(cart: SavedCart, updatedAt: Date): Data {
  return {
    lines: cart.lines.map((line) => ({
      ...line,
      photos: line.photos.map((photo) => ({ photoId: photo.photoId, crop: { ...photo.crop } })),
    })),
    wishlist: [...cart.wishlist],
    version: cart.version,
    updatedAt,
  };
}
