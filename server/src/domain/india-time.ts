// Calendar days in India. IST is UTC+05:30 all year (no daylight saving), so a fixed offset is exact.

export const INDIA_OFFSET_MILLIS = (5 * 60 + 30) * 60 * 1000;
const DAY_MILLIS = 24 * 60 * 60 * 1000;

/** The day in India a moment falls on, YYYY-MM-DD. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MILLIS).toISOString().slice(0, 10);
}

/** The moment an Indian day (YYYY-MM-DD) begins. */
export function startOfIndiaDay(day: string): Date {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new RangeError(`not a day: ${day}`);
  const midnightUtc = Date.parse(`${day}T00:00:00.000Z`);
  if (Number.isNaN(midnightUtc)) throw new RangeError(`not a day: ${day}`);
  return new Date(midnightUtc - INDIA_OFFSET_MILLIS);
}

/** The Indian day `days` after (negative: before) the given one. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MILLIS).toISOString().slice(0, 10);
}

/** The first day of the Indian month a moment falls in, YYYY-MM-01. */
export function firstDayOfIndiaMonth(at: Date): string {
  return `${indiaDay(at).slice(0, 7)}-01`;
}
