// Online payment of orders: open a provider order once an online order has committed, reopen it after a failed
// attempt, and settle payments through one idempotent finalise() that the browser's confirmation, the webhook and
// the reconciler all call. Refunds are written in the order's transaction first and asked of the provider after it
// commits, with the refund's key as the provider's idempotency key, so a retry never refunds twice.
// The use cases live beside this file; this binds them over one set of dependencies.
import { createConfirmPayment } from './confirm-payment.js';
import { createPaymentSettling } from './payment-settling.js';
import { createRefundRequests } from './payment-refund-requests.js';
import { createHandleWebhook } from './payment-webhook.js';
import type { PaymentsContext, PaymentsService, PaymentsServiceDeps } from './payments-model.js';
import { createEnsureProviderOrder } from './provider-orders.js';
import { createReconcileOnce } from './reconcile-pass.js';
import { createStartPayment } from './start-payment.js';

export {
  PaymentMessages,
  type ConfirmPaymentRequest,
  type PaymentSession,
  type PaymentsService,
  type PaymentsServiceDeps,
  type ReconcileReport,
  type WebhookAnswer,
} from './payments-model.js';

export function createPaymentsService(deps: PaymentsServiceDeps): PaymentsService {
  const now = deps.now ?? (() => new Date());
  const { provider, store, logger } = deps;
  const context: PaymentsContext = { deps, provider, store, logger, now };
  const ensureProviderOrder = createEnsureProviderOrder(context);
  const refunds = createRefundRequests(context);
  const { askOutstandingRefunds } = refunds;
  const settling = createPaymentSettling(context, refunds);

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

    startPayment: createStartPayment(context, ensureProviderOrder),

    confirmPayment: createConfirmPayment(context, settling),

    finalise: settling.finalise,

    handleWebhook: createHandleWebhook(context, settling),

    reconcileOnce: createReconcileOnce(context, settling, refunds),
  };
}
