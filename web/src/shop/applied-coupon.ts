// The coupon code chosen for checkout (`appliedCoupon`), in sessionStorage like the other
// checkout state: the coupons page's "Apply at checkout" sets it, the review step reads it, applies it and keeps it
// while it applies. Only the code is kept: the server works out the discount every time.
import { browserSessionStorage, removeKey, type KeyValueStorage } from '../lib/storage';

export const APPLIED_COUPON_KEY = 'appliedCoupon';

/** Codes are case-insensitive and spaces around them do not count (as on the server). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

export function rememberCoupon(code: string, storage: KeyValueStorage | null = browserSessionStorage()): void {
  try {
    storage?.setItem(APPLIED_COUPON_KEY, normaliseCouponCode(code));
  } catch {
    // Without storage the shopper types the code at checkout.
  }
}

export function rememberedCoupon(storage: KeyValueStorage | null = browserSessionStorage()): string | null {
  try {
    const code = storage?.getItem(APPLIED_COUPON_KEY) ?? null;
    return code ? normaliseCouponCode(code) || null : null;
  } catch {
    return null;
  }
}

export function forgetCoupon(storage: KeyValueStorage | null = browserSessionStorage()): void {
  removeKey(storage, APPLIED_COUPON_KEY);
}
