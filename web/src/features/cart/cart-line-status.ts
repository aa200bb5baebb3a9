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
      if (line.maxQuantity <= 0) return { tone: 'danger', message: 'Sold out. Remove it to check out.', fix: 'remove' };
      const byOffer = line.isLimitedOffer && line.limitedOfferMax != null && line.limitedOfferMax <= line.maxQuantity;
      const unit = line.maxQuantity === 1 ? 'unit' : 'units';
      return {
        tone: 'warning',
        message: byOffer
          ? `This limited offer allows at most ${line.maxQuantity} ${unit} per order.`
          : `Only ${line.maxQuantity} ${unit} left in stock.`,
        fix: 'reduce-quantity',
      };
    }
    case 'VARIANT_REQUIRED':
      return { tone: 'danger', message: 'This option is no longer available. Remove it and choose another on the product page.', fix: 'choose-variant' };
    case 'UNAVAILABLE':
      return { tone: 'danger', message: 'This product is no longer available. Remove it to check out.', fix: 'remove' };
  }
}
