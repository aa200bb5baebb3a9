// The delivery settings form's draft: zones, slots, cut-off, closed weekdays and holidays as the owner types them
// (amounts in rupees, PIN prefixes as one comma-separated text), read from the API and sent back as its input.
// Amounts that are not amounts are caught here, beside their field; every other rule is the server's, whose field
// errors (zones[1].pinPrefixes[0]) are shown beside the field they name. Pure.
import type { DeliverySettingsInput, DeliverySlotKind, Weekday } from '../../../gql/graphql';
import { paiseToRupees, rupeesToPaise, type FieldError } from '../content/content-errors';

export interface ZoneDraft {
  id: string;
  name: string;
  pinPrefixes: string;
  localDelivery: boolean;
  minDays: string;
  maxDays: string;
  fee: string;
  freeAbove: string;
  codAllowed: boolean;
  perishablesAllowed: boolean;
}

export interface SlotDraft {
  id: string;
  kind: DeliverySlotKind;
  label: string;
  startTime: string;
  endTime: string;
  surcharge: string;
  capacityPerDay: string;
}

export interface DeliverySettingsDraft {
  zones: ZoneDraft[];
  slots: SlotDraft[];
  sameDayCutoff: string;
  closedWeekdays: Weekday[];
  holidays: { date: string; name: string }[];
  bookingWindowDays: string;
}

export interface SettingsSource {
  zones: readonly {
    id: string;
    name: string;
    pinPrefixes: readonly string[];
    localDelivery: boolean;
    minDays: number;
    maxDays: number;
    fee: { paise: number };
    freeAbove?: { paise: number } | null;
    codAllowed: boolean;
    perishablesAllowed: boolean;
  }[];
  slots: readonly {
    id: string;
    kind: DeliverySlotKind;
    label: string;
    startTime: string;
    endTime: string;
    surcharge: { paise: number };
    capacityPerDay: number;
  }[];
  sameDayCutoff: string;
  closedWeekdays: readonly Weekday[];
  holidays: readonly { date: string; name: string }[];
  bookingWindowDays: number;
}

export const WEEKDAYS: readonly Weekday[] = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
];

export function draftFromSettings(settings: SettingsSource): DeliverySettingsDraft {
  return {
    zones: settings.zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      pinPrefixes: zone.pinPrefixes.join(', '),
      localDelivery: zone.localDelivery,
      minDays: String(zone.minDays),
      maxDays: String(zone.maxDays),
      fee: paiseToRupees(zone.fee.paise),
      freeAbove: paiseToRupees(zone.freeAbove?.paise ?? null),
      codAllowed: zone.codAllowed,
      perishablesAllowed: zone.perishablesAllowed,
    })),
    slots: settings.slots.map((slot) => ({
      id: slot.id,
      kind: slot.kind,
      label: slot.label,
      startTime: slot.startTime,
      endTime: slot.endTime,
      surcharge: paiseToRupees(slot.surcharge.paise),
      capacityPerDay: String(slot.capacityPerDay),
    })),
    sameDayCutoff: settings.sameDayCutoff,
    closedWeekdays: [...settings.closedWeekdays],
    holidays: settings.holidays.map(({ date, name }) => ({ date, name })),
    bookingWindowDays: String(settings.bookingWindowDays),
  };
}

export const EMPTY_ZONE: ZoneDraft = {
  id: '',
  name: '',
  pinPrefixes: '',
  localDelivery: false,
  minDays: '2',
  maxDays: '5',
  fee: '79',
  freeAbove: '',
  codAllowed: true,
  perishablesAllowed: false,
};

export const EMPTY_SLOT: SlotDraft = {
  id: '',
  kind: 'FIXED',
  label: '',
  startTime: '10:00',
  endTime: '12:00',
  surcharge: '0',
  capacityPerDay: '10',
};

export const AMOUNT_MESSAGE = 'Please enter an amount in rupees, e.g. 79 or 149.50';
export const WHOLE_MESSAGE = 'Please enter a whole number';

function whole(text: string): number {
  return /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

/** The API's input, or the fields whose text is not a number (nothing is sent then). */
export function toSettingsInput(
  draft: DeliverySettingsDraft,
): { input: DeliverySettingsInput; errors: [] } | { input: null; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const number = (field: string, value: number, message: string) => {
    if (Number.isNaN(value)) errors.push({ field, message });
    return value;
  };
  const zones = draft.zones.map((zone, i) => ({
    id: zone.id.trim(),
    name: zone.name.trim(),
    pinPrefixes: zone.pinPrefixes
      .split(/[\s,]+/)
      .map((prefix) => prefix.trim())
      .filter(Boolean),
    localDelivery: zone.localDelivery,
    minDays: number(`zones[${i}].minDays`, whole(zone.minDays), WHOLE_MESSAGE),
    maxDays: number(`zones[${i}].maxDays`, whole(zone.maxDays), WHOLE_MESSAGE),
    feePaise: number(`zones[${i}].feePaise`, rupeesToPaise(zone.fee), AMOUNT_MESSAGE),
    freeAbovePaise: zone.freeAbove.trim()
      ? number(`zones[${i}].freeAbovePaise`, rupeesToPaise(zone.freeAbove), AMOUNT_MESSAGE)
      : null,
    codAllowed: zone.codAllowed,
    perishablesAllowed: zone.perishablesAllowed,
  }));
  const slots = draft.slots.map((slot, i) => ({
    id: slot.id.trim(),
    kind: slot.kind,
    label: slot.label.trim(),
    startTime: slot.startTime,
    endTime: slot.endTime,
    surchargePaise: number(`slots[${i}].surchargePaise`, rupeesToPaise(slot.surcharge), AMOUNT_MESSAGE),
    capacityPerDay: number(`slots[${i}].capacityPerDay`, whole(slot.capacityPerDay), WHOLE_MESSAGE),
  }));
  const bookingWindowDays = number('bookingWindowDays', whole(draft.bookingWindowDays), WHOLE_MESSAGE);
  if (errors.length > 0) return { input: null, errors };
  return {
    input: {
      zones,
      slots,
      sameDayCutoff: draft.sameDayCutoff,
      closedWeekdays: draft.closedWeekdays,
      holidays: draft.holidays.map((holiday) => ({ date: holiday.date, name: holiday.name.trim() })),
      bookingWindowDays,
    },
    errors: [],
  };
}

/** A server error's field as the form shows it: a list entry's error goes beside its list (zones[1].pinPrefixes). */
export function fieldErrors(errors: readonly FieldError[]): Map<string, string> {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const field = (error.field ?? '').replace(/^input\./, '').replace(/(\.pinPrefixes)\[\d+\]$/, '$1');
    if (!byField.has(field)) byField.set(field, error.message);
  }
  return byField;
}
