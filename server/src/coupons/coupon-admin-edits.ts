// The owner's coupon changes: create, edit, switch on or off. Each change is written with its audit entry in one
// transaction, in the document shape the coupons store reads.
import type { CollectionReference, Firestore } from 'firebase-admin/firestore';
import {
  checkCouponCode,
  couponFromDraft,
  CouponMessages,
  validateCouponDraft,
  type CouponDraft,
  type CouponScopeCatalog,
} from '../domain/coupon-validation.js';
import { userError } from '../domain/user-errors.js';
import type { AdminActor } from '../shared/admin-actor.js';
import { recordAudit } from '../shared/audit-log.js';
import { checkedDocument, storedCoupon } from './coupon-admin-documents.js';
import type { CouponAdminService, CouponChange } from './coupon-admin-types.js';
import { COUPONS_COLLECTION } from './coupon-store-types.js';
import { runTransaction } from '../shared/firestore-transaction.js';

const notFound = (code: string): CouponChange => ({
  ok: false,
  errors: [userError('code', 'NOT_FOUND', CouponMessages.notFound(code))],
});

interface CouponEditsContext {
  readonly db: Firestore;
  readonly coupons: CollectionReference;
}

async function createCoupon(
  { db, coupons }: CouponEditsContext,
  actor: AdminActor,
  rawCode: string,
  draft: CouponDraft,
  catalog: CouponScopeCatalog,
): Promise<CouponChange> {
  const checked = checkCouponCode(rawCode);
  const errors = [...(checked.ok ? [] : [checked.error]), ...validateCouponDraft(draft, catalog)];
  if (!checked.ok || errors.length > 0) return { ok: false, errors };
  const coupon = couponFromDraft(checked.code, draft, 0);
  const document = { ...checkedDocument(coupon), usedCount: 0 };
  const ref = coupons.doc(coupon.code);
  return runTransaction(db, async (tx): Promise<CouponChange> => {
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
}

async function updateCoupon(
  { db, coupons }: CouponEditsContext,
  actor: AdminActor,
  rawCode: string,
  draft: CouponDraft,
  catalog: CouponScopeCatalog,
): Promise<CouponChange> {
  const checked = checkCouponCode(rawCode);
  if (!checked.ok) return notFound(rawCode);
  const errors = validateCouponDraft(draft, catalog);
  if (errors.length > 0) return { ok: false, errors };
  const ref = coupons.doc(checked.code);
  return runTransaction(db, async (tx): Promise<CouponChange> => {
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
}

async function setCouponActive(
  { db, coupons }: CouponEditsContext,
  actor: AdminActor,
  rawCode: string,
  active: boolean,
): Promise<CouponChange> {
  const checked = checkCouponCode(rawCode);
  if (!checked.ok) return notFound(rawCode);
  const ref = coupons.doc(checked.code);
  return runTransaction(db, async (tx): Promise<CouponChange> => {
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
}

type CouponEdits = Pick<CouponAdminService, 'create' | 'update' | 'setActive'>;

export function createCouponEdits(db: Firestore): CouponEdits {
  const context: CouponEditsContext = { db, coupons: db.collection(COUPONS_COLLECTION) };
  return {
    create: (actor, code, draft, catalog) => createCoupon(context, actor, code, draft, catalog),
    update: (actor, code, draft, catalog) => updateCoupon(context, actor, code, draft, catalog),
    setActive: (actor, code, active) => setCouponActive(context, actor, code, active),
  };
}
