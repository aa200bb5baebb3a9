// Before the shopper applies a coupon: whether its discount would take the cart under the free-delivery line, by the
// same rule (items after discount) and the same coupon evaluation the checkout applies once it is applied.
import { isOrderable, type CartSummary } from './cart.js';
import { evaluateCoupon, type Coupon } from './coupons.js';
import { couponDeliveryNote, type DeliveryFeeRule } from './free-delivery.js';

/** "Delivery becomes ₹79 with this coupon." for a cart the coupon would take under the line; null otherwise. */
export function couponDeliveryPreview(
  coupon: Coupon,
  cart: CartSummary,
  rule: DeliveryFeeRule,
  now: Date,
): string | null {
  if (cart.itemCount === 0) return null;
  const evaluation = evaluateCoupon({
    code: coupon.code,
    coupon,
    shopper: null,
    now,
    lines: cart.lines.map((line) => ({
      productId: line.productId,
      category: line.product?.category ?? null,
      lineTotalPaise: isOrderable(line.status) ? (line.lineTotal?.paise ?? 0) : 0,
    })),
  });
  return evaluation.ok ? couponDeliveryNote(rule, cart.subtotal.paise, evaluation.discountPaise) : null;
}
