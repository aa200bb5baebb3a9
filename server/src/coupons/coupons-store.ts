// The one module that knows where coupons live: coupons/{CODE} (the coupon and its usedCount),
// coupons/{CODE}/shoppers/{uid} (one shopper's count of uses) and couponRedemptions/{orderId} (one record per order
// that used a coupon). Uses are counted and given back inside the order's own transaction, so a coupon is never used
// more often than allowed, whatever the number of shoppers or server instances racing for it.
// This module binds the uses (coupon-uses.ts) and the reads (coupon-reads.ts) over one context.
import type { Firestore } from 'firebase-admin/firestore';
import type { Logger } from '../logger.js';
import { createCouponReads } from './coupon-reads.js';
import { createCouponStoreContext } from './coupon-store-context.js';
import type { CouponStore } from './coupon-store-types.js';
import { createCouponUses } from './coupon-uses.js';

export {
  COUPON_REDEMPTIONS_COLLECTION,
  COUPON_SHOPPERS_COLLECTION,
  COUPONS_COLLECTION,
  type CouponOrder,
  type CouponStore,
  type RedemptionRecord,
} from './coupon-store-types.js';

export function createCouponStore(
  db: Firestore,
  logger: Pick<Logger, 'warn'>,
  now: () => Date = () => new Date(),
): CouponStore {
  const context = createCouponStoreContext(db, logger, now);
  return { ...createCouponUses(context), ...createCouponReads(context) };
}
