// What the coupons feature answers shoppers directly: the coupons they can use now and those they have used. Applying
// a code to a checkout and counting its use belong to the order (the orders feature calls the store's ledger).
import { availabilityRefusal, type Coupon } from '../domain/coupons.js';
import { NotSignedInError } from '../domain/errors.js';
import type { CouponStore, RedemptionRecord } from './coupons-store.js';

/**
 * Whether a shopper has an order that is not cancelled or expired, by their account or by their verified phone (a
 * first order is the phone's first as well as the account's): the orders feature, handed in.
 */
export interface OrderHistory {
  hasLiveOrder(uid: string, phone: string | null): Promise<boolean>;
}

export interface MyCoupons {
  readonly available: readonly Coupon[];
  /** Uses still counted (their orders are not cancelled or expired), newest first. */
  readonly used: readonly RedemptionRecord[];
}

export interface CouponsService {
  /** `phoneNumber`: the phone the shopper's ID token proves, if any. */
  myCoupons(shopper: { readonly uid: string; readonly phoneNumber: string | null } | null): Promise<MyCoupons>;
}

export interface CouponsServiceDeps {
  readonly store: CouponStore;
  readonly history: OrderHistory;
  readonly now?: () => Date;
}

/** Soonest ending first (coupons that never end last), then by code. */
function byEnding(a: Coupon, b: Coupon): number {
  const end = (coupon: Coupon) => coupon.validUntil?.getTime() ?? Number.POSITIVE_INFINITY;
  return end(a) - end(b) || a.code.localeCompare(b.code);
}

export function createCouponsService(deps: CouponsServiceDeps): CouponsService {
  const now = deps.now ?? (() => new Date());
  return {
    async myCoupons(shopper) {
      if (!shopper) throw new NotSignedInError();
      const [coupons, redemptions] = await Promise.all([deps.store.listed(), deps.store.redemptionsOf(shopper.uid)]);
      const counted = redemptions.filter((redemption) => redemption.releasedAt === null);
      const usesOf = (code: string) => counted.filter((redemption) => redemption.code === code).length;
      const hasPlacedOrder = coupons.some((coupon) => coupon.firstOrderOnly)
        ? await deps.history.hasLiveOrder(shopper.uid, shopper.phoneNumber)
        : false;
      const at = now();
      const available = coupons
        .filter((coupon) => availabilityRefusal(coupon, { uses: usesOf(coupon.code), hasPlacedOrder }, at) === null)
        .sort(byEnding);
      return { available, used: counted };
    },
  };
}
