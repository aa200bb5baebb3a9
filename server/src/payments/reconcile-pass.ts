// One pass of the reconciler: pending payments asked of the provider, expiries, refunds not yet accepted.
import { expireIfDue } from '../domain/order-payment.js';
import { asUpdate, type PaymentsContext, type PaymentsService } from './payments-model.js';
import type { RefundRequests } from './payment-refund-requests.js';
import type { PaymentSettling } from './payment-settling.js';

/** The reconciler reads waiting orders and outstanding refunds this many at a time, and goes through all of them. */
const RECONCILE_PAGE_SIZE = 200;

export function createReconcileOnce(
  context: PaymentsContext,
  settling: PaymentSettling,
  refunds: RefundRequests,
): PaymentsService['reconcileOnce'] {
  const { deps, provider, store, logger, now } = context;
  const { settle } = settling;
  const { askOutstandingRefunds } = refunds;
  const leaseMs = deps.leaseMs ?? 60_000;

  return async function reconcileOnce() {
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
  };
}
