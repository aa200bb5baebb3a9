// Days and times of the shop's delivery calendar, in India (IST is UTC+05:30 all year), whatever zone the server's
// clock runs in: every figure is worked out from the instant, never from the process's local time.
import { addDays, indiaDay, startOfIndiaDay } from './india-time.js';
import { minutesOfDay, WEEKDAYS_FROM_SUNDAY, type DeliverySettings, type Weekday } from './delivery-settings.js';

const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTH_SHORT = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAY_PLURAL: Record<Weekday, string> = {
  MONDAY: 'Mondays',
  TUESDAY: 'Tuesdays',
  WEDNESDAY: 'Wednesdays',
  THURSDAY: 'Thursdays',
  FRIDAY: 'Fridays',
  SATURDAY: 'Saturdays',
  SUNDAY: 'Sundays',
};

export { addDays, indiaDay };

/** The instant a time of day (HH:MM) falls on an Indian day (YYYY-MM-DD). */
export function indiaMoment(day: string, time: string): Date {
  return new Date(startOfIndiaDay(day).getTime() + minutesOfDay(time) * 60_000);
}

export function weekdayOf(day: string): Weekday {
  return WEEKDAYS_FROM_SUNDAY[new Date(`${day}T00:00:00.000Z`).getUTCDay()]!;
}

/** "Sat 28 Nov". */
export function shortDay(day: string): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  return `${WEEKDAY_SHORT[date.getUTCDay()]} ${date.getUTCDate()} ${MONTH_SHORT[date.getUTCMonth()]}`;
}

/** Why the shop does not deliver on a day (a holiday's name, or its closed weekday), or null when it does. */
export function closedReason(settings: DeliverySettings, day: string): string | null {
  const holiday = settings.holidays.find((entry) => entry.date === day);
  if (holiday) return holiday.name;
  const weekday = weekdayOf(day);
  return settings.closedWeekdays.includes(weekday) ? `Closed on ${WEEKDAY_PLURAL[weekday]}` : null;
}

/** Whole days from one Indian day to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);
}

/** "2 h 14 m" (or "14 m" under an hour, "1 m" at least). */
export function countdownText(seconds: number): string {
  const minutes = Math.max(1, Math.floor(seconds / 60));
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${hours} h ${minutes % 60} m` : `${minutes} m`;
}
