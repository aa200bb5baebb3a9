import { describe, expect, it } from 'vitest';
import { testProduct } from '../../test-support/test-products.js';
import { priceCart } from './cart.js';
import { couponDeliveryPreview } from './coupon-delivery-preview.js';
import type { Coupon } from './coupons.js';

const NOW = new Date('2026-11-24T06:00:00Z');
const vase = testProduct({ id: 'vase', sellingPricePaise: 549_00, mrpPaise: 549_00, stock: 10 });
const rule = { feePaise: 79_00, freeAtOrAbovePaise: 999_00 };

function coupon(value: Coupon['value'], overrides: Partial<Coupon> = {}): Coupon {
  return {
    ...{ code: 'C', description: 'c', value, minimumOrderPaise: 0, validFrom: null, validUntil: null, active: true },
    ...{ usageLimit: null, usedCount: 0, perShopperLimit: null, firstOrderOnly: false, categories: [], productIds: [] },
    listed: true,
    ...overrides,
  };
}

const cart = (quantity: number) =>
  priceCart([{ productId: 'vase', quantity }], (id) => (id === 'vase' ? vase : undefined), 0);

describe('what a coupon does to delivery, said before it is applied', () => {
  it('says delivery then costs the fee when a percentage or amount takes ₹1,098 under the ₹999 line', () => {
    const note = 'Delivery becomes ₹79 with this coupon.';
    expect(couponDeliveryPreview(coupon({ kind: 'PERCENT', percent: 10, maxPaise: null }), cart(2), rule, NOW)).toBe(
      note,
    );
    expect(couponDeliveryPreview(coupon({ kind: 'FIXED', amountPaise: 100_00 }), cart(2), rule, NOW)).toBe(note);
  });

  it('says nothing when the items stay above the line, were below it already, or the coupon would not apply', () => {
    expect(couponDeliveryPreview(coupon({ kind: 'FIXED', amountPaise: 99_00 }), cart(2), rule, NOW)).toBeNull();
    expect(couponDeliveryPreview(coupon({ kind: 'FIXED', amountPaise: 100_00 }), cart(1), rule, NOW)).toBeNull();
    const scoped = coupon({ kind: 'PERCENT', percent: 50, maxPaise: null }, { categories: ['Hampers'] });
    expect(couponDeliveryPreview(scoped, cart(2), rule, NOW)).toBeNull();
    const minimum = coupon({ kind: 'PERCENT', percent: 50, maxPaise: null }, { minimumOrderPaise: 2_000_00 });
    expect(couponDeliveryPreview(minimum, cart(2), rule, NOW)).toBeNull();
  });
});
