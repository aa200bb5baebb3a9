// Checkout's delivery date and slot: which dates the picker offers (the earliest possible day to 30 days after it),
// and which choice stays selected when the server's answer changes. Pure.
import { parseCalendarDate } from '../../shop/delivery-text';

/** How far ahead a shopper may choose: the earliest day and the 30 days after it. */
export const DELIVERY_DAYS_AHEAD = 30;

/** The calendar day `days` after `date` (YYYY-MM-DD), across month and year ends. */
export function addDays(date: string, days: number): string {
  const parts = parseCalendarDate(date);
  if (!parts) return date;
  const next = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return next.toISOString().slice(0, 10);
}

/** The dates from the earliest to DELIVERY_DAYS_AHEAD days after it, in order. */
export function deliveryDateWindow(earliest: string, daysAhead = DELIVERY_DAYS_AHEAD): string[] {
  if (!parseCalendarDate(earliest)) return [];
  return Array.from({ length: daysAhead + 1 }, (_, i) => addDays(earliest, i));
}

export interface SlotOption {
  id: string;
  name: string;
  startsAt: string | null;
  endsAt: string | null;
  /** The slot's surcharge as the server prices it (paise and its text). */
  surcharge: { paise: number; formatted: string };
  available: boolean;
  /** Why it cannot be chosen ("Full", "Past today's cut-off"), when it cannot. */
  unavailableReason: string | null;
}

export interface DateOption {
  date: string;
  available: boolean;
  unavailableReason: string | null;
  slots: SlotOption[];
}

export interface DeliveryChoice {
  date: string;
  slotId: string | null;
}

const isOpen = (day: DateOption) => day.available && day.slots.some((slot) => slot.available);

/**
 * The slot picked for the shopper on a day: its first open slot without a surcharge; null when only surcharged ones
 * are left (a midnight slot's fee is the shopper's own choice, never a default).
 */
export function defaultSlotId(day: DateOption): string | null {
  return day.slots.find((slot) => slot.available && slot.surcharge.paise === 0)?.id ?? null;
}

/**
 * The choice to keep after the offer changed: the shopper's own if its date and slot can still be had; else the
 * same date with its default slot; else the first date with a slot at no extra charge (possibly after the earliest
 * date), or the first open date with no slot chosen when every slot left costs extra; null when nothing can be had.
 */
export function settleChoice(offer: readonly DateOption[], current: DeliveryChoice | null): DeliveryChoice | null {
  const sameDay = current ? offer.find((day) => day.date === current.date && isOpen(day)) : undefined;
  if (sameDay && current) {
    const slot = sameDay.slots.find((s) => s.id === current.slotId && s.available);
    return { date: sameDay.date, slotId: slot ? slot.id : defaultSlotId(sameDay) };
  }
  const standard = offer.find((day) => isOpen(day) && defaultSlotId(day) !== null);
  if (standard) return { date: standard.date, slotId: defaultSlotId(standard) };
  const first = offer.find(isOpen);
  return first ? { date: first.date, slotId: null } : null;
}
