// What the delivery feature does: the PIN directory's answer, the product page's "Check delivery", a cart's dates and
// slots at a PIN, the terms the orders feature prices and places with, and the owner's settings.
import { addDays, indiaDay } from '../domain/delivery-calendar.js';
import {
  courierRange,
  countdownMessage,
  cutoffCountdownSeconds,
  firstAvailable,
  itemsNotDelivered,
  localDates,
  NOT_SERVED_MESSAGE,
  perishableRefusal,
  type BookedPlaces,
  type DateOption,
  type DeliveryContext,
  type DeliveryItem,
  zoneForPin,
} from '../domain/delivery-rules.js';
import type { DeliverySettings, DeliveryZone } from '../domain/delivery-settings.js';
import { checkDeliverySettings, type DeliverySettingsInput } from '../domain/delivery-settings-validation.js';
import {
  courierPromise,
  deliveryTerms,
  slotPromise,
  type DeliveryPromise,
  type DeliveryTerms,
} from '../domain/delivery-terms.js';
import { isValidPincode } from '../domain/profile-validation.js';
import type { UserError } from '../domain/user-errors.js';
import type { AdminActor } from '../shared/admin-actor.js';
import { bookingKey, type DeliveryStore } from './delivery-store.js';
import { pinStateMismatch, type PinDirectory, type PinPlace } from './pin-directory.js';

export type DeliveryRefusal =
  'INVALID_PIN' | 'UNKNOWN_PIN' | 'NOT_SERVED' | 'PERISHABLE_NOT_DELIVERED' | 'NO_DATE_AVAILABLE' | 'UNKNOWN_PRODUCT';

/** What delivery can promise at a PIN for some items (one product, or a cart's lines). */
export interface DeliveryPlan {
  readonly pin: string;
  readonly place: PinPlace | null;
  readonly refusal: DeliveryRefusal | null;
  readonly message: string;
  readonly zone: DeliveryZone | null;
  readonly earliestDate: string | null;
  /** Local delivery: the dates from the earliest on; empty for a courier or when not deliverable. */
  readonly dates: readonly DateOption[];
  readonly promise: DeliveryPromise | null;
  readonly countdownSeconds: number | null;
  readonly lineProblems: readonly { index: number; item: DeliveryItem; message: string }[];
}

export interface DeliveryService {
  pinPlace(pin: string): PinPlace | null;
  /** Items null: an unknown product (refused with UNKNOWN_PRODUCT when it is the only one). */
  plan(pin: string, items: readonly (DeliveryItem | null)[]): Promise<DeliveryPlan>;
  /** The terms a checkout prices and places with (pin: a valid 6-digit PIN code). */
  terms(
    pin: string,
    items: readonly (DeliveryItem | null)[],
    choice: { date: string | null; slotId: string | null } | null,
  ): Promise<DeliveryTerms>;
  /** Why the PIN does not belong to the state (naming both), or null. */
  pinStateMismatch(pin: string, state: string): string | null;
  settings(): Promise<DeliverySettings>;
  updateSettings(
    actor: AdminActor,
    input: DeliverySettingsInput,
  ): Promise<{ settings: DeliverySettings | null; userErrors: UserError[] }>;
}

export interface DeliveryServiceDeps {
  readonly store: DeliveryStore;
  readonly directory: PinDirectory;
  readonly now: () => Date;
}

async function bookedPlaces(store: DeliveryStore, settings: DeliverySettings, at: Date): Promise<BookedPlaces> {
  if (settings.slots.length === 0) return () => 0;
  const today = indiaDay(at);
  const booked = await store.bookedBetween(today, addDays(today, settings.bookingWindowDays));
  return (date, slotId) => booked.get(bookingKey(date, slotId)) ?? 0;
}

function refused(pin: string, place: PinPlace | null, refusal: DeliveryRefusal, message: string) {
  return {
    pin,
    place,
    refusal,
    message,
    zone: null,
    earliestDate: null,
    dates: [],
    promise: null,
    countdownSeconds: null,
    lineProblems: [],
  };
}

async function plan(
  { store, directory, now }: DeliveryServiceDeps,
  rawPin: string,
  items: readonly (DeliveryItem | null)[],
): Promise<DeliveryPlan> {
  const pin = rawPin.trim();
  if (!isValidPincode(pin)) {
    // Not a PIN: answered with an excerpt of what was sent, never the whole of it (a 300 kB "PIN" echoed back).
    const excerpt = pin.length <= 12 ? pin : `${pin.slice(0, 12)}…`;
    return refused(excerpt, null, 'INVALID_PIN', 'Please enter a valid 6-digit PIN code.');
  }
  const place = directory.lookup(pin);
  if (items.length === 1 && items[0] === null)
    return refused(pin, place, 'UNKNOWN_PRODUCT', 'This product is no longer available.');
  const settings = await store.settings();
  const zone = zoneForPin(settings, pin);
  if (zone === null)
    return place === null
      ? refused(pin, null, 'UNKNOWN_PIN', `We could not find PIN code ${pin}. Please check it.`)
      : refused(pin, place, 'NOT_SERVED', NOT_SERVED_MESSAGE(pin));
  const known = items.filter((item): item is DeliveryItem => item !== null);
  const notDelivered = new Set(itemsNotDelivered(zone, known));
  const lineProblems = items.flatMap((item, index) =>
    item !== null && notDelivered.has(item) ? [{ index, item, message: perishableRefusal(item, pin, zone) }] : [],
  );
  const base = { ...refused(pin, place, 'NO_DATE_AVAILABLE', ''), zone, lineProblems };
  if (lineProblems.length > 0)
    return { ...base, refusal: 'PERISHABLE_NOT_DELIVERED', message: lineProblems[0]!.message };
  const at = now();
  const context: DeliveryContext = {
    settings,
    zone,
    items: known,
    now: at,
    booked: await bookedPlaces(store, settings, at),
  };
  if (!zone.localDelivery) {
    const range = courierRange(context);
    if (range === null) return { ...base, message: 'We cannot deliver there in the coming weeks.' };
    const promise = courierPromise(zone, range);
    return { ...base, refusal: null, message: promise.text, earliestDate: range.from, promise };
  }
  const all = localDates(context);
  const first = firstAvailable(all);
  if (first === null) return { ...base, message: 'Every delivery slot of the coming weeks is taken.' };
  const promise = slotPromise(zone, first);
  const countdownSeconds = cutoffCountdownSeconds(context, all);
  return {
    ...base,
    refusal: null,
    message: countdownSeconds === null ? promise.text : countdownMessage(countdownSeconds),
    earliestDate: first.date,
    dates: all.filter((option) => option.date >= first.date),
    promise,
    countdownSeconds,
  };
}

export function createDeliveryService(deps: DeliveryServiceDeps): DeliveryService {
  const { store, directory, now } = deps;
  return {
    pinPlace: (pin) => (isValidPincode(pin.trim()) ? directory.lookup(pin.trim()) : null),
    plan: (pin, items) => plan(deps, pin, items),
    async terms(pin, items, choice) {
      const settings = await store.settings();
      const at = now();
      return deliveryTerms({ settings, pin, items, choice, now: at, booked: await bookedPlaces(store, settings, at) });
    },
    pinStateMismatch: (pin, state) => pinStateMismatch(directory.lookup(pin.trim()), state),
    settings: () => store.settings(),
    async updateSettings(actor, input) {
      const checked = checkDeliverySettings(input);
      if (!checked.ok) return { settings: null, userErrors: checked.errors };
      await store.replaceSettings(actor, checked.value);
      return { settings: checked.value, userErrors: [] };
    },
  };
}
