// What the owner does with orders, independent of GraphQL: list and read them, move them on through the one
// transition function (as the 'owner' actor), refund (part of) a paid online order, issue GST invoices and read the
// dashboard. Every change is one Firestore transaction that also writes its audit record, so a change is never
// unaudited. The use cases live in modules of their own beside this one; this module binds them.
import { createKeyedMutex } from '../shared/keyed-mutex.js';
import { createIssueInvoice } from './admin-invoice.js';
import { createAdminOrderReads } from './admin-order-reads.js';
import { createOwnerRefund } from './admin-order-refund.js';
import { createStatusMoves } from './admin-order-status.js';
import type { InvoiceIssuing } from '../domain/shop-settings.js';
import type { AdminActor } from '../shared/admin-actor.js';
import type {
  AdminOrderResult,
  AdminOrdersContext,
  AdminOrdersService,
  AdminOrdersServiceDeps,
} from './admin-orders-model.js';

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
  const issueInvoice = createIssueInvoice(context, counterTurns);
  const moves = createStatusMoves(context);
  return {
    ...createAdminOrderReads(context),
    ...moves,
    markPacked: issuingOn('ON_PACKED', moves.markPacked),
    markDelivered: issuingOn('ON_DELIVERED', moves.markDelivered),
    refund: createOwnerRefund(context, refundTurns),
    issueInvoice,
  };

  /**
   * The move, then the invoice when the shop issues it at this step. The invoice's own transaction takes its number
   * once: an order that has one keeps it, so a repeated or concurrent move never issues a second.
   */
  function issuingOn<Args extends [AdminActor, string, ...unknown[]]>(
    step: InvoiceIssuing,
    move: (...args: Args) => Promise<AdminOrderResult>,
  ): (...args: Args) => Promise<AdminOrderResult> {
    return async (...args) => {
      const moved = await move(...args);
      const issuing = deps.invoiceIssuing?.() ?? 'ON_PACKED';
      if (!moved.order || issuing !== step || moved.order.invoice) return moved;
      const issued = await issueInvoice(args[0], args[1]);
      if (issued.userErrors.length > 0)
        deps.logger.warn({ orderId: args[1], errors: issued.userErrors }, 'the invoice was not issued on its step');
      return issued.order ? { ...moved, order: issued.order } : moved;
    };
  }
}
