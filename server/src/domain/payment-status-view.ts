// The payment status the shopper sees, from the order and its payment.
import type { PayableOrder } from './payment-record.js';
import { ownRefunds, refundedPaise } from './payment-refunds.js';

/** The status the shopper sees, from the order and its payment. */
export type PaymentStatusView =
  'AWAITING_PAYMENT' | 'FAILED' | 'PAID' | 'REFUND_PENDING' | 'PARTIALLY_REFUNDED' | 'REFUNDED' | 'NOT_PAID';

export const PAYMENT_STATUS_VIEWS: readonly PaymentStatusView[] = [
  'AWAITING_PAYMENT',
  'FAILED',
  'PAID',
  'REFUND_PENDING',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'NOT_PAID',
];

export function paymentStatusView(order: PayableOrder): PaymentStatusView | null {
  const payment = order.payment;
  if (payment === null) return null;
  if (payment.state === 'PAID') {
    // A failed refund gave nothing back: the payment stands as if it had not been asked for.
    const own = ownRefunds(payment).filter((refund) => refund.status !== 'FAILED');
    if (own.length === 0) return 'PAID';
    if (!own.every((refund) => refund.status === 'PROCESSED')) return 'REFUND_PENDING';
    return refundedPaise(payment) >= order.totalPaise ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  }
  if (order.status !== 'PENDING_PAYMENT') return 'NOT_PAID';
  return payment.state === 'FAILED' ? 'FAILED' : 'AWAITING_PAYMENT';
}
