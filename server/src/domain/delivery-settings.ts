// The shop's delivery settings (Firestore document settings/delivery): zones by PIN prefix, the local delivery's
// time slots, the same-day cut-off, closed weekdays and holidays. Read tolerantly: a malformed stored document falls
// back to the defaults. Times are HH:MM in India (Asia/Kolkata); money in paise.

export type DeliverySlotKind = 'STANDARD' | 'FIXED' | 'MIDNIGHT';
export type Weekday = 'MONDAY' | 'TUESDAY' | 'WEDNESDAY' | 'THURSDAY' | 'FRIDAY' | 'SATURDAY' | 'SUNDAY';

/** Index 0 is Sunday, as Date.getUTCDay counts. */
export const WEEKDAYS_FROM_SUNDAY: readonly Weekday[] = [
  'SUNDAY',
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
];

export interface DeliveryZone {
  readonly id: string;
  readonly name: string;
  /** Whole PINs and prefixes; a PIN belongs to the zone with the longest matching entry. */
  readonly pinPrefixes: readonly string[];
  /** The shop's own delivery on a chosen date and slot; otherwise a courier within minDays–maxDays. */
  readonly localDelivery: boolean;
  readonly minDays: number;
  readonly maxDays: number;
  readonly feePaise: number;
  /** Items worth at least this much (after discount) go free; null: never free. */
  readonly freeAbovePaise: number | null;
  readonly codAllowed: boolean;
  readonly perishablesAllowed: boolean;
}

export interface DeliverySlot {
  readonly id: string;
  readonly kind: DeliverySlotKind;
  readonly label: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly surchargePaise: number;
  readonly capacityPerDay: number;
}

export interface DeliveryHoliday {
  readonly date: string;
  readonly name: string;
}

export interface DeliverySettings {
  readonly zones: readonly DeliveryZone[];
  readonly slots: readonly DeliverySlot[];
  /** Same-day orders are taken before this time of the day (HH:MM in India). */
  readonly sameDayCutoff: string;
  readonly closedWeekdays: readonly Weekday[];
  readonly holidays: readonly DeliveryHoliday[];
  /** Dates from today to today + this may be chosen. */
  readonly bookingWindowDays: number;
  /** False until the owner saves delivery settings: deliveries then cost what the shop's shipping rules say. */
  readonly configured: boolean;
}

/** Without settings the shop delivers everywhere in India by courier in 3–7 days, at the shop's shipping rules. */
export const DEFAULT_DELIVERY_SETTINGS: DeliverySettings = {
  zones: [
    {
      id: 'india',
      name: 'India',
      pinPrefixes: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      localDelivery: false,
      minDays: 3,
      maxDays: 7,
      feePaise: 79_00,
      freeAbovePaise: 999_00,
      codAllowed: true,
      perishablesAllowed: false,
    },
  ],
  slots: [],
  sameDayCutoff: '16:00',
  closedWeekdays: [],
  holidays: [],
  bookingWindowDays: 30,
  configured: false,
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function isTimeOfDay(value: string): boolean {
  return TIME.test(value);
}

/** Minutes after midnight of an HH:MM time. */
export function minutesOfDay(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const whole = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

function parseZone(raw: unknown): DeliveryZone | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  const name = text(raw.name);
  const minDays = whole(raw.minDays);
  const maxDays = whole(raw.maxDays);
  const feePaise = whole(raw.feePaise);
  if (!id || !name || minDays === null || maxDays === null || maxDays < minDays || feePaise === null) return null;
  const prefixes = Array.isArray(raw.pinPrefixes)
    ? raw.pinPrefixes.filter((prefix): prefix is string => typeof prefix === 'string' && /^[1-9]\d{0,5}$/.test(prefix))
    : [];
  return {
    id,
    name,
    pinPrefixes: prefixes,
    localDelivery: raw.localDelivery === true,
    minDays,
    maxDays,
    feePaise,
    freeAbovePaise: whole(raw.freeAbovePaise),
    codAllowed: raw.codAllowed !== false,
    perishablesAllowed: raw.perishablesAllowed === true,
  };
}

function parseSlot(raw: unknown): DeliverySlot | null {
  if (!isRecord(raw)) return null;
  const id = text(raw.id);
  const label = text(raw.label);
  const kind = raw.kind === 'STANDARD' || raw.kind === 'FIXED' || raw.kind === 'MIDNIGHT' ? raw.kind : null;
  const startTime = typeof raw.startTime === 'string' && isTimeOfDay(raw.startTime) ? raw.startTime : null;
  const endTime = typeof raw.endTime === 'string' && isTimeOfDay(raw.endTime) ? raw.endTime : null;
  const surchargePaise = whole(raw.surchargePaise);
  const capacityPerDay = whole(raw.capacityPerDay);
  if (!id || !label || !kind || !startTime || !endTime || surchargePaise === null || !capacityPerDay) return null;
  if (minutesOfDay(endTime) <= minutesOfDay(startTime)) return null;
  return { id, kind, label, startTime, endTime, surchargePaise, capacityPerDay };
}

/** The settings a stored document holds; entries that cannot be read are left out, missing fields take defaults. */
export function parseDeliverySettings(data: unknown): DeliverySettings {
  if (!isRecord(data)) return DEFAULT_DELIVERY_SETTINGS;
  const defaults = DEFAULT_DELIVERY_SETTINGS;
  const zones = Array.isArray(data.zones) ? data.zones.map(parseZone).filter((zone) => zone !== null) : null;
  const slots = Array.isArray(data.slots) ? data.slots.map(parseSlot).filter((slot) => slot !== null) : [];
  const closed = Array.isArray(data.closedWeekdays)
    ? WEEKDAYS_FROM_SUNDAY.filter((day) => (data.closedWeekdays as unknown[]).includes(day))
    : [];
  const holidays = Array.isArray(data.holidays)
    ? data.holidays
        .filter(isRecord)
        .map((raw) => ({ date: text(raw.date) ?? '', name: text(raw.name) ?? 'Holiday' }))
        .filter((holiday) => isCalendarDay(holiday.date))
        .sort((a, b) => a.date.localeCompare(b.date))
    : [];
  const cutoff = typeof data.sameDayCutoff === 'string' && isTimeOfDay(data.sameDayCutoff) ? data.sameDayCutoff : null;
  const window = whole(data.bookingWindowDays);
  return {
    zones: zones && zones.length > 0 ? zones : defaults.zones,
    slots,
    sameDayCutoff: cutoff ?? defaults.sameDayCutoff,
    // Never every day: a shop closed all week could promise nothing.
    closedWeekdays: closed.length < 7 ? closed : [],
    holidays,
    bookingWindowDays: window !== null && window >= 1 && window <= 90 ? window : defaults.bookingWindowDays,
    configured: true,
  };
}
