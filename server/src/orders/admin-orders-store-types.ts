// What the owner's orders store answers and takes: a page of orders with its counts per status, issuing an invoice
// (the decision and its outcome), the store's contract and where the shop settings live.
import type { Transaction } from 'firebase-admin/firestore';
import type { AdminOrderQuery } from '../domain/admin-order-filter.js';
import type { DashboardOrder } from '../domain/dashboard.js';
import type { OrderStatus } from '../domain/order-status.js';
import type { InvoiceRecord, OrderRecord } from './order-document.js';

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
  /** Orders whose delivery falls on any of the days (1 to 10 days). */
  deliveriesOn(days: readonly string[]): Promise<OrderRecord[]>;
  /** Orders out for delivery now, and orders delivered (or changed after delivery) since a moment. */
  outOrDeliveredSince(since: Date): Promise<OrderRecord[]>;
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
