// How the refunds of an order's payment move: the refund of a cancelled paid order, a refund the provider refused,
// the provider's reports of a refund's id and status, and how much of the payment is refunded or still refundable.
import { formatPaise } from './money.js';
import {
  event,
  PaymentTexts,
  refundKey,
  type OrderPayment,
  type PayableOrder,
  type PaymentDecision,
  type PaymentSource,
  type RefundRecord,
  type RefundState,
} from './payment-record.js';

/** The refund of a paid order that was cancelled (what is left of its payment), asked for at most once. */
export function refundCancelled(order: PayableOrder, source: PaymentSource, now: Date): PaymentDecision {
  const payment = order.payment;
  if (order.status !== 'CANCELLED' || payment === null || payment.state !== 'PAID' || payment.paymentId === null)
    return { kind: 'none', why: 'not-a-cancelled-paid-order' };
  const key = refundKey('CANCELLED', payment.paymentId);
  if (payment.refunds.some((refund) => refund.key === key)) return { kind: 'none', why: 'refund-already-asked' };
  // What the owner already gave back (partial refunds) is not refunded a second time.
  const remaining = refundablePaise(order);
  if (remaining <= 0) return { kind: 'none', why: 'already-refunded' };
  const refund: RefundRecord = {
    key,
    paymentId: payment.paymentId,
    amountPaise: remaining,
    reason: 'CANCELLED',
    note: null,
    refundId: null,
    status: 'REQUESTED',
    requestedAt: now.toISOString(),
  };
  return {
    kind: 'write',
    outcome: 'REFUND',
    payment: {
      ...payment,
      refunds: [...payment.refunds, refund],
      events: [...payment.events, event(now, 'REFUND_REQUESTED', source, 'Order cancelled')],
    },
    status: null,
    stock: null,
    refund,
  };
}

const REFUND_RANK: Record<RefundState, number> = { REQUESTED: 0, PENDING: 1, PROCESSED: 2, FAILED: 2 };

/**
 * The provider refused to make a refund we asked for (it answered 400: more than is left on the payment, say, after
 * a refund made in its dashboard). Asking again would be refused again, so the refund ends FAILED and the order is
 * flagged for the owner, who may refund again (a failed refund gave nothing back) or settle it another way.
 */
export function refundRefused(order: PayableOrder, key: string, why: string, now: Date): PaymentDecision {
  const payment = order.payment;
  if (payment === null) return { kind: 'none', why: 'not-online' };
  const refund = payment.refunds.find((candidate) => candidate.key === key);
  if (!refund || refund.status !== 'REQUESTED') return { kind: 'none', why: 'refund-not-waiting' };
  const attention = PaymentTexts.refundRefused(formatPaise(refund.amountPaise), why);
  return {
    kind: 'write',
    outcome: 'REFUND_UPDATED',
    payment: {
      ...payment,
      attention,
      refunds: payment.refunds.map((candidate) => (candidate === refund ? { ...refund, status: 'FAILED' } : candidate)),
      events: [...payment.events, event(now, 'REFUND_REFUSED', 'system', why)],
    },
    status: null,
    stock: null,
    refund: null,
  };
}

/** What the provider said of a refund (its answer to our request, or a refund webhook). */
export interface ReportedRefund {
  readonly refundId: string;
  readonly paymentId: string;
  readonly amountPaise: number;
  readonly status: 'pending' | 'processed' | 'failed';
  /** Our key, when we know which request it answers. */
  readonly key: string | null;
}

/** Records a refund's id and status; statuses never move back (a late refund.created after refund.processed). */
export function recordRefund(
  order: PayableOrder,
  reported: ReportedRefund,
  source: PaymentSource,
  now: Date,
): PaymentDecision {
  const payment = order.payment;
  if (payment === null) return { kind: 'none', why: 'not-online' };
  const status: RefundState =
    reported.status === 'pending' ? 'PENDING' : reported.status === 'processed' ? 'PROCESSED' : 'FAILED';
  // A refund is ours by its provider id, else by the key we sent in its notes; a report without our key (a refund made
  // in the provider's dashboard, or an older one) may only be one still waiting for its id, of the same payment and
  // amount. A FAILED refund is never matched: the provider made nothing of it.
  const index = payment.refunds.findIndex(
    (refund) =>
      refund.refundId === reported.refundId ||
      (refund.refundId === null &&
        (refund.key === reported.key ||
          (reported.key === null &&
            refund.status === 'REQUESTED' &&
            refund.paymentId === reported.paymentId &&
            refund.amountPaise === reported.amountPaise))),
  );
  const existing = index >= 0 ? payment.refunds[index]! : null;
  if (existing && existing.refundId === reported.refundId && REFUND_RANK[existing.status] >= REFUND_RANK[status])
    return { kind: 'none', why: 'refund-known' };
  const updated: RefundRecord = existing
    ? {
        ...existing,
        refundId: reported.refundId,
        status: REFUND_RANK[existing.status] > REFUND_RANK[status] ? existing.status : status,
      }
    : {
        key: `provider-${reported.refundId}`,
        paymentId: reported.paymentId,
        amountPaise: reported.amountPaise,
        reason: 'PROVIDER',
        note: null,
        refundId: reported.refundId,
        status,
        requestedAt: now.toISOString(),
      };
  const refunds = existing
    ? payment.refunds.map((refund, at) => (at === index ? updated : refund))
    : [...payment.refunds, updated];
  return {
    kind: 'write',
    outcome: 'REFUND_UPDATED',
    payment: { ...payment, refunds, events: [...payment.events, event(now, `REFUND_${updated.status}`, source)] },
    status: null,
    stock: null,
    refund: null,
  };
}

/** The refunds of the payment that paid the order (not those of late, second or mismatched payments). */
export function ownRefunds(payment: OrderPayment): RefundRecord[] {
  return payment.refunds.filter((refund) => refund.paymentId === payment.paymentId);
}

/**
 * Paise of the order's payment refunded or on their way back: every refund of it asked for, pending or processed.
 * A FAILED refund gave nothing back, so its amount may be refunded again.
 */
export function refundedPaise(payment: OrderPayment): number {
  if (payment.state !== 'PAID' || payment.paymentId === null) return 0;
  return ownRefunds(payment)
    .filter((refund) => refund.status !== 'FAILED')
    .reduce((sum, refund) => sum + refund.amountPaise, 0);
}

/** What may still be refunded of an order paid online: what was paid less what is refunded; 0 when not paid. */
export function refundablePaise(order: PayableOrder): number {
  const payment = order.payment;
  if (order.paymentMethod !== 'ONLINE' || payment === null || payment.state !== 'PAID' || payment.paymentId === null)
    return 0;
  return Math.max(0, order.totalPaise - refundedPaise(payment));
}

/** What a paid online order's payment adds up to for its shopper, in paise (paymentTotals). */
export interface PaymentTotals {
  readonly paidPaise: number;
  /** Refunds the provider has processed. */
  readonly refundedPaise: number;
  /** Refunds asked for and not yet processed. */
  readonly refundingPaise: number;
  /** Paid less processed refunds. */
  readonly netPaise: number;
  /** What could still come back (refundablePaise). */
  readonly refundablePaise: number;
}

/** Paid, refunded, on its way back and the net of an order paid online; null until it is paid. */
export function paymentTotals(order: PayableOrder): PaymentTotals | null {
  const payment = order.payment;
  if (order.paymentMethod !== 'ONLINE' || payment === null || payment.state !== 'PAID' || payment.paymentId === null)
    return null;
  const own = ownRefunds(payment);
  const sum = (refunds: readonly RefundRecord[]) => refunds.reduce((total, refund) => total + refund.amountPaise, 0);
  const refunded = sum(own.filter((refund) => refund.status === 'PROCESSED'));
  const refunding = sum(own.filter((refund) => refund.status === 'REQUESTED' || refund.status === 'PENDING'));
  return {
    paidPaise: order.totalPaise,
    refundedPaise: refunded,
    refundingPaise: refunding,
    netPaise: order.totalPaise - refunded,
    refundablePaise: refundablePaise(order),
  };
}
