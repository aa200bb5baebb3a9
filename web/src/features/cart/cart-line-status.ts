// What a priced cart line means for the shopper: a message, a tone and the fix on offer. Pure, so it is tested.
import type { CartLineStatus } from '../../gql/graphql';

export type LineNoticeTone = 'warning' | 'danger';
export type LineFix = 'acknowledge-price' | 'reduce-quantity' | 'remove' | 'choose-variant';

export interface LineNotice {
  tone: LineNoticeTone;
  message: string;
  fix: LineFix;
}

export interface LineStatusInput {
  status: CartLineStatus;
  maxQuantity: number;
  quantity: number;
  unitPrice?: { formatted: string } | null;
  previousUnitPrice?: { formatted: string } | null;
  isLimitedOffer?: boolean;
  limitedOfferMax?: number | null;
  /** Units in stock for this line (its variant's stock, or the product's), when known. */
  stockAvailable?: number;
}

/** The notice to show under a line, or null when the line is fine as it is. */
export function describeLineStatus(line: LineStatusInput): LineNotice | null {
  switch (line.status) {
    case 'OK':
      return null;
    case 'PRICE_CHANGED':
      return {
        tone: 'warning',
        message:
          line.previousUnitPrice && line.unitPrice
            ? `The price changed from ${line.previousUnitPrice.formatted} to ${line.unitPrice.formatted} since you added it.`
            : 'The price changed since you added it.',
        fix: 'acknowledge-price',
      };
    case 'OUT_OF_STOCK':
      return { tone: 'danger', message: 'Sold out. Remove it to check out.', fix: 'remove' };
    case 'QUANTITY_UNAVAILABLE': {
      // The server's maxQuantity is what is left for this line after the cart's earlier lines of the same product.
      const byOffer =
        line.isLimitedOffer === true &&
        line.limitedOfferMax != null &&
        (line.stockAvailable ?? Infinity) > line.maxQuantity;
      if (byOffer) {
        const cap = line.limitedOfferMax!;
        return {
          tone: line.maxQuantity > 0 ? 'warning' : 'danger',
          message: `This limited offer allows at most ${cap} ${cap === 1 ? 'unit' : 'units'} per order.`,
          fix: line.maxQuantity > 0 ? 'reduce-quantity' : 'remove',
        };
      }
      if (line.maxQuantity <= 0) return { tone: 'danger', message: 'Sold out. Remove it to check out.', fix: 'remove' };
      return {
        tone: 'warning',
        message: `Only ${line.maxQuantity} ${line.maxQuantity === 1 ? 'unit' : 'units'} left in stock.`,
        fix: 'reduce-quantity',
      };
    }
    case 'VARIANT_REQUIRED':
      return {
        tone: 'danger',
        message: 'This option is no longer available. Remove it and choose another on the product page.',
        fix: 'choose-variant',
      };
    case 'UNAVAILABLE':
      return { tone: 'danger', message: 'This product is no longer available. Remove it to check out.', fix: 'remove' };
  }
}
