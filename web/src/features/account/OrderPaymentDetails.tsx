import { Link } from 'react-router-dom';
import type { OrderPage_OrderFragment } from '../../gql/graphql';
import { paymentStatusUrl } from '../../lib/urls';
import { CashRefunds } from '../../shop/CashRefunds';
import { REFUND_TIME } from './refund-words';
import styles from './orders.module.css';

const PAYMENT_METHOD = { COD: 'Cash on delivery', ONLINE: 'Online payment' } as const;

const PAYMENT_STATUS = {
  AWAITING_PAYMENT: 'Waiting for payment',
  FAILED: 'Payment failed; you can try again',
  PAID: 'Paid',
  REFUND_PENDING: 'Paid; refund on its way',
  PARTIALLY_REFUNDED: 'Paid; partly refunded',
  REFUNDED: 'Refunded',
  NOT_PAID: 'Not paid',
} as const;

const REFUND_STATUS = {
  REQUESTED: 'requested',
  PENDING: 'with the bank',
  PROCESSED: 'refunded',
  FAILED: 'failed; we will contact you',
} as const;

/** How the order is paid, where the payment stands (Pay now while it may), and its refunds. */
export function OrderPaymentDetails({ order }: { order: OrderPage_OrderFragment }) {
  const payment = order.payment;
  if (!payment)
    return (
      <>
        <p data-testid="order-payment">{PAYMENT_METHOD[order.paymentMethod]}</p>
        <CashRefunds refunds={order.cashRefunds} />
      </>
    );
  return (
    <>
      <p data-testid="order-payment">
        {PAYMENT_METHOD[order.paymentMethod]}: {PAYMENT_STATUS[payment.status]}
        {payment.method ? ` (${payment.method})` : ''}
      </p>
      {(payment.status === 'AWAITING_PAYMENT' || payment.status === 'FAILED') && order.status === 'PENDING_PAYMENT' && (
        <p>
          <Link to={paymentStatusUrl(order.id, { pay: true })}>Pay now</Link>
        </p>
      )}
      {payment.totals && payment.refunds.length > 0 && (
        <dl className={styles.paymentTotals} data-testid="order-payment-totals">
          <dt>Paid</dt>
          <dd>{payment.totals.paid.formatted}</dd>
          <dt>Refunded</dt>
          <dd>{payment.totals.refunded.formatted}</dd>
          {payment.totals.refunding.paise > 0 && (
            <>
              <dt>On its way back ({REFUND_TIME})</dt>
              <dd>{payment.totals.refunding.formatted}</dd>
            </>
          )}
          <dt>Net paid</dt>
          <dd>{payment.totals.net.formatted}</dd>
        </dl>
      )}
      {payment.refunds.length > 0 && (
        <ul data-testid="order-refunds">
          {payment.refunds.map((refund, index) => (
            <li key={`${index}-${refund.requestedAt}`}>
              Refund of {refund.amount.formatted}: {REFUND_STATUS[refund.status]}
              {refund.note ? ` (${refund.note})` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
