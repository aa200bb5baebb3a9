// How a delivery promise reads to a shopper: "Sat 28 Nov", "Arrives Sat 28 Nov, 18:00–20:00", "Order in the next
// 2 h 14 m for delivery today". Delivery dates are the shop's calendar days (YYYY-MM-DD in Asia/Kolkata, as the
// server answers them), so they are formatted as plain calendar dates, whatever zone the browser is in. Pure.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** A calendar day's year, month (1-12) and day, or null when the text is not a real YYYY-MM-DD date. */
export function parseCalendarDate(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** "Sat 28 Nov"; the text itself when it is not a calendar date (never throws on odd data). */
export function formatDeliveryDate(date: string): string {
  const parts = parseCalendarDate(date);
  if (!parts) return date;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return `${WEEKDAYS[weekday]} ${parts.day} ${MONTHS[parts.month - 1]}`;
}

/** A time window's text, "18:00–20:00"; empty for a slot that is any time of the day. */
export function slotWindowText(
  window: { startsAt?: string | null; endsAt?: string | null } | null | undefined,
): string {
  if (!window?.startsAt || !window.endsAt) return '';
  return `${window.startsAt}–${window.endsAt}`;
}

const plainTimes = (text: string) =>
  text
    .replace(/\s+/g, '')
    .replace(/[\u2010-\u2015-]/g, '-')
    .toLowerCase();

/** The window to show beside a slot's name: empty when it has none or when its name already says it. */
export function slotWindowBeside(slot: { name: string; startsAt?: string | null; endsAt?: string | null }): string {
  const window = slotWindowText(slot);
  return window && !plainTimes(slot.name).includes(plainTimes(window)) ? window : '';
}

/**
 * The slot's name to print after a promise that already gives its times: "Midnight" for "Midnight (23:00–23:59)"
 * beside "Arrives Sat 28 Nov, 23:00–23:59"; empty when the name says nothing the promise does not.
 */
export function slotNameBeside(promiseText: string, label: string): string {
  const said = plainTimes(promiseText);
  const name = label
    .replace(/\s*\(([^()]*)\)\s*$/, (whole, window: string) => (said.includes(plainTimes(window)) ? '' : whole))
    .trim();
  return name === '' || said.includes(plainTimes(name)) ? '' : name;
}

/** A slot as one phrase: "Midnight (23:00–00:00)", or just "18:00–20:00" when the name is its window. */
export function slotLabel(slot: { name: string; startsAt?: string | null; endsAt?: string | null }): string {
  const window = slotWindowBeside(slot);
  return window ? `${slot.name} (${window})` : slot.name;
}

export interface ArrivalPromise {
  /** The day it arrives (a slot delivery), or the first day of a courier's range. */
  date: string;
  /** The last day of a courier's range; absent or equal to `date` for one day. */
  latestDate?: string | null;
  startsAt?: string | null;
  endsAt?: string | null;
}

/** "Arrives Sat 28 Nov, 18:00–20:00", "Arrives Sat 28 Nov" (any time that day) or "Arrives Sat 28 Nov – Tue 1 Dec". */
export function arrivalText(promise: ArrivalPromise): string {
  const first = formatDeliveryDate(promise.date);
  if (promise.latestDate && promise.latestDate !== promise.date) {
    return `Arrives ${first} – ${formatDeliveryDate(promise.latestDate)}`;
  }
  const window = slotWindowText(promise);
  return window ? `Arrives ${first}, ${window}` : `Arrives ${first}`;
}

/** "2 h 14 m", "45 m", "1 m" for what is left of a cut-off (rounded down to whole minutes; under a minute is 0 m). */
export function durationText(millisecondsLeft: number): string {
  const minutes = Math.max(0, Math.floor(millisecondsLeft / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours > 0 ? `${hours} h ${rest} m` : `${rest} m`;
}

/** "Order in the next 2 h 14 m for delivery today"; null once the cut-off has passed. */
export function orderWithinText(millisecondsLeft: number, dayWord = 'today'): string | null {
  if (millisecondsLeft < 60_000) return null;
  return `Order in the next ${durationText(millisecondsLeft)} for delivery ${dayWord}`;
}

const IST_OFFSET_MS = 330 * 60_000;

/** The shop's calendar day (Asia/Kolkata, which keeps no daylight saving) at an instant, as YYYY-MM-DD. */
export function shopDate(instantMs: number): string {
  return new Date(instantMs + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** "today", "tomorrow" or "on Sat 28 Nov" for a delivery date seen at `nowMs`. */
export function deliveryDayWord(date: string, nowMs: number): string {
  const today = shopDate(nowMs);
  if (date === today) return 'today';
  if (date === shopDate(nowMs + 86_400_000)) return 'tomorrow';
  return `on ${formatDeliveryDate(date)}`;
}
