// What a payment reported by the provider does to an order: mark it paid, record a failure, take its stock again
// after expiry, or refund it (once). The same decision runs for the browser's callback, the webhook and the
// reconciler, so whichever arrives first settles the order and the others change nothing.
import { transition, type TimelineEntry } from './order-status.js';
import {
  event,
  PaymentTexts,
  refundKey,
  type OrderPayment,
  type PayableOrder,
  type PaymentDecision,
  type PaymentSource,
  type RefundReason,
  type RefundRecord,
  type ReportedPayment,
} from './payment-record.js';

type OnlineOrder = PayableOrder & { payment: OrderPayment };

function refundOnce(
  order: OnlineOrder,
  reported: ReportedPayment,
  reason: RefundReason,
  attention: string,
  source: PaymentSource,
  now: Date,
): PaymentDecision {
  const key = refundKey(reason, reported.id);
  if (order.payment.refunds.some((refund) => refund.key === key)) return { kind: 'none', why: 'refund-already-asked' };
  const refund: RefundRecord = {
    key,
    paymentId: reported.id,
    amountPaise: reported.amountPaise,
    reason,
    note: null,
    refundId: null,
    status: 'REQUESTED',
    requestedAt: now.toISOString(),
  };
  return {
    kind: 'write',
    outcome: 'REFUND',
    payment: {
      ...order.payment,
      attention,
      refunds: [...order.payment.refunds, refund],
      events: [...order.payment.events, event(now, 'REFUND_REQUESTED', source, attention)],
    },
    status: null,
    stock: null,
    refund,
  };
}

/** A failed payment: recorded once while the order still waits for payment. */
function failedPayment(
  order: OnlineOrder,
  reported: ReportedPayment,
  source: PaymentSource,
  now: Date,
): PaymentDecision {
  const { payment } = order;
  if (payment.state === 'PAID' || order.status !== 'PENDING_PAYMENT') return { kind: 'none', why: 'not-waiting' };
  if (payment.failedPaymentId === reported.id) return { kind: 'none', why: 'failure-known' };
  const reason = reported.errorDescription ?? 'The payment failed.';
  return {
    kind: 'write',
    outcome: 'FAILED',
    payment: {
      ...payment,
      state: 'FAILED',
      failedPaymentId: reported.id,
      failureReason: reason,
      events: [...payment.events, event(now, 'PAYMENT_FAILED', source, reason)],
    },
    status: null,
    stock: null,
    refund: null,
  };
}

/** A captured payment of an order that had expired: paid late when its stock can be taken again, else refunded. */
function paidAfterExpiry(
  order: OnlineOrder,
  reported: ReportedPayment,
  paid: OrderPayment,
  source: PaymentSource,
  now: Date,
  stockAvailable: boolean | null,
): PaymentDecision {
  if (stockAvailable === null) return { kind: 'needs-stock' };
  if (!stockAvailable) return refundOnce(order, reported, 'LATE_PAYMENT', PaymentTexts.lateRefunded, source, now);
  // EXPIRED is final for every actor of transition(); only a captured payment may revive it, taking stock again.
  const entry: TimelineEntry = {
    from: 'EXPIRED',
    to: 'PLACED',
    at: now.toISOString(),
    actor: 'payments',
    reason: PaymentTexts.latePaidAgain,
  };
  return {
    kind: 'write',
    outcome: 'PAID_LATE',
    payment: paid,
    status: { to: 'PLACED', entry },
    stock: 'take',
    refund: null,
  };
}

/** A captured payment: the order is paid, or the payment is refunded (wrong amount, a second payment, too late). */
function capturedPayment(
  order: OnlineOrder,
  reported: ReportedPayment,
  source: PaymentSource,
  now: Date,
  stockAvailable: boolean | null,
): PaymentDecision {
  const { payment } = order;
  if (payment.state === 'PAID' && payment.paymentId === reported.id) return { kind: 'none', why: 'already-paid' };
  if (reported.amountPaise !== order.totalPaise || reported.currency !== 'INR')
    return refundOnce(order, reported, 'AMOUNT_MISMATCH', PaymentTexts.mismatchRefunded, source, now);
  if (payment.state === 'PAID')
    return refundOnce(order, reported, 'DUPLICATE_PAYMENT', PaymentTexts.duplicateRefunded, source, now);

  const paid: OrderPayment = {
    ...payment,
    state: 'PAID',
    paymentId: reported.id,
    method: reported.method,
    paidAt: now.toISOString(),
    failureReason: null,
    events: [...payment.events, event(now, 'PAYMENT_CAPTURED', source, reported.method)],
  };
  if (order.status === 'PENDING_PAYMENT') {
    const moved = transition(order, 'PLACED', 'payments', null, now);
    if (!moved.ok) return { kind: 'none', why: moved.code };
    return {
      kind: 'write',
      outcome: 'PAID',
      payment: paid,
      status: { to: 'PLACED', entry: moved.entry },
      stock: null,
      refund: null,
    };
  }
  if (order.status === 'EXPIRED') return paidAfterExpiry(order, reported, paid, source, now, stockAvailable);
  return refundOnce(order, reported, 'LATE_PAYMENT', PaymentTexts.lateRefunded, source, now);
}

/**
 * What a payment the provider reported does to the order. `stockAvailable` is null until the caller has read the
 * order's products; it is only asked for (needs-stock) when a captured payment finds the order expired.
 */
export function settlePayment(
  order: PayableOrder,
  reported: ReportedPayment,
  source: PaymentSource,
  now: Date,
  /** For an expired order: whether its stock, and its coupon's use if it had one, can be taken again (null: unread). */
  stockAvailable: boolean | null = null,
): PaymentDecision {
  const payment = order.payment;
  if (order.paymentMethod !== 'ONLINE' || payment === null) return { kind: 'none', why: 'not-online' };
  if (payment.providerOrderId === null || reported.providerOrderId !== payment.providerOrderId)
    return { kind: 'none', why: 'other-provider-order' };
  const withPayment = { ...order, payment };
  if (reported.status === 'failed') return failedPayment(withPayment, reported, source, now);
  if (reported.status !== 'captured') return { kind: 'none', why: `payment-${reported.status}` };
  return capturedPayment(withPayment, reported, source, now, stockAvailable);
}

/** Whether every line can be taken from the stock as the products are now (summed per product and variant). */
export function linesInStock(
  lines: readonly { productId: string; variant: string | null; quantity: number }[],
  products: ReadonlyMap<
    string,
    { hasVariant: boolean; stock: number; variants: readonly { name: string; stock: number }[] } | null
  >,
): boolean {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    const key = JSON.stringify([line.productId, line.variant]);
    wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
  }
  for (const [key, units] of wanted) {
    const [productId, variant] = JSON.parse(key) as [string, string | null];
    const product = products.get(productId);
    if (!product) return false;
    const stock = product.hasVariant
      ? (product.variants.find((candidate) => candidate.name === variant)?.stock ?? 0)
      : product.stock;
    if (stock < units) return false;
  }
  return true;
}
