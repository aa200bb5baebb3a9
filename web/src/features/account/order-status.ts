// How an order's status and times read for the shopper. Pure.
import type { OrderStatus } from '../../gql/graphql';
import type { BadgeTone } from '../../ui';

export const ORDER_STATUS: Record<OrderStatus, { label: string; tone: BadgeTone }> = {
  PENDING_PAYMENT: { label: 'Awaiting payment', tone: 'warning' },
  PLACED: { label: 'Placed', tone: 'brand' },
  PACKED: { label: 'Packed', tone: 'brand' },
  SHIPPED: { label: 'Shipped', tone: 'brand' },
  OUT_FOR_DELIVERY: { label: 'Out for delivery', tone: 'brand' },
  DELIVERED: { label: 'Delivered', tone: 'success' },
  CANCELLED: { label: 'Cancelled', tone: 'danger' },
  EXPIRED: { label: 'Expired', tone: 'neutral' },
};

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Kolkata',
});

/** An ISO time as the shop's customers read it (India time), or the text itself when it is not a time. */
export function formatOrderTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

const ACTORS: Record<string, string> = { shopper: 'you', owner: 'the shop', payments: 'payment', system: 'the shop' };

/** One line of the timeline: "Cancelled by you: changed my mind". */
export function describeEvent(event: { to: OrderStatus; actor: string; reason?: string | null }): string {
  const label = ORDER_STATUS[event.to]?.label ?? event.to;
  const by = event.to === 'CANCELLED' ? ` by ${ACTORS[event.actor] ?? event.actor}` : '';
  return `${label}${by}${event.reason ? `: ${event.reason}` : ''}`;
}

/** The most a cancellation reason may be (the server refuses longer ones). */
export const CANCEL_REASON_MAX_LENGTH = 500;
