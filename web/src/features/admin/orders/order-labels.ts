import type { BadgeTone } from '../../../ui';
import type { OrderStatus, PaymentBucket, PaymentStatus } from '../../../gql/graphql';

/** How the owner's pages name each status. */
export const STATUS_LABELS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  PENDING_PAYMENT: { label: 'Awaiting payment', tone: 'warning' },
  PLACED: { label: 'To pack', tone: 'brand' },
  PACKED: { label: 'Packed', tone: 'brand' },
  SHIPPED: { label: 'Shipped', tone: 'success' },
  OUT_FOR_DELIVERY: { label: 'Out for delivery', tone: 'success' },
  DELIVERED: { label: 'Delivered', tone: 'success' },
  CANCELLED: { label: 'Cancelled', tone: 'danger' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
};

/** Statuses as the timeline tells them ("Placed by the shopper", "Packed → Shipped by the owner"). */
export const EVENT_LABELS: Record<OrderStatus, string> = {
  PENDING_PAYMENT: 'Awaiting payment',
  PLACED: 'Placed',
  PACKED: 'Packed',
  SHIPPED: 'Shipped',
  OUT_FOR_DELIVERY: 'Out for delivery',
  DELIVERED: 'Delivered',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
};

export const STATUS_ORDER: readonly OrderStatus[] = [
  'PLACED',
  'PACKED',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'PENDING_PAYMENT',
  'CANCELLED',
  'EXPIRED',
];

export const PAYMENT_LABELS = { COD: 'Cash on delivery', ONLINE: 'Online' } as const;

/** Where an online payment stands, as the owner's pages name it (in the order the filter lists them). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  PAID: 'Paid',
  AWAITING_PAYMENT: 'Awaiting payment',
  FAILED: 'Last attempt failed',
  REFUND_PENDING: 'Refund pending',
  PARTIALLY_REFUNDED: 'Partly refunded',
  REFUNDED: 'Refunded',
  NOT_PAID: 'Not paid',
};

/** Where an order's money stands, as the owner's list files and filters it (in the order the filter lists them). */
export const PAYMENT_BUCKET_LABELS: Record<PaymentBucket, string> = {
  CASH_TO_COLLECT: 'Cash to collect',
  CASH_COLLECTED: 'Cash collected',
  PAID_ONLINE: 'Paid online',
  REFUNDED: 'Refunded (part or all)',
  NOT_PAID: 'Not paid',
};

const TIME = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'Asia/Kolkata' });

export function formatTime(iso: string): string {
  return TIME.format(new Date(iso));
}

export function formatDay(iso: string): string {
  return DAY.format(new Date(iso));
}
