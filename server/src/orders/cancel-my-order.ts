// A shopper cancels their own order while its status allows it; a paid order then asks for its refund.
import { transition, type TransitionRefusalCode } from '../domain/order-status.js';
import { userError } from '../domain/user-errors.js';
import { requireShopper } from './checkout-input.js';
import { OrderMessages } from './order-messages.js';
import type { OrdersService, OrdersServiceDeps } from './orders-model.js';
import { OrdersContentionError, OrdersUnavailableError } from './orders-store.js';
import { allowedChange, askForWrittenRefund } from './status-change.js';

export function createCancelMyOrder(deps: OrdersServiceDeps, now: () => Date): OrdersService['cancelMyOrder'] {
  return async function cancelMyOrder(maybeShopper, id, reason) {
    const shopper = requireShopper(maybeShopper);
    await deps.sessions.assertValid(shopper);
    const at = now();
    let outcome;
    try {
      outcome = await deps.store.changeStatus<{ code: TransitionRefusalCode | 'NOT_OWNER'; message: string }>(
        id,
        (order) => {
          if (order.uid !== shopper.uid)
            return { ok: false, refusal: { code: 'NOT_OWNER', message: OrderMessages.notFound } };
          const result = transition(order, 'CANCELLED', 'shopper', reason, at);
          if (!result.ok) return { ok: false, refusal: { code: result.code, message: result.message } };
          return allowedChange(order, result, 'shopper', at);
        },
      );
    } catch (error) {
      if (error instanceof OrdersContentionError)
        return { order: null, userErrors: [userError(null, 'TRY_AGAIN', OrderMessages.cancelTryAgain)] };
      if (error instanceof OrdersUnavailableError)
        return { order: null, userErrors: [userError(null, 'UNAVAILABLE', OrderMessages.cancelUnavailable)] };
      throw error;
    }
    if (outcome.kind === 'not-found')
      return { order: null, userErrors: [userError('id', 'NOT_FOUND', OrderMessages.notFound)] };
    if (outcome.kind === 'refused') {
      const { code, message } = outcome.refusal;
      // Another shopper's order answers exactly as a missing one.
      if (code === 'NOT_OWNER') return { order: null, userErrors: [userError('id', 'NOT_FOUND', message)] };
      if (code === 'REASON_TOO_LONG') return { order: null, userErrors: [userError('reason', 'TOO_LONG', message)] };
      return { order: null, userErrors: [userError('id', 'NOT_ALLOWED', message)] };
    }
    deps.logger.info(
      { orderId: id, reason: outcome.order.timeline.at(-1)?.reason ?? null },
      'order cancelled by the shopper',
    );
    const order = await askForWrittenRefund(
      outcome.order,
      deps.payments,
      (orderId) => deps.store.get(orderId),
      deps.logger,
    );
    return { order, userErrors: [] };
  };
}
