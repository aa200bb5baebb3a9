// Delivery's records in the API's shapes (money as Money objects), shared by the delivery feature's answers and the
// orders' (an order's promise, a quote's delivery). Plain data in, plain data out.
import { money, type Money } from './money.js';
import type { DeliverySlot, DeliveryZone } from './delivery-settings.js';
import type { SlotCheck } from './delivery-rules.js';
import type { DeliveryPromise } from './delivery-terms.js';

export interface DeliveryZoneAnswer extends Omit<DeliveryZone, 'feePaise' | 'freeAbovePaise'> {
  readonly fee: Money;
  readonly freeAbove: Money | null;
}

export interface DeliverySlotAnswer extends Omit<DeliverySlot, 'surchargePaise'> {
  readonly surcharge: Money;
}

export function zoneAnswer({ feePaise, freeAbovePaise, ...zone }: DeliveryZone): DeliveryZoneAnswer {
  return {
    ...zone,
    pinPrefixes: [...zone.pinPrefixes],
    fee: money(feePaise),
    freeAbove: freeAbovePaise === null ? null : money(freeAbovePaise),
  };
}

export function slotAnswer({ surchargePaise, ...slot }: DeliverySlot): DeliverySlotAnswer {
  return { ...slot, surcharge: money(surchargePaise) };
}

export function promiseAnswer(promise: DeliveryPromise) {
  return {
    mode: promise.mode,
    zoneName: promise.zoneName,
    date: promise.date,
    latestDate: promise.latestDate,
    slot: promise.slot ? slotAnswer(promise.slot) : null,
    text: promise.text,
  };
}

export function slotOptionAnswer(check: SlotCheck) {
  return {
    slot: slotAnswer(check.slot),
    date: check.date,
    available: check.unavailable === null,
    unavailableReason: check.unavailable,
    placesLeft: check.placesLeft,
  };
}
