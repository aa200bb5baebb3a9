// Refunds written in the order's transaction are asked of the provider after it commits, with the refund's key as the
// provider's idempotency key, so a retry never refunds twice.
import { recordRefund, refundRefused, type RefundRecord } from '../domain/order-payment.js';
import type { OrderRecord } from '../domain/order-record.js';
import { PaymentProviderError } from './payment-provider.js';
import { asUpdate, type PaymentsContext } from './payments-model.js';

export interface RefundRequests {
  readonly askRefund: (orderId: string, refund: RefundRecord) => Promise<boolean>;
  readonly askOutstandingRefunds: (order: OrderRecord) => Promise<number>;
}

export function createRefundRequests(context: PaymentsContext): RefundRequests {
  const { provider, store, logger, now } = context;

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

  return { askRefund, askOutstandingRefunds };
}
