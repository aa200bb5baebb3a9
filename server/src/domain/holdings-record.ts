// What a shopper holds, kept as one record beside their account (orderGuards/shopper-{uid}) and changed with every
// order transition, so a placement reads it by id instead of querying the shopper's orders: each open order (its
// status, payment method, payment window, units per product and delivery slot) and how many live orders the account
// has (first-order coupons). A verified phone keeps only its live orders. rebuildHoldings() works the same record
// out from the orders themselves, for the check that compares the two.
import { FINAL_STATUSES, type OrderStatus } from './order-status.js';
import type { PaymentMethod } from './payment-method.js';
import { OPEN_ORDER_STATUSES, type OpenOrder } from './shopper-holdings.js';

/** One open order as the holdings record keeps it. */
export interface HeldOrder {
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  /** An unpaid online order's end of payment window (ISO 8601): its hold ends then. Null once paid, or for COD. */
  readonly payBy: string | null;
  /** Units per product id, over the order's lines. */
  readonly units: Readonly<Record<string, number>>;
  /** The delivery slot it holds a place in ("2026-11-27/evening"), or null. */
  readonly slot: string | null;
}

export interface ShopperHoldings {
  /** Orders of the account that are not cancelled or expired (delivered ones count): "has ordered before". */
  readonly liveOrders: number;
  /** The open orders (OPEN_ORDER_STATUSES) by order id. */
  readonly open: Readonly<Record<string, HeldOrder>>;
}

export const EMPTY_HOLDINGS: ShopperHoldings = Object.freeze({ liveOrders: 0, open: Object.freeze({}) });

/** What the holdings read of an order. */
export interface HoldingSource {
  readonly id: string;
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly payment: { readonly state: string; readonly expiresAt: string } | null;
  readonly lines: readonly { readonly productId: string; readonly quantity: number }[];
  readonly delivery?: {
    readonly mode: string;
    readonly date?: string;
    readonly slot?: { readonly id: string } | null;
  } | null;
}

/** Not cancelled or expired. */
export function isLiveStatus(status: OrderStatus): boolean {
  return !FINAL_STATUSES.includes(status) || status === 'DELIVERED';
}

function slotOf(order: HoldingSource): string | null {
  const delivery = order.delivery ?? null;
  const slot = delivery?.slot ?? null;
  return delivery?.mode === 'LOCAL' && slot && delivery.date ? `${delivery.date}/${slot.id}` : null;
}

/** The order as held, or null when it holds nothing (shipped, delivered, cancelled, expired). */
export function heldOrder(order: HoldingSource): HeldOrder | null {
  if (!OPEN_ORDER_STATUSES.includes(order.status)) return null;
  const units: Record<string, number> = {};
  for (const line of order.lines) units[line.productId] = (units[line.productId] ?? 0) + line.quantity;
  const unpaid = order.status === 'PENDING_PAYMENT' && order.payment !== null && order.payment.state !== 'PAID';
  return {
    status: order.status,
    paymentMethod: order.paymentMethod,
    payBy: unpaid ? order.payment.expiresAt : null,
    units,
    slot: slotOf(order),
  };
}

/** The holdings after `order` moved from `before` (null: it is new) to its status now. */
export function holdingsWith(
  holdings: ShopperHoldings,
  before: HoldingSource | null,
  order: HoldingSource,
): ShopperHoldings {
  const wasLive = before !== null && isLiveStatus(before.status);
  const liveOrders = Math.max(0, holdings.liveOrders + Number(isLiveStatus(order.status)) - Number(wasLive));
  const { [order.id]: _previous, ...rest } = holdings.open;
  const held = heldOrder(order);
  return { liveOrders, open: held === null ? rest : { ...rest, [order.id]: held } };
}

/** The holdings as the orders say they are. */
export function rebuildHoldings(orders: Iterable<HoldingSource>): ShopperHoldings {
  let holdings = EMPTY_HOLDINGS;
  for (const order of orders) holdings = holdingsWith(holdings, null, order);
  return holdings;
}

/**
 * The open orders a placement counts, now: an unpaid order whose payment window has ended holds nothing any more
 * (the reconciler expires it and gives its stock back; until then it is not counted against the shopper).
 */
export function heldNow(holdings: ShopperHoldings, now: Date): OpenOrder[] {
  return Object.values(holdings.open)
    .filter((held) => held.payBy === null || Date.parse(held.payBy) > now.getTime())
    .map((held) => ({
      status: held.status,
      paymentMethod: held.paymentMethod,
      lines: Object.entries(held.units).map(([productId, quantity]) => ({ productId, quantity })),
    }));
}

/** Where a stored record and one rebuilt from the orders differ, one line each (empty: the same). */
export function holdingsDifferences(stored: ShopperHoldings | null, rebuilt: ShopperHoldings): string[] {
  if (stored === null)
    return rebuilt.liveOrders === 0 && Object.keys(rebuilt.open).length === 0 ? [] : ['no holdings record'];
  const differences: string[] = [];
  if (stored.liveOrders !== rebuilt.liveOrders)
    differences.push(`liveOrders: stored ${stored.liveOrders}, orders say ${rebuilt.liveOrders}`);
  const ids = new Set([...Object.keys(stored.open), ...Object.keys(rebuilt.open)]);
  for (const id of [...ids].sort()) {
    const kept = JSON.stringify(canonical(stored.open[id]));
    const actual = JSON.stringify(canonical(rebuilt.open[id]));
    if (kept !== actual) differences.push(`open order ${id}: stored ${kept}, orders say ${actual}`);
  }
  return differences;
}

function canonical(held: HeldOrder | undefined): unknown {
  if (held === undefined) return null;
  const units = Object.fromEntries(Object.entries(held.units).sort(([a], [b]) => a.localeCompare(b)));
  return { status: held.status, paymentMethod: held.paymentMethod, payBy: held.payBy, units, slot: held.slot };
}

/** Reads a stored holdings record tolerantly; null when it is absent or not understood (it is then rebuilt). */
export function parseHoldings(value: unknown): ShopperHoldings | null {
  if (typeof value !== 'object' || value === null) return null;
  const { liveOrders, open } = value as { liveOrders?: unknown; open?: unknown };
  if (typeof liveOrders !== 'number' || !Number.isInteger(liveOrders) || liveOrders < 0) return null;
  if (typeof open !== 'object' || open === null) return null;
  const parsed: Record<string, HeldOrder> = {};
  for (const [id, entry] of Object.entries(open as Record<string, unknown>)) {
    const held = parseHeld(entry);
    if (held === null) return null;
    parsed[id] = held;
  }
  return { liveOrders, open: parsed };
}

function parseHeld(value: unknown): HeldOrder | null {
  if (typeof value !== 'object' || value === null) return null;
  const { status, paymentMethod, payBy, units, slot } = value as Record<string, unknown>;
  if (!OPEN_ORDER_STATUSES.includes(status as OrderStatus)) return null;
  if (paymentMethod !== 'COD' && paymentMethod !== 'ONLINE') return null;
  if (payBy !== null && typeof payBy !== 'string') return null;
  if (slot !== null && typeof slot !== 'string') return null;
  if (typeof units !== 'object' || units === null) return null;
  const counted = Object.entries(units as Record<string, unknown>);
  if (!counted.every(([, n]) => typeof n === 'number' && Number.isInteger(n) && n >= 0)) return null;
  return {
    status: status as OrderStatus,
    paymentMethod,
    payBy,
    units: Object.fromEntries(counted) as Record<string, number>,
    slot,
  };
}

/** The stored form (plain maps, no undefined). */
export function holdingsDocument(holdings: ShopperHoldings): Record<string, unknown> {
  const open: Record<string, unknown> = {};
  for (const [id, held] of Object.entries(holdings.open)) open[id] = { ...held, units: { ...held.units } };
  return { liveOrders: holdings.liveOrders, open };
}
