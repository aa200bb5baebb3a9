import type { ReactNode } from 'react';
import type { CartSummaryData } from './cart-summary';
import { formatRoundOff } from '../ui';
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
 * The server-priced totals of a cart: subtotal, savings on mrp, delivery by the shop's shipping rules with how much
 * more makes it free, the total rounded to the whole rupee, and the minimum order value notice.
 */
export function CartTotals({
  summary,
  children,
  title = 'Order summary',
  note = 'Prices include taxes. Delivery at the shop’s standard rate; checkout confirms it for your PIN code.',
}: CartTotalsProps) {
  const { subtotal, mrpTotal, savings, itemCount, minimumOrderValue, amountToMinimum, delivery } = summary;
  return (
    <section className={styles.totals} aria-labelledby="cart-totals-title">
      <h2 id="cart-totals-title" className={styles.title}>
        {title}
      </h2>
      <dl className={rows.rows}>
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
        <div className={rows.row}>
          <dt>
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd data-testid="cart-subtotal">{subtotal.formatted}</dd>
        </div>
        <div className={rows.row}>
          <dt>Delivery</dt>
          <dd data-testid="cart-delivery">{delivery.shipping.paise === 0 ? 'Free' : delivery.shipping.formatted}</dd>
        </div>
        {delivery.roundOff.paise !== 0 && (
          <div className={rows.row}>
            <dt>Round off</dt>
            <dd data-testid="cart-round-off">{formatRoundOff(delivery.roundOff)}</dd>
          </div>
        )}
        <div className={[rows.row, rows.total].join(' ')}>
          <dt>Total</dt>
          <dd data-testid="cart-total">{delivery.total.formatted}</dd>
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
