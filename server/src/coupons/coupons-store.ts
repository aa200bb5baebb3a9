// The one module that knows where coupons live: coupons/{CODE} (the coupon and its usedCount),
// coupons/{CODE}/shoppers/{uid} (one shopper's count of uses) and couponRedemptions/{orderId} (one record per order
// that used a coupon). Uses are counted and given back inside the order's own transaction, so a coupon is never used
// more often than allowed, whatever the number of shoppers or server instances racing for it.
import {
  FieldPath,
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Coupon, CouponFacts } from '../domain/coupons.js';
import type { Logger } from '../logger.js';
import { parseCouponDocument } from './coupon-document.js';

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

const MAX_LISTED = 500;
const MAX_REDEMPTIONS = 200;
const MAX_ALL_REDEMPTIONS = 20_000;
/** Firestore's limit on the values of one `in` filter. */
const MAX_IN_VALUES = 30;

export function createCouponStore(
  db: Firestore,
  logger: Pick<Logger, 'warn'>,
  now: () => Date = () => new Date(),
): CouponStore {
  const coupons = db.collection(COUPONS_COLLECTION);
  const redemptions = db.collection(COUPON_REDEMPTIONS_COLLECTION);
  const shopperRef = (code: string, uid: string) => coupons.doc(code).collection(COUPON_SHOPPERS_COLLECTION).doc(uid);

  function couponOf(snapshot: DocumentSnapshot): Coupon | null {
    if (!snapshot.exists) return null;
    const parsed = parseCouponDocument(snapshot.id, snapshot.data());
    if (parsed.ok) return parsed.value;
    logger.warn({ coupon: snapshot.id, reason: parsed.reason }, 'coupon document skipped: it cannot be read');
    return null;
  }

  function usesOf(snapshot: DocumentSnapshot | undefined): number {
    const uses: unknown = snapshot?.exists ? snapshot.get('uses') : 0;
    return typeof uses === 'number' && Number.isInteger(uses) && uses > 0 ? uses : 0;
  }

  function iso(value: unknown): string | null {
    if (value instanceof Date) return value.toISOString();
    if (typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function')
      return (value as { toDate(): Date }).toDate().toISOString();
    return typeof value === 'string' ? value : null;
  }

  function redemptionOf(doc: DocumentSnapshot): RedemptionRecord {
    const discount: unknown = doc.get('discountPaise');
    const description: unknown = doc.get('description');
    return {
      orderId: doc.id,
      code: String(doc.get('code') ?? ''),
      uid: String(doc.get('uid') ?? ''),
      orderNumber: String(doc.get('orderNumber') ?? doc.id),
      description: typeof description === 'string' ? description : null,
      discountPaise: typeof discount === 'number' && Number.isInteger(discount) ? discount : 0,
      at: iso(doc.get('at')) ?? new Date(0).toISOString(),
      releasedAt: iso(doc.get('releasedAt')),
    };
  }

  /** Writes an order's counted use: its redemption record (created once; set live again) and both counts. */
  function countUse(tx: Transaction, facts: CouponFacts, order: CouponOrder, time: 'first' | 'again'): void {
    const code = order.couponCode;
    if (code === null || facts.coupon?.code !== code) throw new Error(`order ${order.id} does not use ${code}`);
    const record = {
      orderId: order.id,
      code,
      uid: order.uid,
      orderNumber: order.orderNumber,
      description: facts.coupon.description,
      discountPaise: order.discountPaise,
      at: new Date(order.placedAt),
      releasedAt: null,
    };
    if (time === 'first') tx.create(redemptions.doc(order.id), record);
    else tx.set(redemptions.doc(order.id), record);
    tx.update(coupons.doc(code), { usedCount: FieldValue.increment(1) });
    tx.set(shopperRef(code, order.uid), { uid: order.uid, uses: FieldValue.increment(1) }, { merge: true });
  }

  const newestFirst = (a: RedemptionRecord, b: RedemptionRecord) => b.at.localeCompare(a.at);

  return {
    async facts(code, uid, hasPlacedOrder, tx) {
      // A code that could not be a document id is simply unknown (and never reaches Firestore).
      if (!/^[A-Z0-9_-]{2,40}$/.test(code)) return { coupon: null, shopper: null };
      const refs = uid === null ? [coupons.doc(code)] : [coupons.doc(code), shopperRef(code, uid)];
      const snapshots = tx ? await tx.getAll(...refs) : await db.getAll(...refs);
      const coupon = couponOf(snapshots[0]!);
      if (coupon === null || uid === null) return { coupon, shopper: null };
      return {
        coupon,
        shopper: {
          uses: usesOf(snapshots[1]),
          hasPlacedOrder: coupon.firstOrderOnly ? await hasPlacedOrder() : false,
        },
      };
    },

    redeem(tx, facts, order) {
      countUse(tx, facts, order, 'first');
    },

    redeemAgain(tx, facts, order) {
      countUse(tx, facts, order, 'again');
    },

    async releaseCouponUse(tx, order) {
      if (order.couponCode === null) return;
      const code = order.couponCode;
      const [redemption, coupon, shopper] = await tx.getAll(
        redemptions.doc(order.id),
        coupons.doc(code),
        shopperRef(code, order.uid),
      );
      if (!redemption!.exists || redemption!.get('releasedAt') != null) return;
      tx.update(redemption!.ref, { releasedAt: now() });
      if (coupon!.exists) tx.update(coupon!.ref, { usedCount: FieldValue.increment(-1) });
      if (usesOf(shopper) > 0) tx.update(shopper!.ref, { uses: FieldValue.increment(-1) });
    },

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
