// A shopper's cart and wishlist kept with the account, and the changes devices send to it. Pure: every write applies
// changes to the stored cart (never replaces it), so two devices writing at once both count and caps always hold.
import { cropQuery } from './photo-crop.js';
import type { PhotoPlacement } from './photo-lines.js';

export interface SavedCartLine {
  readonly productId: string;
  readonly variant: string | null;
  readonly quantity: number;
  readonly customizationText: string | null;
  readonly giftWrap: boolean;
  readonly giftMessage: string;
  /** When the personalisation, gift wrap or message last changed (ms since the epoch). */
  readonly changedAt: number;
  /** The account's photos on the line, each with its crop; part of what the line is (see lineKey). */
  readonly photos: readonly PhotoPlacement[];
}

export interface SavedCart {
  readonly lines: readonly SavedCartLine[];
  readonly wishlist: readonly string[];
  /** Goes up by one with every write: a device that saw this version has seen everything. */
  readonly version: number;
}

/** The personalisation a change sets on its line. */
export interface LineOptions {
  readonly customizationText: string | null;
  readonly giftWrap: boolean;
  readonly giftMessage: string;
}

/** One device's change to one line: units added or taken away, or the line removed, and optionally new options. */
export interface CartLineChange {
  readonly productId: string;
  readonly variant: string | null;
  /** The line's photos: a line of the same product with other photos (or crops) is another line. */
  readonly photos: readonly PhotoPlacement[];
  readonly quantityDelta: number;
  readonly remove: boolean;
  readonly options: LineOptions | null;
  /** When the device changed the options; the newer of two lines' options wins. Null: now. */
  readonly optionsChangedAt: number | null;
}

export interface SavedCartChanges {
  readonly lines: readonly CartLineChange[];
  readonly wishlistAdd: readonly string[];
  readonly wishlistRemove: readonly string[];
}

/** A sanity ceiling for one line, as on the device; stock is checked when the cart is priced. */
export const MAX_SAVED_LINE_QUANTITY = 999;
export const MAX_SAVED_LINES = 100;
export const MAX_SAVED_WISHLIST = 200;
export const MAX_SAVED_TEXT = 500;

export const EMPTY_SAVED_CART: SavedCart = { lines: [], wishlist: [], version: 0 };

/** The most units one line of a product may hold: a limited offer's cap, else the sanity ceiling. */
export type LineCap = (productId: string) => number;

export function lineKey(line: {
  productId: string;
  variant: string | null;
  photos: readonly PhotoPlacement[];
}): string {
  const photos = line.photos.map((photo) => `${photo.photoId}@${cropQuery(photo.crop)}`).join('|');
  return `${line.productId}\u0000${line.variant ?? ''}\u0000${photos}`;
}

function applyLineChange(
  line: SavedCartLine | undefined,
  change: CartLineChange,
  cap: number,
  now: number,
): SavedCartLine | null {
  if (change.remove) return null;
  const quantity = Math.min((line?.quantity ?? 0) + change.quantityDelta, cap, MAX_SAVED_LINE_QUANTITY);
  if (quantity < 1) return null;
  const stamp = Math.min(change.optionsChangedAt ?? now, now);
  const takeOptions = change.options !== null && (line === undefined || stamp >= line.changedAt);
  const options: LineOptions = takeOptions
    ? change.options
    : (line ?? { customizationText: null, giftWrap: false, giftMessage: '' });
  return {
    productId: change.productId,
    variant: change.variant,
    quantity,
    photos: change.photos,
    customizationText: options.customizationText?.slice(0, MAX_SAVED_TEXT) || null,
    giftWrap: options.giftWrap,
    giftMessage: options.giftMessage.slice(0, MAX_SAVED_TEXT),
    changedAt: takeOptions ? stamp : (line?.changedAt ?? now),
  };
}

/**
 * Applies a device's changes to the stored cart: quantities add up within the line's cap (a line at or below zero
 * goes), the newer options win, wishlist ids are added and removed; the version goes up by one.
 */
export function applySavedCartChanges(
  cart: SavedCart,
  changes: SavedCartChanges,
  capOf: LineCap,
  now: number,
): SavedCart {
  const lines = new Map(cart.lines.map((line) => [lineKey(line), line]));
  for (const change of changes.lines) {
    const key = lineKey(change);
    const next = applyLineChange(lines.get(key), change, capOf(change.productId), now);
    if (next === null) lines.delete(key);
    else if (lines.has(key) || lines.size < MAX_SAVED_LINES) lines.set(key, next);
  }
  const removed = new Set(changes.wishlistRemove);
  const wishlist = [...cart.wishlist.filter((id) => !removed.has(id))];
  for (const id of changes.wishlistAdd) {
    if (!wishlist.includes(id) && !removed.has(id) && wishlist.length < MAX_SAVED_WISHLIST) wishlist.push(id);
  }
  return { lines: [...lines.values()], wishlist, version: cart.version + 1 };
}
