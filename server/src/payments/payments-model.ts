// The payments feature's types, messages and the small helpers its use cases share.
import type { PaymentDecision, PaymentSource } from '../domain/order-payment.js';
import type { UserError } from '../domain/user-errors.js';
import type { Logger } from '../logger.js';
import type { OrderRecord } from '../domain/order-record.js';
import type { Shopper } from '../shared/shopper.js';
import type { PaymentProvider } from './payment-provider.js';
import type { OrderReleasedHook, PaymentOrders, PaymentOrderUpdate } from './payment-ports.js';
import type { WebhookEvents } from './webhook-events.js';

export interface PaymentSession {
  readonly orderId: string;
  readonly keyId: string;
  readonly providerOrderId: string;
  readonly amountPaise: number;
  readonly currency: 'INR';
  readonly name: string;
  readonly description: string;
  readonly prefill: { readonly name: string; readonly email: string; readonly contact: string };
  readonly scriptUrl: string;
  readonly expiresAt: string;
}

export interface ConfirmPaymentRequest {
  readonly orderId: string;
  readonly razorpayPaymentId: string;
  readonly razorpayOrderId: string;
  readonly razorpaySignature: string;
}

export interface WebhookAnswer {
  readonly status: 200 | 400 | 500;
  readonly message: string;
}

/** Online payment; it is also what the orders feature asks for as its payments port (server.ts wires it). */
export interface PaymentsService {
  /** How long an online order holds its stock for the payment, in ms. */
  readonly reservationMs: number;
  /** After an online order's transaction committed: opens its provider order (failures are retried later). */
  placed(order: OrderRecord): Promise<OrderRecord>;
  /** After a paid order was cancelled with its refund written: asks the provider for it (retried later if it fails). */
  refundDue(order: OrderRecord): Promise<void>;
  startPayment(
    shopper: Shopper | null,
    orderId: string,
  ): Promise<{ session: PaymentSession | null; order: OrderRecord | null; userErrors: readonly UserError[] }>;
  confirmPayment(
    shopper: Shopper | null,
    request: ConfirmPaymentRequest,
  ): Promise<{ order: OrderRecord | null; userErrors: readonly UserError[] }>;
  /** Settles one payment of one order from what the provider says of it. Idempotent. */
  finalise(orderId: string, paymentId: string, source: PaymentSource): Promise<OrderRecord | null>;
  /** A webhook delivery: raw body, its X-Razorpay-Signature and x-razorpay-event-id headers. */
  handleWebhook(rawBody: Buffer, signature: string | null, eventId: string | null): Promise<WebhookAnswer>;
  /** One pass of the reconciler: pending payments asked of the provider, expiries, refunds not yet accepted. */
  reconcileOnce(): Promise<ReconcileReport>;
}

export interface ReconcileReport {
  readonly checked: number;
  readonly paid: number;
  readonly expired: number;
  readonly refundsAsked: number;
}

export const PaymentMessages = {
  notFound: 'We could not find this order.',
  notPayable: 'This order cannot be paid online any more. Please check its status in your orders.',
  unavailable: 'We could not open the payment right now. Please try again in a moment.',
  signatureInvalid: 'We could not confirm this payment. If money was taken, it will be confirmed or refunded.',
  confirmLater: 'We could not check the payment right now; we will confirm it shortly.',
  notThisOrder: 'This payment is not for this order, so it changed nothing. Please check the order you paid for.',
} as const;

/** What one settling did: the order as it stands, and the decision taken (a write, or why nothing was written). */
export interface Settled {
  readonly order: OrderRecord | null;
  readonly decision: PaymentDecision | null;
}

/** Reasons a reported payment changes nothing because it is not this order's payment at all. */
export const NOT_THIS_ORDER = new Set(['other-provider-order', 'not-online']);

export interface PaymentsServiceDeps {
  readonly provider: PaymentProvider;
  readonly store: PaymentOrders;
  readonly webhookEvents: WebhookEvents;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** The shop's name in the payment window. */
  readonly shopName: () => string;
  readonly reservationMs: number;
  /** How old an unpaid order must be before the reconciler asks the provider about it. */
  readonly reconcileAfterMs: number;
  /** How long one reconciler instance holds an order it works on. */
  readonly leaseMs?: number;
  readonly now?: () => Date;
  /** Runs in the transaction that expires an order (its stock goes back): the composition root wires coupons here. */
  readonly onOrderReleased?: OrderReleasedHook;
}

/** What every use case of the service works with: the dependencies, with the clock resolved. */
export interface PaymentsContext {
  readonly deps: PaymentsServiceDeps;
  readonly provider: PaymentProvider;
  readonly store: PaymentOrders;
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  readonly now: () => Date;
}

/** A decision as the store takes it: the domain's write, or nothing. */
export function asUpdate(decision: PaymentDecision): PaymentOrderUpdate<PaymentDecision> {
  if (decision.kind !== 'write') return { kind: 'none', result: decision };
  return { kind: 'write', result: decision, payment: decision.payment, status: decision.status, stock: decision.stock };
}
