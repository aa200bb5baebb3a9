// The owner's refund of (part of) a cash-on-delivery order, handed back outside Razorpay (in cash), decided
// inside the order's transaction. Cash is collected when the order is delivered, so only a delivered order has
// anything to give back, and the refunds of an order never exceed what was collected.
import type { PaymentMethod } from './payment-method.js';
import type { OrderStatus } from './order-status.js';
import { sumPaise } from './money.js';

/** Money the shop handed back on a cash-on-delivery order, as the order keeps it. */
export interface CashRefundRecord {
  /** The refund's key (ownerRefundKey): the same request twice finds the first refund. */
  readonly key: string;
  readonly amountPaise: number;
  /** The owner's words (shown to the shopper). */
  readonly note: string;
  /** ISO 8601. */
  readonly refundedAt: string;
}

/** What the decision reads of an order. */
export interface CashOrder {
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly totalPaise: number;
  readonly cashRefunds?: readonly CashRefundRecord[];
}

export type CashRefundRefusal =
  | { readonly code: 'NOT_COD' }
  | { readonly code: 'NOT_COLLECTED' }
  | { readonly code: 'OVER_REFUND'; readonly refundablePaise: number }
  | { readonly code: 'KEY_REUSED' };

export type CashRefundDecision =
  | { readonly kind: 'refused'; readonly refusal: CashRefundRefusal }
  /** The same key was used before with the same amount and note: that refund, nothing written. */
  | { readonly kind: 'existing'; readonly refund: CashRefundRecord }
  | { readonly kind: 'write'; readonly cashRefunds: readonly CashRefundRecord[]; readonly refund: CashRefundRecord };

/** The cash collected: the order's total once it is delivered, else nothing. */
export function cashCollectedPaise(order: CashOrder): number {
  return order.paymentMethod === 'COD' && order.status === 'DELIVERED' ? order.totalPaise : 0;
}

const NOTHING_TO_COLLECT = new Set<OrderStatus>(['DELIVERED', 'CANCELLED', 'EXPIRED']);

/**
 * The cash to take at the door: a cash-on-delivery order's total until it is delivered (collected then) or closed;
 * nothing for an order paid online.
 */
export function cashToCollectPaise(order: Pick<CashOrder, 'status' | 'paymentMethod' | 'totalPaise'>): number {
  return order.paymentMethod === 'COD' && !NOTHING_TO_COLLECT.has(order.status) ? order.totalPaise : 0;
}

export function cashRefundedPaise(order: Pick<CashOrder, 'cashRefunds'>): number {
  return sumPaise((order.cashRefunds ?? []).map((refund) => refund.amountPaise));
}

/** What can still be handed back: collected less every earlier cash refund. */
export function cashRefundablePaise(order: CashOrder): number {
  return Math.max(0, cashCollectedPaise(order) - cashRefundedPaise(order));
}

export function refundCashByOwner(
  order: CashOrder,
  request: { readonly key: string; readonly amountPaise: number; readonly note: string },
  now: Date,
): CashRefundDecision {
  if (order.paymentMethod !== 'COD') return { kind: 'refused', refusal: { code: 'NOT_COD' } };
  const earlier = (order.cashRefunds ?? []).find((refund) => refund.key === request.key);
  if (earlier) {
    return earlier.amountPaise === request.amountPaise && earlier.note === request.note
      ? { kind: 'existing', refund: earlier }
      : { kind: 'refused', refusal: { code: 'KEY_REUSED' } };
  }
  if (order.status !== 'DELIVERED') return { kind: 'refused', refusal: { code: 'NOT_COLLECTED' } };
  const refundable = cashRefundablePaise(order);
  if (request.amountPaise > refundable)
    return { kind: 'refused', refusal: { code: 'OVER_REFUND', refundablePaise: refundable } };
  const refund: CashRefundRecord = { ...request, refundedAt: now.toISOString() };
  return { kind: 'write', refund, cashRefunds: [...(order.cashRefunds ?? []), refund] };
}
