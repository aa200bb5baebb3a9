// The device's cart and wishlist against the copy kept with the account: what changed between two states (sent to the
// server as changes, never as a replacement), and the same changes applied locally. Pure functions.
import { photoKey, type CartPhoto, type CartPhotoCrop } from './cart-photos';
import { MAX_LINE_QUANTITY, limitedOfferCap, type CartItem } from './cart-rules';

/** What the device and the account both hold. */
export interface CartAndWishlist {
  readonly items: readonly CartItem[];
  readonly wishlist: readonly string[];
}

export interface LineOptionsChange {
  customizationText: string | null;
  giftWrap: boolean;
  giftMessage: string;
}

/** A photo on a line, in the API's shape (PhotoPlacementInput). */
export interface PhotoPlacement {
  photoId: string;
  crop: CartPhotoCrop;
}

/** One line's change, in the API's shape (CartLineChangeInput). */
export interface LineChange {
  productId: string;
  variant: string | null;
  /** Present on lines with photos: they are part of which line it is. */
  photos?: PhotoPlacement[];
  quantityDelta: number;
  remove?: boolean;
  options?: LineOptionsChange;
  optionsChangedAt?: string;
}

export interface CartChanges {
  lines: LineChange[];
  wishlistAdd: string[];
  wishlistRemove: string[];
}

/** A line of the kept cart as the API answers it (SavedCartLine). */
export interface KeptLine {
  productId: string;
  variant?: string | null;
  quantity: number;
  customizationText?: string | null;
  giftWrap: boolean;
  giftMessage: string;
  photos?: readonly KeptPhoto[];
}

/** A photo of a kept line as the API answers it (SavedCartPhoto). */
export interface KeptPhoto {
  photoId: string;
  previewUrl: string;
  crop: CartPhotoCrop;
}

const keyOf = (id: string, variant: string | null | undefined, photos: readonly CartPhoto[] | undefined) =>
  `${id}\u0000${variant ?? ''}\u0000${photoKey(photos)}`;
/** Which line a device line is: product, variant and its photos with their crops. */
export const lineKey = (line: CartItem) => keyOf(line.id, line.variant, line.customization?.photos);

/** Which line a kept line is, as lineKey says of a device line. */
export const keptLineKey = (line: KeptLine) =>
  keyOf(
    line.productId,
    line.variant,
    line.photos?.map(({ photoId, previewUrl, crop }) => ({ id: photoId, previewUrl, crop })),
  );

const photosOf = (line: CartItem): CartPhoto[] | undefined =>
  line.customization?.photos?.length ? line.customization.photos : undefined;

/** A line's identity in a change: product, variant and, for a photo line, its photos with their crops. */
/**
 * The crop's own five numbers: an answer's crop carries Apollo's __typename, which the input type refuses (a kept
 * photo line could then never be removed).
 */
function cropOf({ x, y, width, height, rotation }: CartPhotoCrop): CartPhotoCrop {
  return { x, y, width, height, rotation };
}

function lineIdentity(line: CartItem): Pick<LineChange, 'productId' | 'variant' | 'photos'> {
  const photos = photosOf(line);
  return {
    productId: line.id,
    variant: line.variant ?? null,
    ...(photos ? { photos: photos.map(({ id, crop }) => ({ photoId: id, crop: cropOf(crop) })) } : {}),
  };
}

/** The device's photos of a change's placements: the previews this device knows, else the server's preview path. */
function cartPhotosOf(placements: readonly PhotoPlacement[] | undefined, known: CartPhoto[]): CartPhoto[] | undefined {
  if (!placements?.length) return undefined;
  return placements.map(({ photoId, crop }) => ({
    id: photoId,
    crop: cropOf(crop),
    previewUrl:
      known.find((photo) => photo.id === photoId)?.previewUrl ?? `/media/photos/${encodeURIComponent(photoId)}/preview`,
  }));
}

function optionsOf(line: CartItem): LineOptionsChange {
  return {
    customizationText: line.customization?.text?.trim() || null,
    giftWrap: line.giftWrap,
    giftMessage: line.giftMessage,
  };
}

function sameOptions(a: LineOptionsChange, b: LineOptionsChange): boolean {
  return a.customizationText === b.customizationText && a.giftWrap === b.giftWrap && a.giftMessage === b.giftMessage;
}

/** The changes that turn `from` into `to`: quantity deltas, removals, new options, wishlist ids added and removed. */
export function cartChanges(from: CartAndWishlist, to: CartAndWishlist, now: Date): CartChanges {
  const before = new Map(from.items.map((line) => [lineKey(line), line]));
  const after = new Map(to.items.map((line) => [lineKey(line), line]));
  const lines: LineChange[] = [];
  for (const [key, line] of after) {
    const old = before.get(key);
    const delta = line.quantity - (old?.quantity ?? 0);
    const optionsChanged = old === undefined || !sameOptions(optionsOf(old), optionsOf(line));
    if (delta === 0 && !optionsChanged) continue;
    lines.push({
      ...lineIdentity(line),
      quantityDelta: delta,
      ...(optionsChanged ? { options: optionsOf(line), optionsChangedAt: now.toISOString() } : {}),
    });
  }
  for (const [key, line] of before) {
    if (!after.has(key)) lines.push({ ...lineIdentity(line), quantityDelta: 0, remove: true });
  }
  const had = new Set(from.wishlist);
  const has = new Set(to.wishlist);
  return {
    lines,
    wishlistAdd: to.wishlist.filter((id) => !had.has(id)),
    wishlistRemove: from.wishlist.filter((id) => !has.has(id)),
  };
}

export function hasChanges(changes: CartChanges): boolean {
  return changes.lines.length + changes.wishlistAdd.length + changes.wishlistRemove.length > 0;
}

function withOptions(line: CartItem, options: LineOptionsChange): CartItem {
  const next: CartItem = { ...line, giftWrap: options.giftWrap, giftMessage: options.giftMessage };
  const text = options.customizationText;
  const { imageUrl, photos } = line.customization ?? {};
  const kept = { ...(imageUrl ? { imageUrl } : {}), ...(photos?.length ? { photos } : {}) };
  if (text) next.customization = { ...line.customization, text };
  else if (Object.keys(kept).length > 0) next.customization = kept;
  else delete next.customization;
  return next;
}

/** Applies changes to a device's state as the server does: quantities add up within the line's cap. */
export function applyCartChanges(state: CartAndWishlist, changes: CartChanges): CartAndWishlist {
  const lines = new Map(state.items.map((line) => [lineKey(line), line]));
  const knownPhotos = state.items.flatMap((line) => line.customization?.photos ?? []);
  for (const change of changes.lines) {
    const photos = cartPhotosOf(change.photos, knownPhotos);
    const key = keyOf(change.productId, change.variant, photos);
    const old = lines.get(key);
    const base: CartItem = old ?? {
      id: change.productId,
      quantity: 0,
      ...(change.variant ? { variant: change.variant } : {}),
      ...(photos ? { customization: { photos } } : {}),
      giftWrap: false,
      giftMessage: '',
      isLimitedOffer: false,
      limitedOfferMaxQuantity: null,
    };
    const cap = Math.min(limitedOfferCap(base) ?? MAX_LINE_QUANTITY, MAX_LINE_QUANTITY);
    const quantity = Math.min(base.quantity + change.quantityDelta, cap);
    if (change.remove || quantity < 1) lines.delete(key);
    else lines.set(key, { ...(change.options ? withOptions(base, change.options) : base), quantity });
  }
  const removed = new Set(changes.wishlistRemove);
  const wishlist = state.wishlist.filter((id) => !removed.has(id));
  for (const id of changes.wishlistAdd) if (!wishlist.includes(id) && !removed.has(id)) wishlist.push(id);
  return { items: [...lines.values()], wishlist };
}

/**
 * The kept cart as device lines, with their photos and crops. What the account does not keep (a limited offer's flag
 * and cap, the price seen) comes from the device's line of the same product, option and photos, when it has one.
 */
export function itemsFromKeptLines(lines: readonly KeptLine[], known: readonly CartItem[]): CartItem[] {
  const byKey = new Map(known.map((line) => [lineKey(line), line]));
  return lines.map((kept) => {
    const photos: CartPhoto[] | undefined = kept.photos?.length
      ? kept.photos.map(({ photoId, previewUrl, crop }) => ({ id: photoId, previewUrl, crop: cropOf(crop) }))
      : undefined;
    const local = byKey.get(keyOf(kept.productId, kept.variant, photos));
    const base: CartItem = {
      ...(local ?? { isLimitedOffer: false, limitedOfferMaxQuantity: null }),
      id: kept.productId,
      quantity: kept.quantity,
      giftWrap: false,
      giftMessage: '',
    };
    if (kept.variant) base.variant = kept.variant;
    else delete base.variant;
    const customization = { ...base.customization };
    delete customization.photos;
    if (photos) customization.photos = photos;
    base.customization = customization;
    return withOptions(base, {
      customizationText: kept.customizationText ?? null,
      giftWrap: kept.giftWrap,
      giftMessage: kept.giftMessage,
    });
  });
}

/**
 * Where the device goes when the account's copy moves on: the account's new state with the device's own changes
 * since it last matched the account (`base`) applied on top, so neither side's changes are lost.
 */
export function rebaseOnAccount(
  base: CartAndWishlist,
  device: CartAndWishlist,
  account: CartAndWishlist,
  now: Date,
): { state: CartAndWishlist; pending: CartChanges } {
  const pending = cartChanges(base, device, now);
  return { state: applyCartChanges(account, pending), pending };
}
