// A webhook delivery: verified, claimed once per event id, and settled or recorded through the same writes as the
// browser's confirmation.
import { createHash } from 'node:crypto';
import { recordRefund, type PaymentDecision } from '../domain/order-payment.js';
import type { OrderRecord } from '../domain/order-record.js';
import { asUpdate, NOT_THIS_ORDER, type PaymentsContext, type PaymentsService } from './payments-model.js';
import type { PaymentSettling } from './payment-settling.js';

/** The webhook's answer and log line for a payment event, saying what happened to the order. */
function paymentEventResult(decision: PaymentDecision | null): string {
  if (decision === null) return 'nothing settled: order not found';
  if (decision.kind === 'write') return `payment settled: ${decision.outcome}`;
  if (decision.kind === 'needs-stock') return 'nothing settled: stock not read';
  if (decision.why === 'already-paid') return 'nothing settled: this payment had already paid the order';
  if (NOT_THIS_ORDER.has(decision.why)) return "nothing settled: the payment is not this order's";
  return `nothing settled: ${decision.why}`;
}

export function createHandleWebhook(
  context: PaymentsContext,
  settling: PaymentSettling,
): PaymentsService['handleWebhook'] {
  const { deps, provider, store, logger, now } = context;
  const { settleReported } = settling;

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

  return async function handleWebhook(rawBody, signature, eventId) {
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
  };
}

function refundNoteKey(notes: unknown): string | null {
  if (typeof notes !== 'object' || notes === null) return null;
  const key = (notes as Record<string, unknown>).key;
  return typeof key === 'string' && key !== '' ? key : null;
}
