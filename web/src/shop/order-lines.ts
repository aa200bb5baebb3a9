// What placeOrder is sent for the cart: each line's product, variant and quantity as cartSummary gets them, plus
// what the shopper chose for it (personalisation, gift wrap, gift message), which the order keeps.
import type { OrderLineInput } from '../gql/graphql';
import type { AddToCartInput, CartItem } from './cart-rules';
import { toCartLineInputs } from './cart-summary';

export function toOrderLineInputs(items: readonly CartItem[]): OrderLineInput[] {
  return toCartLineInputs(items).map((line, index) => {
    const item = items[index]!;
    return {
      ...line,
      personalisation: item.customization?.text?.trim() || null,
      giftWrap: item.giftWrap,
      giftMessage: item.giftMessage.trim() || null,
    };
  });
}

/** An order's line as the shopper's order pages read it: what the cart needs to hold it again. */
export interface OrderedLine {
  readonly productId: string;
  readonly variant?: string | null;
  readonly quantity: number;
  readonly personalisation?: string | null;
  readonly giftWrap?: boolean | null;
  readonly giftMessage?: string | null;
}

/**
 * "Buy again" and an unpaid order that closed: the order's lines back into cart lines, with the shopper's choices.
 * Prices and limited-offer caps are not carried over: the cart asks the server for today's.
 */
export function toAddToCartInputs(lines: readonly OrderedLine[]): AddToCartInput[] {
  return lines.map((line) => ({
    id: line.productId,
    hasVariant: Boolean(line.variant),
    quantity: line.quantity,
    ...(line.variant ? { variant: line.variant } : {}),
    ...(line.personalisation ? { customization: { text: line.personalisation } } : {}),
    giftWrap: line.giftWrap === true,
    giftMessage: line.giftMessage ?? '',
  }));
}
