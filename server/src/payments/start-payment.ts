// Opening the payment window for a shopper's own online order, reopening its provider order if needed.
import { canStartPayment } from '../domain/order-payment.js';
import type { OrderRecord } from '../domain/order-record.js';
import { userError } from '../domain/user-errors.js';
import { PaymentProviderError } from './payment-provider.js';
import { checkedId, requireShopper } from './payment-arguments.js';
import { PaymentMessages, type PaymentsContext, type PaymentsService } from './payments-model.js';

export function createStartPayment(
  context: PaymentsContext,
  ensureProviderOrder: (order: OrderRecord) => Promise<OrderRecord>,
): PaymentsService['startPayment'] {
  const { deps, provider, store, logger, now } = context;

  return async function startPayment(maybeShopper, orderId) {
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
  };
}
