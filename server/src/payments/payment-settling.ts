// Settling one payment of one order from what the provider says of it: the one idempotent finalise() that the
// browser's confirmation, the webhook and the reconciler all call.
import { hasUseLeft } from '../domain/coupons.js';
import { linesInStock, settlePayment, type PaymentSource } from '../domain/order-payment.js';
import type { OrderRecord } from '../domain/order-record.js';
import type { ProviderPayment } from './payment-provider.js';
import { asUpdate, NOT_THIS_ORDER, type PaymentsContext, type Settled } from './payments-model.js';
import type { RefundRequests } from './payment-refund-requests.js';

export interface PaymentSettling {
  readonly settle: (orderId: string, reported: ProviderPayment, source: PaymentSource) => Promise<Settled>;
  readonly settleReported: (orderId: string, paymentId: string, source: PaymentSource) => Promise<Settled>;
  readonly finalise: (orderId: string, paymentId: string, source: PaymentSource) => Promise<OrderRecord | null>;
}

export function createPaymentSettling(context: PaymentsContext, refunds: RefundRequests): PaymentSettling {
  const { provider, store, logger, now } = context;
  const { askRefund } = refunds;

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

  return { settle, settleReported, finalise };
}
