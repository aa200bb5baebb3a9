// The owner moves an order on (packed, shipped, delivered, cancelled) through the one transition function, as the
// 'owner' actor; a cancelled paid order then asks for its refund.
import { trackingLink } from '../domain/couriers.js';
import { earlyDeliveryDate, earlyMoveMessages } from '../domain/early-delivery.js';
import { transition, type OrderStatus, type TransitionRefusalCode } from '../domain/order-status.js';
import { userError } from '../domain/user-errors.js';
import type { AdminActor } from '../shared/admin-actor.js';
import { validateShipment } from './admin-order-actions.js';
import { audited, auditOf, failedChange } from './admin-order-changes.js';
import {
  AdminOrderMessages,
  type AdminOrderResult,
  type AdminOrdersContext,
  type AdminOrdersService,
} from './admin-orders-model.js';
import type { OrderRecord, ShipmentRecord } from './order-document.js';
import type { MailMessage } from './orders-store.js';
import { shippedMail } from './shipped-mail.js';
import type { CancelDecision } from './orders-store.js';
import { allowedChange, askForWrittenRefund } from './status-change.js';

type Refusal = { code: TransitionRefusalCode | 'EARLY_DELIVERY'; message: string };

interface MoveOptions {
  readonly reason?: string | null;
  /**
   * Out for delivery or delivered: before the order's delivery date it needs the owner's confirmation, and the
   * timeline says so.
   */
  readonly delivery?: { readonly confirmEarly: boolean };
  readonly shipment?: (at: Date) => ShipmentRecord;
  readonly mail?: { readonly mailId: string; readonly message: (after: OrderRecord) => MailMessage };
}

/**
 * What to confirm and record when the move comes before the delivery date, else null. A courier's dates are an
 * estimate it keeps itself, so only the shop's own delivery (a date and slot) is early when it goes out.
 */
function earlyMove(order: OrderRecord, to: OrderStatus, options: MoveOptions, at: Date) {
  if (!options.delivery) return null;
  if (to === 'OUT_FOR_DELIVERY' && order.delivery?.mode !== 'LOCAL') return null;
  const date = earlyDeliveryDate(order.delivery, at);
  return date === null ? null : earlyMoveMessages(to === 'DELIVERED' ? 'DELIVERED' : 'OUT_FOR_DELIVERY', date);
}

async function moveOrder(
  context: AdminOrdersContext,
  actor: AdminActor,
  id: string,
  to: OrderStatus,
  action: string,
  options: MoveOptions = {},
): Promise<AdminOrderResult> {
  const { deps } = context;
  const at = context.now();
  let outcome;
  try {
    outcome = await deps.orders.changeStatus<Refusal>(id, (order): CancelDecision<Refusal> => {
      const early = earlyMove(order, to, options, at);
      const result = transition(order, to, 'owner', early?.reason ?? options.reason ?? null, at);
      if (!result.ok) return { ok: false, refusal: { code: result.code, message: result.message } };
      if (early !== null && !options.delivery?.confirmEarly)
        return { ok: false, refusal: { code: 'EARLY_DELIVERY', message: early.confirm } };
      return {
        ...allowedChange(order, result, 'owner', at),
        changes: options.shipment ? { shipment: options.shipment(at) } : undefined,
        alsoWrite: auditOf(deps, actor, action, id, audited),
        ...(options.mail ? { mail: options.mail } : {}),
      };
    });
  } catch (error) {
    return failedChange(error);
  }
  if (outcome.kind === 'not-found')
    return { order: null, userErrors: [userError('id', 'NOT_FOUND', AdminOrderMessages.notFound)] };
  if (outcome.kind === 'refused') {
    const { code, message } = outcome.refusal;
    if (code === 'REASON_TOO_LONG') return { order: null, userErrors: [userError('reason', 'TOO_LONG', message)] };
    if (code === 'REASON_REQUIRED') return { order: null, userErrors: [userError('reason', 'REQUIRED', message)] };
    if (code === 'EARLY_DELIVERY')
      return { order: null, userErrors: [userError('confirmEarly', 'CONFIRMATION_REQUIRED', message)] };
    return { order: null, userErrors: [userError('id', 'NOT_ALLOWED', message)] };
  }
  deps.logger.info({ orderId: id, status: to, admin: actor.uid }, `order ${action} by the owner`);
  const order = await askForWrittenRefund(
    outcome.order,
    deps.refunds,
    (orderId) => deps.orders.get(orderId),
    deps.logger,
  );
  return { order, userErrors: [] };
}

type StatusMoves = Pick<
  AdminOrdersService,
  'markPacked' | 'markShipped' | 'markOutForDelivery' | 'markDelivered' | 'cancel'
>;

export function createStatusMoves(context: AdminOrdersContext): StatusMoves {
  return {
    markPacked: (actor, id) => moveOrder(context, actor, id, 'PACKED', 'order.pack'),
    async markShipped(actor, id, input, shop) {
      const shipment = validateShipment(input);
      if (!shipment.ok) return { order: null, userErrors: shipment.errors };
      const { courier, trackingNumber } = shipment.value;
      const trackingUrl = trackingLink(shop.couriers, courier, trackingNumber);
      return moveOrder(context, actor, id, 'SHIPPED', 'order.ship', {
        shipment: (at) => ({ courier, trackingNumber, trackingUrl, shippedAt: at.toISOString() }),
        mail: { mailId: `order-shipped-${id}`, message: (after) => shippedMail(after, after.shipment!, shop.name) },
      });
    },
    markOutForDelivery: (actor, id, confirmEarly = false) =>
      moveOrder(context, actor, id, 'OUT_FOR_DELIVERY', 'order.out-for-delivery', { delivery: { confirmEarly } }),
    markDelivered: (actor, id, confirmEarly = false) =>
      moveOrder(context, actor, id, 'DELIVERED', 'order.deliver', { delivery: { confirmEarly } }),
    cancel: (actor, id, reason) => moveOrder(context, actor, id, 'CANCELLED', 'order.cancel', { reason }),
  };
}
