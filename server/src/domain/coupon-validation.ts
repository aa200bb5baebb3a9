// What the shop owner may save as a coupon, checked field by field with messages to show beside the fields. Pure: the
// admin service turns a valid draft into the coupons/{CODE} document that the coupons store reads.
import type { Coupon } from './coupons.js';
import { normaliseCouponCode } from './coupons.js';
import { MAX_PAISE } from './money.js';
import { userError, type UserError } from './user-errors.js';

/** A coupon as the admin form sends it (every rule; money in integer paise; dates ISO 8601 or null). */
export interface CouponDraft {
  readonly description: string | null;
  readonly discountType: 'PERCENTAGE' | 'FIXED';
  readonly percentOff: number | null;
  readonly maxDiscountPaise: number | null;
  readonly amountOffPaise: number | null;
  readonly minOrderValuePaise: number;
  readonly validFrom: string | null;
  readonly validUntil: string | null;
  readonly active: boolean;
  readonly usageLimit: number | null;
  readonly perShopperLimit: number | null;
  readonly firstOrderOnly: boolean;
  readonly categories: readonly string[];
  readonly productIds: readonly string[];
  readonly listed: boolean;
}

/** What the scope may name: the catalog's categories and product ids (null: not checked). */
export interface CouponScopeCatalog {
  readonly categories: ReadonlySet<string>;
  readonly productIds: ReadonlySet<string>;
}

export const COUPON_LIMITS = { descriptionLength: 200, scopeItems: 200 } as const;

export const CouponMessages = {
  codeRequired: 'Code is required',
  codeInvalid: 'Code must be 2–40 letters, digits, - or _ (no spaces)',
  codeTaken: (code: string) => `A coupon with the code ${code} already exists`,
  notFound: (code: string) => `There is no coupon with the code ${code}`,
  descriptionTooLong: `Description must be at most ${COUPON_LIMITS.descriptionLength} characters`,
  percentInvalid: 'Percentage must be a whole number from 1 to 100',
  capInvalid: 'Maximum discount must be more than ₹0 (or empty for no cap)',
  amountInvalid: 'Amount off must be more than ₹0',
  minimumInvalid: 'Minimum order must be ₹0 or more',
  dateInvalid: 'Enter a valid date and time (or leave it empty)',
  untilBeforeFrom: 'Valid until must be after valid from',
  usageLimitInvalid: 'Usage limit must be a whole number of at least 1 (or empty for unlimited)',
  perShopperInvalid: 'Uses per shopper must be a whole number of at least 1 (or empty for unlimited)',
  scopeItemEmpty: 'Names in the scope cannot be empty',
  tooManyScopeItems: `At most ${COUPON_LIMITS.scopeItems} entries`,
  categoryUnknown: (name: string) => `There is no category "${name}"`,
  productUnknown: (id: string) => `There is no product "${id}"`,
} as const;

const COUPON_CODE = /^[A-Z0-9_-]{2,40}$/;

/** The code as it is stored (upper case, trimmed), or the problem with it. */
export function checkCouponCode(raw: string): { ok: true; code: string } | { ok: false; error: UserError } {
  const code = normaliseCouponCode(raw);
  if (code === '') return { ok: false, error: userError('code', 'REQUIRED', CouponMessages.codeRequired) };
  if (!COUPON_CODE.test(code)) return { ok: false, error: userError('code', 'INVALID', CouponMessages.codeInvalid) };
  return { ok: true, code };
}

const isPaise = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_PAISE;
const isCount = (value: number) => Number.isInteger(value) && value >= 1 && value <= MAX_PAISE;

function parseDate(value: string | null): Date | null | 'invalid' {
  if (value === null || value.trim() === '') return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? 'invalid' : date;
}

function uniqueTrimmed(values: readonly string[]): string[] {
  return [...new Set(values.map((value) => value.trim()))];
}

function checkScope(
  field: 'categories' | 'productIds',
  values: readonly string[],
  known: ReadonlySet<string> | null,
  unknownMessage: (name: string) => string,
): UserError[] {
  if (values.some((value) => value.trim() === '')) return [userError(field, 'REQUIRED', CouponMessages.scopeItemEmpty)];
  const unique = uniqueTrimmed(values);
  if (unique.length > COUPON_LIMITS.scopeItems) return [userError(field, 'INVALID', CouponMessages.tooManyScopeItems)];
  if (known === null) return [];
  return unique.flatMap((value) =>
    known.has(value) ? [] : [userError(`${field}[${values.indexOf(value)}]`, 'INVALID', unknownMessage(value))],
  );
}

/** Every problem with a draft, each naming its field (empty: it may be saved). */
export function validateCouponDraft(draft: CouponDraft, catalog: CouponScopeCatalog | null): UserError[] {
  const errors: UserError[] = [];
  if ((draft.description ?? '').trim().length > COUPON_LIMITS.descriptionLength)
    errors.push(userError('description', 'TOO_LONG', CouponMessages.descriptionTooLong));
  if (draft.discountType === 'PERCENTAGE') {
    const percent = draft.percentOff;
    if (percent === null || !Number.isInteger(percent) || percent < 1 || percent > 100)
      errors.push(userError('percentOff', 'INVALID', CouponMessages.percentInvalid));
    const cap = draft.maxDiscountPaise;
    if (cap !== null && !(isPaise(cap) && cap > 0))
      errors.push(userError('maxDiscountPaise', 'INVALID', CouponMessages.capInvalid));
  } else {
    const amount = draft.amountOffPaise;
    if (amount === null || !(isPaise(amount) && amount > 0))
      errors.push(userError('amountOffPaise', 'INVALID', CouponMessages.amountInvalid));
  }
  if (!isPaise(draft.minOrderValuePaise))
    errors.push(userError('minOrderValuePaise', 'INVALID', CouponMessages.minimumInvalid));
  const from = parseDate(draft.validFrom);
  const until = parseDate(draft.validUntil);
  if (from === 'invalid') errors.push(userError('validFrom', 'INVALID', CouponMessages.dateInvalid));
  if (until === 'invalid') errors.push(userError('validUntil', 'INVALID', CouponMessages.dateInvalid));
  if (from instanceof Date && until instanceof Date && until.getTime() <= from.getTime())
    errors.push(userError('validUntil', 'INVALID', CouponMessages.untilBeforeFrom));
  if (draft.usageLimit !== null && !isCount(draft.usageLimit))
    errors.push(userError('usageLimit', 'INVALID', CouponMessages.usageLimitInvalid));
  if (draft.perShopperLimit !== null && !isCount(draft.perShopperLimit))
    errors.push(userError('perShopperLimit', 'INVALID', CouponMessages.perShopperInvalid));
  errors.push(
    ...checkScope('categories', draft.categories, catalog?.categories ?? null, CouponMessages.categoryUnknown),
    ...checkScope('productIds', draft.productIds, catalog?.productIds ?? null, CouponMessages.productUnknown),
  );
  return errors;
}

/** A valid draft as the coupon it saves (usedCount is the store's, never the form's). */
export function couponFromDraft(code: string, draft: CouponDraft, usedCount: number): Coupon {
  const from = parseDate(draft.validFrom);
  const until = parseDate(draft.validUntil);
  if (from === 'invalid' || until === 'invalid') throw new Error('couponFromDraft: validate the draft first');
  return {
    code,
    description: (draft.description ?? '').trim(),
    value:
      draft.discountType === 'PERCENTAGE'
        ? { kind: 'PERCENT', percent: draft.percentOff ?? 0, maxPaise: draft.maxDiscountPaise }
        : { kind: 'FIXED', amountPaise: draft.amountOffPaise ?? 0 },
    minimumOrderPaise: draft.minOrderValuePaise,
    validFrom: from,
    validUntil: until,
    active: draft.active,
    usageLimit: draft.usageLimit,
    usedCount,
    perShopperLimit: draft.perShopperLimit,
    firstOrderOnly: draft.firstOrderOnly,
    categories: uniqueTrimmed(draft.categories),
    productIds: uniqueTrimmed(draft.productIds),
    listed: draft.listed,
  };
}

export type CouponStatus = 'ACTIVE' | 'SCHEDULED' | 'EXPIRED' | 'INACTIVE';

/** Where a coupon stands now, as the admin table shows it: switched off first, then its window. */
export function couponStatus(coupon: Coupon, now: Date): CouponStatus {
  if (!coupon.active) return 'INACTIVE';
  if (coupon.validUntil !== null && now.getTime() >= coupon.validUntil.getTime()) return 'EXPIRED';
  if (coupon.validFrom !== null && now.getTime() < coupon.validFrom.getTime()) return 'SCHEDULED';
  return 'ACTIVE';
}
