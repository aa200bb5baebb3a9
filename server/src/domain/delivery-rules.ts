// What the shop can promise: the zone of a PIN, which slots can be had on which dates for a set of items, the
// courier's range, the same-day cut-off's countdown and the promise in words. Pure: the clock and the places already
// booked are arguments.
import {
  addDays,
  closedReason,
  countdownText,
  daysBetween,
  indiaDay,
  indiaMoment,
  shortDay,
} from './delivery-calendar.js';
import type { DeliverySettings, DeliverySlot, DeliveryZone } from './delivery-settings.js';

export type SlotUnavailable = 'FULL' | 'PAST_CUTOFF' | 'NOT_READY_IN_TIME' | 'CLOSED';

/** What delivery needs to know of a cart line or a product. */
export interface DeliveryItem {
  readonly productName: string;
  readonly preparationHours: number;
  readonly perishable: boolean;
}

/** Places taken in a slot on a date. */
export type BookedPlaces = (date: string, slotId: string) => number;

/** A standard ("any time that day") delivery needs the goods ready this long before the slot ends. */
export const STANDARD_SLOT_LEAD_HOURS = 2;
const HOUR = 3_600_000;

/** The zone of a PIN: the one with the longest matching prefix (the first zone on a tie), or null. */
export function zoneForPin(settings: DeliverySettings, pin: string): DeliveryZone | null {
  let best: { zone: DeliveryZone; length: number } | null = null;
  for (const zone of settings.zones) {
    for (const prefix of zone.pinPrefixes) {
      if (pin.startsWith(prefix) && (best === null || prefix.length > best.length))
        best = { zone, length: prefix.length };
    }
  }
  return best?.zone ?? null;
}

/** When the items can leave the shop if ordered now: after the longest preparation time among them. */
export function readyAt(now: Date, items: readonly DeliveryItem[]): Date {
  const hours = Math.max(0, ...items.map((item) => item.preparationHours));
  return new Date(now.getTime() + hours * HOUR);
}

/** The items a zone does not take (perishables where it takes none). */
export function itemsNotDelivered(zone: DeliveryZone, items: readonly DeliveryItem[]): DeliveryItem[] {
  return zone.perishablesAllowed ? [] : items.filter((item) => item.perishable);
}

export interface SlotCheck {
  readonly slot: DeliverySlot;
  readonly date: string;
  readonly placesLeft: number;
  readonly unavailable: SlotUnavailable | null;
}

export interface DeliveryContext {
  readonly settings: DeliverySettings;
  readonly zone: DeliveryZone;
  readonly items: readonly DeliveryItem[];
  readonly now: Date;
  readonly booked: BookedPlaces;
}

/** Whether the date is one the shop may deliver on for this zone (window, zone's fewest days, open day). */
function dateOpen({ settings, zone, now }: DeliveryContext, date: string): boolean {
  const ahead = daysBetween(indiaDay(now), date);
  return ahead >= zone.minDays && ahead <= settings.bookingWindowDays && closedReason(settings, date) === null;
}

/**
 * Whether one slot can be had on one date: the date is open, a same-day order comes before the cut-off, the items
 * are ready by the slot's start (a standard slot: STANDARD_SLOT_LEAD_HOURS before its end), and a place is left.
 */
export function checkSlot(context: DeliveryContext, date: string, slot: DeliverySlot): SlotCheck {
  const placesLeft = Math.max(0, slot.capacityPerDay - context.booked(date, slot.id));
  const answer = (unavailable: SlotUnavailable | null): SlotCheck => ({ slot, date, placesLeft, unavailable });
  if (!dateOpen(context, date)) return answer('CLOSED');
  const today = indiaDay(context.now);
  if (date === today && context.now >= indiaMoment(today, context.settings.sameDayCutoff)) return answer('PAST_CUTOFF');
  const ready = readyAt(context.now, context.items);
  const deadline =
    slot.kind === 'STANDARD'
      ? indiaMoment(date, slot.endTime).getTime() - STANDARD_SLOT_LEAD_HOURS * HOUR
      : indiaMoment(date, slot.startTime).getTime();
  if (ready.getTime() > deadline) return answer('NOT_READY_IN_TIME');
  return answer(placesLeft > 0 ? null : 'FULL');
}

export interface DateOption {
  readonly date: string;
  readonly closedReason: string | null;
  readonly slots: readonly SlotCheck[];
  readonly available: boolean;
}

/** Every date of the booking window from today, with each slot's check. */
export function localDates(context: DeliveryContext): DateOption[] {
  const today = indiaDay(context.now);
  const dates: DateOption[] = [];
  for (let ahead = 0; ahead <= context.settings.bookingWindowDays; ahead += 1) {
    const date = addDays(today, ahead);
    const slots = context.settings.slots.map((slot) => checkSlot(context, date, slot));
    dates.push({
      date,
      closedReason: closedReason(context.settings, date),
      slots,
      available: slots.some((check) => check.unavailable === null),
    });
  }
  return dates;
}

/** The first date and slot that can be had, or null. */
export function firstAvailable(dates: readonly DateOption[]): SlotCheck | null {
  for (const option of dates) {
    const slot = option.slots.find((check) => check.unavailable === null);
    if (slot) return slot;
  }
  return null;
}

/**
 * The slot a shopper who has not chosen one gets: the earliest available slot without a surcharge, on a later day if
 * the earliest day has only surcharged slots left (a midnight slot's fee is the shopper's own choice, never a
 * default); null when every slot left costs extra.
 */
export function defaultSlot(dates: readonly DateOption[]): SlotCheck | null {
  for (const option of dates) {
    const slot = option.slots.find((check) => check.unavailable === null && check.slot.surchargePaise === 0);
    if (slot) return slot;
  }
  return null;
}

/**
 * The courier's range: dispatched on the first open day whose cut-off the order (and the items' preparation) makes,
 * delivered minDays to maxDays after it. Null when no day of the window qualifies.
 */
export function courierRange(context: DeliveryContext): { from: string; to: string; dispatch: string } | null {
  const { settings, zone, now } = context;
  const ready = readyAt(now, context.items);
  const today = indiaDay(now);
  for (let ahead = 0; ahead <= settings.bookingWindowDays; ahead += 1) {
    const day = addDays(today, ahead);
    if (closedReason(settings, day) !== null) continue;
    if (ready >= indiaMoment(day, settings.sameDayCutoff)) continue;
    return { dispatch: day, from: addDays(day, zone.minDays), to: addDays(day, zone.maxDays) };
  }
  return null;
}

/** Seconds until today's cut-off when a slot today can still be had, else null. */
export function cutoffCountdownSeconds(context: DeliveryContext, dates: readonly DateOption[]): number | null {
  const today = indiaDay(context.now);
  const option = dates.find((entry) => entry.date === today);
  if (!option?.available) return null;
  const seconds = Math.floor(
    (indiaMoment(today, context.settings.sameDayCutoff).getTime() - context.now.getTime()) / 1000,
  );
  return seconds > 0 ? seconds : null;
}

/** "Order in the next 2 h 14 m for delivery today". */
export function countdownMessage(seconds: number): string {
  return `Order in the next ${countdownText(seconds)} for delivery today`;
}

/** "Arrives Sat 28 Nov, 18:00–20:00". */
export function slotPromiseText(date: string, slot: Pick<DeliverySlot, 'startTime' | 'endTime'>): string {
  return `Arrives ${shortDay(date)}, ${slot.startTime}–${slot.endTime}`;
}

/** "Arrives between Mon 30 Nov and Wed 2 Dec" (or one day when the range is one). */
export function rangePromiseText(from: string, to: string): string {
  return from === to ? `Arrives ${shortDay(from)}` : `Arrives between ${shortDay(from)} and ${shortDay(to)}`;
}

/** "Red roses cannot be delivered to 600001 (Rest of Tamil Nadu): we deliver flowers and cakes only where …". */
export function perishableRefusal(item: DeliveryItem, pin: string, zone: DeliveryZone): string {
  return `${item.productName} cannot be delivered to ${pin} (${zone.name}): fresh flowers and cakes go only to areas we deliver ourselves.`;
}

export const NOT_SERVED_MESSAGE = (pin: string): string =>
  `Sorry, we do not deliver to ${pin} yet. Please try another PIN code.`;
