// The owner's reads of orders/ and the invoice counters. A search (order number, phone, e-mail) matches few orders,
// so it is one equality query whose results are filtered, counted and paged here; otherwise status, payment status
// (the stored `paymentStatus`, see order-document.ts) and days are Firestore filters over createdAt (indexes in
// firestore.indexes.json). invoiceCounters/{financial year} holds the
// last invoice number issued in that year; it is read and written only in the transaction that issues an invoice.
import type { Firestore, Query, Transaction } from 'firebase-admin/firestore';
import type { AdminOrderQuery } from '../domain/admin-order-filter.js';
import type { DashboardOrder } from '../domain/dashboard.js';
import { paymentStatusView } from '../domain/order-payment.js';
import { ORDER_STATUSES, type OrderStatus } from '../domain/order-status.js';
import { parseOrderDocument, type InvoiceRecord, type OrderRecord } from './order-document.js';
import { classifyFirestoreError, isOrderId, ORDERS_COLLECTION } from './orders-store.js';

export const INVOICE_COUNTERS_COLLECTION = 'invoiceCounters';

/** The most orders one search may match (a shopper's whole history is far fewer). */
const MAX_SEARCH_MATCHES = 500;

const SEARCH_FIELDS = { orderNumber: 'orderNumber', phone: 'addressData.phone', email: 'addressData.email' } as const;

export interface AdminOrdersPage {
  readonly orders: readonly OrderRecord[];
  readonly totalCount: number;
  readonly statusCounts: ReadonlyMap<OrderStatus, number>;
}

export type InvoiceDecision<Refusal> =
  | { readonly ok: false; readonly refusal: Refusal }
  | {
      readonly ok: true;
      /** The financial year whose counter numbers the invoice. */
      readonly year: string;
      /**
       * The invoice for the next sequence number of the year (after the counter's stored value), with what it keeps
       * of the shop settings document as read in the same transaction.
       */
      readonly issue: (
        counter: unknown,
        settingsDocument: unknown,
      ) => { readonly invoice: InvoiceRecord; readonly sequence: number };
    };

export type InvoiceOutcome<Refusal> =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | { readonly kind: 'existing'; readonly order: OrderRecord }
  | { readonly kind: 'issued'; readonly order: OrderRecord };

export interface AdminOrdersStore {
  list(query: AdminOrderQuery, offset: number, limit: number): Promise<AdminOrdersPage>;
  /** Orders placed since a moment (for the dashboard), only the fields it reads. */
  placedSince(since: Date): Promise<DashboardOrder[]>;
  countInStatus(status: OrderStatus): Promise<number>;
  /**
   * Issues an order's invoice once in a transaction: an order that has one keeps it; otherwise `decide` may refuse,
   * or the year's counter is read, moved on and the number frozen on the order. `alsoWrite` adds the audit record.
   */
  issueInvoice<Refusal>(
    orderId: string,
    decide: (order: OrderRecord) => InvoiceDecision<Refusal>,
    alsoWrite: (tx: Transaction, before: OrderRecord, after: OrderRecord) => void,
  ): Promise<InvoiceOutcome<Refusal>>;
}

/** Where the shop settings live (the composition root knows the catalog's document names). */
export interface AdminOrdersDocuments {
  readonly settings: { readonly collection: string; readonly id: string };
}

export function createAdminOrdersStore(db: Firestore, documents: AdminOrdersDocuments): AdminOrdersStore {
  const orders = db.collection(ORDERS_COLLECTION);
  const counters = db.collection(INVOICE_COUNTERS_COLLECTION);
  const settingsRef = db.collection(documents.settings.collection).doc(documents.settings.id);

  function parsed(id: string, data: unknown): OrderRecord {
    const result = parseOrderDocument(id, data);
    if (!result.ok) throw new Error(`order ${id} cannot be understood: ${result.reason}`);
    return result.value;
  }

  function inRange(query: Query, from: Date | null, before: Date | null): Query {
    let ranged = query;
    if (from) ranged = ranged.where('createdAt', '>=', from);
    if (before) ranged = ranged.where('createdAt', '<', before);
    return ranged;
  }

  async function searched(query: AdminOrderQuery, offset: number, limit: number): Promise<AdminOrdersPage> {
    const search = query.search!;
    const snapshot = await orders
      .where(SEARCH_FIELDS[search.field], '==', search.value)
      .limit(MAX_SEARCH_MATCHES)
      .get();
    const matches = snapshot.docs
      .map((doc) => parsed(doc.id, doc.data()))
      .filter((order) => {
        const placed = new Date(order.placedAt);
        return (
          (!query.placedFrom || placed >= query.placedFrom) && (!query.placedBefore || placed < query.placedBefore)
        );
      })
      .sort((a, b) => b.placedAt.localeCompare(a.placedAt));
    const paid = query.paymentStatus
      ? matches.filter((order) => paymentStatusView(order) === query.paymentStatus)
      : matches;
    const statusCounts = new Map<OrderStatus, number>(ORDER_STATUSES.map((status) => [status, 0]));
    for (const order of paid) statusCounts.set(order.status, statusCounts.get(order.status)! + 1);
    const filtered = query.status ? paid.filter((order) => order.status === query.status) : paid;
    return { orders: filtered.slice(offset, offset + limit), totalCount: filtered.length, statusCounts };
  }

  return {
    async list(query, offset, limit) {
      try {
        if (query.search) return await searched(query, offset, limit);
        const paid = query.paymentStatus ? orders.where('paymentStatus', '==', query.paymentStatus) : orders;
        const ranged = inRange(paid, query.placedFrom, query.placedBefore);
        const selected = query.status ? ranged.where('status', '==', query.status) : ranged;
        const [page, total, ...counts] = await Promise.all([
          selected.orderBy('createdAt', 'desc').offset(offset).limit(limit).get(),
          selected.count().get(),
          ...ORDER_STATUSES.map((status) => ranged.where('status', '==', status).count().get()),
        ]);
        return {
          orders: page.docs.map((doc) => parsed(doc.id, doc.data())),
          totalCount: total.data().count,
          statusCounts: new Map(ORDER_STATUSES.map((status, index) => [status, counts[index]!.data().count])),
        };
      } catch (error) {
        throw classifyFirestoreError(error);
      }
    },

    async placedSince(since) {
      try {
        const snapshot = await orders
          .where('createdAt', '>=', since)
          .select('createdAt', 'status', 'totalPaise', 'uid')
          .get();
        return snapshot.docs.flatMap((doc) => {
          const result = parseOrderDocument(doc.id, doc.data());
          if (!result.ok) return [];
          const order = result.value;
          return [{ placedAt: new Date(order.placedAt), status: order.status, totalPaise: order.totalPaise }];
        });
      } catch (error) {
        throw classifyFirestoreError(error);
      }
    },

    async countInStatus(status) {
      try {
        return (await orders.where('status', '==', status).count().get()).data().count;
      } catch (error) {
        throw classifyFirestoreError(error);
      }
    },

    async issueInvoice(orderId, decide, alsoWrite) {
      if (!isOrderId(orderId)) return { kind: 'not-found' };
      const orderRef = orders.doc(orderId);
      try {
        return await db.runTransaction(
          async (tx) => {
            const snapshot = await tx.get(orderRef);
            if (!snapshot.exists) return { kind: 'not-found' as const };
            const order = parsed(snapshot.id, snapshot.data());
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
    },
  };
}
