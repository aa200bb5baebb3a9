import { priceCart } from '../domain/cart.js';
import { couponDeliveryPreview } from '../domain/coupon-delivery-preview.js';
import { couponConditions, discountLabel, type Coupon } from '../domain/coupons.js';
import type { DeliverySettings } from '../domain/delivery-settings.js';
import { homeDeliveryFeeRule, type ShopDeliveryFacts } from '../domain/free-delivery-source.js';
import { money } from '../domain/money.js';
import type { Product } from '../domain/product.js';
import { validateCartLines } from '../domain/validation.js';
import type { CartLineInput } from '../graphql/generated/resolvers-types.js';
import type { Resolvers, ResolversTypes } from '../graphql/generated/resolvers-types.js';
import type { CouponsService } from './coupons-service.js';
import type { RedemptionRecord } from './coupons-store.js';

/** What the coupons resolvers read from a request's context. */
export interface CouponsRequestContext {
  readonly services: { readonly coupons: CouponsService };
  /** The signed-in shopper from a verified ID token, or null. */
  readonly getUser: () => Promise<{ readonly uid: string; readonly phoneNumber: string | null } | null>;
  /** The request's catalog: prices a cart and states the free-delivery rule (the request's snapshot satisfies it). */
  readonly catalog: CouponsCatalog;
}

/** What the coupons read of the catalog to say beforehand what a coupon does to a cart's delivery. */
export interface CouponsCatalog {
  product(id: string): Product | undefined;
  readonly settings: ShopDeliveryFacts;
  readonly deliverySettings?: DeliverySettings;
  readonly marketing: { readonly minimumOrderValue: { readonly paise: number } };
}

/** Each coupon's delivery note on the cart of `lines`, by the home zone's rule (no lines: no notes). */
function deliveryNotes(lines: readonly CartLineInput[] | null | undefined, catalog: CouponsCatalog) {
  if (!lines) return () => null;
  const cart = priceCart(
    validateCartLines(lines),
    (id) => catalog.product(id),
    catalog.marketing.minimumOrderValue.paise,
  );
  const rule = homeDeliveryFeeRule(catalog.deliverySettings, catalog.settings);
  const now = new Date();
  return (coupon: Coupon) => couponDeliveryPreview(coupon, cart, rule, now);
}

function available(coupon: Coupon, deliveryNote: string | null): ResolversTypes['AvailableCoupon'] {
  return {
    code: coupon.code,
    description: coupon.description,
    offer: discountLabel(coupon.value),
    conditions: couponConditions(coupon),
    minimumOrderValue: money(coupon.minimumOrderPaise),
    validUntil: coupon.validUntil?.toISOString() ?? null,
    deliveryNote,
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
    myCoupons: async (_parent, args, { services, getUser, catalog }) => {
      const noteOf = deliveryNotes(args.lines, catalog);
      const mine = await services.coupons.myCoupons(await getUser());
      return {
        available: mine.available.map((coupon) => available(coupon, noteOf(coupon))),
        used: mine.used.map(used),
      };
    },
  },
};
