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

export interface CartLineChangeArgs {
  productId: string;
  variant?: string | null;
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
