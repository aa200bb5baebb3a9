// Marking an order delivered, or out for delivery, before its delivery date (a day in India): the owner confirms it,
// and the timeline says so (out for delivery also sends a gift's recipient their notice). Pure.
import { shortDay } from './delivery-calendar.js';
import { indiaDay } from './india-time.js';

export const EarlyDeliveryMessages = {
  confirm: (date: string) =>
    `This order is due on ${shortDay(date)}. Confirm that it was delivered early, before its delivery date.`,
  // The timeline's words are read by the shopper too: the owner's confirmation is in the audit log.
  reason: (date: string) => `Delivered early, ahead of the booked date (${shortDay(date)}).`,
  confirmOut: (date: string) =>
    `This order is due on ${shortDay(date)}. Confirm that it goes out for delivery early, before its delivery date.`,
  reasonOut: (date: string) => `Out for delivery early, ahead of the booked date (${shortDay(date)}).`,
} as const;

/** The owner's moves that are early before the delivery date. */
export type EarlyMove = 'OUT_FOR_DELIVERY' | 'DELIVERED';

/** What the owner is asked to confirm, and what the timeline records, for an early move. */
export function earlyMoveMessages(move: EarlyMove, date: string): { confirm: string; reason: string } {
  return move === 'DELIVERED'
    ? { confirm: EarlyDeliveryMessages.confirm(date), reason: EarlyDeliveryMessages.reason(date) }
    : { confirm: EarlyDeliveryMessages.confirmOut(date), reason: EarlyDeliveryMessages.reasonOut(date) };
}

/** The delivery date a delivery at `at` comes before (YYYY-MM-DD), or null when it is on or after it, or has none. */
export function earlyDeliveryDate(promise: { readonly date: string } | null | undefined, at: Date): string | null {
  if (!promise) return null;
  return indiaDay(at) < promise.date ? promise.date : null;
}
