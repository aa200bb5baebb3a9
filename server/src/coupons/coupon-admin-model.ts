// The model behind the schema's AdminCoupon, for codegen's mapper (codegen.ts): types only, so the generated resolver
// types import nothing that imports them back.
import type { AdminCouponView, AdminRedemption } from './coupon-admin-types.js';

/** An AdminCoupon before its fields are resolved: the coupon, its use, and its redemptions when already read. */
export interface AdminCouponParent extends AdminCouponView {
  readonly redemptions: readonly AdminRedemption[] | null;
}
