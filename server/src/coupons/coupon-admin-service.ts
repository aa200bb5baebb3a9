// The shop owner's coupons: every coupon with its use, one coupon with its orders, and create / edit / switch on or
// off. The reads (coupon-admin-reads.ts) and the audited changes (coupon-admin-edits.ts) live beside this module,
// which binds them.
import { createCouponAdminReads } from './coupon-admin-reads.js';
import { createCouponEdits } from './coupon-admin-edits.js';
import type { CouponAdminDeps, CouponAdminService } from './coupon-admin-types.js';

export type {
  AdminCouponView,
  AdminRedemption,
  CouponAdminDeps,
  CouponAdminService,
  CouponChange,
  CouponUsage,
} from './coupon-admin-types.js';

export function createCouponAdminService(deps: CouponAdminDeps): CouponAdminService {
  return { ...createCouponAdminReads(deps), ...createCouponEdits(deps.db) };
}
