// What the owner's coupon operations take and answer: a coupon with its use, its redemptions with their shoppers,
// the result of a change, the service's interface and its dependencies.
import type { Firestore } from 'firebase-admin/firestore';
import type { CouponDraft, CouponScopeCatalog } from '../domain/coupon-validation.js';
import type { Coupon } from '../domain/coupons.js';
import type { Paging } from '../domain/paging.js';
import type { UserError } from '../domain/user-errors.js';
import type { AdminActor } from '../shared/admin-actor.js';
import type { OrderContact, OrderContacts } from './coupon-ports.js';
import type { CouponStore, RedemptionRecord } from './coupon-store-types.js';

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

export interface CouponAdminDeps {
  readonly db: Firestore;
  readonly store: CouponStore;
  /** The name and e-mail each order froze, for the coupon's uses. */
  readonly orderContacts: OrderContacts;
}
