// One pass of the reconciler: pending payments asked of the provider, expiries, refunds not yet accepted.
import { expireIfDue } from '../domain/order-payment.js';
import type { OrderRecord } from '../domain/order-record.js';
import { asUpdate, type PaymentsContext, type PaymentsService } from './payments-model.js';
import type { RefundRequests } from './payment-refund-requests.js';
import type { PaymentSettling } from './payment-settling.js';

/** The reconciler reads waiting orders and outstanding refunds this many at a time, and goes through all of them. */
const RECONCILE_PAGE_SIZE = 200;

/** Takes the order's lease, so that several instances do not all ask the provider about the same order at once. */
async function takeLease({ deps, store }: PaymentsContext, orderId: string, at: Date): Promise<boolean> {
  const leaseMs = deps.leaseMs ?? 60_000;
  const lease = await store.updateOrder<boolean>(orderId, (order) =>
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
  return lease.kind === 'changed';
}

/** Done with it: the next pass (of any instance) may look again. */
async function releaseLease({ store }: PaymentsContext, orderId: string): Promise<void> {
  await store
    .updateOrder<null>(orderId, (order) =>
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

/** Settles what the provider reports of a leased order, else expires it if due; what became of it. */
async function checkLeased(
  context: PaymentsContext,
  settling: PaymentSettling,
  candidate: OrderRecord,
  providerOrderId: string | null,
): Promise<'paid' | 'expired' | 'waiting'> {
  const { deps, provider, store, logger, now } = context;
  let settled = false;
  if (providerOrderId !== null) {
    const payments = await provider.fetchOrderPayments(providerOrderId);
    for (const reported of payments.filter((item) => item.status === 'captured' || item.status === 'failed')) {
      const after = (await settling.settle(candidate.id, reported, 'reconciler')).order;
      if (after?.payment?.state === 'PAID') settled = true;
    }
  }
  if (settled) return 'paid';
  const outcome = await store.updateOrder(candidate.id, (order) => asUpdate(expireIfDue(order, now())), {
    ...(deps.onOrderReleased ? { onOrderReleased: deps.onOrderReleased } : {}),
  });
  if (outcome.kind !== 'changed') return 'waiting';
  logger.info({ orderId: candidate.id }, 'unpaid order expired; stock returned');
  return 'expired';
}

/** Checks one order waiting for payment when it is due; null when it was not looked at. */
async function reconcileCandidate(
  context: PaymentsContext,
  settling: PaymentSettling,
  candidate: OrderRecord,
): Promise<'paid' | 'expired' | 'waiting' | 'failed' | null> {
  const at = context.now();
  const payment = candidate.payment;
  if (payment === null) return null;
  const due = Date.parse(candidate.placedAt) + context.deps.reconcileAfterMs <= at.getTime();
  const expiring = Date.parse(payment.expiresAt) <= at.getTime();
  if (!due && !expiring) return null;
  if (!(await takeLease(context, candidate.id, at))) return null;
  try {
    return await checkLeased(context, settling, candidate, payment.providerOrderId);
  } catch (error) {
    context.logger.warn({ err: error, orderId: candidate.id }, 'reconciler could not check an order; next pass will');
    return 'failed';
  } finally {
    await releaseLease(context, candidate.id);
  }
}

export function createReconcileOnce(
  context: PaymentsContext,
  settling: PaymentSettling,
  refunds: RefundRequests,
): PaymentsService['reconcileOnce'] {
  return async function reconcileOnce() {
    let checked = 0;
    let paid = 0;
    let expired = 0;
    let refundsAsked = 0;
    for await (const candidate of context.store.awaitingPayment(RECONCILE_PAGE_SIZE)) {
      const result = await reconcileCandidate(context, settling, candidate);
      if (result === null) continue;
      checked += 1;
      if (result === 'paid') paid += 1;
      if (result === 'expired') expired += 1;
    }
    for await (const order of context.store.refundOutstanding(RECONCILE_PAGE_SIZE))
      refundsAsked += await refunds.askOutstandingRefunds(order);
    return { checked, paid, expired, refundsAsked };
  };
}
