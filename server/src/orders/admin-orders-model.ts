// What the owner's order operations take and answer: the service's interface, its dependencies, the audit record,
// the messages, and the context its use-case modules share.
import type { InvoiceIssuing } from '../domain/shop-settings.js';
import type { RunSheet } from '../domain/delivery-run-sheet.js';
import type { Transaction } from 'firebase-admin/firestore';
import type { AdminOrderFilterInput } from '../domain/admin-order-filter.js';
import type { Courier } from '../domain/couriers.js';
import type { DashboardFigures } from '../domain/dashboard.js';
import type { OrderStatus } from '../domain/order-status.js';
import type { Paging } from '../domain/paging.js';
import type { UserError } from '../domain/user-errors.js';
import type { Logger } from '../logger.js';
import type { AdminActor } from '../shared/admin-actor.js';
import type { AdminOrdersStore } from './admin-orders-store.js';
import type { OrderRecord } from './order-document.js';
import type { OrderPayments } from './order-payments.js';
import type { OrdersStore } from './orders-store.js';

/** One audit record: who did what to which order, with the order's relevant fields before and after. */
export interface OrderAuditEntry {
  readonly actor: AdminActor;
  readonly action: string;
  readonly target: { readonly type: 'order'; readonly id: string };
  readonly before: unknown;
  readonly after: unknown;
}

/** Writes an audit record inside the change's transaction (the admin foundation's audit log, handed in). */
export type OrderAudit = (tx: Transaction, entry: OrderAuditEntry) => void;

export type AdminOrderAction = 'PACK' | 'SHIP' | 'OUT_FOR_DELIVERY' | 'DELIVER' | 'CANCEL' | 'INVOICE' | 'REFUND';

export interface AdminOrdersPage {
  readonly orders: readonly OrderRecord[];
  readonly totalCount: number;
  readonly statusCounts: readonly { readonly status: OrderStatus; readonly count: number }[];
}

export interface AdminOrderResult {
  readonly order: OrderRecord | null;
  readonly userErrors: readonly UserError[];
}

export interface ShipmentInput {
  readonly courier: string;
  readonly trackingNumber: string;
}

/** What marking an order shipped reads of the shop's settings. */
export interface ShippingShop {
  readonly couriers: readonly Courier[];
  readonly name: string;
}

export interface RefundInput {
  readonly amountPaise: number;
  readonly reason: string;
  readonly idempotencyKey: string;
}

export interface AdminOrdersService {
  orders(filter: AdminOrderFilterInput | null | undefined, paging: Paging): Promise<AdminOrdersPage>;
  order(id: string): Promise<OrderRecord | null>;
  /** The run sheet of a day (YYYY-MM-DD in India; null: today). */
  deliveries(date: string | null): Promise<RunSheet>;
  markPacked(actor: AdminActor, id: string): Promise<AdminOrderResult>;
  /** `shop` is the request's settings: the couriers' tracking pages and the name the shipped mail is signed with. */
  markShipped(actor: AdminActor, id: string, shipment: ShipmentInput, shop: ShippingShop): Promise<AdminOrderResult>;
  /** Before the order's delivery date (in India) only with `confirmEarly`; the timeline then records it as early. */
  markDelivered(actor: AdminActor, id: string, confirmEarly?: boolean): Promise<AdminOrderResult>;
  /** Before the order's delivery date (in India) only with `confirmEarly`; the timeline then records it as early. */
  markOutForDelivery(actor: AdminActor, id: string, confirmEarly?: boolean): Promise<AdminOrderResult>;
  cancel(actor: AdminActor, id: string, reason: string): Promise<AdminOrderResult>;
  /** Refunds (part of) a paid online order without cancelling it; see refundByOwner for the rules. */
  refund(actor: AdminActor, id: string, input: RefundInput): Promise<AdminOrderResult>;
  issueInvoice(actor: AdminActor, orderId: string): Promise<AdminOrderResult>;
  dashboard(): Promise<DashboardFigures>;
}

/** Statuses whose orders are a sale and may carry a GST invoice. */
export const INVOICEABLE: ReadonlySet<OrderStatus> = new Set([
  'PLACED',
  'PACKED',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
]);

export const AdminOrderMessages = {
  notFound: 'There is no order with this id.',
  tryAgain: 'The order is being changed by someone else right now. Please try again.',
  unavailable: 'The order could not be changed: the database did not answer. Please try again in a few minutes.',
  noInvoice: (status: string) => `An order that is ${status} gets no invoice.`,
  courierRequired: 'Please enter the courier.',
  trackingRequired: 'Please enter the tracking number.',
  courierTooLong: 'The courier must be at most 60 characters.',
  trackingInvalid: 'The tracking number must be 1–60 letters, digits, spaces, - or /.',
} as const;

export interface AdminOrdersServiceDeps {
  readonly orders: OrdersStore;
  readonly store: AdminOrdersStore;
  readonly audit: OrderAudit;
  readonly now?: () => Date;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
  /** Online payment's refunds (null without payment keys): a cancelled paid order is refunded through the provider. */
  readonly refunds?: Pick<OrderPayments, 'refundDue'> | null;
  /** When the shop issues invoices by itself (the catalog snapshot's settings); absent: on packing. */
  readonly invoiceIssuing?: () => InvoiceIssuing;
}

/** What every owner's order operation shares: the dependencies and the clock. */
export interface AdminOrdersContext {
  readonly deps: AdminOrdersServiceDeps;
  readonly now: () => Date;
}
