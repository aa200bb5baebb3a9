// A coupon's uses, inside the order's own transaction: read the facts a checkout is priced with, count an order's
// use (its redemption record and both counts), and give it back when the order is cancelled or expires.
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type { CouponFacts } from '../domain/coupons.js';
import { usesOf, type CouponStoreContext } from './coupon-store-context.js';
import type { CouponOrder, CouponStore } from './coupon-store-types.js';

async function facts(
  context: CouponStoreContext,
  code: string,
  uid: string | null,
  hasPlacedOrder: () => Promise<boolean>,
  tx?: Transaction,
): Promise<CouponFacts> {
  const { coupons, shopperRef, couponOf, db } = context;
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
}

/** Writes an order's counted use: its redemption record (created once; set live again) and both counts. */
function countUse(
  context: CouponStoreContext,
  tx: Transaction,
  facts: CouponFacts,
  order: CouponOrder,
  time: 'first' | 'again',
): void {
  const { coupons, redemptions, shopperRef } = context;
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

async function releaseCouponUse(context: CouponStoreContext, tx: Transaction, order: CouponOrder): Promise<void> {
  if (order.couponCode === null) return;
  const { coupons, redemptions, shopperRef } = context;
  const code = order.couponCode;
  const [redemption, coupon, shopper] = await tx.getAll(
    redemptions.doc(order.id),
    coupons.doc(code),
    shopperRef(code, order.uid),
  );
  if (!redemption!.exists || redemption!.get('releasedAt') != null) return;
  tx.update(redemption!.ref, { releasedAt: context.now() });
  if (coupon!.exists) tx.update(coupon!.ref, { usedCount: FieldValue.increment(-1) });
  if (usesOf(shopper) > 0) tx.update(shopper!.ref, { uses: FieldValue.increment(-1) });
}

type CouponUses = Pick<CouponStore, 'facts' | 'redeem' | 'redeemAgain' | 'releaseCouponUse'>;

export function createCouponUses(context: CouponStoreContext): CouponUses {
  return {
    facts: (code, uid, hasPlacedOrder, tx) => facts(context, code, uid, hasPlacedOrder, tx),
    redeem: (tx, couponFacts, order) => countUse(context, tx, couponFacts, order, 'first'),
    redeemAgain: (tx, couponFacts, order) => countUse(context, tx, couponFacts, order, 'again'),
    releaseCouponUse: (tx, order) => releaseCouponUse(context, tx, order),
  };
}
