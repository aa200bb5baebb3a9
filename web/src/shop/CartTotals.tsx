import type { ReactNode } from 'react';
import type { CartSummaryData } from './cart-summary';
import { ChargeLineRows } from './PriceBreakup';
import styles from './CartTotals.module.css';
import rows from './price-rows.module.css';

export interface CartTotalsProps {
  summary: CartSummaryData;
  /** The page's next step (Proceed to checkout, Place order …). */
  children?: ReactNode;
  title?: string;
  /** The small print under the totals. */
  note?: string;
}

/**
 * The server-priced totals of a cart: savings on mrp, the server's charge lines (the one pricing function's, as
 * checkout and the order list them; no fee named here) and their total, how much more makes delivery free, and the
 * minimum order value notice.
 */
export function CartTotals({
  summary,
  children,
  title = 'Order summary',
  note = 'Prices include taxes. Delivery at the shop’s standard rate; checkout confirms it for your PIN code.',
}: CartTotalsProps) {
  const { mrpTotal, savings, minimumOrderValue, amountToMinimum, delivery, chargeLines, total } = summary;
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className={styles.title}>
        {title}
      </h2>
      <dl className={rows.rows} data-testid="charge-lines">
        {savings.paise > 0 && (
          <div className={rows.row}>
            <dt>MRP total</dt>
            <dd>
              <s>{mrpTotal.formatted}</s>
            </dd>
          </div>
        )}
        {savings.paise > 0 && (
          <div className={[rows.row, styles.savings].join(' ')}>
            <dt>You save</dt>
            <dd data-testid="cart-savings">{savings.formatted}</dd>
          </div>
        )}
        <ChargeLineRows lines={chargeLines} />
        <div className={[rows.row, rows.total].join(' ')}>
          <dt>Total</dt>
          <dd data-testid="cart-total" data-paise={total.paise}>
            {total.formatted}
          </dd>
        </div>
      </dl>
      {delivery.message && (
        <p className={styles.note} data-testid="free-delivery-message">
          {delivery.message}
        </p>
      )}
      {minimumOrderValue.paise > 0 &&
        (amountToMinimum.paise > 0 ? (
          <p className={styles.minimum} role="status" data-testid="minimum-order-notice">
            The minimum order value is {minimumOrderValue.formatted}. Add {amountToMinimum.formatted} more to check out.
          </p>
        ) : (
          <p className={styles.minimumMet} data-testid="minimum-order-notice">
            Minimum order value of {minimumOrderValue.formatted} reached.
          </p>
        ))}
      <p className={styles.note}>{note}</p>
      {children}
    </section>
  );
}
