// Issuing an order's invoice in one transaction: invoiceCounters/{financial year} holds the last invoice number
// issued in that year; it is read and written only here. An order that has an invoice keeps it.
import type { Transaction } from 'firebase-admin/firestore';
import { parsedOrder, type AdminOrdersStoreContext } from './admin-order-listing.js';
import type { InvoiceDecision, InvoiceOutcome } from './admin-orders-store-types.js';
import type { OrderRecord } from './order-document.js';
import { classifyFirestoreError, isOrderId } from './orders-store.js';
import { runTransaction } from '../shared/firestore-transaction.js';

export async function issueInvoice<Refusal>(
  { db, orders, counters, settingsRef }: AdminOrdersStoreContext,
  orderId: string,
  decide: (order: OrderRecord) => InvoiceDecision<Refusal>,
  alsoWrite: (tx: Transaction, before: OrderRecord, after: OrderRecord) => void,
): Promise<InvoiceOutcome<Refusal>> {
  if (!isOrderId(orderId)) return { kind: 'not-found' };
  const orderRef = orders.doc(orderId);
  try {
    return await runTransaction(
      db,
      async (tx) => {
        const snapshot = await tx.get(orderRef);
        if (!snapshot.exists) return { kind: 'not-found' as const };
        const order = parsedOrder(snapshot.id, snapshot.data());
        if (order.invoice) return { kind: 'existing' as const, order };
        const decision = decide(order);
        if (!decision.ok) return { kind: 'refused' as const, refusal: decision.refusal };
        const counterRef = counters.doc(decision.year);
        const [counter, settings] = await Promise.all([tx.get(counterRef), tx.get(settingsRef)]);
        const { invoice, sequence } = decision.issue(counter.get('lastSequence'), settings.data());
        tx.set(counterRef, { lastSequence: sequence, updatedAt: new Date(invoice.issuedAt) });
        tx.update(orderRef, {
          invoice: { ...invoice, ...(invoice.seller ? { seller: { ...invoice.seller } } : {}) },
          updatedAt: new Date(invoice.issuedAt),
        });
        const after = { ...order, invoice };
        alsoWrite(tx, order, after);
        return { kind: 'issued' as const, order: after };
      },
      { maxAttempts: 10 },
    );
  } catch (error) {
    throw classifyFirestoreError(error);
  }
}
