import type { OrderPage_OrderFragment } from '../../gql/graphql';

/** Where a refund lands, by how the order was paid (Razorpay's method names). */
const REFUND_DESTINATION: Record<string, string> = {
  upi: 'the UPI account you paid from',
  card: 'the card you paid with',
  netbanking: 'the bank account you paid from',
  wallet: 'the wallet you paid with',
  emi: 'the card you paid with',
};

/** How long a bank takes to show a refund, as Razorpay states it for normal refunds. */
export const REFUND_TIME = '5–7 working days';

/** What the cancel dialog says comes back, where and by when, before the shopper confirms. */
export function cancelRefundNote(order: Pick<OrderPage_OrderFragment, 'paymentMethod' | 'payment'>): string {
  if (order.paymentMethod === 'COD') return 'You have not paid for this order, so there is nothing to refund.';
  const totals = order.payment?.totals;
  if (!totals) return 'This order is not paid, so there is nothing to refund.';
  if (totals.refundable.paise === 0) return 'Everything you paid for this order has already been refunded.';
  const destination = REFUND_DESTINATION[order.payment?.method ?? ''] ?? 'the account you paid from';
  return `${totals.refundable.formatted} comes back to ${destination} within ${REFUND_TIME} of the cancellation.`;
}
