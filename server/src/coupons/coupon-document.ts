// The shape of a coupons/{CODE} document and its strict reading. The owner writes coupons by hand (the console, or
// the admin later): a document that cannot be read exactly is skipped, with the reason logged by the store, rather
// than guessed at, because a misread coupon gives money away. Money is in integer paise, in fields ending "Paise".
//
//   { description, discountType: 'percentage' | 'fixed', percentOff (1–100), maxDiscountPaise (null: no cap),
//     amountOffPaise, minOrderValuePaise (0), validFrom, validUntil (Timestamps, null: open), active (true),
//     usageLimit (null: unlimited), usedCount (0), perShopperLimit (1; null: unlimited), firstOrderOnly (false),
//     categories ([]), productIds ([]), listed (true) }
import { discountLabel, normaliseCouponCode, type Coupon, type CouponValue } from '../domain/coupons.js';
import { MAX_PAISE } from '../domain/money.js';

export type ParsedCoupon = { ok: true; value: Coupon } | { ok: false; reason: string };

class Unreadable extends Error {}

export function parseCouponDocument(id: string, data: unknown): ParsedCoupon {
  try {
    return { ok: true, value: read(id, data) };
  } catch (error) {
    if (error instanceof Unreadable) return { ok: false, reason: error.message };
    throw error;
  }
}

function read(id: string, data: unknown): Coupon {
  if (!isRecord(data)) throw new Unreadable('the document is not an object');
  const code = normaliseCouponCode(id);
  if (code !== id || !/^[A-Z0-9_-]{2,40}$/.test(code))
    throw new Unreadable('the document id must be the upper-case code (2–40 letters, digits, - or _)');
  const value = readValue(data);
  const validFrom = optionalDate(data, 'validFrom');
  const validUntil = optionalDate(data, 'validUntil');
  if (validFrom && validUntil && validUntil.getTime() <= validFrom.getTime())
    throw new Unreadable('validUntil must be after validFrom');
  const description = data.description ?? null;
  if (description !== null && typeof description !== 'string') throw new Unreadable('description must be text');
  return {
    code,
    description: description?.trim() || discountLabel(value),
    value,
    minimumOrderPaise: paise(data, 'minOrderValuePaise', 0),
    validFrom,
    validUntil,
    active: flag(data, 'active', true),
    usageLimit: optionalCount(data, 'usageLimit', null),
    usedCount: optionalCount(data, 'usedCount', 0) ?? 0,
    perShopperLimit: optionalCount(data, 'perShopperLimit', 1),
    firstOrderOnly: flag(data, 'firstOrderOnly', false),
    categories: texts(data, 'categories'),
    productIds: texts(data, 'productIds'),
    listed: flag(data, 'listed', true),
  };
}

function readValue(data: Record<string, unknown>): CouponValue {
  if (data.discountType === 'percentage') {
    const percent = data.percentOff;
    if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 100)
      throw new Unreadable('percentOff must be a whole number from 1 to 100');
    const cap = data.maxDiscountPaise ?? null;
    if (cap !== null && !(isPaise(cap) && cap > 0))
      throw new Unreadable('maxDiscountPaise must be positive whole paise or null');
    return { kind: 'PERCENT', percent, maxPaise: cap };
  }
  if (data.discountType === 'fixed') {
    const amount = data.amountOffPaise;
    if (!(isPaise(amount) && amount > 0)) throw new Unreadable('amountOffPaise must be positive whole paise');
    return { kind: 'FIXED', amountPaise: amount };
  }
  throw new Unreadable(`discountType must be "percentage" or "fixed", got ${JSON.stringify(data.discountType)}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPaise(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PAISE;
}

function paise(data: Record<string, unknown>, field: string, fallback: number): number {
  const value = data[field] ?? fallback;
  if (!isPaise(value)) throw new Unreadable(`${field} must be whole paise`);
  return value;
}

function optionalCount(data: Record<string, unknown>, field: string, fallback: number | null): number | null {
  const value = field in data ? data[field] : fallback;
  if (value === null) return null;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new Unreadable(`${field} must be a whole number of 0 or more${fallback === 0 ? '' : ', or null'}`);
  return value;
}

function flag(data: Record<string, unknown>, field: string, fallback: boolean): boolean {
  const value = data[field] ?? fallback;
  if (typeof value !== 'boolean') throw new Unreadable(`${field} must be true or false`);
  return value;
}

function texts(data: Record<string, unknown>, field: string): string[] {
  const value = data[field] ?? [];
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string' || item.trim() === ''))
    throw new Unreadable(`${field} must be a list of names`);
  return (value as string[]).map((item) => item.trim());
}

function optionalDate(data: Record<string, unknown>, field: string): Date | null {
  const value = data[field] ?? null;
  if (value === null) return null;
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'string') date = new Date(value);
  else if (isRecord(value) && typeof value.toDate === 'function') date = (value.toDate as () => Date).call(value);
  if (date === null || Number.isNaN(date.getTime())) throw new Unreadable(`${field} must be a timestamp or null`);
  return date;
}

/**
 * The document fields of a coupon as the admin saves it, in exactly the shape `parseCouponDocument` reads. usedCount
 * is left out: the orders count it, and an edit must never reset it (the service sets 0 only when creating).
 */
export function couponDocumentFields(coupon: Coupon): Record<string, unknown> {
  const percent = coupon.value.kind === 'PERCENT' ? coupon.value : null;
  const fixed = coupon.value.kind === 'FIXED' ? coupon.value : null;
  return {
    description: coupon.description.trim() === '' ? null : coupon.description.trim(),
    discountType: percent ? 'percentage' : 'fixed',
    percentOff: percent?.percent ?? null,
    maxDiscountPaise: percent?.maxPaise ?? null,
    amountOffPaise: fixed?.amountPaise ?? null,
    minOrderValuePaise: coupon.minimumOrderPaise,
    validFrom: coupon.validFrom,
    validUntil: coupon.validUntil,
    active: coupon.active,
    usageLimit: coupon.usageLimit,
    perShopperLimit: coupon.perShopperLimit,
    firstOrderOnly: coupon.firstOrderOnly,
    categories: [...coupon.categories],
    productIds: [...coupon.productIds],
    listed: coupon.listed,
  };
}
