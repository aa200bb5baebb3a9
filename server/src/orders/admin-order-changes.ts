// What every change the owner makes to an order shares: its audit record, written in the change's transaction, and
// the answer when the transaction gave up.
import type { Transaction } from 'firebase-admin/firestore';
import { userError } from '../domain/user-errors.js';
import type { AdminActor } from '../shared/admin-actor.js';
import { AdminOrderMessages, type AdminOrderResult, type AdminOrdersServiceDeps } from './admin-orders-model.js';
import type { OrderRecord } from './order-document.js';
import { OrdersContentionError, OrdersUnavailableError } from './orders-store.js';

/** The fields of an order an audit record keeps, before and after a change. */
export function audited(order: OrderRecord): Record<string, unknown> {
  return { status: order.status, shipment: order.shipment ?? null, invoice: order.invoice ?? null };
}

/** The audit record of a change to order `id`, written in the change's transaction: `view` of it before and after. */
export function auditOf(
  deps: AdminOrdersServiceDeps,
  actor: AdminActor,
  action: string,
  id: string,
  view: (order: OrderRecord) => Record<string, unknown>,
): (tx: Transaction, before: OrderRecord, after: OrderRecord) => void {
  return (tx, before, after) =>
    deps.audit(tx, { actor, action, target: { type: 'order', id }, before: view(before), after: view(after) });
}

/** The answer of a change whose transaction failed: contention and an unavailable Firestore; anything else throws. */
export function failedChange(error: unknown): AdminOrderResult {
  if (error instanceof OrdersContentionError)
    return { order: null, userErrors: [userError(null, 'TRY_AGAIN', AdminOrderMessages.tryAgain)] };
  if (error instanceof OrdersUnavailableError)
    return { order: null, userErrors: [userError(null, 'UNAVAILABLE', AdminOrderMessages.unavailable)] };
  throw error;
}
