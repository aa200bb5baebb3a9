// The order's lines as the record keeps them, and what of a line joins the request's fingerprint.
import type { OrderLineOptions } from '../domain/checkout-validation.js';
import type { Product } from '../domain/product.js';
import type { OrderLinePhotoRecord, OrderLineRecord } from './order-document.js';
import type { CheckoutQuote } from './orders-model.js';

export function chosenOptions({ personalisation, giftWrap, giftMessage }: OrderLineOptions): Partial<OrderLineOptions> {
  return {
    ...(personalisation === null ? {} : { personalisation }),
    ...(giftWrap ? { giftWrap } : {}),
    ...(giftMessage === null ? {} : { giftMessage }),
  };
}

export const STOCK_PROBLEMS = new Set(['SOLD_OUT', 'NOT_ENOUGH_STOCK', 'ABOVE_LIMITED_OFFER_MAX']);

export function frozenLines(
  quote: CheckoutQuote,
  products: ReadonlyMap<string, Product | null>,
  options: readonly OrderLineOptions[],
  photos: readonly (readonly OrderLinePhotoRecord[])[] = [],
): OrderLineRecord[] {
  // The quote has one line for each requested line, in the same order, so options[index] belongs to it.
  return quote.lines
    .map((line, index) => ({ line, options: options[index]!, photos: photos[index] ?? [] }))
    .filter(({ line }) => line.counted)
    .map(({ line, options: { personalisation, giftWrap, giftMessage }, photos: linePhotos }) => ({
      productId: line.productId,
      productName: line.productName!,
      variant: line.variant,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise!,
      lineTotalPaise: line.lineTotalPaise!,
      discountPaise: line.discountPaise,
      netPaise: line.netPaise,
      gstRate: line.gstRate!,
      hsnCode: line.hsnCode,
      gst: {
        taxablePaise: line.gst!.taxablePaise,
        taxPaise: line.gst!.taxPaise,
        cgstPaise: line.gst!.cgstPaise,
        sgstPaise: line.gst!.sgstPaise,
        igstPaise: line.gst!.igstPaise,
      },
      imageUrl: products.get(line.productId)?.thumbnail ?? null,
      personalisation,
      giftWrap,
      giftMessage,
      // Only a line with photos has the field, so lines without them are stored as before.
      ...(linePhotos.length > 0 ? { photos: linePhotos } : {}),
    }));
}
