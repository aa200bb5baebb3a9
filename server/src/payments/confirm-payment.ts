// The browser's confirmation of a payment: its signature checked, then settled from the provider's own record.
import { userError } from '../domain/user-errors.js';
import { PaymentProviderError } from './payment-provider.js';
import { checkedId, requireShopper } from './payment-arguments.js';
import { NOT_THIS_ORDER, PaymentMessages, type PaymentsContext, type PaymentsService } from './payments-model.js';
import type { PaymentSettling } from './payment-settling.js';

export function createConfirmPayment(
  context: PaymentsContext,
  settling: PaymentSettling,
): PaymentsService['confirmPayment'] {
  const { provider, store, logger } = context;
  const { settleReported } = settling;

  return async function confirmPayment(maybeShopper, request) {
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
  };
}
