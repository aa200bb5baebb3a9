// The demo shop's coupons (coupons/{CODE}), in the document shape server/src/coupons/coupon-document.ts reads. Their
// validity windows are set from the seeding time, so the live ones stay usable for months and the expired one stays
// expired. usedCount is left out: seeding again keeps the counts of uses already made (the documents are merged).
import { DEMO_CATEGORIES } from './demo-products.js';

const DAY = 24 * 60 * 60 * 1000;

export interface DemoCoupon {
  readonly code: string;
  readonly data: Record<string, unknown>;
}

type At = (days: number) => Date;

export function demoCoupons(now: Date = new Date()): DemoCoupon[] {
  const at: At = (days) => new Date(now.getTime() + days * DAY);
  return [...shopWideCoupons(at), ...categoryCoupons(at), ...endedCoupons(at)];
}

/** Live coupons for the whole shop: a first-order welcome and a festive percentage. */
function shopWideCoupons(at: At): DemoCoupon[] {
  return [
    {
      code: 'WELCOME150',
      data: {
        description: '₹150 off your first order above ₹499',
        discountType: 'fixed',
        amountOffPaise: 150_00,
        minOrderValuePaise: 499_00,
        firstOrderOnly: true,
        perShopperLimit: 1,
        usageLimit: null,
        validFrom: at(-1),
        validUntil: at(365),
        active: true,
        listed: true,
      },
    },
    {
      code: 'FESTIVE20',
      data: {
        description: 'Festive season: 20% off up to ₹300 on orders above ₹999',
        discountType: 'percentage',
        percentOff: 20,
        maxDiscountPaise: 300_00,
        minOrderValuePaise: 999_00,
        perShopperLimit: 2,
        usageLimit: 1_000,
        validFrom: at(-1),
        validUntil: at(90),
        active: true,
        listed: true,
      },
    },
  ];
}

/** Live coupons limited to one category. */
function categoryCoupons(at: At): DemoCoupon[] {
  return [
    {
      code: 'HAMPER150',
      data: {
        description: 'Flat ₹150 off on gift hampers above ₹1,499',
        discountType: 'fixed',
        amountOffPaise: 150_00,
        minOrderValuePaise: 1_499_00,
        categories: [DEMO_CATEGORIES.hampers],
        perShopperLimit: 1,
        usageLimit: 500,
        validFrom: at(-1),
        validUntil: at(180),
        active: true,
        listed: true,
      },
    },
    {
      code: 'FLOWERS10',
      data: {
        description: '10% off flowers, no minimum',
        discountType: 'percentage',
        percentOff: 10,
        maxDiscountPaise: null,
        categories: [DEMO_CATEGORIES.flowers],
        perShopperLimit: null,
        usageLimit: null,
        validFrom: null,
        validUntil: null,
        active: true,
        listed: true,
      },
    },
  ];
}

/** A coupon whose window has ended. */
function endedCoupons(at: At): DemoCoupon[] {
  return [
    {
      code: 'DIWALI25',
      data: {
        description: 'Diwali special: 25% off up to ₹500 (ended)',
        discountType: 'percentage',
        percentOff: 25,
        maxDiscountPaise: 500_00,
        minOrderValuePaise: 1_499_00,
        perShopperLimit: 1,
        usageLimit: 2_000,
        validFrom: at(-60),
        validUntil: at(-30),
        active: true,
        listed: true,
      },
    },
  ];
}
