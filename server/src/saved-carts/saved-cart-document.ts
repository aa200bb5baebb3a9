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

type Data = Record<string, unknown>;

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function lineFromDocument(value: unknown): SavedCartLine | null {
  if (!isRecord(value)) return null;
  const productId = text(value['productId']);
  const quantity = value['quantity'];
  if (!productId || typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) return null;
  const changedAt = value['changedAt'];
  return {
    productId,
    variant: text(value['variant']),
    quantity: Math.min(quantity, MAX_SAVED_LINE_QUANTITY),
    customizationText: text(value['customizationText'])?.slice(0, MAX_SAVED_TEXT) ?? null,
    giftWrap: value['giftWrap'] === true,
    giftMessage: (text(value['giftMessage']) ?? '').slice(0, MAX_SAVED_TEXT),
    changedAt: typeof changedAt === 'number' && Number.isFinite(changedAt) ? changedAt : 0,
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
    lines: cart.lines.map((line) => ({ ...line })),
    wishlist: [...cart.wishlist],
    version: cart.version,
    updatedAt,
  };
}
