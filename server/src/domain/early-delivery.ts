// Marking an order delivered before its delivery date (a day in India): the owner confirms it, and the timeline says
// so. Pure.
import { shortDay } from './delivery-calendar.js';
import { indiaDay } from './india-time.js';

export const EarlyDeliveryMessages = {
  confirm: (date: string) =>
    `This order is due on ${shortDay(date)}. Confirm that it was delivered early, before its delivery date.`,
  reason: (date: string) => `Delivered early, before its delivery date (${shortDay(date)}); confirmed by the owner.`,
} as const;

/** The delivery date a delivery at `at` comes before (YYYY-MM-DD), or null when it is on or after it, or has none. */
export function earlyDeliveryDate(promise: { readonly date: string } | null | undefined, at: Date): string | null {
  if (!promise) return null;
  return indiaDay(at) < promise.date ? promise.date : null;
}
