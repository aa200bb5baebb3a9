// The delivery part of a checkout, decided once for the quote and again inside the order's transaction: the zone of
// the PIN, lines that cannot go there, the fee terms, the chosen date and slot checked against the clock, the
// settings and the places booked, the promise, and the next possible choice when the chosen one cannot be had.
import {
  courierRange,
  defaultSlot,
  firstAvailable,
  itemsNotDelivered,
  localDates,
  NOT_SERVED_MESSAGE,
  perishableRefusal,
  rangePromiseText,
  slotPromiseText,
  type BookedPlaces,
  type DeliveryContext,
  type DeliveryItem,
  type SlotCheck,
  zoneForPin,
} from './delivery-rules.js';
import type { DeliverySettings, DeliverySlot, DeliveryZone } from './delivery-settings.js';

export type DeliveryMode = 'LOCAL' | 'COURIER';

/** When an order arrives, as the order freezes it. */
export interface DeliveryPromise {
  readonly mode: DeliveryMode;
  readonly zoneId: string;
  readonly zoneName: string;
  readonly date: string;
  readonly latestDate: string;
  readonly slot: DeliverySlot | null;
  readonly text: string;
}

export type DeliveryProblemCode = 'UNDELIVERABLE_PIN' | 'DELIVERY_DATE_REQUIRED' | 'DELIVERY_UNAVAILABLE';

export interface DeliveryTerms {
  readonly zone: DeliveryZone | null;
  /** The zone's fee terms; null: the shop's shipping rules (delivery settings not saved yet, or no zone). */
  readonly fee: { readonly feePaise: number; readonly freeAbovePaise: number | null } | null;
  readonly mode: DeliveryMode | null;
  /** The chosen slot's surcharge (0 without one). */
  readonly surchargePaise: number;
  readonly promise: DeliveryPromise | null;
  readonly earliestDate: string | null;
  /** Set when the choice cannot be had: the first date and slot that can (or the courier's range). */
  readonly nextAvailable: DeliveryPromise | null;
  readonly problems: readonly { readonly code: DeliveryProblemCode; readonly message: string }[];
  /** Cart lines (by index) that cannot reach the PIN. */
  readonly lineProblems: readonly { readonly index: number; readonly message: string }[];
}

export interface DeliveryTermsInput {
  readonly settings: DeliverySettings;
  readonly pin: string;
  /** The cart's lines' delivery facts, in cart order (null: an unknown product). */
  readonly items: readonly (DeliveryItem | null)[];
  readonly choice: { readonly date: string | null; readonly slotId: string | null } | null;
  readonly now: Date;
  readonly booked: BookedPlaces;
}

export const DeliveryMessages = {
  dateRequired: 'Please choose a delivery date and time slot.',
  unavailable: (text: string) => `That delivery slot is no longer available. The next one: ${text}.`,
  noneAvailable: 'We cannot deliver this order in the coming weeks. Please contact us.',
} as const;

export function slotPromise(zone: DeliveryZone, check: Pick<SlotCheck, 'date' | 'slot'>): DeliveryPromise {
  return {
    mode: 'LOCAL',
    zoneId: zone.id,
    zoneName: zone.name,
    date: check.date,
    latestDate: check.date,
    slot: check.slot,
    text: slotPromiseText(check.date, check.slot),
  };
}

export function courierPromise(zone: DeliveryZone, range: { from: string; to: string }): DeliveryPromise {
  return {
    mode: 'COURIER',
    zoneId: zone.id,
    zoneName: zone.name,
    date: range.from,
    latestDate: range.to,
    slot: null,
    text: rangePromiseText(range.from, range.to),
  };
}

const empty = (zone: DeliveryZone | null, settings?: DeliverySettings): DeliveryTerms => ({
  zone,
  fee: zone !== null && settings?.configured ? { feePaise: zone.feePaise, freeAbovePaise: zone.freeAbovePaise } : null,
  mode: zone === null ? null : zone.localDelivery ? 'LOCAL' : 'COURIER',
  surchargePaise: 0,
  promise: null,
  earliestDate: null,
  nextAvailable: null,
  problems: [],
  lineProblems: [],
});

function localTerms(context: DeliveryContext, input: DeliveryTermsInput): DeliveryTerms {
  const { zone } = context;
  const dates = localDates(context);
  const first = firstAvailable(dates);
  const base = { ...empty(zone, context.settings), earliestDate: first?.date ?? null };
  if (first === null)
    return { ...base, problems: [{ code: 'DELIVERY_UNAVAILABLE', message: DeliveryMessages.noneAvailable }] };
  const { date, slotId } = input.choice ?? { date: null, slotId: null };
  if (date === null && slotId === null) {
    // A client that does not choose (older apps) gets the earliest slot without a surcharge; when every slot left
    // costs extra, the shopper must choose one.
    const standard = defaultSlot(dates);
    if (standard === null)
      return { ...base, problems: [{ code: 'DELIVERY_DATE_REQUIRED', message: DeliveryMessages.dateRequired }] };
    return { ...base, surchargePaise: 0, promise: slotPromise(zone, standard) };
  }
  if (date === null || slotId === null)
    return { ...base, problems: [{ code: 'DELIVERY_DATE_REQUIRED', message: DeliveryMessages.dateRequired }] };
  const chosen = dates.find((option) => option.date === date)?.slots.find((check) => check.slot.id === slotId);
  if (!chosen || chosen.unavailable !== null) {
    const next = slotPromise(zone, first);
    return {
      ...base,
      nextAvailable: next,
      problems: [{ code: 'DELIVERY_UNAVAILABLE', message: DeliveryMessages.unavailable(next.text) }],
    };
  }
  return { ...base, surchargePaise: chosen.slot.surchargePaise, promise: slotPromise(zone, chosen) };
}

/** Decides the delivery of a cart to a PIN code (a valid 6-digit one) with the shopper's choice. */
export function deliveryTerms(input: DeliveryTermsInput): DeliveryTerms {
  const zone = zoneForPin(input.settings, input.pin);
  if (zone === null)
    return { ...empty(null), problems: [{ code: 'UNDELIVERABLE_PIN', message: NOT_SERVED_MESSAGE(input.pin) }] };
  const known = input.items.filter((item): item is DeliveryItem => item !== null);
  const refused = new Set(itemsNotDelivered(zone, known));
  const lineProblems = input.items.flatMap((item, index) =>
    item !== null && refused.has(item) ? [{ index, message: perishableRefusal(item, input.pin, zone) }] : [],
  );
  const context: DeliveryContext = {
    settings: input.settings,
    zone,
    items: known,
    now: input.now,
    booked: input.booked,
  };
  if (zone.localDelivery) return { ...localTerms(context, input), lineProblems };
  const range = courierRange(context);
  if (range === null)
    return {
      ...empty(zone),
      lineProblems,
      problems: [{ code: 'DELIVERY_UNAVAILABLE', message: DeliveryMessages.noneAvailable }],
    };
  const promise = courierPromise(zone, range);
  return { ...empty(zone, input.settings), lineProblems, promise, earliestDate: range.from };
}
