// What the owner does with orders, independent of GraphQL: list and read them, move them on through the one
// transition function (as the 'owner' actor), refund (part of) a paid online order, issue GST invoices and read the
// dashboard. Every change is one Firestore transaction that also writes its audit record, so a change is never
// unaudited.
import type { Transaction } from 'firebase-admin/firestore';
import { adminOrderQuery, type AdminOrderFilterInput } from '../domain/admin-order-filter.js';
import { dashboardFigures, dashboardSince, type DashboardFigures } from '../domain/dashboard.js';
import { financialYear, invoiceNumber, nextInvoiceSequence } from '../domain/invoice.js';
import { ownerRefundKey, validateIdempotencyKey } from '../domain/idempotency.js';
import { formatPaise } from '../domain/money.js';
import {
  refundablePaise,
  refundByOwner,
  refundedPaise,
  type OwnerRefundDecision,
  type OwnerRefundRefusal,
} from '../domain/order-payment.js';
import { parseShopSettings } from '../domain/shop-settings.js';
import { transition, type OrderStatus, type TransitionRefusalCode } from '../domain/order-status.js';
import { OwnerRefundMessages, validateOwnerRefund } from '../domain/owner-refund.js';
import type { Paging } from '../domain/paging.js';
import { userError, type UserError } from '../domain/user-errors.js';
import type { Logger } from '../logger.js';
import type { OrderRecord, ShipmentRecord } from './order-document.js';
import type { OrderPayments } from './order-payments.js';
import { allowedChange, askForWrittenRefund } from './status-change.js';
import {
  OrdersContentionError,
  OrdersUnavailableError,
  type CancelDecision,
  type OrdersStore,
} from './orders-store.js';
import type { AdminActor } from '../shared/admin-actor.js';
import { createKeyedMutex } from '../shared/keyed-mutex.js';
import type { AdminOrdersStore } from './admin-orders-store.js';

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

export type AdminOrderAction = 'PACK' | 'SHIP' | 'DELIVER' | 'CANCEL' | 'INVOICE' | 'REFUND';

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

export interface RefundInput {
  readonly amountPaise: number;
  readonly reason: string;
  readonly idempotencyKey: string;
}

export interface AdminOrdersService {
  orders(filter: AdminOrderFilterInput | null | undefined, paging: Paging): Promise<AdminOrdersPage>;
  order(id: string): Promise<OrderRecord | null>;
  markPacked(actor: AdminActor, id: string): Promise<AdminOrderResult>;
  markShipped(actor: AdminActor, id: string, shipment: ShipmentInput): Promise<AdminOrderResult>;
  markDelivered(actor: AdminActor, id: string): Promise<AdminOrderResult>;
  cancel(actor: AdminActor, id: string, reason: string): Promise<AdminOrderResult>;
  /** Refunds (part of) a paid online order without cancelling it; see refundByOwner for the rules. */
  refund(actor: AdminActor, id: string, input: RefundInput): Promise<AdminOrderResult>;
  issueInvoice(actor: AdminActor, orderId: string): Promise<AdminOrderResult>;
  dashboard(): Promise<DashboardFigures>;
}

/** Statuses whose orders are a sale and may carry a GST invoice. */
const INVOICEABLE: ReadonlySet<OrderStatus> = new Set(['PLACED', 'PACKED', 'SHIPPED', 'DELIVERED']);

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

const MAX_SHIPMENT_TEXT = 60;

/** What the owner may do next with an order: each action is offered exactly when transition() would allow it. */
export function adminActions(order: OrderRecord, now: Date): AdminOrderAction[] {
  const allowed = (to: OrderStatus, reason: string | null = null) => transition(order, to, 'owner', reason, now).ok;
  const actions: AdminOrderAction[] = [];
  if (allowed('PACKED')) actions.push('PACK');
  if (allowed('SHIPPED')) actions.push('SHIP');
  if (allowed('DELIVERED')) actions.push('DELIVER');
  if (allowed('CANCELLED', 'owner')) actions.push('CANCEL');
  if (order.invoice || INVOICEABLE.has(order.status)) actions.push('INVOICE');
  if (refundablePaise(order) > 0) actions.push('REFUND');
  return actions;
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

/** The fields of an order an audit record keeps, before and after a change. */
function audited(order: OrderRecord): Record<string, unknown> {
  return { status: order.status, shipment: order.shipment ?? null, invoice: order.invoice ?? null };
}

export interface AdminOrdersServiceDeps {
  readonly orders: OrdersStore;
  readonly store: AdminOrdersStore;
  readonly audit: OrderAudit;
  readonly now?: () => Date;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
  /** Online payment's refunds (null without payment keys): a cancelled paid order is refunded through the provider. */
  readonly refunds?: Pick<OrderPayments, 'refundDue'> | null;
}

type Refusal = { code: TransitionRefusalCode; message: string };

function refundRefused(refusal: OwnerRefundRefusal): UserError {
  switch (refusal.code) {
    case 'NOT_ONLINE':
      return userError('id', 'NOT_ALLOWED', OwnerRefundMessages.notOnline);
    case 'NOT_PAID':
      return userError('id', 'NOT_ALLOWED', OwnerRefundMessages.notPaid);
    case 'OVER_REFUND':
      return userError(
        'input.amountPaise',
        'INVALID',
        OwnerRefundMessages.overRefund(formatPaise(refusal.refundablePaise)),
      );
    case 'KEY_REUSED':
      return userError('input.idempotencyKey', 'KEY_REUSED', OwnerRefundMessages.keyReused);
  }
}

/** What an audit record keeps of a refund change: what was refunded before and after, and the refund asked for. */
function auditedRefunds(order: OrderRecord): Record<string, unknown> {
  return {
    refundedPaise: order.payment ? refundedPaise(order.payment) : 0,
    refunds: (order.payment?.refunds ?? []).map(({ key, amountPaise, reason, note, status }) => ({
      key,
      amountPaise,
      reason,
      note,
      status,
    })),
  };
}

export function createAdminOrdersService(deps: AdminOrdersServiceDeps): AdminOrdersService {
  const now = deps.now ?? (() => new Date());
  // Invoices of one financial year share a counter document: inside this instance they take turns (Firestore
  // contention on one document is slow); across instances the transaction alone keeps the numbers unique.
  const counterTurns = createKeyedMutex();
  // Refunds of one order take turns inside this instance (fewer transaction retries under contention); across
  // instances the transaction alone keeps the refunds within what was paid.
  const refundTurns = createKeyedMutex();

  /** The audit record of a change to order `id`, written in the change's transaction: `view` of it before and after. */
  function auditOf(
    actor: AdminActor,
    action: string,
    id: string,
    view: (order: OrderRecord) => Record<string, unknown>,
  ): (tx: Transaction, before: OrderRecord, after: OrderRecord) => void {
    return (tx, before, after) =>
      deps.audit(tx, { actor, action, target: { type: 'order', id }, before: view(before), after: view(after) });
  }

  function failed(error: unknown): AdminOrderResult {
    if (error instanceof OrdersContentionError)
      return { order: null, userErrors: [userError(null, 'TRY_AGAIN', AdminOrderMessages.tryAgain)] };
    if (error instanceof OrdersUnavailableError)
      return { order: null, userErrors: [userError(null, 'UNAVAILABLE', AdminOrderMessages.unavailable)] };
    throw error;
  }

  async function move(
    actor: AdminActor,
    id: string,
    to: OrderStatus,
    action: string,
    options: { reason?: string | null; shipment?: (at: Date) => ShipmentRecord } = {},
  ): Promise<AdminOrderResult> {
    const at = now();
    let outcome;
    try {
      outcome = await deps.orders.changeStatus<Refusal>(id, (order): CancelDecision<Refusal> => {
        const result = transition(order, to, 'owner', options.reason ?? null, at);
        if (!result.ok) return { ok: false, refusal: { code: result.code, message: result.message } };
        return {
          ...allowedChange(order, result, 'owner', at),
          changes: options.shipment ? { shipment: options.shipment(at) } : undefined,
          alsoWrite: auditOf(actor, action, id, audited),
        };
      });
    } catch (error) {
      return failed(error);
    }
    if (outcome.kind === 'not-found')
      return { order: null, userErrors: [userError('id', 'NOT_FOUND', AdminOrderMessages.notFound)] };
    if (outcome.kind === 'refused') {
      const { code, message } = outcome.refusal;
      if (code === 'REASON_TOO_LONG') return { order: null, userErrors: [userError('reason', 'TOO_LONG', message)] };
      if (code === 'REASON_REQUIRED') return { order: null, userErrors: [userError('reason', 'REQUIRED', message)] };
      return { order: null, userErrors: [userError('id', 'NOT_ALLOWED', message)] };
    }
    deps.logger.info({ orderId: id, status: to, admin: actor.uid }, `order ${action} by the owner`);
    const order = await askForWrittenRefund(
      outcome.order,
      deps.refunds,
      (orderId) => deps.orders.get(orderId),
      deps.logger,
    );
    return { order, userErrors: [] };
  }

  return {
    async orders(filter, paging) {
      const query = adminOrderQuery(filter);
      const page = await deps.store.list(query, (paging.page - 1) * paging.pageSize, paging.pageSize);
      return {
        orders: page.orders,
        totalCount: page.totalCount,
        statusCounts: [...page.statusCounts].map(([status, count]) => ({ status, count })),
      };
    },

    order: (id) => deps.orders.get(id),

    markPacked: (actor, id) => move(actor, id, 'PACKED', 'order.pack'),

    async markShipped(actor, id, input) {
      const shipment = validateShipment(input);
      if (!shipment.ok) return { order: null, userErrors: shipment.errors };
      return move(actor, id, 'SHIPPED', 'order.ship', {
        shipment: (at) => ({ ...shipment.value, shippedAt: at.toISOString() }),
      });
    },

    markDelivered: (actor, id) => move(actor, id, 'DELIVERED', 'order.deliver'),

    cancel: (actor, id, reason) => move(actor, id, 'CANCELLED', 'order.cancel', { reason }),

    async refund(actor, id, input) {
      const key = ownerRefundKey(id, validateIdempotencyKey(input.idempotencyKey, 'input.idempotencyKey'));
      const checked = validateOwnerRefund(input);
      if (!checked.ok) return { order: null, userErrors: checked.errors };
      const at = now();
      let outcome;
      try {
        outcome = await refundTurns.run([id], () =>
          deps.orders.updateOrder<OwnerRefundDecision>(
            id,
            (order) => {
              const decision = refundByOwner(order, { key, ...checked.value }, at);
              if (decision.kind !== 'write') return { kind: 'none', result: decision };
              return { kind: 'write', result: decision, payment: decision.payment, status: null, stock: null };
            },
            {
              alsoWrite: auditOf(actor, 'order.refund', id, auditedRefunds),
            },
          ),
        );
      } catch (error) {
        return failed(error);
      }
      if (outcome.kind === 'not-found')
        return { order: null, userErrors: [userError('id', 'NOT_FOUND', AdminOrderMessages.notFound)] };
      if (outcome.result.kind === 'refused')
        return { order: null, userErrors: [refundRefused(outcome.result.refusal)] };
      if (outcome.kind === 'changed')
        deps.logger.info(
          { orderId: id, amountPaise: checked.value.amountPaise, admin: actor.uid },
          'refund written by the owner; asking the provider',
        );
      // Asked of the provider exactly as a cancellation's refund; a retry with the same key asks again if need be.
      const order = await askForWrittenRefund(
        outcome.order,
        deps.refunds,
        (orderId) => deps.orders.get(orderId),
        deps.logger,
      );
      return { order, userErrors: [] };
    },

    async issueInvoice(actor, orderId) {
      const at = now();
      let outcome;
      try {
        outcome = await counterTurns.run([financialYear(at)], () =>
          deps.store.issueInvoice<string>(
            orderId,
            (order) => {
              if (!INVOICEABLE.has(order.status))
                return {
                  ok: false,
                  refusal: AdminOrderMessages.noInvoice(order.status.toLowerCase().replace('_', ' ')),
                };
              const year = financialYear(at);
              return {
                ok: true,
                year,
                issue: (counter, settingsDocument) => {
                  const sequence = nextInvoiceSequence(counter);
                  // The seller is frozen with the number: a tax invoice must not change when the settings do.
                  const { seller } = parseShopSettings(settingsDocument).settings;
                  return {
                    sequence,
                    invoice: {
                      number: invoiceNumber(year, sequence),
                      issuedAt: at.toISOString(),
                      seller: { ...seller },
                    },
                  };
                },
              };
            },
            auditOf(actor, 'order.invoice', orderId, audited),
          ),
        );
      } catch (error) {
        return failed(error);
      }
      if (outcome.kind === 'not-found')
        return { order: null, userErrors: [userError('orderId', 'NOT_FOUND', AdminOrderMessages.notFound)] };
      if (outcome.kind === 'refused')
        return { order: null, userErrors: [userError('orderId', 'NOT_ALLOWED', outcome.refusal)] };
      if (outcome.kind === 'issued')
        deps.logger.info({ orderId, invoice: outcome.order.invoice?.number, admin: actor.uid }, 'invoice issued');
      return { order: outcome.order, userErrors: [] };
    },

    async dashboard() {
      const at = now();
      const [orders, waiting] = await Promise.all([
        deps.store.placedSince(dashboardSince(at)),
        deps.store.countInStatus('PLACED'),
      ]);
      return dashboardFigures(orders, waiting, at);
    },
  };
}
