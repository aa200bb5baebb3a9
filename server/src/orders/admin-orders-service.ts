// What the owner does with orders, independent of GraphQL: list and read them, move them on through the one
// transition function (as the 'owner' actor), refund (part of) a paid online order, issue GST invoices and read the
// dashboard. Every change is one Firestore transaction that also writes its audit record, so a change is never
// unaudited. The use cases live in modules of their own beside this one; this module binds them.
import { createKeyedMutex } from '../shared/keyed-mutex.js';
import { createIssueInvoice } from './admin-invoice.js';
import { createAdminOrderReads } from './admin-order-reads.js';
import { createOwnerRefund } from './admin-order-refund.js';
import { createStatusMoves } from './admin-order-status.js';
import type { AdminOrdersContext, AdminOrdersService, AdminOrdersServiceDeps } from './admin-orders-model.js';

export { adminActions, validateShipment } from './admin-order-actions.js';
export {
  AdminOrderMessages,
  type AdminOrderAction,
  type AdminOrderResult,
  type AdminOrdersPage,
  type AdminOrdersService,
  type AdminOrdersServiceDeps,
  type OrderAudit,
  type OrderAuditEntry,
  type RefundInput,
  type ShipmentInput,
} from './admin-orders-model.js';

export function createAdminOrdersService(deps: AdminOrdersServiceDeps): AdminOrdersService {
  const context: AdminOrdersContext = { deps, now: deps.now ?? (() => new Date()) };
  // Invoices of one financial year share a counter document: inside this instance they take turns (Firestore
  // contention on one document is slow); across instances the transaction alone keeps the numbers unique.
  const counterTurns = createKeyedMutex();
  // Refunds of one order take turns inside this instance (fewer transaction retries under contention); across
  // instances the transaction alone keeps the refunds within what was paid.
  const refundTurns = createKeyedMutex();
  return {
    ...createAdminOrderReads(context),
    ...createStatusMoves(context),
    refund: createOwnerRefund(context, refundTurns),
    issueInvoice: createIssueInvoice(context, counterTurns),
  };
}
