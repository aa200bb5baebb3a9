// An order's refunds added up in one place, whatever their kind: online refunds of its payment (asked for and not
// failed) and cash the owner handed back on a cash-on-delivery order. The order pages print "Refunded" and "Net"
// under the total from it, the owner's list marks refunded orders and files them in its payment buckets, and the
// order history lists each refund with its amount and kind. Integer paise.
import { cashRefundedPaise, cashToCollectPaise, type CashRefundRecord } from './cash-refund.js';
import type { PayableOrder, RefundReason } from './payment-record.js';
import { ownRefunds, refundedPaise } from './payment-refunds.js';

export type RefundKind = 'ONLINE' | 'CASH';

/** One refund as the order's history shows it. */
export interface OrderRefundEntry {
  readonly kind: RefundKind;
  readonly amountPaise: number;
  /** ISO 8601: asked of the provider (online) or recorded by the owner (cash). */
  readonly at: string;
  /** The owner's words, or what made an automatic refund ("Order cancelled"). */
  readonly reason: string | null;
  /** An online refund's state; cash is handed back when it is recorded. */
  readonly status: 'REQUESTED' | 'PENDING' | 'PROCESSED' | 'FAILED' | 'HANDED_BACK';
}

/** NONE: no refund; PARTIAL: some of the total came back; FULL: all of it. */
export type OrderRefundState = 'NONE' | 'PARTIAL' | 'FULL';

export interface OrderRefundSummary {
  /** Every refund given or on its way back (failed online refunds gave nothing). */
  readonly refundedPaise: number;
  /** The order total less refundedPaise. */
  readonly netPaise: number;
  readonly state: OrderRefundState;
  /** Oldest first. */
  readonly entries: readonly OrderRefundEntry[];
}

export interface RefundedOrder extends PayableOrder {
  readonly cashRefunds?: readonly CashRefundRecord[] | null;
}

const AUTOMATIC_REASONS: Record<Exclude<RefundReason, 'OWNER'>, string> = {
  CANCELLED: 'Order cancelled',
  LATE_PAYMENT: 'Payment arrived after the order closed',
  DUPLICATE_PAYMENT: 'A second payment',
  AMOUNT_MISMATCH: 'Payment did not match the order',
  PROVIDER: 'Refunded at the payment provider',
};

export function orderRefundSummary(order: RefundedOrder): OrderRefundSummary {
  const cash = order.cashRefunds ?? [];
  const online = order.payment && order.payment.paymentId !== null ? ownRefunds(order.payment) : [];
  const entries: OrderRefundEntry[] = [
    ...online.map((refund) => ({
      kind: 'ONLINE' as const,
      amountPaise: refund.amountPaise,
      at: refund.requestedAt,
      reason: refund.reason === 'OWNER' ? refund.note : AUTOMATIC_REASONS[refund.reason],
      status: refund.status,
    })),
    ...cash.map((refund) => ({
      kind: 'CASH' as const,
      amountPaise: refund.amountPaise,
      at: refund.refundedAt,
      reason: refund.note || null,
      status: 'HANDED_BACK' as const,
    })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  const refunded = (order.payment ? refundedPaise(order.payment) : 0) + cashRefundedPaise({ cashRefunds: cash });
  const state: OrderRefundState = refunded === 0 ? 'NONE' : refunded >= order.totalPaise ? 'FULL' : 'PARTIAL';
  return { refundedPaise: refunded, netPaise: Math.max(0, order.totalPaise - refunded), state, entries };
}

/**
 * Where an order's money stands, as the owner's list files it: paid online; cash still to collect at the door;
 * cash collected; (partly) refunded, online or in cash; or not paid (an online order never paid, or a cash order
 * closed before delivery).
 */
export type PaymentBucket = 'PAID_ONLINE' | 'CASH_TO_COLLECT' | 'CASH_COLLECTED' | 'REFUNDED' | 'NOT_PAID';

export const PAYMENT_BUCKETS: readonly PaymentBucket[] = Object.freeze([
  'PAID_ONLINE',
  'CASH_TO_COLLECT',
  'CASH_COLLECTED',
  'REFUNDED',
  'NOT_PAID',
]);

/** The one bucket an order's row shows: a refund comes first, as the owner acts on it. */
export function paymentBucket(order: RefundedOrder): PaymentBucket {
  if (orderRefundSummary(order).state !== 'NONE') return 'REFUNDED';
  return takenBucket(order);
}

/** How the money was taken, whatever was refunded since. */
function takenBucket(order: RefundedOrder): PaymentBucket {
  if (order.paymentMethod === 'COD') {
    if (cashToCollectPaise(order) > 0) return 'CASH_TO_COLLECT';
    return order.status === 'DELIVERED' ? 'CASH_COLLECTED' : 'NOT_PAID';
  }
  return order.payment?.state === 'PAID' ? 'PAID_ONLINE' : 'NOT_PAID';
}

/**
 * Every bucket the owner's list finds an order under: how the money was taken, and REFUNDED too once any of it was
 * given back, so a partly refunded cash order still counts under "Cash collected" for the day's cash.
 */
export function paymentBuckets(order: RefundedOrder): PaymentBucket[] {
  const taken = takenBucket(order);
  return orderRefundSummary(order).state === 'NONE' ? [taken] : [taken, 'REFUNDED'];
}

/** A refund a change of the order gave back, as the buyer is told of it. */
export interface GivenRefund {
  /** The refund's own key: one message and one mail per refund, however often the change is retried. */
  readonly key: string;
  readonly kind: RefundKind;
  readonly amountPaise: number;
  readonly reason: string | null;
}

/**
 * The refunds a change gave back: online refunds it moved to PROCESSED (the money reached the shopper's payment
 * method) and cash refunds it recorded (handed back by then). The same for every kind, so the buyer hears of each.
 */
export function refundsGiven(before: RefundedOrder | null, after: RefundedOrder): GivenRefund[] {
  const was = new Map((before?.payment?.refunds ?? []).map((refund) => [refund.key, refund.status]));
  const online = (after.payment?.refunds ?? [])
    .filter((refund) => refund.status === 'PROCESSED' && was.get(refund.key) !== 'PROCESSED')
    .map((refund) => ({
      key: refund.key,
      kind: 'ONLINE' as const,
      amountPaise: refund.amountPaise,
      reason: refund.reason === 'OWNER' ? refund.note : AUTOMATIC_REASONS[refund.reason],
    }));
  const recorded = new Set((before?.cashRefunds ?? []).map((refund) => refund.key));
  const cash = (after.cashRefunds ?? [])
    .filter((refund) => !recorded.has(refund.key))
    .map((refund) => ({
      key: refund.key,
      kind: 'CASH' as const,
      amountPaise: refund.amountPaise,
      reason: refund.note,
    }));
  return [...online, ...cash];
}
