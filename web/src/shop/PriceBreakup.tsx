import { graphql } from '../gql';
import type { PriceBreakup_BreakdownFragment, PriceBreakup_GstFragment } from '../gql/graphql';
import { formatPaise, formatRoundOff } from '../ui';
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
    chargeLines {
      kind
      label
      amount {
        ...Money
      }
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
}

/** In words: the GST included in the total, split CGST + SGST inside the seller's state and IGST to other states. */
export function gstLine(gst: PriceBreakup_GstFragment): string {
  if (gst.supply === 'INTRA_STATE') {
    return `Includes GST of ${gst.total.formatted} (CGST ${gst.cgst.formatted} + SGST ${gst.sgst.formatted})`;
  }
  if (gst.supply === 'INTER_STATE') return `Includes GST of ${gst.total.formatted} (IGST ${gst.igst.formatted})`;
  return `Includes GST of ${gst.total.formatted}`;
}

export type ChargeLineView = Pick<PriceBreakup_BreakdownFragment['chargeLines'][number], 'kind' | 'label' | 'amount'>;

/** A line's amount: "−₹150" off, "Free" at 0, the round-off always with its sign. */
export function chargeAmountText(line: Pick<ChargeLineView, 'kind' | 'amount'>): string {
  if (line.kind === 'ROUND_OFF') return formatRoundOff(line.amount);
  if (line.amount.paise === 0) return 'Free';
  if (line.amount.paise < 0) return `−${formatPaise(-line.amount.paise)}`;
  return line.amount.formatted;
}

/** "breakup-cod-fee" for COD_FEE: each line's test id follows its kind. */
const testId = (kind: string) => `breakup-${kind.toLowerCase().replace(/_/g, '-')}`;

/** The server's charge lines, one row each by its label (a cart's, a quote's or an order's); no fee named here. */
export function ChargeLineRows({ lines }: { lines: readonly ChargeLineView[] }) {
  return lines.map((line, index) => (
    <div
      key={`${line.kind}-${index}`}
      className={line.amount.paise < 0 ? [rows.row, styles.discount].join(' ') : rows.row}
      data-testid="charge-line"
      data-paise={line.amount.paise}
    >
      <dt>{line.label}</dt>
      <dd data-testid={testId(line.kind)}>{chargeAmountText(line)}</dd>
    </div>
  ));
}

/**
 * Every figure of an order's price as the server lists it (its charge lines: items, discount, each fee, round-off),
 * then the total and the GST. No fee is named here: a fee the server adds shows by its label.
 */
export function PriceBreakup({ breakdown, totalLabel = 'Total' }: PriceBreakupProps) {
  const { chargeLines, total, gst } = breakdown;
  return (
    <div className={styles.breakup}>
      <dl className={rows.rows} data-testid="charge-lines">
        <ChargeLineRows lines={chargeLines} />
        <div className={[rows.row, rows.total].join(' ')}>
          <dt>{totalLabel}</dt>
          <dd data-testid="breakup-total" data-paise={total.paise}>
            {total.formatted}
          </dd>
        </div>
      </dl>
      <p className={styles.gst} data-testid="breakup-gst">
        {gstLine(gst)}
      </p>
    </div>
  );
}
