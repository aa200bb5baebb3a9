// An order's life: every change of status, whoever asks for it (the shopper, the owner, the payment gateway or a
// scheduled job), goes through transition(). Statuses only move forward, one step at a time.
//
//   PENDING_PAYMENT ─payments→ PLACED ─owner→ PACKED ─owner→ SHIPPED ─owner|system→ DELIVERED
//        │ │                      │             │         └owner→ OUT_FOR_DELIVERY ─owner|system┘
//        │ └─shopper|owner─┐      └shopper|owner└owner
//        └─system→ EXPIRED  └──────────→ CANCELLED
//   The shop's own delivery (LOCAL) goes PACKED ─owner→ OUT_FOR_DELIVERY instead, with no courier: never SHIPPED.
import type { PaymentMethod } from './payment-method.js';

export type OrderStatus =
  'PENDING_PAYMENT' | 'PLACED' | 'PACKED' | 'SHIPPED' | 'OUT_FOR_DELIVERY' | 'DELIVERED' | 'CANCELLED' | 'EXPIRED';
export type OrderActor = 'shopper' | 'owner' | 'payments' | 'system';

export const ORDER_STATUSES: readonly OrderStatus[] = Object.freeze([
  'PENDING_PAYMENT',
  'PLACED',
  'PACKED',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
  'CANCELLED',
  'EXPIRED',
]);

export const FINAL_STATUSES: readonly OrderStatus[] = Object.freeze(['DELIVERED', 'CANCELLED', 'EXPIRED']);

export const MAX_REASON_LENGTH = 500;

/** One line of an order's timeline. `from` is null for the entry that opens the order. */
export interface TimelineEntry {
  readonly from: OrderStatus | null;
  readonly to: OrderStatus;
  /** ISO 8601, UTC. */
  readonly at: string;
  readonly actor: OrderActor;
  readonly reason: string | null;
}

/** What a transition needs to know about the order. */
export interface OrderState {
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  /** How it travels: LOCAL is the shop's own delivery (a date and slot), which needs no courier. */
  readonly delivery?: { readonly mode: 'LOCAL' | 'COURIER' } | null;
}

export type TransitionRefusalCode =
  'ALREADY_IN_STATUS' | 'ORDER_CLOSED' | 'NOT_ALLOWED' | 'ACTOR_NOT_ALLOWED' | 'REASON_REQUIRED' | 'REASON_TOO_LONG';

export type TransitionResult =
  | {
      readonly ok: true;
      readonly status: OrderStatus;
      readonly entry: TimelineEntry;
      /** Cancelled or expired: the order's units go back to stock (they were taken when it was placed). */
      readonly returnsStock: boolean;
      /** Cancelled or expired: a coupon use counted for the order is given back. */
      readonly releasesCoupon: boolean;
      /** Cancelled after an online payment was captured: the payment must be refunded. */
      readonly refundDue: boolean;
    }
  | { readonly ok: false; readonly code: TransitionRefusalCode; readonly message: string };

/** Who may make each move. A move that is not listed is never allowed. */
const MOVES: Readonly<Partial<Record<OrderStatus, Partial<Record<OrderStatus, readonly OrderActor[]>>>>> = {
  PENDING_PAYMENT: { PLACED: ['payments'], CANCELLED: ['shopper', 'owner'], EXPIRED: ['system'] },
  PLACED: { PACKED: ['owner'], CANCELLED: ['shopper', 'owner'] },
  PACKED: { SHIPPED: ['owner'], CANCELLED: ['owner'] },
  SHIPPED: { OUT_FOR_DELIVERY: ['owner'], DELIVERED: ['owner', 'system'] },
  OUT_FOR_DELIVERY: { DELIVERED: ['owner', 'system'] },
};

/**
 * The shop's own delivery leaves the shop straight from PACKED: out for delivery, with no courier or tracking number
 * (a courier's parcel is SHIPPED first, and the shop's own delivery is never handed to a courier).
 */
function movesOf(
  order: OrderState,
  from: OrderStatus,
): Partial<Record<OrderStatus, readonly OrderActor[]>> | undefined {
  const moves = MOVES[from];
  if (from === 'PACKED' && order.delivery?.mode === 'LOCAL') {
    const { SHIPPED: _courier, ...rest } = moves ?? {};
    return { ...rest, OUT_FOR_DELIVERY: ['owner'] };
  }
  return moves;
}

/** Why the shop's own delivery cannot be shipped by courier (said to whoever asks). */
export const OWN_DELIVERY_NOT_SHIPPED =
  'This order is delivered by the shop itself on its date and slot, not by courier: mark it out for delivery instead.';

/** Cash-on-delivery orders are placed at once; online orders wait for their payment. */
export function initialStatus(paymentMethod: PaymentMethod): OrderStatus {
  return paymentMethod === 'COD' ? 'PLACED' : 'PENDING_PAYMENT';
}

/** The first timeline entry of a new order, made by the shopper placing it. */
export function openingEntry(paymentMethod: PaymentMethod, now: Date): TimelineEntry {
  return { from: null, to: initialStatus(paymentMethod), at: timestamp(now), actor: 'shopper', reason: null };
}

export function isFinalStatus(status: OrderStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Whether the shopper may still cancel the order themselves (before it is packed). */
export function shopperCanCancel(status: OrderStatus): boolean {
  return MOVES[status]?.CANCELLED?.includes('shopper') ?? false;
}

/**
 * Moves an order to `to` on behalf of `actor`, or says why not. The reason is trimmed (empty means none) and is
 * required when the owner cancels.
 */
export function transition(
  order: OrderState,
  to: OrderStatus,
  actor: OrderActor,
  reason: string | null,
  now: Date,
): TransitionResult {
  const from = order.status;
  const at = timestamp(now);
  if (from === to) return refuse('ALREADY_IN_STATUS', `The order is already ${label(to)}.`);
  if (isFinalStatus(from)) return refuse('ORDER_CLOSED', `The order is ${label(from)} and can no longer change.`);
  const actors = movesOf(order, from)?.[to];
  if (!actors && to === 'SHIPPED' && order.delivery?.mode === 'LOCAL')
    return refuse('NOT_ALLOWED', OWN_DELIVERY_NOT_SHIPPED);
  if (!actors) return refuse('NOT_ALLOWED', `An order that is ${label(from)} cannot become ${label(to)}.`);
  if (!actors.includes(actor)) {
    if (actor === 'shopper' && to === 'CANCELLED') {
      return refuse(
        'ACTOR_NOT_ALLOWED',
        'This order has already been packed, so it can no longer be cancelled here. Please contact us.',
      );
    }
    return refuse('ACTOR_NOT_ALLOWED', `The ${actor} cannot make an order ${label(to)} (it is ${label(from)}).`);
  }
  const cleaned = reason?.trim().replace(/\s+/g, ' ') || null;
  if (cleaned !== null && cleaned.length > MAX_REASON_LENGTH) {
    return refuse('REASON_TOO_LONG', `The reason must be at most ${MAX_REASON_LENGTH} characters.`);
  }
  if (cleaned === null && to === 'CANCELLED' && actor === 'owner') {
    return refuse('REASON_REQUIRED', 'Please say why the order is cancelled; the shopper sees it.');
  }
  const closesUnfulfilled = to === 'CANCELLED' || to === 'EXPIRED';
  return {
    ok: true,
    status: to,
    entry: { from, to, at, actor, reason: cleaned },
    returnsStock: closesUnfulfilled,
    releasesCoupon: closesUnfulfilled,
    refundDue: to === 'CANCELLED' && order.paymentMethod === 'ONLINE' && from !== 'PENDING_PAYMENT',
  };
}

function refuse(code: TransitionRefusalCode, message: string): TransitionResult {
  return { ok: false, code, message };
}

function label(status: OrderStatus): string {
  return status.toLowerCase().replaceAll('_', ' ');
}

function timestamp(now: Date): string {
  if (Number.isNaN(now.getTime())) throw new RangeError('now must be a valid date');
  return now.toISOString();
}
