// What the coupons store answers and takes: its contract, the order a use is counted for, one redemption record,
// and where the coupon documents live.
import type { Transaction } from 'firebase-admin/firestore';
import type { Coupon, CouponFacts } from '../domain/coupons.js';

export const COUPONS_COLLECTION = 'coupons';
export const COUPON_SHOPPERS_COLLECTION = 'shoppers';
export const COUPON_REDEMPTIONS_COLLECTION = 'couponRedemptions';

/** What counting a use needs to know about the order (an orders/{id} record has all of it). */
export interface CouponOrder {
  readonly id: string;
  readonly uid: string;
  readonly orderNumber: string;
  readonly couponCode: string | null;
  readonly discountPaise: number;
  /** ISO 8601. */
  readonly placedAt: string;
}

/** One order's use of a coupon. */
export interface RedemptionRecord {
  readonly orderId: string;
  readonly code: string;
  readonly uid: string;
  readonly orderNumber: string;
  /** The coupon's description when it was used. */
  readonly description: string | null;
  readonly discountPaise: number;
  /** ISO 8601: when the order was placed. */
  readonly at: string;
  /** ISO 8601: when the use was given back (the order was cancelled or expired), or null. */
  readonly releasedAt: string | null;
}

export interface CouponStore {
  /**
   * Reads the coupon of `code` and, for a shopper, their uses of it and (only when the coupon is for first orders)
   * whether they have an order. Inside `tx` when given: then call it before the transaction writes anything.
   */
  facts(
    code: string,
    uid: string | null,
    hasPlacedOrder: () => Promise<boolean>,
    tx?: Transaction,
  ): Promise<CouponFacts>;
  /** Counts the order's use in `tx`: its redemption record, the coupon's usedCount and the shopper's uses. */
  redeem(tx: Transaction, facts: CouponFacts, order: CouponOrder): void;
  /**
   * Counts again the use of an order that had given it back (paid after its reservation ended): the redemption record
   * is live again and both counts go up. Check hasUseLeft(facts) first.
   */
  redeemAgain(tx: Transaction, facts: CouponFacts, order: CouponOrder): void;
  /**
   * Gives an order's use back in `tx` (the order was cancelled or expired). Idempotent: an order without a counted
   * use, or whose use was already given back, changes nothing. It reads first: call it before `tx` writes anything.
   */
  releaseCouponUse(tx: Transaction, order: CouponOrder): Promise<void>;
  /** Every readable coupon that may be shown to shoppers (listed). */
  listed(): Promise<Coupon[]>;
  /** A shopper's redemptions, newest first. */
  redemptionsOf(uid: string): Promise<RedemptionRecord[]>;
  /** One coupon's redemptions, newest first (for the admin). */
  redemptionsOfCoupon(code: string): Promise<RedemptionRecord[]>;
  /**
   * One page of every coupon, by code (for the admin's table), and how many coupon documents there are. A document
   * the shop cannot read is skipped with a warning, so a page may be short by it.
   */
  page(offset: number, limit: number): Promise<{ coupons: Coupon[]; totalCount: number }>;
  /** The redemptions of these coupons (for the usage figures of a page), in no particular order. */
  redemptionsOfCoupons(codes: readonly string[]): Promise<RedemptionRecord[]>;
}
