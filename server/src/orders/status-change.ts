// What a status change writes besides the status, for every actor that changes one (the shopper cancelling, the
// owner in the admin): one place, so a cancellation always gives back stock and coupon use and refunds a payment.
import type { Logger } from '../logger.js';
import { refundCancelled, type PaymentSource } from '../domain/order-payment.js';
import type { TransitionResult } from '../domain/order-status.js';
import type { OrderRecord } from './order-document.js';
import type { OrderPayments } from './order-payments.js';

type Allowed = Extract<TransitionResult, { ok: true }>;

/**
 * The change a transition allowed, as changeStatus writes it: stock and the coupon's use go back when the order is
 * released, and a paid order's refund is written with the cancellation, so it is asked for even if this process dies.
 */
export function allowedChange(order: OrderRecord, allowed: Allowed, source: PaymentSource, at: Date) {
  const refund = allowed.refundDue ? refundCancelled({ ...order, status: 'CANCELLED' }, source, at) : null;
  return {
    ok: true as const,
    status: allowed.status,
    entry: allowed.entry,
    returnsStock: allowed.returnsStock,
    releasesCoupon: allowed.releasesCoupon,
    ...(refund?.kind === 'write' ? { payment: refund.payment } : {}),
  };
}

/**
 * After the change committed: asks the provider for a refund it wrote, and answers the order as it is then. A failure
 * is only logged: the refund stays REQUESTED and the reconciler asks again.
 */
export async function askForWrittenRefund(
  order: OrderRecord,
  refunds: Pick<OrderPayments, 'refundDue'> | null | undefined,
  reread: (id: string) => Promise<OrderRecord | null>,
  logger: Pick<Logger, 'warn'>,
): Promise<OrderRecord> {
  if (!refunds || !order.payment?.refunds.some((refund) => refund.status === 'REQUESTED')) return order;
  try {
    await refunds.refundDue(order);
  } catch (error) {
    logger.warn({ err: error, orderId: order.id }, 'refund not asked for yet; the reconciler will retry');
  }
  return (await reread(order.id)) ?? order;
}
