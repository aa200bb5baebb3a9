// The owner refunds (part of) an order without cancelling it, in the order's transaction with its audit record: a
// paid online order's refund is then asked of the provider exactly as a cancellation's refund; a delivered
// cash-on-delivery order's refund was handed back outside Razorpay (in cash) and is only recorded.
import { refundCashByOwner, type CashRefundDecision, type CashRefundRefusal } from '../domain/cash-refund.js';
import { ownerRefundKey, validateIdempotencyKey } from '../domain/idempotency.js';
import { financialYear } from '../domain/invoice.js';
import { formatPaise } from '../domain/money.js';
import {
  refundByOwner,
  refundedPaise,
  type OwnerRefundDecision,
  type OwnerRefundRefusal,
} from '../domain/order-payment.js';
import { OwnerRefundMessages, validateOwnerRefund } from '../domain/owner-refund.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { OrderUpdate } from '../domain/order-update.js';
import type { KeyedMutex } from '../shared/keyed-mutex.js';
import { auditOf, failedChange } from './admin-order-changes.js';
import { AdminOrderMessages, type AdminOrdersContext, type AdminOrdersService } from './admin-orders-model.js';
import type { OrderRecord } from './order-document.js';
import { askForWrittenRefund } from './status-change.js';
import { planCreditNote } from './credit-note-plan.js';

type RefundDecision = OwnerRefundDecision | CashRefundDecision;

function refundRefused(refusal: OwnerRefundRefusal | CashRefundRefusal): UserError {
  switch (refusal.code) {
    case 'NOT_ONLINE':
      return userError('id', 'NOT_ALLOWED', OwnerRefundMessages.notOnline);
    case 'NOT_COD':
      return userError('id', 'NOT_ALLOWED', OwnerRefundMessages.notOnline);
    case 'NOT_COLLECTED':
      return userError('id', 'NOT_ALLOWED', OwnerRefundMessages.notCollected);
    case 'NOT_PAID':
      return userError('id', 'NOT_ALLOWED', OwnerRefundMessages.notPaid);
    case 'OVER_REFUND':
      return userError(
        'input.amountPaise',
        'INVALID',
        OwnerRefundMessages.overRefund(formatPaise(refusal.refundablePaise)),
      );
    case 'KEY_REUSED':
      return userError('input.idempotencyKey', 'KEY_REUSED', OwnerRefundMessages.keyReused);
  }
}

/** What an audit record keeps of a refund change: what was refunded before and after, and the refund asked for. */
function auditedRefunds(order: OrderRecord): Record<string, unknown> {
  return {
    refundedPaise: order.payment ? refundedPaise(order.payment) : 0,
    refunds: (order.payment?.refunds ?? []).map(({ key, amountPaise, reason, note, status }) => ({
      key,
      amountPaise,
      reason,
      note,
      status,
    })),
    ...(order.cashRefunds ? { cashRefunds: order.cashRefunds.map((refund) => ({ ...refund })) } : {}),
  };
}

/** The refund decided from the order as its transaction read it: cash handed back for COD, else the online one. */
function decideRefund(
  order: OrderRecord,
  request: { key: string; amountPaise: number; note: string },
  at: Date,
): OrderUpdate<RefundDecision> {
  if (order.paymentMethod === 'COD') {
    const decision = refundCashByOwner(order, request, at);
    if (decision.kind !== 'write') return { kind: 'none', result: decision };
    const { cashRefunds } = decision;
    return { kind: 'write', result: decision, payment: null, cashRefunds, status: null, stock: null };
  }
  const decision = refundByOwner(order, request, at);
  if (decision.kind !== 'write') return { kind: 'none', result: decision };
  return { kind: 'write', result: decision, payment: decision.payment, status: null, stock: null };
}

/** `refundTurns`: refunds of one order, and credit notes of one year, take turns inside this instance (fewer retries). */
export function createOwnerRefund(context: AdminOrdersContext, refundTurns: KeyedMutex): AdminOrdersService['refund'] {
  const { deps } = context;
  return async function refund(actor, id, input) {
    const key = ownerRefundKey(id, validateIdempotencyKey(input.idempotencyKey, 'input.idempotencyKey'));
    const checked = validateOwnerRefund(input);
    if (!checked.ok) return { order: null, userErrors: checked.errors };
    const at = context.now();
    let outcome;
    try {
      // Refunds of one order take turns, and so do the credit notes of one financial year (one counter).
      outcome = await refundTurns.run([id, `credit-notes ${financialYear(at)}`], () =>
        deps.orders.updateOrder<RefundDecision>(id, (order) => decideRefund(order, { key, ...checked.value }, at), {
          alsoWrite: auditOf(deps, actor, 'order.refund', id, auditedRefunds),
          // A refund after the invoice is documented by a credit note, numbered in this transaction.
          creditNote: {
            at,
            draft: (order) => planCreditNote(order, 'REFUND', checked.value.amountPaise, checked.value.note),
          },
        }),
      );
    } catch (error) {
      return failedChange(error);
    }
    if (outcome.kind === 'not-found')
      return { order: null, userErrors: [userError('id', 'NOT_FOUND', AdminOrderMessages.notFound)] };
    if (outcome.result.kind === 'refused') return { order: null, userErrors: [refundRefused(outcome.result.refusal)] };
    if (outcome.kind === 'changed')
      deps.logger.info(
        { orderId: id, amountPaise: checked.value.amountPaise, admin: actor.uid },
        'refund written by the owner',
      );
    if (outcome.order.paymentMethod === 'COD') return { order: outcome.order, userErrors: [] };
    // Asked of the provider exactly as a cancellation's refund; a retry with the same key asks again if need be.
    const order = await askForWrittenRefund(
      outcome.order,
      deps.refunds,
      (orderId) => deps.orders.get(orderId),
      deps.logger,
    );
    return { order, userErrors: [] };
  };
}
