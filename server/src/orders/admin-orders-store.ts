// The owner's reads of orders/ (admin-order-listing.ts) and the issuing of invoices with their counters
// (admin-invoice-writes.ts); this module binds them over one set of collections.
import type { Firestore } from 'firebase-admin/firestore';
import { issueInvoice } from './admin-invoice-writes.js';
import { createAdminOrderListing, type AdminOrdersStoreContext } from './admin-order-listing.js';
import type { AdminOrdersDocuments, AdminOrdersStore } from './admin-orders-store-types.js';
import { ORDERS_COLLECTION } from './orders-store.js';

export type {
  AdminOrdersDocuments,
  AdminOrdersPage,
  AdminOrdersStore,
  InvoiceDecision,
  InvoiceOutcome,
} from './admin-orders-store-types.js';

export const INVOICE_COUNTERS_COLLECTION = 'invoiceCounters';

export function createAdminOrdersStore(db: Firestore, documents: AdminOrdersDocuments): AdminOrdersStore {
  const context: AdminOrdersStoreContext = {
    db,
    orders: db.collection(ORDERS_COLLECTION),
    counters: db.collection(INVOICE_COUNTERS_COLLECTION),
    settingsRef: db.collection(documents.settings.collection).doc(documents.settings.id),
  };
  return {
    ...createAdminOrderListing(context),
    issueInvoice: (orderId, decide, alsoWrite) => issueInvoice(context, orderId, decide, alsoWrite),
  };
}
