// The payment side of an online order, as pure decisions: what a payment reported by the provider does to an order
// (mark it paid, record a failure, take its stock again after expiry, or refund it), when a reservation expires, and
// how refunds move. The same decision runs for the browser's callback, the webhook and the reconciler, so whichever
// arrives first settles the order and the others change nothing.
import { transition, type OrderStatus, type TimelineEntry } from './order-status.js';
import type { PaymentMethod } from './checkout-pricing.js';
import { formatPaise } from './money.js';

/** Where the order's payment stands. Refunds are listed beside it. */
export type PaymentState = 'AWAITING' | 'FAILED' | 'PAID';

export type RefundReason =
  | 'CANCELLED'
  | 'LATE_PAYMENT'
  | 'DUPLICATE_PAYMENT'
  | 'AMOUNT_MISMATCH'
  | 'PROVIDER'
  /** The owner refunded (part of) a paid order without cancelling it: goodwill, a damaged item. */
  | 'OWNER';
/** REQUESTED: written before asking the provider (retried until it answers); then the provider's status. */
export type RefundState = 'REQUESTED' | 'PENDING' | 'PROCESSED' | 'FAILED';
export type PaymentSource = 'callback' | 'webhook' | 'reconciler' | 'shopper' | 'owner' | 'system';

export interface RefundRecord {
  /** Also the provider's idempotency key: one refund per key, however often it is asked for. */
  readonly key: string;
  readonly paymentId: string;
  readonly amountPaise: number;
  readonly reason: RefundReason;
  /** The owner's words for an OWNER refund (shown to the shopper); null for the others. */
  readonly note: string | null;
  readonly refundId: string | null;
  readonly status: RefundState;
  /** ISO 8601. */
  readonly requestedAt: string;
}

export interface PaymentEvent {
  /** ISO 8601. */
  readonly at: string;
  readonly kind: string;
  readonly source: PaymentSource;
  readonly detail: string | null;
}

export interface OrderPayment {
  readonly state: PaymentState;
  readonly providerOrderId: string | null;
  readonly paymentId: string | null;
  readonly method: string | null;
  /** ISO 8601, once paid. */
  readonly paidAt: string | null;
  /** ISO 8601: the stock is held for the payment until then. */
  readonly expiresAt: string;
  /** The last failed attempt's payment id and reason (the shopper may try again while reserved). */
  readonly failedPaymentId: string | null;
  readonly failureReason: string | null;
  /** Set when the owner must look at the order (a payment refunded because it could not be used). */
  readonly attention: string | null;
  readonly refunds: readonly RefundRecord[];
  readonly events: readonly PaymentEvent[];
  /** ISO 8601: a reconciler instance holds the order until then. */
  readonly leaseUntil: string | null;
}

/** What the decisions read of an order. */
export interface PayableOrder {
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly totalPaise: number;
  readonly payment: OrderPayment | null;
}

/** A payment as the provider reports it (see payments/payment-provider.ts). */
export interface ReportedPayment {
  readonly id: string;
  readonly providerOrderId: string | null;
  readonly status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed';
  readonly amountPaise: number;
  readonly currency: string;
  readonly method: string | null;
  readonly errorDescription: string | null;
}

/** A change to write in the order's transaction, or nothing. */
export type PaymentDecision =
  | { readonly kind: 'none'; readonly why: string }
  /** Only for a paid order that expired: decide again knowing whether its stock is still there. */
  | { readonly kind: 'needs-stock' }
  | {
      readonly kind: 'write';
      readonly outcome: 'PAID' | 'PAID_LATE' | 'FAILED' | 'REFUND' | 'EXPIRED' | 'REFUND_UPDATED';
      readonly payment: OrderPayment;
      /** A new status with its timeline entry, or null. */
      readonly status: { readonly to: OrderStatus; readonly entry: TimelineEntry } | null;
      readonly stock: 'take' | 'return' | null;
      /** A refund to ask the provider for once the transaction has committed. */
      readonly refund: RefundRecord | null;
    };

export const PaymentTexts = {
  latePaidAgain: 'Paid after the reservation ended; the stock was still there.',
  lateRefunded: 'A payment arrived after the order had closed; it is being refunded.',
  duplicateRefunded: 'A second payment arrived for an order already paid; it is being refunded.',
  mismatchRefunded: 'A payment did not match the order (amount or currency); it is being refunded.',
  expired: 'The online payment did not arrive in time; the stock went back.',
  refundRefused: (amount: string, why: string) =>
    `Razorpay refused a refund of ${amount} (${why}). Nothing went back to the shopper: refund again from this page, or settle it outside Razorpay.`,
} as const;

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

function event(now: Date, kind: string, source: PaymentSource, detail: string | null = null): PaymentEvent {
  return { at: now.toISOString(), kind, source, detail };
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

function refundOnce(
  order: PayableOrder & { payment: OrderPayment },
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

export function refundKey(reason: RefundReason, paymentId: string): string {
  return `${reason.toLowerCase()}-${paymentId}`;
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

  if (reported.status === 'failed') {
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
  if (reported.status !== 'captured') return { kind: 'none', why: `payment-${reported.status}` };

  if (payment.state === 'PAID' && payment.paymentId === reported.id) return { kind: 'none', why: 'already-paid' };
  if (reported.amountPaise !== order.totalPaise || reported.currency !== 'INR')
    return refundOnce(withPayment, reported, 'AMOUNT_MISMATCH', PaymentTexts.mismatchRefunded, source, now);
  if (payment.state === 'PAID')
    return refundOnce(withPayment, reported, 'DUPLICATE_PAYMENT', PaymentTexts.duplicateRefunded, source, now);

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
  if (order.status === 'EXPIRED') {
    if (stockAvailable === null) return { kind: 'needs-stock' };
    if (stockAvailable) {
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
  }
  return refundOnce(withPayment, reported, 'LATE_PAYMENT', PaymentTexts.lateRefunded, source, now);
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
function ownRefunds(payment: OrderPayment): RefundRecord[] {
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
