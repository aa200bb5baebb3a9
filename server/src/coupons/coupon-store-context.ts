// What the coupons store's modules share: the collections, a shopper's uses document, and the tolerant readers of
// coupon, uses and redemption documents.
import type { CollectionReference, DocumentReference, DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { Coupon } from '../domain/coupons.js';
import type { Logger } from '../logger.js';
import { parseCouponDocument } from './coupon-document.js';
import {
  COUPON_REDEMPTIONS_COLLECTION,
  COUPON_SHOPPERS_COLLECTION,
  COUPONS_COLLECTION,
  type RedemptionRecord,
} from './coupon-store-types.js';

export interface CouponStoreContext {
  readonly db: Firestore;
  readonly coupons: CollectionReference;
  readonly redemptions: CollectionReference;
  readonly shopperRef: (code: string, uid: string) => DocumentReference;
  /** The coupon of a document, or null when missing or unreadable (logged). */
  readonly couponOf: (snapshot: DocumentSnapshot) => Coupon | null;
  readonly now: () => Date;
}

export function createCouponStoreContext(
  db: Firestore,
  logger: Pick<Logger, 'warn'>,
  now: () => Date,
): CouponStoreContext {
  const coupons = db.collection(COUPONS_COLLECTION);
  const shopperRef = (code: string, uid: string) => coupons.doc(code).collection(COUPON_SHOPPERS_COLLECTION).doc(uid);
  function couponOf(snapshot: DocumentSnapshot): Coupon | null {
    if (!snapshot.exists) return null;
    const parsed = parseCouponDocument(snapshot.id, snapshot.data());
    if (parsed.ok) return parsed.value;
    logger.warn({ coupon: snapshot.id, reason: parsed.reason }, 'coupon document skipped: it cannot be read');
    return null;
  }
  return { db, coupons, redemptions: db.collection(COUPON_REDEMPTIONS_COLLECTION), shopperRef, couponOf, now };
}

export function usesOf(snapshot: DocumentSnapshot | undefined): number {
  const uses: unknown = snapshot?.exists ? snapshot.get('uses') : 0;
  return typeof uses === 'number' && Number.isInteger(uses) && uses > 0 ? uses : 0;
}

function iso(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object' && value !== null && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate(): Date }).toDate().toISOString();
  return typeof value === 'string' ? value : null;
}

export function redemptionOf(doc: DocumentSnapshot): RedemptionRecord {
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
