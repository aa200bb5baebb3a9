// The shop owner's coupons: every coupon with its use, one coupon with its orders, and create / edit / switch on or
// off. Each change is written with its audit entry in one transaction, in the document shape the coupons store reads.
import type { Firestore } from 'firebase-admin/firestore';
import type { AdminActor } from '../shared/admin-actor.js';
import { recordAudit } from '../shared/audit-log.js';
import {
  checkCouponCode,
  couponFromDraft,
  CouponMessages,
  validateCouponDraft,
  type CouponDraft,
  type CouponScopeCatalog,
} from '../domain/coupon-validation.js';
import type { Coupon } from '../domain/coupons.js';
import { pageWindow, type Paging } from '../domain/paging.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { OrderContact, OrderContacts } from './coupon-ports.js';
import { couponDocumentFields, parseCouponDocument } from './coupon-document.js';
import { COUPONS_COLLECTION, type CouponStore, type RedemptionRecord } from './coupons-store.js';

/** How much a coupon has been used. */
export interface CouponUsage {
  /** Orders placed with it, including those cancelled or expired since. */
  readonly orderCount: number;
  /** The discount on orders that still count (not cancelled or expired). */
  readonly discountPaise: number;
}

export interface AdminCouponView {
  readonly coupon: Coupon;
  readonly usage: CouponUsage;
}

/** One use of a coupon with the shopper as the order froze them (null when the order cannot be read). */
export interface AdminRedemption extends RedemptionRecord {
  readonly shopper: OrderContact | null;
}

export type CouponChange = { ok: true; coupon: Coupon } | { ok: false; errors: UserError[] };

export interface CouponAdminService {
  /** One page of every coupon, by code, with its use. */
  list(paging: Paging): Promise<{ items: AdminCouponView[]; totalCount: number }>;
  get(code: string): Promise<(AdminCouponView & { redemptions: AdminRedemption[] }) | null>;
  create(actor: AdminActor, code: string, draft: CouponDraft, catalog: CouponScopeCatalog): Promise<CouponChange>;
  update(actor: AdminActor, code: string, draft: CouponDraft, catalog: CouponScopeCatalog): Promise<CouponChange>;
  setActive(actor: AdminActor, code: string, active: boolean): Promise<CouponChange>;
}

function usageOf(redemptions: readonly RedemptionRecord[]): CouponUsage {
  return {
    orderCount: redemptions.length,
    discountPaise: redemptions.reduce((sum, r) => (r.releasedAt === null ? sum + r.discountPaise : sum), 0),
  };
}

const notFound = (code: string): CouponChange => ({
  ok: false,
  errors: [userError('code', 'NOT_FOUND', CouponMessages.notFound(code))],
});

/** The stored document as a coupon, or null when there is none (or it cannot be read). */
function storedCoupon(id: string, data: unknown): Coupon | null {
  if (data === undefined) return null;
  const parsed = parseCouponDocument(id, data);
  return parsed.ok ? parsed.value : null;
}

/** What is saved, checked with the reader the shop uses: a document it would skip must never be written. */
function checkedDocument(coupon: Coupon): Record<string, unknown> {
  const fields = couponDocumentFields(coupon);
  const parsed = parseCouponDocument(coupon.code, { ...fields, usedCount: coupon.usedCount });
  if (!parsed.ok) throw new Error(`coupon ${coupon.code} would not be readable: ${parsed.reason}`);
  return fields;
}

export function createCouponAdminService(deps: {
  db: Firestore;
  store: CouponStore;
  /** The name and e-mail each order froze, for the coupon's uses. */
  orderContacts: OrderContacts;
}): CouponAdminService {
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

    async create(actor, rawCode, draft, catalog) {
      const checked = checkCouponCode(rawCode);
      const errors = [...(checked.ok ? [] : [checked.error]), ...validateCouponDraft(draft, catalog)];
      if (!checked.ok || errors.length > 0) return { ok: false, errors };
      const coupon = couponFromDraft(checked.code, draft, 0);
      const document = { ...checkedDocument(coupon), usedCount: 0 };
      const ref = coupons.doc(coupon.code);
      return db.runTransaction(async (tx): Promise<CouponChange> => {
        if ((await tx.get(ref)).exists) {
          return { ok: false, errors: [userError('code', 'INVALID', CouponMessages.codeTaken(coupon.code))] };
        }
        tx.create(ref, document);
        await recordAudit(tx, {
          actor,
          action: 'coupon.create',
          target: { type: 'coupon', id: coupon.code },
          before: null,
          after: document,
        });
        return { ok: true, coupon };
      });
    },

    async update(actor, rawCode, draft, catalog) {
      const checked = checkCouponCode(rawCode);
      if (!checked.ok) return notFound(rawCode);
      const errors = validateCouponDraft(draft, catalog);
      if (errors.length > 0) return { ok: false, errors };
      const ref = coupons.doc(checked.code);
      return db.runTransaction(async (tx): Promise<CouponChange> => {
        const snapshot = await tx.get(ref);
        const before = snapshot.data();
        const current = storedCoupon(checked.code, before);
        // A document the shop cannot read is replaced by the owner's edit; its usedCount, when readable, stays.
        if (before === undefined) return notFound(checked.code);
        const usedCount = current?.usedCount ?? (typeof before.usedCount === 'number' ? before.usedCount : 0);
        const coupon = couponFromDraft(checked.code, draft, usedCount);
        const fields = checkedDocument(coupon);
        // usedCount is not among the fields: the orders' increments keep counting, even racing this edit.
        tx.set(ref, fields, { merge: true });
        await recordAudit(tx, {
          actor,
          action: 'coupon.update',
          target: { type: 'coupon', id: coupon.code },
          before,
          after: { ...before, ...fields },
        });
        return { ok: true, coupon };
      });
    },

    async setActive(actor, rawCode, active) {
      const checked = checkCouponCode(rawCode);
      if (!checked.ok) return notFound(rawCode);
      const ref = coupons.doc(checked.code);
      return db.runTransaction(async (tx): Promise<CouponChange> => {
        const snapshot = await tx.get(ref);
        const before = snapshot.data();
        const current = storedCoupon(checked.code, before);
        if (before === undefined || current === null) return notFound(checked.code);
        tx.update(ref, { active });
        await recordAudit(tx, {
          actor,
          action: active ? 'coupon.activate' : 'coupon.deactivate',
          target: { type: 'coupon', id: checked.code },
          before,
          after: { ...before, active },
        });
        return { ok: true, coupon: { ...current, active } };
      });
    },
  };
}
