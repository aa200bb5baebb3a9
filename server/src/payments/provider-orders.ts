// Opening an order's provider order, once: the first one stored wins.
import type { OrderRecord } from '../domain/order-record.js';
import type { PaymentsContext } from './payments-model.js';

export function createEnsureProviderOrder(context: PaymentsContext): (order: OrderRecord) => Promise<OrderRecord> {
  const { provider, store, logger } = context;

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

  return ensureProviderOrder;
}
