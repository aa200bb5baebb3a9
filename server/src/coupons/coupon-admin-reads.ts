// What the owner reads of coupons: a page of every coupon with its use, and one coupon with its orders' shoppers.
import { checkCouponCode } from '../domain/coupon-validation.js';
import { pageWindow } from '../domain/paging.js';
import { storedCoupon } from './coupon-admin-documents.js';
import type { CouponAdminDeps, CouponAdminService, CouponUsage } from './coupon-admin-types.js';
import { COUPONS_COLLECTION, type RedemptionRecord } from './coupon-store-types.js';

function usageOf(redemptions: readonly RedemptionRecord[]): CouponUsage {
  return {
    orderCount: redemptions.length,
    discountPaise: redemptions.reduce((sum, r) => (r.releasedAt === null ? sum + r.discountPaise : sum), 0),
  };
}

type CouponAdminReads = Pick<CouponAdminService, 'list' | 'get'>;

export function createCouponAdminReads(deps: CouponAdminDeps): CouponAdminReads {
  const { db, store } = deps;
  const coupons = db.collection(COUPONS_COLLECTION);
  return {
    async list(paging) {
      const { start } = pageWindow(paging);
      const page = await store.page(start, paging.pageSize);
      const redemptions = await store.redemptionsOfCoupons(page.coupons.map((coupon) => coupon.code));
      const byCode = new Map<string, RedemptionRecord[]>();
      for (const redemption of redemptions) {
        byCode.set(redemption.code, [...(byCode.get(redemption.code) ?? []), redemption]);
      }
      return {
        items: page.coupons.map((coupon) => ({ coupon, usage: usageOf(byCode.get(coupon.code) ?? []) })),
        totalCount: page.totalCount,
      };
    },

    async get(rawCode) {
      const checked = checkCouponCode(rawCode);
      if (!checked.ok) return null;
      const snapshot = await coupons.doc(checked.code).get();
      const coupon = storedCoupon(snapshot.id, snapshot.data());
      if (coupon === null) return null;
      const redemptions = await store.redemptionsOfCoupon(coupon.code);
      const contacts = await deps.orderContacts(redemptions.map((redemption) => redemption.orderId));
      return {
        coupon,
        usage: usageOf(redemptions),
        redemptions: redemptions.map((redemption) => ({
          ...redemption,
          shopper: contacts.get(redemption.orderId) ?? null,
        })),
      };
    },
  };
}
