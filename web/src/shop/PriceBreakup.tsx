import { graphql } from '../gql';
import type { PriceBreakup_BreakdownFragment, PriceBreakup_GstFragment } from '../gql/graphql';
import { formatRoundOff } from '../ui';
import styles from './PriceBreakup.module.css';
import rows from './price-rows.module.css';

/** The GST included in an amount, as the checkout quote and an order both report it. */
export const PriceBreakupGstFragment = graphql(`
  fragment PriceBreakup_gst on GstBreakdown {
    taxable {
      ...Money
    }
    total {
      ...Money
    }
    cgst {
      ...Money
    }
    sgst {
      ...Money
    }
    igst {
      ...Money
    }
    supply
  }
`);

/** Every figure of a price, as the checkout quote and an order both report it. */
export const PriceBreakupFragment = graphql(`
  fragment PriceBreakup_breakdown on PriceBreakdown {
    itemCount
    itemsSubtotal {
      ...Money
    }
    couponCode
    discount {
      ...Money
    }
    shipping {
      ...Money
    }
    codFee {
      ...Money
    }
    roundOff {
      ...Money
    }
    total {
      ...Money
    }
    gst {
      ...PriceBreakup_gst
    }
  }
`);

export interface PriceBreakupProps {
  breakdown: PriceBreakup_BreakdownFragment;
  /** The total's label: "Total" on review, "Order total" on an order. */
  totalLabel?: string;
  /** The chosen delivery slot's surcharge, where the page selected it (a row only when it costs something). */
  slotSurcharge?: { paise: number; formatted: string } | null;
}

/** In words: the GST included in the total, split CGST + SGST inside the seller's state and IGST to other states. */
export function gstLine(gst: PriceBreakup_GstFragment): string {
  if (gst.supply === 'INTRA_STATE') {
    return `Includes GST of ${gst.total.formatted} (CGST ${gst.cgst.formatted} + SGST ${gst.sgst.formatted})`;
  }
  if (gst.supply === 'INTER_STATE') return `Includes GST of ${gst.total.formatted} (IGST ${gst.igst.formatted})`;
  return `Includes GST of ${gst.total.formatted}`;
}

/**
 * Every figure of an order's price, as the server computed it: items, discount, shipping, COD fee, the round-off to
 * the whole rupee (a row only when there is one), total, GST.
 */
export function PriceBreakup({ breakdown, totalLabel = 'Total', slotSurcharge }: PriceBreakupProps) {
  const { itemCount, itemsSubtotal, discount, couponCode, shipping, codFee, roundOff, total, gst } = breakdown;
  return (
    <div className={styles.breakup}>
      <dl className={rows.rows}>
        <div className={rows.row}>
          <dt>
            Items ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd data-testid="breakup-items">{itemsSubtotal.formatted}</dd>
        </div>
        {discount.paise > 0 && (
          <div className={[rows.row, styles.discount].join(' ')}>
            <dt>Discount{couponCode ? ` (${couponCode})` : ''}</dt>
            <dd data-testid="breakup-discount">−{discount.formatted}</dd>
          </div>
        )}
        <div className={rows.row}>
          <dt>Shipping</dt>
          <dd data-testid="breakup-shipping">{shipping.paise === 0 ? 'Free' : shipping.formatted}</dd>
        </div>
        {slotSurcharge && slotSurcharge.paise > 0 && (
          <div className={rows.row}>
            <dt>Delivery slot</dt>
            <dd data-testid="breakup-slot-surcharge">{slotSurcharge.formatted}</dd>
          </div>
        )}
        {codFee.paise > 0 && (
          <div className={rows.row}>
            <dt>Cash on delivery fee</dt>
            <dd data-testid="breakup-cod-fee">{codFee.formatted}</dd>
          </div>
        )}
        {roundOff.paise !== 0 && (
          <div className={rows.row}>
            <dt>Round off</dt>
            <dd data-testid="breakup-round-off">{formatRoundOff(roundOff)}</dd>
          </div>
        )}
        <div className={[rows.row, rows.total].join(' ')}>
          <dt>{totalLabel}</dt>
          <dd data-testid="breakup-total">{total.formatted}</dd>
        </div>
      </dl>
      <p className={styles.gst} data-testid="breakup-gst">
        {gstLine(gst)}
      </p>
    </div>
  );
}
