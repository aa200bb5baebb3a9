import { requireAdmin, type AdminRequestContext } from '../shared/admin-actor.js';
import { couponStatus, type CouponDraft, type CouponScopeCatalog } from '../domain/coupon-validation.js';
import { discountLabel, type Coupon } from '../domain/coupons.js';
import { money } from '../domain/money.js';
import { pageInfo } from '../domain/paging.js';
import { validatePaging } from '../domain/validation.js';
import type { AdminCouponInput, Resolvers, ResolversTypes } from '../graphql/generated/resolvers-types.js';
import type { AdminCouponParent } from './coupon-admin-model.js';
import type { CouponAdminService, CouponChange } from './coupon-admin-service.js';
import type { CouponCatalog } from './coupon-ports.js';

/** What the admin coupons resolvers read from a request's context. */
export interface CouponAdminRequestContext extends AdminRequestContext {
  readonly services: { readonly couponAdmin: CouponAdminService };
  readonly catalog: CouponCatalog;
}

function scopeCatalog(catalog: CouponCatalog): CouponScopeCatalog {
  return {
    categories: new Set(catalog.categories.map((category) => category.name)),
    productIds: new Set(catalog.products.map((product) => product.id)),
  };
}

function draftOf(input: AdminCouponInput): CouponDraft {
  return {
    description: input.description ?? null,
    discountType: input.discountType,
    percentOff: input.percentOff ?? null,
    maxDiscountPaise: input.maxDiscountPaise ?? null,
    amountOffPaise: input.amountOffPaise ?? null,
    minOrderValuePaise: input.minOrderValuePaise,
    validFrom: input.validFrom ?? null,
    validUntil: input.validUntil ?? null,
    active: input.active,
    usageLimit: input.usageLimit ?? null,
    perShopperLimit: input.perShopperLimit ?? null,
    firstOrderOnly: input.firstOrderOnly,
    categories: input.categories,
    productIds: input.productIds,
    listed: input.listed,
  };
}

async function payload(
  change: CouponChange,
  service: CouponAdminService,
): Promise<ResolversTypes['AdminCouponPayload']> {
  if (!change.ok) return { coupon: null, userErrors: change.errors };
  const view = await service.get(change.coupon.code);
  return { coupon: view ? { ...view, redemptions: view.redemptions } : null, userErrors: [] };
}

const rule =
  <T>(read: (coupon: Coupon) => T) =>
  (parent: AdminCouponParent) =>
    read(parent.coupon);

/** The admin's coupons: a thin adapter over the coupon admin service (the @admin guard has let only admins in). */
export const couponAdminResolvers: Resolvers<CouponAdminRequestContext> = {
  Query: {
    adminCoupons: async (_parent, args, { services }) => {
      const paging = validatePaging(args.paging);
      const page = await services.couponAdmin.list(paging);
      return {
        items: page.items.map((view) => ({ ...view, redemptions: null })),
        totalCount: page.totalCount,
        pageInfo: pageInfo(paging, page.totalCount),
      };
    },
    adminCoupon: async (_parent, { code }, { services }) => {
      const view = await services.couponAdmin.get(code);
      return view ? { ...view, redemptions: view.redemptions } : null;
    },
    adminCouponScopeOptions: (_parent, _args, { catalog }) => ({
      categories: catalog.categories.map((category) => category.name),
      products: [...catalog.products]
        .sort((a, b) => a.productName.localeCompare(b.productName))
        .map((product) => ({ id: product.id, name: product.productName, category: product.category })),
    }),
  },
  Mutation: {
    adminCreateCoupon: async (_parent, { code, input }, context) => {
      const actor = await requireAdmin(context);
      const service = context.services.couponAdmin;
      return payload(await service.create(actor, code, draftOf(input), scopeCatalog(context.catalog)), service);
    },
    adminUpdateCoupon: async (_parent, { code, input }, context) => {
      const actor = await requireAdmin(context);
      const service = context.services.couponAdmin;
      return payload(await service.update(actor, code, draftOf(input), scopeCatalog(context.catalog)), service);
    },
    adminSetCouponActive: async (_parent, { code, active }, context) => {
      const actor = await requireAdmin(context);
      const service = context.services.couponAdmin;
      return payload(await service.setActive(actor, code, active), service);
    },
  },
  AdminCoupon: {
    code: rule((coupon) => coupon.code),
    description: rule((coupon) => coupon.description),
    offer: rule((coupon) => discountLabel(coupon.value)),
    discountType: rule((coupon) => (coupon.value.kind === 'PERCENT' ? 'PERCENTAGE' : 'FIXED')),
    percentOff: rule((coupon) => (coupon.value.kind === 'PERCENT' ? coupon.value.percent : null)),
    maxDiscount: rule((coupon) =>
      coupon.value.kind === 'PERCENT' && coupon.value.maxPaise !== null ? money(coupon.value.maxPaise) : null,
    ),
    amountOff: rule((coupon) => (coupon.value.kind === 'FIXED' ? money(coupon.value.amountPaise) : null)),
    minimumOrderValue: rule((coupon) => money(coupon.minimumOrderPaise)),
    validFrom: rule((coupon) => coupon.validFrom?.toISOString() ?? null),
    validUntil: rule((coupon) => coupon.validUntil?.toISOString() ?? null),
    active: rule((coupon) => coupon.active),
    status: rule((coupon) => couponStatus(coupon, new Date())),
    usageLimit: rule((coupon) => coupon.usageLimit),
    usedCount: rule((coupon) => coupon.usedCount),
    perShopperLimit: rule((coupon) => coupon.perShopperLimit),
    firstOrderOnly: rule((coupon) => coupon.firstOrderOnly),
    categories: rule((coupon) => [...coupon.categories]),
    productIds: rule((coupon) => [...coupon.productIds]),
    listed: rule((coupon) => coupon.listed),
    orderCount: (parent) => parent.usage.orderCount,
    discountGiven: (parent) => money(parent.usage.discountPaise),
    redemptions: async (parent, _args, { services }) => {
      const records = parent.redemptions ?? (await services.couponAdmin.get(parent.coupon.code))?.redemptions ?? [];
      return records.map((record) => ({
        orderId: record.orderId,
        orderNumber: record.orderNumber,
        shopperUid: record.uid,
        shopperName: record.shopper?.name ?? null,
        shopperEmail: record.shopper?.email ?? null,
        discount: money(record.discountPaise),
        usedAt: record.at,
        releasedAt: record.releasedAt,
      }));
    },
  },
};
