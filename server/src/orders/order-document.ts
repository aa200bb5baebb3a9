// The shape of an orders/{id} document and its tolerant reading. Orders are written only by this server, but they
// live for years: a field an older version did not write, or that someone edited in the console, reads as a neutral
// default rather than hiding the order from its shopper. Money is stored in integer paise, in fields ending "Paise".
import type { CheckoutAddress } from '../domain/checkout-validation.js';
import type { PaymentMethod } from '../domain/checkout-pricing.js';
import type { Supply } from '../domain/gst.js';
import { MAX_PAISE } from '../domain/money.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import { ORDER_STATUSES, type OrderActor, type OrderStatus, type TimelineEntry } from '../domain/order-status.js';
import {
  paymentStatusView,
  type OrderPayment,
  type PaymentEvent,
  type PaymentStatusView,
  type PaymentSource,
  type RefundReason,
  type RefundRecord,
  type RefundState,
} from '../domain/order-payment.js';

/** The GST inside an amount, frozen on an order (paise). */
export interface GstAmounts {
  readonly taxablePaise: number;
  readonly taxPaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
  readonly igstPaise: number;
}

/** One line of an order, frozen when it was placed. */
export interface OrderLineRecord {
  readonly productId: string;
  readonly productName: string;
  readonly variant: string | null;
  readonly quantity: number;
  readonly unitPricePaise: number;
  readonly lineTotalPaise: number;
  readonly discountPaise: number;
  readonly netPaise: number;
  readonly gstRate: number;
  readonly hsnCode: string | null;
  readonly gst: GstAmounts;
  readonly imageUrl: string | null;
  /** What the shopper asked to have printed on the product; null when nothing (and in orders older than it). */
  readonly personalisation: string | null;
  readonly giftWrap: boolean;
  readonly giftMessage: string | null;
}

/** How a shipped order travels: shown to the shopper with its tracking number. */
export interface ShipmentRecord {
  readonly courier: string;
  readonly trackingNumber: string;
  /** ISO 8601. */
  readonly shippedAt: string;
}

/** The seller as an invoice names it, copied from the shop settings when the invoice is issued. */
export type InvoiceSellerRecord = ShopSettings['seller'];

/**
 * The GST invoice of an order: its number and its seller are taken once, when the invoice is first issued, and never
 * change (a tax invoice may not). Invoices issued before the seller was kept have none (null).
 */
export interface InvoiceRecord {
  readonly number: string;
  /** ISO 8601. */
  readonly issuedAt: string;
  readonly seller?: InvoiceSellerRecord | null;
}

/** An order as the rest of the server sees it. */
export interface OrderRecord {
  readonly id: string;
  readonly uid: string;
  readonly orderNumber: string;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  /** ISO 8601. */
  readonly placedAt: string;
  /** What was asked (requestFingerprint): tells a retry from an idempotency key reused for another cart. */
  readonly fingerprint: string;
  /** Its `email` is the account's own (from the ID token or the profile), never one typed at checkout. */
  readonly address: CheckoutAddress;
  /**
   * The phone number the shopper's ID token proved when placing it (E.164), so "first order" counts per phone as
   * well as per account; absent in orders placed before it was kept.
   */
  readonly verifiedPhone?: string | null;
  readonly lines: readonly OrderLineRecord[];
  readonly itemCount: number;
  readonly itemsSubtotalPaise: number;
  readonly couponCode: string | null;
  readonly discountPaise: number;
  readonly shippingPaise: number;
  readonly codFeePaise: number;
  readonly totalPaise: number;
  readonly gst: GstAmounts & { readonly supply: Supply | null };
  readonly timeline: readonly TimelineEntry[];
  /** The online payment (ONLINE orders only), null for cash on delivery. */
  readonly payment: OrderPayment | null;
  /** Set when the owner marks it shipped. */
  readonly shipment?: ShipmentRecord | null;
  /** Set when the owner first issues its invoice. */
  readonly invoice?: InvoiceRecord | null;
}

/** The document written for a new order. `createdAt` is a Date, which Firestore stores as a Timestamp. */
export function orderDocument(order: OrderRecord): Record<string, unknown> {
  const { id: _id, placedAt, address, ...rest } = order;
  const placed = new Date(placedAt);
  return {
    ...rest,
    addressData: { ...address },
    createdAt: placed,
    updatedAt: placed,
    lines: order.lines.map((line) => ({ ...line })),
    payment: order.payment === null ? null : paymentDocument(order.payment),
    paymentStatus: storedPaymentStatus(order),
  };
}

/**
 * The payment status as the shopper sees it (paymentStatusView), stored at the top of the order so the owner's list
 * can filter by it; written with every change of the status or the payment. Null for cash on delivery. Orders
 * written before it existed lack the field until their next change.
 */
export function storedPaymentStatus(order: OrderRecord): PaymentStatusView | null {
  return paymentStatusView(order);
}

/**
 * The stored form of an order's payment. `refundOutstanding` and `providerOrderId` at the top of the map are what
 * the reconciler and the webhook query by.
 */
export function paymentDocument(payment: OrderPayment): Record<string, unknown> {
  return {
    ...payment,
    refunds: payment.refunds.map((refund) => ({ ...refund })),
    events: payment.events.map((event) => ({ ...event })),
    refundOutstanding: payment.refunds.some((refund) => refund.status === 'REQUESTED'),
  };
}

export type ParsedOrder = { ok: true; value: OrderRecord } | { ok: false; reason: string };

/**
 * Reads a stored order. Only a document without an owner (uid) or with an unknown status cannot be understood: it
 * could not be shown to the right shopper or moved on safely.
 */
export function parseOrderDocument(id: string, data: unknown): ParsedOrder {
  if (!isRecord(data)) return { ok: false, reason: 'the document is not an object' };
  const uid = text(data.uid);
  if (uid === null) return { ok: false, reason: 'uid is missing' };
  const status = data.status;
  if (typeof status !== 'string' || !ORDER_STATUSES.includes(status as OrderStatus)) {
    return { ok: false, reason: `status ${JSON.stringify(status) ?? 'undefined'} is not an order status` };
  }
  const lines = (Array.isArray(data.lines) ? data.lines : []).flatMap((line) => {
    const parsed = parseLine(line);
    return parsed ? [parsed] : [];
  });
  const gst = isRecord(data.gst) ? data.gst : {};
  const supply = gst.supply === 'INTRA_STATE' || gst.supply === 'INTER_STATE' ? gst.supply : null;
  const placedAt = isoTime(data.createdAt) ?? new Date(0).toISOString();
  const timeline = (Array.isArray(data.timeline) ? data.timeline : []).flatMap((entry) => {
    const parsed = parseTimelineEntry(entry);
    return parsed ? [parsed] : [];
  });
  return {
    ok: true,
    value: {
      id,
      uid,
      orderNumber: text(data.orderNumber) ?? id,
      status: status as OrderStatus,
      paymentMethod: data.paymentMethod === 'ONLINE' ? 'ONLINE' : 'COD',
      placedAt,
      fingerprint: text(data.fingerprint) ?? '',
      address: parseAddress(data.addressData),
      lines,
      itemCount: count(data.itemCount) ?? lines.reduce((sum, line) => sum + line.quantity, 0),
      itemsSubtotalPaise: paise(data.itemsSubtotalPaise),
      couponCode: text(data.couponCode),
      discountPaise: paise(data.discountPaise),
      shippingPaise: paise(data.shippingPaise),
      codFeePaise: paise(data.codFeePaise),
      totalPaise: paise(data.totalPaise),
      gst: { ...gstAmounts(gst), supply },
      timeline,
      payment: parsePayment(data.payment),
      ...optional('verifiedPhone', text(data.verifiedPhone)),
      // Absent until the owner ships it or issues its invoice (and then absent from the record too).
      ...optional('shipment', parseShipment(data.shipment)),
      ...optional('invoice', parseInvoice(data.invoice)),
    },
  };
}

const REFUND_REASONS: readonly RefundReason[] = [
  'CANCELLED',
  'LATE_PAYMENT',
  'DUPLICATE_PAYMENT',
  'AMOUNT_MISMATCH',
  'PROVIDER',
  'OWNER',
];
const REFUND_STATES: readonly RefundState[] = ['REQUESTED', 'PENDING', 'PROCESSED', 'FAILED'];
const SOURCES: readonly PaymentSource[] = ['callback', 'webhook', 'reconciler', 'shopper', 'owner', 'system'];

function parsePayment(value: unknown): OrderPayment | null {
  if (!isRecord(value)) return null;
  const state = value.state === 'PAID' || value.state === 'FAILED' ? value.state : 'AWAITING';
  const refunds = (Array.isArray(value.refunds) ? value.refunds : []).flatMap((refund): RefundRecord[] => {
    if (!isRecord(refund)) return [];
    const key = text(refund.key);
    const paymentId = text(refund.paymentId);
    if (key === null || paymentId === null) return [];
    return [
      {
        key,
        paymentId,
        amountPaise: paise(refund.amountPaise),
        reason: REFUND_REASONS.includes(refund.reason as RefundReason) ? (refund.reason as RefundReason) : 'PROVIDER',
        note: text(refund.note),
        refundId: text(refund.refundId),
        status: REFUND_STATES.includes(refund.status as RefundState) ? (refund.status as RefundState) : 'REQUESTED',
        requestedAt: isoTime(refund.requestedAt) ?? new Date(0).toISOString(),
      },
    ];
  });
  const events = (Array.isArray(value.events) ? value.events : []).flatMap((event): PaymentEvent[] => {
    if (!isRecord(event) || text(event.kind) === null) return [];
    return [
      {
        at: isoTime(event.at) ?? new Date(0).toISOString(),
        kind: text(event.kind)!,
        source: SOURCES.includes(event.source as PaymentSource) ? (event.source as PaymentSource) : 'system',
        detail: text(event.detail),
      },
    ];
  });
  return {
    state,
    providerOrderId: text(value.providerOrderId),
    paymentId: text(value.paymentId),
    method: text(value.method),
    paidAt: isoTime(value.paidAt),
    expiresAt: isoTime(value.expiresAt) ?? new Date(0).toISOString(),
    failedPaymentId: text(value.failedPaymentId),
    failureReason: text(value.failureReason),
    attention: text(value.attention),
    refunds,
    events,
    leaseUntil: isoTime(value.leaseUntil),
  };
}

function optional<K extends string, V>(key: K, value: V | null): Partial<Record<K, V>> {
  return value === null ? {} : ({ [key]: value } as Record<K, V>);
}

function parseShipment(value: unknown): ShipmentRecord | null {
  if (!isRecord(value)) return null;
  const courier = text(value.courier);
  const trackingNumber = text(value.trackingNumber);
  if (courier === null || trackingNumber === null) return null;
  return { courier, trackingNumber, shippedAt: isoTime(value.shippedAt) ?? new Date(0).toISOString() };
}

function parseInvoice(value: unknown): InvoiceRecord | null {
  if (!isRecord(value)) return null;
  const number = text(value.number);
  if (number === null) return null;
  return {
    number,
    issuedAt: isoTime(value.issuedAt) ?? new Date(0).toISOString(),
    seller: parseInvoiceSeller(value.seller),
  };
}

/** Null unless every required part is there: a partial seller must not mix with the current settings. */
function parseInvoiceSeller(value: unknown): InvoiceSellerRecord | null {
  if (!isRecord(value)) return null;
  const [legalName, street, city, postalCode, state] = [
    value.legalName,
    value.street,
    value.city,
    value.postalCode,
    value.state,
  ].map(text);
  if (!legalName || !street || !city || !postalCode || !state) return null;
  return { legalName, street, city, postalCode, state, gstin: text(value.gstin) };
}

function parseLine(value: unknown): OrderLineRecord | null {
  if (!isRecord(value)) return null;
  const productId = text(value.productId);
  if (productId === null) return null;
  const quantity = count(value.quantity) ?? 0;
  const unitPricePaise = paise(value.unitPricePaise);
  const lineTotalPaise = isPaise(value.lineTotalPaise)
    ? value.lineTotalPaise
    : Math.min(MAX_PAISE, unitPricePaise * quantity);
  const discountPaise = paise(value.discountPaise);
  return {
    productId,
    productName: text(value.productName) ?? productId,
    variant: text(value.variant),
    quantity,
    unitPricePaise,
    lineTotalPaise,
    discountPaise,
    netPaise: isPaise(value.netPaise) ? value.netPaise : Math.max(0, lineTotalPaise - discountPaise),
    gstRate:
      typeof value.gstRate === 'number' && Number.isFinite(value.gstRate) && value.gstRate >= 0 ? value.gstRate : 0,
    hsnCode: text(value.hsnCode),
    gst: gstAmounts(isRecord(value.gst) ? value.gst : {}),
    imageUrl: text(value.imageUrl),
    personalisation: text(value.personalisation),
    giftWrap: value.giftWrap === true,
    giftMessage: text(value.giftMessage),
  };
}

const ACTORS: readonly OrderActor[] = ['shopper', 'owner', 'payments', 'system'];

function parseTimelineEntry(value: unknown): TimelineEntry | null {
  if (!isRecord(value)) return null;
  const to = value.to;
  if (typeof to !== 'string' || !ORDER_STATUSES.includes(to as OrderStatus)) return null;
  const from =
    typeof value.from === 'string' && ORDER_STATUSES.includes(value.from as OrderStatus)
      ? (value.from as OrderStatus)
      : null;
  return {
    from,
    to: to as OrderStatus,
    at: isoTime(value.at) ?? new Date(0).toISOString(),
    actor: ACTORS.includes(value.actor as OrderActor) ? (value.actor as OrderActor) : 'system',
    reason: text(value.reason),
  };
}

function parseAddress(value: unknown): CheckoutAddress {
  const record = isRecord(value) ? value : {};
  const field = (name: string) => text(record[name]) ?? '';
  return {
    firstName: field('firstName'),
    lastName: field('lastName'),
    email: field('email'),
    phone: field('phone'),
    address: field('address'),
    city: field('city'),
    postalCode: field('postalCode'),
    state: field('state'),
  };
}

function gstAmounts(record: Record<string, unknown>): GstAmounts {
  return {
    taxablePaise: paise(record.taxablePaise),
    taxPaise: paise(record.taxPaise),
    cgstPaise: paise(record.cgstPaise),
    sgstPaise: paise(record.sgstPaise),
    igstPaise: paise(record.igstPaise),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function isPaise(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PAISE;
}

/** Whole paise from 0 to MAX_PAISE; anything else reads as 0. */
function paise(value: unknown): number {
  return isPaise(value) ? value : 0;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PAISE ? value : null;
}

/** ISO 8601 of a Firestore Timestamp, a Date, an ISO string or epoch milliseconds; null otherwise. */
function isoTime(value: unknown): string | null {
  let date: Date | null = null;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (typeof value === 'string') date = new Date(value);
  else if (isRecord(value) && typeof value.toDate === 'function') date = (value.toDate as () => Date).call(value);
  return date !== null && !Number.isNaN(date.getTime()) ? date.toISOString() : null;
}
