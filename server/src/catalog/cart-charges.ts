// The cart's charge lines come from the one pricing function (priceCheckout), as a checkout quote's and an order's
// do, before an address, a coupon, a slot or a payment method is chosen: delivery by the shop's home zone.
import { chargeLineAnswer, type ChargeLineAnswer } from '../domain/charge-line-answer.js';
import type { CartSummary } from '../domain/cart.js';
import { priceCheckout } from '../domain/checkout-pricing.js';
import { homeDeliveryFeeRule } from '../domain/free-delivery-source.js';
import { money, type Money } from '../domain/money.js';
import type { CatalogSnapshot } from './snapshot/catalog-snapshot.js';

export interface CartCharges {
  readonly chargeLines: readonly ChargeLineAnswer[];
  readonly total: Money;
}

// chargeLines and total of one summary are asked for together; price it once.
const priced = new WeakMap<CartSummary, CartCharges>();

/** The cart's charge lines and their sum, priced like a checkout without address, coupon, slot or payment method. */
export function cartCharges(summary: CartSummary, catalog: CatalogSnapshot): CartCharges {
  const known = priced.get(summary);
  if (known) return known;
  const pricing = priceCheckout({
    lines: summary.lines.map(({ productId, variant, quantity }) => ({
      productId,
      variant,
      quantity,
      product: catalog.product(productId) ?? null,
    })),
    delivery: null,
    paymentMethod: null,
    settings: catalog.settings,
    minimumOrderValuePaise: summary.minimumOrderValue.paise,
    discount: null,
    homeFeeRule: homeDeliveryFeeRule(catalog.deliverySettings, catalog.settings),
  });
  const charges: CartCharges = {
    chargeLines: pricing.chargeLines.map((line) => chargeLineAnswer(line, null)),
    total: money(pricing.grandTotalPaise),
  };
  priced.set(summary, charges);
  return charges;
}
