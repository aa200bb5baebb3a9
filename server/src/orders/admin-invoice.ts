// The owner issues an order's GST invoice: the next number of the financial year's counter, with the seller frozen
// from the shop's settings, in one transaction with its audit record.
import { financialYear, invoiceNumber, nextInvoiceSequence } from '../domain/invoice.js';
import { refundedPaise } from '../domain/order-payment.js';
import { parseShopSettings } from '../domain/shop-settings.js';
import { userError } from '../domain/user-errors.js';
import type { KeyedMutex } from '../shared/keyed-mutex.js';
import { audited, auditOf, failedChange } from './admin-order-changes.js';
import type { InvoiceDecision } from './admin-orders-store.js';
import {
  AdminOrderMessages,
  INVOICEABLE,
  type AdminOrdersContext,
  type AdminOrdersService,
} from './admin-orders-model.js';
import type { OrderRecord } from './order-document.js';

/** Whether the order may get an invoice, and how to issue it from the year's counter and the shop's settings. */
function invoiceDecision(order: OrderRecord, at: Date): InvoiceDecision<string> {
  if (!INVOICEABLE.has(order.status))
    return { ok: false, refusal: AdminOrderMessages.noInvoice(order.status.toLowerCase().replace('_', ' ')) };
  const year = financialYear(at);
  return {
    ok: true,
    year,
    issue: (counter, settingsDocument) => {
      const sequence = nextInvoiceSequence(counter);
      // The seller is frozen with the number: a tax invoice must not change when the settings do.
      const { seller } = parseShopSettings(settingsDocument).settings;
      // Refunds made before the invoice are frozen with it: the invoice shows the net.
      const refunded = order.payment ? refundedPaise(order.payment) : 0;
      return {
        sequence,
        invoice: {
          number: invoiceNumber(year, sequence),
          issuedAt: at.toISOString(),
          seller: { ...seller },
          ...(refunded > 0 ? { refundedBeforePaise: refunded } : {}),
        },
      };
    },
  };
}

/** `counterTurns`: invoices of one financial year take turns on their counter inside this instance. */
export function createIssueInvoice(
  context: AdminOrdersContext,
  counterTurns: KeyedMutex,
): AdminOrdersService['issueInvoice'] {
  const { deps } = context;
  return async function issueInvoice(actor, orderId) {
    const at = context.now();
    let outcome;
    try {
      outcome = await counterTurns.run([financialYear(at)], () =>
        deps.store.issueInvoice<string>(
          orderId,
          (order) => invoiceDecision(order, at),
          auditOf(deps, actor, 'order.invoice', orderId, audited),
        ),
      );
    } catch (error) {
      return failedChange(error);
    }
    if (outcome.kind === 'not-found')
      return { order: null, userErrors: [userError('orderId', 'NOT_FOUND', AdminOrderMessages.notFound)] };
    if (outcome.kind === 'refused')
      return { order: null, userErrors: [userError('orderId', 'NOT_ALLOWED', outcome.refusal)] };
    if (outcome.kind === 'issued')
      deps.logger.info({ orderId, invoice: outcome.order.invoice?.number, admin: actor.uid }, 'invoice issued');
    return { order: outcome.order, userErrors: [] };
  };
}
