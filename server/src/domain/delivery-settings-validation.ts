// The owner's delivery settings checked field by field: every problem names its field (zones[1].pinPrefixes[0],
// slots[0].endTime, holidays[2].date …), and nothing is stored unless all are right.
import { MAX_PAISE } from './money.js';
import { userError, type UserError } from './user-errors.js';
import {
  isCalendarDay,
  isTimeOfDay,
  minutesOfDay,
  type DeliveryHoliday,
  type DeliverySettings,
  type DeliverySlot,
  type DeliverySlotKind,
  type DeliveryZone,
  type Weekday,
} from './delivery-settings.js';

export interface DeliverySettingsInput {
  readonly zones: readonly (Omit<DeliveryZone, 'freeAbovePaise'> & { readonly freeAbovePaise?: number | null })[];
  readonly slots: readonly DeliverySlot[];
  readonly sameDayCutoff: string;
  readonly closedWeekdays: readonly Weekday[];
  readonly holidays: readonly DeliveryHoliday[];
  readonly bookingWindowDays: number;
}

export type CheckedDelivery =
  { readonly ok: true; readonly value: DeliverySettings } | { readonly ok: false; readonly errors: UserError[] };

const ID = /^[a-z0-9-]{1,40}$/;
const PREFIX = /^[1-9]\d{0,5}$/;
const LIMITS = { zones: 50, slots: 24, holidays: 100, name: 60, days: 30, capacity: 10_000 } as const;

const wholeIn = (value: number, min: number, max: number) => Number.isInteger(value) && value >= min && value <= max;

function checkName(errors: UserError[], field: string, value: string): string {
  const name = value.trim();
  if (name === '') errors.push(userError(field, 'REQUIRED', 'Enter a name.'));
  else if (name.length > LIMITS.name)
    errors.push(userError(field, 'TOO_LONG', `Use at most ${LIMITS.name} characters.`));
  return name;
}

function checkIds(errors: UserError[], list: string, ids: readonly string[]): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    const field = `${list}[${index}].id`;
    if (!ID.test(id)) errors.push(userError(field, 'INVALID', 'Use 1–40 lower-case letters, digits and -.'));
    else if (seen.has(id)) errors.push(userError(field, 'DUPLICATE', `The id ${id} is used twice.`));
    seen.add(id);
  });
}

function checkZone(
  errors: UserError[],
  zone: DeliverySettingsInput['zones'][number],
  index: number,
  prefixesSeen: Map<string, number>,
): DeliveryZone {
  const at = `zones[${index}]`;
  const name = checkName(errors, `${at}.name`, zone.name);
  if (zone.pinPrefixes.length === 0)
    errors.push(userError(`${at}.pinPrefixes`, 'REQUIRED', 'Enter at least one PIN code or prefix.'));
  const prefixes = zone.pinPrefixes.map((prefix, position) => {
    const clean = prefix.trim();
    const field = `${at}.pinPrefixes[${position}]`;
    if (!PREFIX.test(clean))
      errors.push(userError(field, 'INVALID', 'Enter a 6-digit PIN code or its first 1–5 digits (first digit 1–9).'));
    else if (prefixesSeen.has(clean))
      errors.push(userError(field, 'DUPLICATE', `${clean} is already in zone ${prefixesSeen.get(clean)! + 1}.`));
    prefixesSeen.set(clean, index);
    return clean;
  });
  if (!wholeIn(zone.minDays, 0, LIMITS.days))
    errors.push(userError(`${at}.minDays`, 'INVALID', `Enter whole days from 0 to ${LIMITS.days}.`));
  if (!wholeIn(zone.maxDays, Math.max(0, zone.minDays), LIMITS.days))
    errors.push(userError(`${at}.maxDays`, 'INVALID', `Enter whole days from the fewest days to ${LIMITS.days}.`));
  if (!wholeIn(zone.feePaise, 0, MAX_PAISE))
    errors.push(userError(`${at}.feePaise`, 'INVALID', 'Enter a fee of 0 or more, in paise.'));
  const freeAbovePaise = zone.freeAbovePaise ?? null;
  if (freeAbovePaise !== null && !wholeIn(freeAbovePaise, 0, MAX_PAISE))
    errors.push(userError(`${at}.freeAbovePaise`, 'INVALID', 'Enter an amount of 0 or more, in paise, or none.'));
  return { ...zone, name, pinPrefixes: prefixes, freeAbovePaise };
}

function checkSlot(errors: UserError[], slot: DeliverySlot, index: number): DeliverySlot {
  const at = `slots[${index}]`;
  const label = checkName(errors, `${at}.label`, slot.label);
  const start = isTimeOfDay(slot.startTime);
  const end = isTimeOfDay(slot.endTime);
  if (!start) errors.push(userError(`${at}.startTime`, 'INVALID', 'Enter a time as HH:MM (00:00 to 23:59).'));
  if (!end) errors.push(userError(`${at}.endTime`, 'INVALID', 'Enter a time as HH:MM (00:00 to 23:59).'));
  if (start && end && minutesOfDay(slot.endTime) <= minutesOfDay(slot.startTime))
    errors.push(userError(`${at}.endTime`, 'INVALID', 'The slot must end after it starts.'));
  const midnight: DeliverySlotKind = 'MIDNIGHT';
  if (slot.kind === midnight && start && minutesOfDay(slot.startTime) < 23 * 60)
    errors.push(userError(`${at}.startTime`, 'INVALID', 'A midnight slot lies within 23:00–23:59.'));
  if (!wholeIn(slot.surchargePaise, 0, MAX_PAISE))
    errors.push(userError(`${at}.surchargePaise`, 'INVALID', 'Enter a surcharge of 0 or more, in paise.'));
  if (!wholeIn(slot.capacityPerDay, 1, LIMITS.capacity))
    errors.push(userError(`${at}.capacityPerDay`, 'INVALID', `Enter 1 to ${LIMITS.capacity} orders a day.`));
  return { ...slot, label };
}

function checkHolidays(errors: UserError[], holidays: readonly DeliveryHoliday[]): DeliveryHoliday[] {
  const seen = new Set<string>();
  const checked = holidays.map((holiday, index) => {
    const at = `holidays[${index}]`;
    const date = holiday.date.trim();
    if (!isCalendarDay(date)) errors.push(userError(`${at}.date`, 'INVALID', 'Enter a date as YYYY-MM-DD.'));
    else if (seen.has(date)) errors.push(userError(`${at}.date`, 'DUPLICATE', `${date} is listed twice.`));
    seen.add(date);
    return { date, name: checkName(errors, `${at}.name`, holiday.name) };
  });
  return checked.sort((a, b) => a.date.localeCompare(b.date));
}

export function checkDeliverySettings(input: DeliverySettingsInput): CheckedDelivery {
  const errors: UserError[] = [];
  if (input.zones.length === 0) errors.push(userError('zones', 'REQUIRED', 'Add at least one delivery zone.'));
  if (input.zones.length > LIMITS.zones) errors.push(userError('zones', 'INVALID', `At most ${LIMITS.zones} zones.`));
  if (input.slots.length > LIMITS.slots) errors.push(userError('slots', 'INVALID', `At most ${LIMITS.slots} slots.`));
  if (input.holidays.length > LIMITS.holidays)
    errors.push(userError('holidays', 'INVALID', `At most ${LIMITS.holidays} holidays.`));
  checkIds(
    errors,
    'zones',
    input.zones.map((zone) => zone.id),
  );
  checkIds(
    errors,
    'slots',
    input.slots.map((slot) => slot.id),
  );
  const prefixesSeen = new Map<string, number>();
  const zones = input.zones.map((zone, index) => checkZone(errors, zone, index, prefixesSeen));
  if (input.zones.some((zone) => zone.localDelivery) && input.slots.length === 0)
    errors.push(userError('slots', 'REQUIRED', 'Local delivery zones need at least one time slot.'));
  const slots = input.slots.map((slot, index) => checkSlot(errors, slot, index));
  if (!isTimeOfDay(input.sameDayCutoff))
    errors.push(userError('sameDayCutoff', 'INVALID', 'Enter a time as HH:MM (00:00 to 23:59).'));
  const closed = [...new Set(input.closedWeekdays)];
  if (closed.length >= 7) errors.push(userError('closedWeekdays', 'INVALID', 'Keep at least one day open.'));
  const holidays = checkHolidays(errors, input.holidays);
  if (!wholeIn(input.bookingWindowDays, 1, 90))
    errors.push(userError('bookingWindowDays', 'INVALID', 'Enter 1 to 90 days.'));
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      zones,
      slots,
      sameDayCutoff: input.sameDayCutoff,
      closedWeekdays: closed,
      holidays,
      bookingWindowDays: input.bookingWindowDays,
      configured: true,
    },
  };
}
