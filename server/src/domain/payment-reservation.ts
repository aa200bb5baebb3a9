// The reservation of an online order's stock while its payment is awaited: the payment a new order starts with,
// whether the shopper may still (re)open the payment, and the expiry of an order unpaid when the reservation ends.
import { transition } from './order-status.js';
import { event, PaymentTexts, type OrderPayment, type PayableOrder, type PaymentDecision } from './payment-record.js';

/** The payment of a new online order, holding its stock for `reservationMs`. */
export function newOrderPayment(placedAt: Date, reservationMs: number): OrderPayment {
  return {
    state: 'AWAITING',
    providerOrderId: null,
    paymentId: null,
    method: null,
    paidAt: null,
    expiresAt: new Date(placedAt.getTime() + reservationMs).toISOString(),
    failedPaymentId: null,
    failureReason: null,
    attention: null,
    refunds: [],
    events: [],
    leaseUntil: null,
  };
}

/** Whether the shopper may still (re)open the payment: online, waiting, reservation not over. */
export function canStartPayment(order: PayableOrder, now: Date): boolean {
  return (
    order.paymentMethod === 'ONLINE' &&
    order.status === 'PENDING_PAYMENT' &&
    order.payment !== null &&
    order.payment.state !== 'PAID' &&
    Date.parse(order.payment.expiresAt) > now.getTime()
  );
}

/** Ends an unpaid online order whose reservation is over: EXPIRED, stock back. */
export function expireIfDue(order: PayableOrder, now: Date): PaymentDecision {
  const payment = order.payment;
  if (order.status !== 'PENDING_PAYMENT' || payment === null || payment.state === 'PAID')
    return { kind: 'none', why: 'not-waiting' };
  if (Date.parse(payment.expiresAt) > now.getTime()) return { kind: 'none', why: 'not-due' };
  const moved = transition(order, 'EXPIRED', 'system', PaymentTexts.expired, now);
  if (!moved.ok) return { kind: 'none', why: moved.code };
  return {
    kind: 'write',
    outcome: 'EXPIRED',
    payment: { ...payment, events: [...payment.events, event(now, 'RESERVATION_EXPIRED', 'system')] },
    status: { to: 'EXPIRED', entry: moved.entry },
    stock: 'return',
    refund: null,
  };
}
