// The owner's run sheet of one day: local deliveries grouped by slot in window order, courier orders whose range
// includes the day, and (for today) earlier deliveries still not made and later ones the rider took out today. An order is overdue when it is not delivered
// and its slot's end (a courier's latest date) has passed. Pure: the orders and the clock are arguments.
import { addDays, indiaDay, indiaMoment } from './delivery-calendar.js';
import type { DeliverySlot } from './delivery-settings.js';
import type { OrderRecord } from './order-record.js';

export interface RunSheetEntry {
  readonly order: OrderRecord;
  readonly overdue: boolean;
}

export interface RunSheet {
  readonly date: string;
  readonly slots: readonly { slot: DeliverySlot; booked: number; deliveries: RunSheetEntry[] }[];
  readonly courier: readonly RunSheetEntry[];
  readonly overdueEarlier: readonly RunSheetEntry[];
  /** Booked for a later date but out for delivery now, or delivered early today: in today's van and cash. */
  readonly outEarly: readonly RunSheetEntry[];
}

/** How many days back "overdue from earlier days" looks. */
export const OVERDUE_LOOKBACK_DAYS = 7;

const CLOSED = new Set(['CANCELLED', 'EXPIRED']);

export function isOverdue(order: OrderRecord, now: Date): boolean {
  const delivery = order.delivery;
  if (!delivery || order.status === 'DELIVERED' || CLOSED.has(order.status)) return false;
  if (delivery.mode === 'LOCAL' && delivery.slot) return now > indiaMoment(delivery.date, delivery.slot.endTime);
  return indiaDay(now) > delivery.latestDate;
}

/** The days before `today` whose undelivered orders the run sheet of today lists. */
export function overdueLookback(today: string): string[] {
  return Array.from({ length: OVERDUE_LOOKBACK_DAYS }, (_, index) => addDays(today, -(index + 1)));
}

/**
 * Of the candidates (orders out for delivery, or delivered lately), those booked after today that the rider carries
 * today: still out (whenever they left), or delivered early today. They stay on their own date's sheet as well, which
 * is the booking; this is the van.
 */
export function outEarlyToday(candidates: readonly OrderRecord[], now: Date): OrderRecord[] {
  const today = indiaDay(now);
  return candidates.filter((order) => {
    if (!order.delivery || order.delivery.date <= today) return false;
    if (order.status === 'OUT_FOR_DELIVERY') return true;
    const delivered = order.timeline.findLast((entry) => entry.to === 'DELIVERED');
    return order.status === 'DELIVERED' && delivered !== undefined && indiaDay(new Date(delivered.at)) === today;
  });
}

export function runSheet(
  date: string,
  onDay: readonly OrderRecord[],
  earlier: readonly OrderRecord[],
  now: Date,
  goneEarly: readonly OrderRecord[] = [],
): RunSheet {
  const live = onDay.filter((order) => order.delivery && !CLOSED.has(order.status));
  const byPlaced = (a: OrderRecord, b: OrderRecord) => a.placedAt.localeCompare(b.placedAt);
  const entry = (order: OrderRecord): RunSheetEntry => ({ order, overdue: isOverdue(order, now) });
  const groups = new Map<string, { slot: DeliverySlot; booked: number; deliveries: RunSheetEntry[] }>();
  for (const order of [...live].sort(byPlaced)) {
    const slot = order.delivery!.mode === 'LOCAL' ? order.delivery!.slot : null;
    if (!slot || order.delivery!.date !== date) continue;
    const group = groups.get(slot.id) ?? { slot, booked: 0, deliveries: [] };
    group.booked += 1;
    group.deliveries.push(entry(order));
    groups.set(slot.id, group);
  }
  const slots = [...groups.values()].sort((a, b) => a.slot.startTime.localeCompare(b.slot.startTime));
  const courier = live
    .filter((order) => order.delivery!.mode === 'COURIER')
    .sort(byPlaced)
    .map(entry);
  const today = indiaDay(now);
  const overdueEarlier =
    date === today
      ? earlier
          .filter((order) => isOverdue(order, now) && order.delivery!.latestDate < today)
          .sort((a, b) => a.delivery!.date.localeCompare(b.delivery!.date) || byPlaced(a, b))
          .map(entry)
      : [];
  const outEarly =
    date === today
      ? outEarlyToday(goneEarly, now)
          .sort((a, b) => a.delivery!.date.localeCompare(b.delivery!.date) || byPlaced(a, b))
          .map(entry)
      : [];
  return { date, slots, courier, overdueEarlier, outEarly };
}
