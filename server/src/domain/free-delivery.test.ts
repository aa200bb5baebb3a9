import { describe, expect, it } from 'vitest';
import {
  amountToFreeDeliveryPaise,
  couponDeliveryNote,
  deliveryFeePaise,
  freeDeliveryMessage,
  freeDeliveryText,
  type DeliveryFeeRule,
} from './free-delivery.js';

const rule: DeliveryFeeRule = { feePaise: 79_00, freeAtOrAbovePaise: 999_00 };
const neverFree: DeliveryFeeRule = { feePaise: 79_00, freeAtOrAbovePaise: null };

describe('the free-delivery threshold reads the items after discount', () => {
  it('delivers free at the threshold and above, and charges the fee below it', () => {
    expect(deliveryFeePaise(rule, 999_00)).toBe(0);
    expect(deliveryFeePaise(rule, 1098_00)).toBe(0);
    expect(deliveryFeePaise(rule, 998_99)).toBe(79_00);
  });

  it('charges the fee when a 10 % coupon takes a ₹1,098 cart to ₹988.20', () => {
    expect(deliveryFeePaise(rule, 1098_00 - 109_80)).toBe(79_00);
    expect(amountToFreeDeliveryPaise(rule, 988_20)).toBe(10_80);
  });

  it('charges nothing for an empty cart and always charges when delivery is never free', () => {
    expect(deliveryFeePaise(rule, 0, false)).toBe(0);
    expect(deliveryFeePaise(neverFree, 100_000_00)).toBe(79_00);
    expect(amountToFreeDeliveryPaise(neverFree, 10_00)).toBeNull();
  });

  it('tells the shopper how much more makes delivery free', () => {
    expect(freeDeliveryMessage(rule, 988_20)).toBe('Add ₹10.80 more for free delivery.');
    // Over the line, the cart does not promise it outright: a coupon counts against it.
    expect(freeDeliveryMessage(rule, 999_00)).toBe(
      'Delivery is free: your items come to ₹999 or more. A coupon that takes them below ₹999 brings back the ₹79 delivery fee.',
    );
    expect(freeDeliveryMessage({ feePaise: 79_00, freeAtOrAbovePaise: 0 }, 1_00)).toBe('Your order is delivered free.');
    expect(freeDeliveryMessage(neverFree, 10_00)).toBeNull();
  });
});

describe('couponDeliveryNote', () => {
  it('warns when the coupon takes the items under the line', () => {
    expect(couponDeliveryNote(rule, 1098_00, 109_80)).toBe('Delivery becomes ₹79 with this coupon.');
  });

  it('says nothing when the items stay at or above the line, or were under it already', () => {
    expect(couponDeliveryNote(rule, 1110_00, 111_00)).toBeNull();
    expect(couponDeliveryNote(rule, 500_00, 50_00)).toBeNull();
    expect(couponDeliveryNote(neverFree, 1098_00, 109_80)).toBeNull();
  });
});

describe('freeDeliveryText', () => {
  it('states the rule the pricing applies, from the same figures', () => {
    expect(freeDeliveryText(rule, 'Coimbatore')).toBe(
      'Free delivery across Coimbatore on orders of ₹999 or more (after coupon discounts)',
    );
    expect(freeDeliveryText({ feePaise: 0, freeAtOrAbovePaise: 0 }, 'Coimbatore')).toBe(
      'Free delivery across Coimbatore on every order',
    );
    expect(freeDeliveryText(neverFree, 'Coimbatore')).toBeNull();
  });
});
