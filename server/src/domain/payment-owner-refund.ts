// The owner's refund of (part of) a paid online order without cancelling it, decided inside the order's transaction.
import { event, type OrderPayment, type PayableOrder, type RefundRecord } from './payment-record.js';
import { refundablePaise } from './payment-refunds.js';

/** The owner's refund request, already checked for shape (validateOwnerRefund). */
export interface OwnerRefundRequest {
  /** The refund's key (ownerRefundKey): the same request twice finds the first refund. */
  readonly key: string;
  readonly amountPaise: number;
  readonly note: string;
}

export type OwnerRefundRefusal =
  | { readonly code: 'NOT_ONLINE' }
  | { readonly code: 'NOT_PAID' }
  | { readonly code: 'OVER_REFUND'; readonly refundablePaise: number }
  | { readonly code: 'KEY_REUSED' };

export type OwnerRefundDecision =
  | { readonly kind: 'refused'; readonly refusal: OwnerRefundRefusal }
  /** The same key was asked for before with the same amount and reason: that refund, nothing written. */
  | { readonly kind: 'existing'; readonly refund: RefundRecord }
  | { readonly kind: 'write'; readonly payment: OrderPayment; readonly refund: RefundRecord };

/**
 * A refund of (part of) a paid online order by the owner, without cancelling it. Decided inside the order's
 * transaction: the refunds already asked for (pending ones too) and this one never exceed what was paid.
 */
export function refundByOwner(order: PayableOrder, request: OwnerRefundRequest, now: Date): OwnerRefundDecision {
  const payment = order.payment;
  if (order.paymentMethod !== 'ONLINE' || payment === null) return { kind: 'refused', refusal: { code: 'NOT_ONLINE' } };
  const earlier = payment.refunds.find((refund) => refund.key === request.key);
  if (earlier) {
    return earlier.amountPaise === request.amountPaise && earlier.note === request.note
      ? { kind: 'existing', refund: earlier }
      : { kind: 'refused', refusal: { code: 'KEY_REUSED' } };
  }
  if (payment.state !== 'PAID' || payment.paymentId === null) return { kind: 'refused', refusal: { code: 'NOT_PAID' } };
  const refundable = refundablePaise(order);
  if (request.amountPaise > refundable)
    return { kind: 'refused', refusal: { code: 'OVER_REFUND', refundablePaise: refundable } };
  const refund: RefundRecord = {
    key: request.key,
    paymentId: payment.paymentId,
    amountPaise: request.amountPaise,
    reason: 'OWNER',
    note: request.note,
    refundId: null,
    status: 'REQUESTED',
    requestedAt: now.toISOString(),
  };
  return {
    kind: 'write',
    refund,
    payment: {
      ...payment,
      refunds: [...payment.refunds, refund],
      events: [...payment.events, event(now, 'REFUND_REQUESTED', 'owner', request.note)],
    },
  };
}
