// The owner's coupon documents as the shop reads them: a stored one as a coupon, and a coupon's fields checked
// before they are written.
import type { Coupon } from '../domain/coupons.js';
import { couponDocumentFields, parseCouponDocument } from './coupon-document.js';

/** The stored document as a coupon, or null when there is none (or it cannot be read). */
export function storedCoupon(id: string, data: unknown): Coupon | null {
  if (data === undefined) return null;
  const parsed = parseCouponDocument(id, data);
  return parsed.ok ? parsed.value : null;
}

/** What is saved, checked with the reader the shop uses: a document it would skip must never be written. */
export function checkedDocument(coupon: Coupon): Record<string, unknown> {
  const fields = couponDocumentFields(coupon);
  const parsed = parseCouponDocument(coupon.code, { ...fields, usedCount: coupon.usedCount });
  if (!parsed.ok) throw new Error(`coupon ${coupon.code} would not be readable: ${parsed.reason}`);
  return fields;
}
