// What placeOrder is sent for the cart: each line's product, variant and quantity as cartSummary gets them, plus
// what the shopper chose for it (personalisation, gift wrap, gift message), which the order keeps.
import type { OrderLineInput } from '../gql/graphql';
import type { CartItem } from './cart-rules';
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
