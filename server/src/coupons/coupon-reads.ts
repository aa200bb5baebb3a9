// Reading coupons outside any order: those shown to shoppers, a page for the admin's table, and redemptions (of a
// shopper, of one coupon, of a page of coupons).
import { FieldPath } from 'firebase-admin/firestore';
import { redemptionOf, type CouponStoreContext } from './coupon-store-context.js';
import type { CouponStore, RedemptionRecord } from './coupon-store-types.js';

const MAX_LISTED = 500;
const MAX_REDEMPTIONS = 200;
const MAX_ALL_REDEMPTIONS = 20_000;
/** Firestore's limit on the values of one `in` filter. */
const MAX_IN_VALUES = 30;

const newestFirst = (a: RedemptionRecord, b: RedemptionRecord) => b.at.localeCompare(a.at);

type CouponReads = Omit<CouponStore, 'facts' | 'redeem' | 'redeemAgain' | 'releaseCouponUse'>;

export function createCouponReads({ coupons, redemptions, couponOf }: CouponStoreContext): CouponReads {
  return {
    async listed() {
      const snapshot = await coupons.limit(MAX_LISTED).get();
      return snapshot.docs.flatMap((doc) => {
        const coupon = couponOf(doc);
        return coupon?.listed ? [coupon] : [];
      });
    },

    async redemptionsOf(uid) {
      const snapshot = await redemptions.where('uid', '==', uid).limit(MAX_REDEMPTIONS).get();
      return snapshot.docs.map(redemptionOf).sort(newestFirst);
    },

    async redemptionsOfCoupon(code) {
      const snapshot = await redemptions.where('code', '==', code).limit(MAX_ALL_REDEMPTIONS).get();
      return snapshot.docs.map(redemptionOf).sort(newestFirst);
    },

    async page(offset, limit) {
      const [snapshot, count] = await Promise.all([
        coupons.orderBy(FieldPath.documentId()).offset(offset).limit(limit).get(),
        coupons.count().get(),
      ]);
      return { coupons: snapshot.docs.flatMap((doc) => couponOf(doc) ?? []), totalCount: count.data().count };
    },

    async redemptionsOfCoupons(codes) {
      const chunks: string[][] = [];
      for (let start = 0; start < codes.length; start += MAX_IN_VALUES)
        chunks.push(codes.slice(start, start + MAX_IN_VALUES));
      const snapshots = await Promise.all(
        chunks.map((chunk) => redemptions.where('code', 'in', chunk).limit(MAX_ALL_REDEMPTIONS).get()),
      );
      return snapshots.flatMap((snapshot) => snapshot.docs.map(redemptionOf));
    },
  };
}
