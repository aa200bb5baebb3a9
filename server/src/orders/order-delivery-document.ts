// An order's delivery fields in its Firestore document: the promise (date and slot, or a courier's range), the
// recipient of a gift, and `deliveryDays`, every day of the promise, so the owner's run sheet and the order list's
// delivery-date filter find an order with one array-contains query. Read tolerantly: a malformed field is left out.
import { addDays, daysBetween } from '../domain/delivery-calendar.js';
import { isCalendarDay, type DeliverySlot } from '../domain/delivery-settings.js';
import type { DeliveryPromise } from '../domain/delivery-terms.js';
import type { RecipientRecord } from '../domain/order-record.js';
import { nameSearchKeys } from '../domain/name-search.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/** Every day from the promise's date to its latest date (one for a local delivery). */
export function deliveryDays(promise: DeliveryPromise | null | undefined): string[] {
  if (!promise) return [];
  const span = Math.min(60, Math.max(0, daysBetween(promise.date, promise.latestDate)));
  return Array.from({ length: span + 1 }, (_, index) => addDays(promise.date, index));
}

function parseSlot(value: unknown): DeliverySlot | null {
  if (!isRecord(value)) return null;
  const id = text(value.id);
  const label = text(value.label);
  const startTime = text(value.startTime);
  const endTime = text(value.endTime);
  const kind = value.kind === 'STANDARD' || value.kind === 'FIXED' || value.kind === 'MIDNIGHT' ? value.kind : null;
  if (!id || !label || !startTime || !endTime || !kind) return null;
  const whole = (field: unknown) => (typeof field === 'number' && Number.isInteger(field) && field >= 0 ? field : 0);
  return {
    id,
    kind,
    label,
    startTime,
    endTime,
    surchargePaise: whole(value.surchargePaise),
    capacityPerDay: whole(value.capacityPerDay),
  };
}

export function parseDeliveryPromise(value: unknown): DeliveryPromise | null {
  if (!isRecord(value)) return null;
  const date = text(value.date);
  const latestDate = text(value.latestDate) ?? date;
  const mode = value.mode === 'LOCAL' || value.mode === 'COURIER' ? value.mode : null;
  if (!date || !latestDate || !isCalendarDay(date) || !isCalendarDay(latestDate) || !mode) return null;
  return {
    mode,
    zoneId: text(value.zoneId) ?? '',
    zoneName: text(value.zoneName) ?? '',
    date,
    latestDate,
    slot: parseSlot(value.slot),
    text: text(value.text) ?? '',
  };
}

export function parseRecipient(value: unknown): RecipientRecord | null {
  if (!isRecord(value)) return null;
  const field = (name: string) => text(value[name]) ?? '';
  if (!field('firstName') || !field('postalCode')) return null;
  return {
    firstName: field('firstName'),
    lastName: field('lastName'),
    phone: field('phone'),
    address: field('address'),
    landmark: text(value.landmark),
    city: field('city'),
    postalCode: field('postalCode'),
    state: field('state'),
  };
}

/** What the owner's search by name also queries: a gift's recipient's name. */
export function recipientNameKeys(recipient: { firstName: string; lastName: string }): string[] {
  return nameSearchKeys(`${recipient.firstName} ${recipient.lastName}`);
}
