// What the owner may do next with an order, and the check of a shipment's courier and tracking number.
import { cashRefundablePaise } from '../domain/cash-refund.js';
import { refundablePaise } from '../domain/order-payment.js';
import { transition, type OrderStatus } from '../domain/order-status.js';
import { userError, type UserError } from '../domain/user-errors.js';
import { AdminOrderMessages, INVOICEABLE, type AdminOrderAction, type ShipmentInput } from './admin-orders-model.js';
import type { OrderRecord } from './order-document.js';

const MAX_SHIPMENT_TEXT = 60;

/**
 * What the owner may do next with an order: each action is offered only when transition() would allow it. The shop's
 * own delivery (a date and slot) goes out with the shop's rider, so it is not offered the courier's "shipped" step
 * (the mutation still accepts it, for an order the owner hands to a courier after all).
 */
export function adminActions(order: OrderRecord, now: Date): AdminOrderAction[] {
  const allowed = (to: OrderStatus, reason: string | null = null) => transition(order, to, 'owner', reason, now).ok;
  const actions: AdminOrderAction[] = [];
  if (allowed('PACKED')) actions.push('PACK');
  if (allowed('SHIPPED') && order.delivery?.mode !== 'LOCAL') actions.push('SHIP');
  if (allowed('OUT_FOR_DELIVERY')) actions.push('OUT_FOR_DELIVERY');
  if (allowed('DELIVERED')) actions.push('DELIVER');
  if (allowed('CANCELLED', 'owner')) actions.push('CANCEL');
  if (order.invoice || INVOICEABLE.has(order.status)) actions.push('INVOICE');
  if (ownerRefundablePaise(order) > 0) actions.push('REFUND');
  return actions;
}

/** What the owner may still refund: of a paid online payment, or of the cash a delivered COD order collected. */
export function ownerRefundablePaise(order: OrderRecord): number {
  return order.paymentMethod === 'COD' ? cashRefundablePaise(order) : refundablePaise(order);
}

export function validateShipment(
  input: ShipmentInput,
): { ok: true; value: ShipmentInput } | { ok: false; errors: UserError[] } {
  const courier = input.courier.trim().replace(/\s+/g, ' ');
  const trackingNumber = input.trackingNumber.trim().replace(/\s+/g, ' ');
  const errors: UserError[] = [];
  if (courier === '') errors.push(userError('shipment.courier', 'REQUIRED', AdminOrderMessages.courierRequired));
  else if (courier.length > MAX_SHIPMENT_TEXT)
    errors.push(userError('shipment.courier', 'TOO_LONG', AdminOrderMessages.courierTooLong));
  if (trackingNumber === '')
    errors.push(userError('shipment.trackingNumber', 'REQUIRED', AdminOrderMessages.trackingRequired));
  else if (trackingNumber.length > MAX_SHIPMENT_TEXT || !/^[A-Za-z0-9 /-]+$/.test(trackingNumber))
    errors.push(userError('shipment.trackingNumber', 'INVALID', AdminOrderMessages.trackingInvalid));
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { courier, trackingNumber } };
}
