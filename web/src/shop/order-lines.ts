// What placeOrder is sent for the cart: each line's product, variant and quantity as cartSummary gets them, plus
// what the shopper chose for it (personalisation, gift wrap, gift message), which the order keeps.
import type { OrderLineInput } from '../gql/graphql';
import type { AddToCartInput, CartItem, Customization } from './cart-rules';
import type { CartPhoto } from './cart-photos';
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

/** An order's photo as "Buy again" reads it: the same uploaded photo with the same crop. */
export interface OrderedPhoto {
  readonly photoId: string;
  readonly previewUrl: string;
  readonly crop: { x: number; y: number; width: number; height: number; rotation: number };
}

/** An order's line as the shopper's order pages read it: what the cart needs to hold it again. */
export interface OrderedLine {
  readonly productId: string;
  readonly variant?: string | null;
  readonly quantity: number;
  readonly personalisation?: string | null;
  readonly giftWrap?: boolean | null;
  readonly giftMessage?: string | null;
  readonly photos?: readonly OrderedPhoto[] | null;
}

function toCustomization(line: OrderedLine): Customization | undefined {
  const photos: CartPhoto[] = (line.photos ?? []).map(({ photoId, previewUrl, crop }) => ({
    id: photoId,
    previewUrl,
    crop: { x: crop.x, y: crop.y, width: crop.width, height: crop.height, rotation: crop.rotation },
  }));
  if (!line.personalisation && photos.length === 0) return undefined;
  return { ...(line.personalisation ? { text: line.personalisation } : {}), ...(photos.length ? { photos } : {}) };
}

/**
 * "Buy again" and an unpaid order that closed: the order's lines back into cart lines, with the shopper's choices
 * (the same photos and crops: the order keeps its photos). Prices and limited-offer caps are not carried over: the
 * cart asks the server for today's.
 */
export function toAddToCartInputs(lines: readonly OrderedLine[]): AddToCartInput[] {
  return lines.map((line) => {
    const customization = toCustomization(line);
    return {
      id: line.productId,
      hasVariant: Boolean(line.variant),
      quantity: line.quantity,
      ...(line.variant ? { variant: line.variant } : {}),
      ...(customization ? { customization } : {}),
      giftWrap: line.giftWrap === true,
      giftMessage: line.giftMessage ?? '',
    };
  });
}
