// What the payment status page says (tests assert these texts).
export const PaymentTexts = {
  paid: 'Payment received',
  failed: 'Payment failed',
  pending: 'Payment pending',
  pendingBody: 'The bank is still confirming your payment; we will update you.',
  waiting: 'Waiting for your payment',
  closed: 'Payment window closed',
  expired: 'Order expired',
  refunded: 'Payment refunded',
  cannotOpen: 'We could not open the payment window. Please try again.',
} as const;
