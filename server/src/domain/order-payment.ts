// The payment side of an online order, as pure decisions: what a payment reported by the provider does to an order
// (mark it paid, record a failure, take its stock again after expiry, or refund it), when a reservation expires, and
// how refunds move. The same decision runs for the browser's callback, the webhook and the reconciler, so whichever
// arrives first settles the order and the others change nothing. The decisions live in one module per use case
// beside this one; this module names them all for the code that speaks of an order's payment.
export {
  PaymentTexts,
  refundKey,
  type OrderPayment,
  type PayableOrder,
  type PaymentDecision,
  type PaymentEvent,
  type PaymentSource,
  type PaymentState,
  type RefundReason,
  type RefundRecord,
  type RefundState,
  type ReportedPayment,
} from './payment-record.js';
export { canStartPayment, expireIfDue, newOrderPayment } from './payment-reservation.js';
export { linesInStock, settlePayment } from './payment-settlement.js';
export {
  recordRefund,
  refundablePaise,
  refundCancelled,
  refundedPaise,
  refundRefused,
  paymentTotals,
  type PaymentTotals,
  type ReportedRefund,
} from './payment-refunds.js';
export {
  refundByOwner,
  type OwnerRefundDecision,
  type OwnerRefundRefusal,
  type OwnerRefundRequest,
} from './payment-owner-refund.js';
export { PAYMENT_STATUS_VIEWS, paymentStatusView, type PaymentStatusView } from './payment-status-view.js';
