// priceCheckout: the payable total rounded to the whole rupee, and the free-delivery line read after the discount.
import { describe, expect, it } from 'vitest';
import { spreadPaise } from './checkout-pricing.js';
import { lines, quote } from '../../test-support/checkout-pricing-fixtures.js';

// Two mugs (₹598) and a ₹500 item: a cart of ₹1,098, over the ₹999 free-delivery line before any coupon.
const cart = () => lines({ productId: 'mug', quantity: 2 }, { productId: 'plain' });
const tenPercent = { code: 'TEN', linePaise: spreadPaise(109_80, [598_00, 500_00]) };

describe('priceCheckout: round-off', () => {
  it('rounds a COD total of ₹1,116.20 to ₹1,116 and keeps the exact figures and the round-off', () => {
    const pricing = quote({ lines: cart(), paymentMethod: 'COD', discount: tenPercent });
    expect(pricing.itemsNetPaise).toBe(988_20);
    expect([pricing.shippingPaise, pricing.codFeePaise]).toEqual([79_00, 49_00]);
    expect(pricing.exactTotalPaise).toBe(1116_20);
    expect(pricing.roundOffPaise).toBe(-20);
    expect(pricing.grandTotalPaise).toBe(1116_00);
    // The GST is what the exact figures include; the round-off carries none.
    expect(pricing.gst.taxablePaise + pricing.gst.taxPaise).toBe(pricing.exactTotalPaise);
  });

  it('rounds half a rupee up', () => {
    const pricing = quote({ lines: lines({ productId: 'plain' }), discount: { code: 'HALF', linePaise: [50] } });
    expect(pricing.exactTotalPaise).toBe(499_50 + 79_00);
    expect([pricing.grandTotalPaise, pricing.roundOffPaise]).toEqual([579_00, 50]);
  });

  it('leaves whole-rupee totals as they are', () => {
    const pricing = quote({ lines: cart() });
    expect([pricing.exactTotalPaise, pricing.grandTotalPaise, pricing.roundOffPaise]).toEqual([1098_00, 1098_00, 0]);
  });
});

describe('priceCheckout: the free-delivery line reads the items after discount', () => {
  it('delivers ₹1,098 free without a coupon and charges ₹79 once 10 % off takes it under ₹999', () => {
    expect(quote({ lines: cart() }).shippingPaise).toBe(0);
    const discounted = quote({ lines: cart(), discount: tenPercent });
    expect(discounted.shippingPaise).toBe(79_00);
    expect(discounted.amountToFreeShippingPaise).toBe(10_80);
  });
});
