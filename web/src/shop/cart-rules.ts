// The cart's rules (lines identified by product, variant and photos, quantities and offer caps) as pure functions over immutable lists. No React, Apollo or storage here.
import { decodeCartPhotos, photoKey, type CartPhoto } from './cart-photos';

/** Shopper-entered personalisation of a product. `uploaded` is internal and never stored. */
export interface Customization {
  text?: string;
  imageUrl?: string;
  uploaded?: boolean;
  /** The shopper's uploaded photos with their crops, for products that ask for photos. */
  photos?: CartPhoto[];
}

/** One stored cart line (stored under localStorage key `cart`). Identity: id + variant + photos. */
export interface CartItem {
  id: string;
  quantity: number;
  variant?: string;
  customization?: Customization;
  giftWrap: boolean;
  giftMessage: string;
  isLimitedOffer: boolean;
  limitedOfferMaxQuantity: number | null;
  /** Selling price in paise when the line was added; only used to tell the shopper about a price change. */
  seenPricePaise?: number;
}

export interface AddToCartInput {
  id: string;
  /** Whether the product has variants: then lines merge only when the variant matches too. */
  hasVariant: boolean;
  quantity?: number;
  variant?: string;
  customization?: Customization;
  giftWrap?: boolean;
  giftMessage?: string;
  isLimitedOffer?: boolean;
  limitedOfferMaxQuantity?: number | null;
  seenPricePaise?: number;
}

/** A sanity ceiling for one line; real limits (stock, limited offers) come from the server's cartSummary. */
export const MAX_LINE_QUANTITY = 999;
const MAX_GIFT_MESSAGE_LENGTH = 500;
const MAX_CUSTOMIZATION_TEXT_LENGTH = 500;

export type CartChange = { ok: true; items: CartItem[] } | { ok: false; reason: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A whole number ≥ 1, accepting numeric strings from older data; undefined otherwise. */
export function toPositiveInt(value: unknown): number | undefined {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 ? n : undefined;
}

function toNonNegativeInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** Keeps the shopper's text, image and photos; drops the internal `uploaded` flag and anything unknown. */
export function cleanCustomization(value: unknown): Customization | undefined {
  if (!isRecord(value)) return undefined;
  const text = typeof value['text'] === 'string' ? value['text'].slice(0, MAX_CUSTOMIZATION_TEXT_LENGTH) : undefined;
  const imageUrl = nonEmptyString(value['imageUrl']);
  const photos = decodeCartPhotos(value['photos']);
  if (!text && !imageUrl && !photos) return undefined;
  return { ...(text ? { text } : {}), ...(imageUrl ? { imageUrl } : {}), ...(photos ? { photos } : {}) };
}

/** The key of a line's photos (see photoKey): '' for a line without photos. */
export function linePhotoKey(line: Pick<CartItem, 'customization'>): string {
  return photoKey(line.customization?.photos);
}

/**
 * Whether two lines are the same cart line. Without variants, the id alone identifies a product's line; lines with
 * different photos (or photos cropped differently) are always different lines.
 */
export function isSameLine(
  line: Pick<CartItem, 'id' | 'variant' | 'customization'>,
  id: string,
  variant: string | undefined,
  hasVariant = true,
  photos = '',
): boolean {
  if (line.id !== id || linePhotoKey(line) !== photos) return false;
  return hasVariant ? (line.variant ?? undefined) === (variant ?? undefined) : true;
}

/** The cap a limited offer puts on one line, or undefined when there is none. */
export function limitedOfferCap(
  line: Pick<CartItem, 'isLimitedOffer' | 'limitedOfferMaxQuantity'>,
): number | undefined {
  return line.isLimitedOffer && line.limitedOfferMaxQuantity != null ? line.limitedOfferMaxQuantity : undefined;
}

function capQuantity(quantity: number, line: Pick<CartItem, 'isLimitedOffer' | 'limitedOfferMaxQuantity'>): number {
  const cap = Math.min(limitedOfferCap(line) ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
  return Math.max(1, Math.min(quantity, cap));
}

/**
 * Adds a product. The same id (and the same variant when the product has variants) raises that line's quantity by
 * the given amount (default 1) and REPLACES its customization, gift wrap and gift message; otherwise a line is
 * appended. Limited offers never exceed their cap.
 */
export function addCartItem(items: readonly CartItem[], input: AddToCartInput): CartChange {
  const id = nonEmptyString(input.id);
  if (!id) return { ok: false, reason: 'A product id is required' };
  const quantity = input.quantity === undefined ? 1 : toPositiveInt(input.quantity);
  if (quantity === undefined) return { ok: false, reason: 'Quantity must be a whole number of at least 1' };
  const variant = nonEmptyString(input.variant);
  if (input.hasVariant && !variant) return { ok: false, reason: 'Choose a variant first' };

  const options = {
    customization: cleanCustomization(input.customization),
    giftWrap: input.giftWrap === true,
    giftMessage: (input.giftMessage ?? '').slice(0, MAX_GIFT_MESSAGE_LENGTH),
  };
  const limitedOfferMaxQuantity = toPositiveInt(input.limitedOfferMaxQuantity) ?? null;
  const seenPricePaise = toNonNegativeInt(input.seenPricePaise);
  const photos = photoKey(options.customization?.photos);
  const index = items.findIndex((line) => isSameLine(line, id, variant, input.hasVariant, photos));

  if (index >= 0) {
    const existing = items[index]!;
    const merged: CartItem = withoutUndefined({
      ...existing,
      ...options,
      isLimitedOffer: input.isLimitedOffer ?? existing.isLimitedOffer,
      limitedOfferMaxQuantity:
        input.isLimitedOffer === undefined ? existing.limitedOfferMaxQuantity : limitedOfferMaxQuantity,
      seenPricePaise: seenPricePaise ?? existing.seenPricePaise,
    });
    merged.quantity = capQuantity(existing.quantity + quantity, merged);
    return { ok: true, items: items.map((line, i) => (i === index ? merged : line)) };
  }

  const line: CartItem = withoutUndefined({
    id,
    quantity: 0,
    variant: input.hasVariant ? variant : undefined,
    ...options,
    isLimitedOffer: input.isLimitedOffer === true,
    limitedOfferMaxQuantity,
    seenPricePaise,
  });
  line.quantity = capQuantity(quantity, line);
  return { ok: true, items: [...items, line] };
}

/** Removes the line with this id, variant and photos (`photos` is the line's photoKey; '' for none). */
export function removeCartItem(items: readonly CartItem[], id: string, variant?: string, photos = ''): CartItem[] {
  return items.filter((line) => !isSameLine(line, id, variant, true, photos));
}

/**
 * Merges `patch` into the lines with this id (only the line of `variant` when one is given, and only the line with
 * these photos when `photos`, a photoKey, is given). The quantity stays a whole number within 1 and the line's cap;
 * lines that end up identical in id, variant and photos are combined.
 */
export function updateCartItem(
  items: readonly CartItem[],
  id: string,
  patch: Partial<Omit<CartItem, 'id'>>,
  variant?: string,
  photos?: string,
): CartItem[] {
  const updated = items.map((line) => {
    if (line.id !== id || (variant !== undefined && line.variant !== variant)) return line;
    if (photos !== undefined && linePhotoKey(line) !== photos) return line;
    const next: CartItem = withoutUndefined({ ...line, ...patch, id: line.id });
    if ('customization' in patch) next.customization = cleanCustomization(patch.customization);
    if (next.customization === undefined) delete next.customization;
    next.giftWrap = next.giftWrap === true;
    next.giftMessage = typeof next.giftMessage === 'string' ? next.giftMessage.slice(0, MAX_GIFT_MESSAGE_LENGTH) : '';
    next.isLimitedOffer = next.isLimitedOffer === true;
    next.limitedOfferMaxQuantity = toPositiveInt(next.limitedOfferMaxQuantity) ?? null;
    next.quantity = capQuantity(toPositiveInt(next.quantity) ?? line.quantity, next);
    return next;
  });
  return combineDuplicateLines(updated);
}

/** Lines with the same id, variant and photos become one, quantities added, the first line's options kept. */
export function combineDuplicateLines(items: readonly CartItem[]): CartItem[] {
  const result: CartItem[] = [];
  for (const line of items) {
    const index = result.findIndex((seen) => isSameLine(seen, line.id, line.variant, true, linePhotoKey(line)));
    if (index < 0) {
      result.push(line);
      continue;
    }
    const first = result[index]!;
    result[index] = { ...first, quantity: capQuantity(first.quantity + line.quantity, first) };
  }
  return result;
}

/** Total units in the cart. */
export function countUnits(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

/** One stored line made safe, or null when it cannot be a cart line (no id, no valid quantity, odd variant). */
export function decodeCartLine(value: unknown): CartItem | null {
  if (!isRecord(value)) return null;
  const id = nonEmptyString(value['id']);
  const quantity = toPositiveInt(value['quantity']);
  if (!id || quantity === undefined) return null;
  const rawVariant = value['variant'];
  if (rawVariant !== undefined && rawVariant !== null && typeof rawVariant !== 'string') return null;
  const isLimitedOffer = value['isLimitedOffer'] === true;
  const line: CartItem = withoutUndefined({
    id,
    quantity: 0,
    variant: nonEmptyString(rawVariant),
    customization: cleanCustomization(value['customization']),
    giftWrap: value['giftWrap'] === true,
    giftMessage: typeof value['giftMessage'] === 'string' ? value['giftMessage'].slice(0, MAX_GIFT_MESSAGE_LENGTH) : '',
    isLimitedOffer,
    limitedOfferMaxQuantity: toPositiveInt(value['limitedOfferMaxQuantity']) ?? null,
    seenPricePaise: toNonNegativeInt(value['seenPricePaise']),
  });
  line.quantity = capQuantity(quantity, line);
  return line;
}

/** The stored cart made safe: valid lines kept, the rest dropped. Null when it is not a list at all. */
export function decodeStoredCart(stored: unknown): CartItem[] | null {
  if (!Array.isArray(stored)) return null;
  const lines = stored.map(decodeCartLine).filter((line): line is CartItem => line !== null);
  return combineDuplicateLines(lines);
}

function withoutUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as (keyof T)[]) {
    if (value[key] === undefined) delete value[key];
  }
  return value;
}
