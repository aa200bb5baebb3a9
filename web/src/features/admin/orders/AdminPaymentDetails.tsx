import { graphql } from '../../../gql';
import type { AdminPaymentDetails_PaymentFragment } from '../../../gql/graphql';
import { formatTime, PAYMENT_STATUS_LABELS } from './order-labels';
import styles from './admin-orders.module.css';

export const AdminPaymentDetailsFragment = graphql(`
  fragment AdminPaymentDetails_payment on OrderPayment {
    status
    method
    providerOrderId
    paymentId
    paidAt
    expiresAt
    failureReason
    refunds {
      amount {
        formatted
      }
      reason
      status
      requestedAt
      refundId
      note
    }
    events {
      at
      kind
      source
      detail
    }
  }
`);

/** An online payment as the owner needs it: where it stands, the provider's ids, refunds and every event. */
export function AdminPaymentDetails({ payment }: { payment: AdminPaymentDetails_PaymentFragment }) {
  return (
    <div data-testid="admin-order-payment">
      <dl className={styles.facts}>
        <dt>Status</dt>
        <dd>{PAYMENT_STATUS_LABELS[payment.status]}</dd>
        {payment.method && (
          <>
            <dt>Method</dt>
            <dd>{payment.method}</dd>
          </>
        )}
        {payment.paidAt && (
          <>
            <dt>Paid</dt>
            <dd>{formatTime(payment.paidAt)}</dd>
          </>
        )}
        {payment.status === 'AWAITING_PAYMENT' && (
          <>
            <dt>Stock held until</dt>
            <dd>{formatTime(payment.expiresAt)}</dd>
          </>
        )}
        {payment.failureReason && (
          <>
            <dt>Failure</dt>
            <dd>{payment.failureReason}</dd>
          </>
        )}
        <dt>Razorpay order</dt>
        <dd>
          <code>{payment.providerOrderId ?? '—'}</code>
        </dd>
        {payment.paymentId && (
          <>
            <dt>Razorpay payment</dt>
            <dd>
              <code>{payment.paymentId}</code>
            </dd>
          </>
        )}
      </dl>
      {payment.refunds.length > 0 && (
        <>
          <h3>Refunds</h3>
          <ul className={styles.plainList}>
            {payment.refunds.map((refund, index) => (
              <li key={`${index}-${refund.requestedAt}`}>
                {refund.amount.formatted} (
                {refund.reason === 'OWNER' ? 'by you' : refund.reason.toLowerCase().replace('_', ' ')}
                {refund.note ? `: ${refund.note}` : ''}): {refund.status.toLowerCase()}
                {refund.refundId ? ` · ${refund.refundId}` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {payment.events.length > 0 && (
        <>
          <h3>Payment events</h3>
          <ol className={styles.plainList} data-testid="admin-payment-events">
            {payment.events.map((event, index) => (
              <li key={index}>
                {event.kind.toLowerCase().replaceAll('_', ' ')} (from the {event.source})
                {event.detail ? `: ${event.detail}` : ''}{' '}
                <time dateTime={event.at} className={styles.muted}>
                  {formatTime(event.at)}
                </time>
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
