import { couponConditions, discountLabel, type Coupon } from '../domain/coupons.js';
import { money } from '../domain/money.js';
import type { Resolvers, ResolversTypes } from '../graphql/generated/resolvers-types.js';
import type { CouponsService } from './coupons-service.js';
import type { RedemptionRecord } from './coupons-store.js';

/** What the coupons resolvers read from a request's context. */
export interface CouponsRequestContext {
  readonly services: { readonly coupons: CouponsService };
  /** The signed-in shopper from a verified ID token, or null. */
  readonly getUser: () => Promise<{ readonly uid: string; readonly phoneNumber: string | null } | null>;
}

function available(coupon: Coupon): ResolversTypes['AvailableCoupon'] {
  return {
    code: coupon.code,
    description: coupon.description,
    offer: discountLabel(coupon.value),
    conditions: couponConditions(coupon),
    minimumOrderValue: money(coupon.minimumOrderPaise),
    validUntil: coupon.validUntil?.toISOString() ?? null,
  };
}

function used(redemption: RedemptionRecord): ResolversTypes['UsedCoupon'] {
  return {
    code: redemption.code,
    description: redemption.description,
    orderId: redemption.orderId,
    orderNumber: redemption.orderNumber,
    usedAt: redemption.at,
    discount: money(redemption.discountPaise),
  };
}

/** The shopper's coupons page: a thin adapter over the coupons service. */
export const couponsResolvers: Resolvers<CouponsRequestContext> = {
  Query: {
    myCoupons: async (_parent, _args, { services, getUser }) => {
      const mine = await services.coupons.myCoupons(await getUser());
      return { available: mine.available.map(available), used: mine.used.map(used) };
    },
  },
};
