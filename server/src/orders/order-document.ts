// The shape of an orders/{id} document and its tolerant reading. Orders are written only by this server, but they
// live for years: a field an older version did not write, or that someone edited in the console, reads as a neutral
// default rather than hiding the order from its shopper. Money is stored in integer paise, in fields ending "Paise".
import { parseCashRefunds } from './cash-refund-document.js';
import { parseCreditNotes } from './credit-note-document.js';
import { deliveryDays, parseDeliveryPromise, parseRecipient, recipientNameKeys } from './order-delivery-document.js';
import type { CheckoutAddress } from '../domain/checkout-validation.js';
import { parseChargeLines } from '../domain/charge-lines.js';
import { MAX_PAISE } from '../domain/money.js';
import { nameSearchKeys } from '../domain/name-search.js';
import { ORDER_STATUSES, type OrderActor, type OrderStatus, type TimelineEntry } from '../domain/order-status.js';
import { paymentBucket, paymentBuckets } from '../domain/order-refunds.js';
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
import { orderExactTotalPaise } from '../domain/order-record.js';
import type {
  GstAmounts,
  InvoiceRecord,
  InvoiceSellerRecord,
  OrderLineRecord,
  OrderRecord,
  ShipmentRecord,
} from '../domain/order-record.js';
import type { OrderLinePhotoRecord } from '../domain/order-record.js';

// The order's record types live in the domain (payments speaks of orders too); the orders feature names them from here.
export type {
  GstAmounts,
  InvoiceRecord,
  InvoiceSellerRecord,
  OrderLinePhotoRecord,
  OrderLineRecord,
  OrderRecord,
  ShipmentRecord,
} from '../domain/order-record.js';

/** The document written for a new order. `createdAt` is a Date, which Firestore stores as a Timestamp. */
export function orderDocument(order: OrderRecord): Record<string, unknown> {
  const { id: _id, placedAt, address, ...rest } = order;
  const placed = new Date(placedAt);
  return {
    ...rest,
    addressData: { ...address },
    buyerNameKeys: nameSearchKeys(`${address.firstName} ${address.lastName}`),
    createdAt: placed,
    updatedAt: placed,
    lines: order.lines.map((line) => ({ ...line })),
    ...(order.chargeLines ? { chargeLines: order.chargeLines.map((line) => ({ ...line })) } : {}),
    payment: order.payment === null ? null : paymentDocument(order.payment),
    paymentStatus: storedPaymentStatus(order),
    paymentBucket: paymentBucket(order),
    paymentBuckets: paymentBuckets(order),
    // The owner's search by name (domain/name-search.ts) finds the buyer and a gift's recipient.
    ...(order.recipient ? { recipientNameKeys: recipientNameKeys(order.recipient) } : {}),
    deliveryDays: deliveryDays(order.delivery),
    // The exact sum beside the rounded total, for whoever reads the document without this code.
    ...(order.roundOffPaise === undefined ? {} : { exactTotalPaise: orderExactTotalPaise(order) }),
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
      ...optional('emailVerified', data.emailVerified === true ? true : null),
      // Absent until the owner ships it or issues its invoice (and then absent from the record too).
      ...optional('shipment', parseShipment(data.shipment)),
      ...optional('invoice', parseInvoice(data.invoice)),
      ...optional('creditNotes', parseCreditNotes(data.creditNotes)),
      ...optional('cashRefunds', parseCashRefunds(data.cashRefunds)),
      ...optional('delivery', parseDeliveryPromise(data.delivery)),
      ...optional('recipient', parseRecipient(data.recipient)),
      ...optional('slotSurchargePaise', isPaise(data.slotSurchargePaise) ? data.slotSurchargePaise : null),
      ...optional('roundOffPaise', isRoundOff(data.roundOffPaise) ? data.roundOffPaise : null),
      ...optional('chargeLines', parseChargeLines(data.chargeLines)),
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
  const trackingUrl = text(value.trackingUrl);
  return {
    courier,
    trackingNumber,
    // Only an https address is ever linked, whatever the stored document holds.
    trackingUrl: trackingUrl?.startsWith('https://') ? trackingUrl : null,
    shippedAt: isoTime(value.shippedAt) ?? new Date(0).toISOString(),
  };
}

function parseInvoice(value: unknown): InvoiceRecord | null {
  if (!isRecord(value)) return null;
  const number = text(value.number);
  if (number === null) return null;
  return {
    number,
    issuedAt: isoTime(value.issuedAt) ?? new Date(0).toISOString(),
    seller: parseInvoiceSeller(value.seller),
    ...(isWholePaise(value.refundedBeforePaise) && value.refundedBeforePaise > 0
      ? { refundedBeforePaise: value.refundedBeforePaise }
      : {}),
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
    ...linePhotos(value.photos),
  };
}

/** A line's frozen photos; entries that cannot be understood are left out, and an empty list is none. */
function linePhotos(value: unknown): { photos?: OrderLinePhotoRecord[] } {
  if (!Array.isArray(value)) return {};
  const photos = value.flatMap((entry: unknown): OrderLinePhotoRecord[] => {
    if (!isRecord(entry) || !isRecord(entry.crop)) return [];
    const photoId = text(entry.photoId);
    const crop = entry.crop;
    const [x, y, width, height, rotation] = [crop.x, crop.y, crop.width, crop.height, crop.rotation].map(count);
    if (photoId === null || [x, y, width, height, rotation].some((part) => part === null)) return [];
    return [
      {
        photoId,
        crop: { x: x!, y: y!, width: width!, height: height!, rotation: rotation! % 4 },
        width: count(entry.width) ?? 0,
        height: count(entry.height) ?? 0,
      },
    ];
  });
  return photos.length > 0 ? { photos } : {};
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
    ...optional('landmark', text(record.landmark)),
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

/** A stored round-off: whole paise within half a rupee either way (anything else reads as none). */
function isRoundOff(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= -49 && value <= 50;
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

function isWholePaise(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
