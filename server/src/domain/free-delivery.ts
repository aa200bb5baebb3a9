// The free-delivery rule, applied alike by the cart, the checkout quote and the order: items worth at least the
// threshold after coupon discounts are delivered free. The amount after discounts is what the shopper really pays
// for the goods, so a coupon cannot buy free delivery the shop's rule would not give; the cart and the coupon's
// message say so before the shopper pays. Amounts in paise.
import { formatPaise, sumPaise } from './money.js';
import { roundToRupee } from './round-off.js';

export interface DeliveryFeeRule {
  readonly feePaise: number;
  /** Items worth at least this much after discounts are delivered free; null: never free. */
  readonly freeAtOrAbovePaise: number | null;
}

/** The delivery fee for items worth itemsNetPaise after discounts (no items: nothing to deliver, no fee). */
export function deliveryFeePaise(rule: DeliveryFeeRule, itemsNetPaise: number, hasItems = true): number {
  if (!hasItems) return 0;
  const free = rule.freeAtOrAbovePaise !== null && itemsNetPaise >= rule.freeAtOrAbovePaise;
  return free ? 0 : rule.feePaise;
}

/** How much more in items (after discounts) makes delivery free; 0 when it is; null when it never is. */
export function amountToFreeDeliveryPaise(rule: DeliveryFeeRule, itemsNetPaise: number): number | null {
  return rule.freeAtOrAbovePaise === null ? null : Math.max(0, rule.freeAtOrAbovePaise - itemsNetPaise);
}

/**
 * "Add ₹10 more for free delivery." / "Delivery is free: …"; null when delivery is never free. Free delivery counts
 * the items after coupon discounts, so a cart over the line is not promised it outright: a coupon may take it under.
 */
export function freeDeliveryMessage(rule: DeliveryFeeRule, itemsNetPaise: number): string | null {
  const missing = amountToFreeDeliveryPaise(rule, itemsNetPaise);
  if (missing === null) return null;
  if (missing > 0) return `Add ${formatPaise(missing)} more for free delivery.`;
  if (rule.freeAtOrAbovePaise === 0 || rule.feePaise === 0) return 'Your order is delivered free.';
  const line = formatPaise(rule.freeAtOrAbovePaise!);
  return `Delivery is free: your items come to ${line} or more. A coupon that takes them below ${line} brings back the ${formatPaise(rule.feePaise)} delivery fee.`;
}

/**
 * What the coupon's message adds when its discount takes the items under the free-delivery line: "Delivery becomes
 * ₹79 with this coupon."; null when delivery costs the same with and without it.
 */
export function couponDeliveryNote(
  rule: DeliveryFeeRule,
  itemsBeforeDiscountPaise: number,
  discountPaise: number,
): string | null {
  const without = deliveryFeePaise(rule, itemsBeforeDiscountPaise);
  const withCoupon = deliveryFeePaise(rule, itemsBeforeDiscountPaise - discountPaise);
  return withCoupon > without ? `Delivery becomes ${formatPaise(withCoupon)} with this coupon.` : null;
}

/** "Free delivery across Coimbatore on orders of ₹999 or more (after coupon discounts)"; null when never free. */
export function freeDeliveryText(rule: DeliveryFeeRule, area: string): string | null {
  if (rule.freeAtOrAbovePaise === null) return null;
  if (rule.freeAtOrAbovePaise === 0) return `Free delivery across ${area} on every order`;
  return `Free delivery across ${area} on orders of ${formatPaise(rule.freeAtOrAbovePaise)} or more (after coupon discounts)`;
}

/** A cart's delivery and rounded total before the address is known (no coupon, no COD fee yet). */
export interface CartDeliveryFigures {
  readonly shippingPaise: number;
  readonly freeFromPaise: number | null;
  readonly amountToFreePaise: number | null;
  readonly message: string | null;
  readonly totalPaise: number;
  readonly roundOffPaise: number;
}

/** Delivery of items worth subtotalPaise by the rule, and subtotal + delivery rounded to the whole rupee. */
export function cartDelivery(rule: DeliveryFeeRule, subtotalPaise: number, itemCount: number): CartDeliveryFigures {
  const shippingPaise = deliveryFeePaise(rule, subtotalPaise, itemCount > 0);
  const rounded = roundToRupee(sumPaise([subtotalPaise, shippingPaise]));
  return {
    shippingPaise,
    freeFromPaise: rule.freeAtOrAbovePaise,
    amountToFreePaise: amountToFreeDeliveryPaise(rule, subtotalPaise),
    message: itemCount > 0 ? freeDeliveryMessage(rule, subtotalPaise) : null,
    totalPaise: rounded.payablePaise,
    roundOffPaise: rounded.roundOffPaise,
  };
}
