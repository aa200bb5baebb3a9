// Online payment of orders: open a provider order once an online order has committed, reopen it after a failed
// attempt, and settle payments through one idempotent finalise() that the browser's confirmation, the webhook and
// the reconciler all call. Refunds are written in the order's transaction first and asked of the provider after it
// commits, with the refund's key as the provider's idempotency key, so a retry never refunds twice.
import { createHash } from 'node:crypto';
import { hasUseLeft } from '../domain/coupons.js';
import { InvalidArgumentError, NotSignedInError } from '../domain/errors.js';
import {
  canStartPayment,
  expireIfDue,
  linesInStock,
  recordRefund,
  refundRefused,
  settlePayment,
  type PaymentDecision,
  type PaymentSource,
  type RefundRecord,
} from '../domain/order-payment.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { Logger } from '../logger.js';
import type { OrderRecord } from '../domain/order-record.js';
import type { Shopper } from '../shared/shopper.js';
import { PaymentProviderError, type PaymentProvider, type ProviderPayment } from './payment-provider.js';
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
interface Settled {
  readonly order: OrderRecord | null;
  readonly decision: PaymentDecision | null;
}

/** Reasons a reported payment changes nothing because it is not this order's payment at all. */
const NOT_THIS_ORDER = new Set(['other-provider-order', 'not-online']);

/** The webhook's answer and log line for a payment event, saying what happened to the order. */
function paymentEventResult(decision: PaymentDecision | null): string {
  if (decision === null) return 'nothing settled: order not found';
  if (decision.kind === 'write') return `payment settled: ${decision.outcome}`;
  if (decision.kind === 'needs-stock') return 'nothing settled: stock not read';
  if (decision.why === 'already-paid') return 'nothing settled: this payment had already paid the order';
  if (NOT_THIS_ORDER.has(decision.why)) return "nothing settled: the payment is not this order's";
  return `nothing settled: ${decision.why}`;
}

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

const MAX_ID_LENGTH = 100;
/** The reconciler reads waiting orders and outstanding refunds this many at a time, and goes through all of them. */
const RECONCILE_PAGE_SIZE = 200;

function requireShopper(shopper: Shopper | null): Shopper {
  if (!shopper) throw new NotSignedInError();
  return shopper;
}

function checkedId(argument: string, value: string): string {
  if (value.length === 0 || value.length > MAX_ID_LENGTH)
    throw new InvalidArgumentError(argument, `must be 1 to ${MAX_ID_LENGTH} characters`);
  return value;
}

/** A decision as the store takes it: the domain's write, or nothing. */
function asUpdate(decision: PaymentDecision): PaymentOrderUpdate<PaymentDecision> {
  if (decision.kind !== 'write') return { kind: 'none', result: decision };
  return { kind: 'write', result: decision, payment: decision.payment, status: decision.status, stock: decision.stock };
}

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const now = deps.now ?? (() => new Date());
  const { provider, store, logger } = deps;
  const leaseMs = deps.leaseMs ?? 60_000;

  async function ensureProviderOrder(order: OrderRecord): Promise<OrderRecord> {
    if (order.payment === null || order.payment.providerOrderId !== null) return order;
    const created = await provider.createOrder({
      amountPaise: order.totalPaise,
      currency: 'INR',
      receipt: order.orderNumber.slice(0, 40),
      notes: { orderId: order.id, orderNumber: order.orderNumber },
    });
    // Two tabs may both create one; the first stored wins and the other provider order is never opened.
    const outcome = await store.updateOrder<null>(order.id, (current) =>
      current.payment === null || current.payment.providerOrderId !== null
        ? { kind: 'none', result: null }
        : {
            kind: 'write',
            result: null,
            payment: { ...current.payment, providerOrderId: created.id },
            status: null,
            stock: null,
          },
    );
    if (outcome.kind === 'not-found') return order;
    logger.info({ orderId: order.id, providerOrderId: outcome.order.payment?.providerOrderId }, 'provider order open');
    return outcome.order;
  }

  async function askRefund(orderId: string, refund: RefundRecord): Promise<boolean> {
    try {
      const answer = await provider.refund(refund.paymentId, refund.amountPaise, refund.key, {
        orderId,
        reason: refund.reason,
        key: refund.key,
      });
      await store.updateOrder(orderId, (order) =>
        asUpdate(
          recordRefund(
            order,
            {
              refundId: answer.id,
              paymentId: answer.paymentId,
              amountPaise: answer.amountPaise,
              status: answer.status,
              key: refund.key,
            },
            'system',
            now(),
          ),
        ),
      );
      logger.info({ orderId, refundId: answer.id, reason: refund.reason }, 'refund asked of the provider');
      return true;
    } catch (error) {
      if (error instanceof PaymentProviderError && error.status === 400) {
        // Refused, not failed to reach: asking again would be refused again. The owner is told on the order.
        await store
          .updateOrder(orderId, (order) =>
            asUpdate(refundRefused(order, refund.key, error.description ?? 'no reason given', now())),
          )
          .catch((stored: unknown) => logger.error({ err: stored, orderId }, 'could not record a refused refund'));
        logger.warn({ err: error, orderId, key: refund.key }, 'the provider refused a refund; flagged for the owner');
        return false;
      }
      logger.warn({ err: error, orderId, key: refund.key }, 'refund not accepted yet; the reconciler will retry');
      return false;
    }
  }

  async function askOutstandingRefunds(order: OrderRecord): Promise<number> {
    let asked = 0;
    for (const refund of order.payment?.refunds ?? [])
      if (refund.status === 'REQUESTED' && (await askRefund(order.id, refund))) asked += 1;
    return asked;
  }

  async function settle(orderId: string, reported: ProviderPayment, source: PaymentSource): Promise<Settled> {
    const at = now();
    const outcome = await store.updateOrder(
      orderId,
      (order, products, coupon) =>
        asUpdate(
          settlePayment(
            order,
            reported,
            source,
            at,
            products ? linesInStock(order.lines, products) && (coupon === null || hasUseLeft(coupon)) : null,
          ),
        ),
      { withProducts: (order) => order.status === 'EXPIRED' && reported.status === 'captured' },
    );
    if (outcome.kind === 'not-found') return { order: null, decision: null };
    const decision = outcome.result;
    if (outcome.kind === 'changed' && decision.kind === 'write') {
      logger.info(
        { orderId, paymentId: reported.id, source, outcome: decision.outcome },
        `payment settled: ${decision.outcome}`,
      );
      if (decision.refund) await askRefund(orderId, decision.refund);
      return { order: (await store.get(orderId)) ?? outcome.order, decision };
    }
    if (decision.kind === 'none' && NOT_THIS_ORDER.has(decision.why))
      logger.warn(
        {
          orderId,
          paymentId: reported.id,
          paymentProviderOrderId: reported.providerOrderId,
          orderProviderOrderId: outcome.order.payment?.providerOrderId ?? null,
          source,
        },
        "payment not settled: it is not this order's payment",
      );
    return { order: outcome.order, decision };
  }

  /** Settles from the provider's own record of the payment, never from what the browser or a webhook body says. */
  async function settleReported(orderId: string, paymentId: string, source: PaymentSource): Promise<Settled> {
    return settle(orderId, await provider.fetchPayment(paymentId), source);
  }

  async function finalise(orderId: string, paymentId: string, source: PaymentSource): Promise<OrderRecord | null> {
    return (await settleReported(orderId, paymentId, source)).order;
  }

  async function orderOfProviderOrder(providerOrderId: string | null, notes: unknown): Promise<OrderRecord | null> {
    if (providerOrderId !== null) {
      const found = await store.findByProviderOrderId(providerOrderId);
      if (found) return found;
    }
    const noted = typeof notes === 'object' && notes !== null ? (notes as Record<string, unknown>).orderId : undefined;
    if (typeof noted !== 'string') return null;
    const order = await store.get(noted);
    return order && order.payment?.providerOrderId === providerOrderId ? order : null;
  }

  async function processEvent(body: Record<string, unknown>): Promise<string> {
    const event = typeof body.event === 'string' ? body.event : '';
    const payload = (body.payload ?? {}) as Record<string, { entity?: Record<string, unknown> } | undefined>;
    if (event.startsWith('refund.')) {
      const refund = payload.refund?.entity;
      if (!refund || typeof refund.id !== 'string' || typeof refund.payment_id !== 'string') return 'no refund entity';
      const paid = await provider.fetchPayment(refund.payment_id);
      const order = await orderOfProviderOrder(paid.providerOrderId, refund.notes);
      if (!order) return 'refund of an unknown order';
      const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
      const reported = {
        refundId: refund.id,
        paymentId: refund.payment_id,
        amountPaise: typeof refund.amount === 'number' ? refund.amount : 0,
        status: event === 'refund.processed' ? 'processed' : event === 'refund.failed' ? 'failed' : status,
        // Our key, echoed in the refund's notes: with several partial refunds of one payment it names the right one.
        key: refundNoteKey(refund.notes),
      } as const;
      await store.updateOrder(order.id, (current) => asUpdate(recordRefund(current, reported, 'webhook', now())));
      return `refund ${reported.status}`;
    }
    if (event.startsWith('payment.') || event === 'order.paid') {
      const payment = payload.payment?.entity;
      if (!payment || typeof payment.id !== 'string') return 'no payment entity';
      const providerOrderId = typeof payment.order_id === 'string' ? payment.order_id : null;
      const order = await orderOfProviderOrder(providerOrderId, payload.order?.entity?.notes ?? payment.notes);
      if (!order) return 'payment of an unknown order';
      return paymentEventResult((await settleReported(order.id, payment.id, 'webhook')).decision);
    }
    return 'ignored';
  }

  return {
    reservationMs: deps.reservationMs,

    async placed(order) {
      try {
        return await ensureProviderOrder(order);
      } catch (error) {
        // The order holds its stock; startPayment tries again when the shopper opens the payment.
        logger.warn({ err: error, orderId: order.id }, 'provider order not opened yet');
        return order;
      }
    },

    async refundDue(order) {
      await askOutstandingRefunds(order);
    },

    async startPayment(maybeShopper, orderId) {
      const shopper = requireShopper(maybeShopper);
      checkedId('orderId', orderId);
      const found = await store.get(orderId);
      if (!found || found.uid !== shopper.uid)
        return {
          session: null,
          order: null,
          userErrors: [userError('orderId', 'NOT_FOUND', PaymentMessages.notFound)],
        };
      if (!canStartPayment(found, now()))
        return {
          session: null,
          order: found,
          userErrors: [userError('orderId', 'NOT_PAYABLE', PaymentMessages.notPayable)],
        };
      let order: OrderRecord;
      try {
        order = await ensureProviderOrder(found);
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.warn({ err: error, orderId }, 'provider order could not be opened');
        return {
          session: null,
          order: found,
          userErrors: [userError(null, 'UNAVAILABLE', PaymentMessages.unavailable)],
        };
      }
      const payment = order.payment!;
      const { address } = order;
      return {
        order,
        userErrors: [],
        session: {
          orderId: order.id,
          keyId: provider.keyId,
          providerOrderId: payment.providerOrderId!,
          amountPaise: order.totalPaise,
          currency: 'INR',
          name: deps.shopName(),
          description: `Order ${order.orderNumber}`,
          prefill: {
            name: `${address.firstName} ${address.lastName}`.trim(),
            email: address.email,
            contact: address.phone,
          },
          scriptUrl: provider.checkoutScriptUrl,
          expiresAt: payment.expiresAt,
        },
      };
    },

    async confirmPayment(maybeShopper, request) {
      const shopper = requireShopper(maybeShopper);
      checkedId('input.orderId', request.orderId);
      checkedId('input.razorpayPaymentId', request.razorpayPaymentId);
      checkedId('input.razorpayOrderId', request.razorpayOrderId);
      checkedId('input.razorpaySignature', request.razorpaySignature);
      const order = await store.get(request.orderId);
      if (!order || order.uid !== shopper.uid)
        return { order: null, userErrors: [userError('input.orderId', 'NOT_FOUND', PaymentMessages.notFound)] };
      const stored = order.payment?.providerOrderId ?? null;
      if (stored === null || !provider.verifyCallback(stored, request.razorpayPaymentId, request.razorpaySignature)) {
        logger.warn({ orderId: order.id, paymentId: request.razorpayPaymentId }, 'payment callback signature refused');
        return {
          order: null,
          userErrors: [userError('input.razorpaySignature', 'SIGNATURE_INVALID', PaymentMessages.signatureInvalid)],
        };
      }
      try {
        const settled = await settleReported(order.id, request.razorpayPaymentId, 'callback');
        const decision = settled.decision;
        if (decision?.kind === 'none' && NOT_THIS_ORDER.has(decision.why))
          return {
            order: settled.order ?? order,
            userErrors: [userError('input.razorpayPaymentId', 'PAYMENT_NOT_FOR_ORDER', PaymentMessages.notThisOrder)],
          };
        return { order: settled.order ?? order, userErrors: [] };
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        logger.warn({ err: error, orderId: order.id }, 'payment not checked yet; the webhook or reconciler will');
        return { order, userErrors: [userError(null, 'UNAVAILABLE', PaymentMessages.confirmLater)] };
      }
    },

    finalise,

    async handleWebhook(rawBody, signature, eventId) {
      if (signature === null || !provider.verifyWebhook(rawBody, signature))
        return { status: 400, message: 'bad signature' };
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
      } catch {
        return { status: 400, message: 'not JSON' };
      }
      const id = eventId ?? `body-${createHash('sha256').update(rawBody).digest('hex')}`;
      const event = typeof body.event === 'string' ? body.event : 'unknown';
      if (!(await deps.webhookEvents.claim(id, event, now()))) return { status: 200, message: 'duplicate' };
      try {
        const result = await processEvent(body);
        logger.info({ eventId: id, event, result }, 'webhook handled');
        return { status: 200, message: result };
      } catch (error) {
        // Given back, so the provider's retry of this event is handled rather than taken for a duplicate.
        await deps.webhookEvents.release(id).catch(() => undefined);
        logger.error({ err: error, eventId: id, event }, 'webhook failed; the provider will retry it');
        return { status: 500, message: 'failed' };
      }
    },

    async reconcileOnce() {
      let checked = 0;
      let paid = 0;
      let expired = 0;
      let refundsAsked = 0;
      for await (const candidate of store.awaitingPayment(RECONCILE_PAGE_SIZE)) {
        const at = now();
        const payment = candidate.payment;
        if (payment === null) continue;
        const due = Date.parse(candidate.placedAt) + deps.reconcileAfterMs <= at.getTime();
        const expiring = Date.parse(payment.expiresAt) <= at.getTime();
        if (!due && !expiring) continue;
        // A lease, so that several instances do not all ask the provider about the same order at once.
        const lease = await store.updateOrder<boolean>(candidate.id, (order) =>
          order.status !== 'PENDING_PAYMENT' ||
          order.payment === null ||
          (order.payment.leaseUntil !== null && Date.parse(order.payment.leaseUntil) > at.getTime())
            ? { kind: 'none', result: false }
            : {
                kind: 'write',
                result: true,
                payment: { ...order.payment, leaseUntil: new Date(at.getTime() + leaseMs).toISOString() },
                status: null,
                stock: null,
              },
        );
        if (lease.kind !== 'changed') continue;
        checked += 1;
        try {
          let settled = false;
          if (payment.providerOrderId !== null) {
            const payments = await provider.fetchOrderPayments(payment.providerOrderId);
            for (const reported of payments.filter((item) => item.status === 'captured' || item.status === 'failed')) {
              const after = (await settle(candidate.id, reported, 'reconciler')).order;
              if (after?.payment?.state === 'PAID') settled = true;
            }
          }
          if (settled) {
            paid += 1;
            continue;
          }
          const outcome = await store.updateOrder(candidate.id, (order) => asUpdate(expireIfDue(order, now())), {
            ...(deps.onOrderReleased ? { onOrderReleased: deps.onOrderReleased } : {}),
          });
          if (outcome.kind === 'changed') {
            expired += 1;
            logger.info({ orderId: candidate.id }, 'unpaid order expired; stock returned');
          }
        } catch (error) {
          logger.warn({ err: error, orderId: candidate.id }, 'reconciler could not check an order; next pass will');
        } finally {
          // Done with it: the next pass (of any instance) may look again.
          await store
            .updateOrder<null>(candidate.id, (order) =>
              order.payment === null || order.payment.leaseUntil === null
                ? { kind: 'none', result: null }
                : {
                    kind: 'write',
                    result: null,
                    payment: { ...order.payment, leaseUntil: null },
                    status: null,
                    stock: null,
                  },
            )
            .catch(() => undefined);
        }
      }
      for await (const order of store.refundOutstanding(RECONCILE_PAGE_SIZE))
        refundsAsked += await askOutstandingRefunds(order);
      return { checked, paid, expired, refundsAsked };
    },
  };
}

function refundNoteKey(notes: unknown): string | null {
  if (typeof notes !== 'object' || notes === null) return null;
  const key = (notes as Record<string, unknown>).key;
  return typeof key === 'string' && key !== '' ? key : null;
}
