// The payment record of an online order (its state, refunds and events), what the decisions read of an order, a
// payment as the provider reports it, and the one shape every payment decision answers with. Plain data and the
// small helpers the decisions share; the decisions themselves are in the payment-*.ts modules beside this one.
import type { OrderStatus, TimelineEntry } from './order-status.js';
import type { PaymentMethod } from './checkout-pricing.js';

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

export function event(now: Date, kind: string, source: PaymentSource, detail: string | null = null): PaymentEvent {
  return { at: now.toISOString(), kind, source, detail };
}

export function refundKey(reason: RefundReason, paymentId: string): string {
  return `${reason.toLowerCase()}-${paymentId}`;
}
