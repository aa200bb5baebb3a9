// The delivery part of a checkout's pricing: the terms of the cart at the delivery PIN with the shopper's choice, the
// buyer's state as the place of supply of a gift, and whether the PIN belongs to the delivery state.
import type { CartLineRequest } from '../domain/cart.js';
import type { DeliveryItem } from '../domain/delivery-rules.js';
import type { DeliveryTerms } from '../domain/delivery-terms.js';
import type { Product } from '../domain/product.js';
import { isValidPincode } from '../domain/profile-validation.js';
import type { OrdersDelivery } from './orders-ports.js';

export interface PricingExtras {
  readonly deliveryTerms: DeliveryTerms | null;
  readonly billingState: string | null;
  readonly pinStateMismatch: string | null;
}

export const NO_EXTRAS: PricingExtras = { deliveryTerms: null, billingState: null, pinStateMismatch: null };

export function deliveryItem(product: Product | null | undefined): DeliveryItem | null {
  return product
    ? { productName: product.productName, preparationHours: product.preparationHours, perishable: product.perishable }
    : null;
}

export interface ExtrasRequest {
  readonly state: string;
  readonly postalCode: string;
  readonly billingState: string | null;
  readonly choice: { date: string | null; slotId: string | null } | null;
}

/** The extras of a checkout whose delivery address is known; without the delivery feature, none. */
export async function pricingExtras(
  delivery: OrdersDelivery | undefined,
  lines: readonly CartLineRequest[],
  findProduct: (id: string) => Product | null | undefined,
  request: ExtrasRequest,
): Promise<PricingExtras> {
  if (!delivery || !isValidPincode(request.postalCode)) return { ...NO_EXTRAS, billingState: request.billingState };
  const items = lines.map((line) => deliveryItem(findProduct(line.productId)));
  return {
    deliveryTerms: await delivery.terms(request.postalCode, items, request.choice),
    billingState: request.billingState,
    pinStateMismatch: delivery.pinStateMismatch(request.postalCode, request.state),
  };
}
