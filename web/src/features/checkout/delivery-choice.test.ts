import { describe, expect, it } from 'vitest';
import {
  addDays,
  defaultSlotId,
  deliveryDateWindow,
  settleChoice,
  type DateOption,
  type SlotOption,
} from './delivery-choice';

function slot(id: string, available = true, surchargePaise = 0): SlotOption {
  return {
    id,
    name: id,
    startsAt: null,
    endsAt: null,
    surcharge: { paise: surchargePaise, formatted: `₹${(surchargePaise / 100).toFixed(2)}` },
    available,
    unavailableReason: available ? null : 'Full',
  };
}

function day(date: string, slots: SlotOption[], available = true): DateOption {
  return { date, available, unavailableReason: available ? null : 'Closed', slots };
}

describe('the delivery date window', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
  });

  it('runs from the earliest day to 30 days after it', () => {
    const window = deliveryDateWindow('2026-11-24');
    expect(window).toHaveLength(31);
    expect(window[0]).toBe('2026-11-24');
    expect(window.at(-1)).toBe('2026-12-24');
  });

  it('offers nothing for a date it cannot read', () => {
    expect(deliveryDateWindow('tomorrow')).toEqual([]);
  });
});

describe('settleChoice', () => {
  const offer = [
    day('2026-11-24', [slot('standard', false), slot('midnight', false)]),
    day('2026-11-25', [slot('standard'), slot('midnight')]),
    day('2026-11-26', [slot('standard')], false),
  ];

  it("keeps the shopper's choice while it can be had", () => {
    expect(settleChoice(offer, { date: '2026-11-25', slotId: 'midnight' })).toEqual({
      date: '2026-11-25',
      slotId: 'midnight',
    });
  });

  it("moves to the day's first open slot when the chosen one filled up", () => {
    const full = [day('2026-11-25', [slot('standard'), slot('midnight', false)])];
    expect(settleChoice(full, { date: '2026-11-25', slotId: 'midnight' })).toEqual({
      date: '2026-11-25',
      slotId: 'standard',
    });
  });

  it('starts on the first day with an open slot, never a full or closed one', () => {
    expect(settleChoice(offer, null)).toEqual({ date: '2026-11-25', slotId: 'standard' });
    expect(settleChoice(offer, { date: '2026-11-26', slotId: 'standard' })).toEqual({
      date: '2026-11-25',
      slotId: 'standard',
    });
  });

  // The photo mug on its earliest day: only the ₹199 midnight slot is left that day.
  const midnightOnlyFirst = [
    day('2026-11-28', [slot('standard', false), slot('midnight', true, 19900)]),
    day('2026-11-29', [slot('standard')], false),
    day('2026-11-30', [slot('midnight', true, 19900), slot('standard')]),
  ];

  it('never picks a surcharged slot by itself: the first slot at no extra charge, even on a later day', () => {
    expect(settleChoice(midnightOnlyFirst, null)).toEqual({ date: '2026-11-30', slotId: 'standard' });
    expect(settleChoice(midnightOnlyFirst, { date: '2026-11-28', slotId: 'midnight' })).toEqual({
      date: '2026-11-28',
      slotId: 'midnight',
    });
    expect(defaultSlotId(midnightOnlyFirst[0]!)).toBeNull();
    expect(defaultSlotId(midnightOnlyFirst[2]!)).toBe('standard');
  });

  it('leaves the slot to the shopper when only surcharged slots are left', () => {
    const onlyPaid = [day('2026-11-28', [slot('standard', false), slot('midnight', true, 19900)])];
    expect(settleChoice(onlyPaid, null)).toEqual({ date: '2026-11-28', slotId: null });
    expect(settleChoice(onlyPaid, { date: '2026-11-28', slotId: 'standard' })).toEqual({
      date: '2026-11-28',
      slotId: null,
    });
  });

  it('chooses nothing when nothing is open', () => {
    expect(settleChoice([offer[0]!], null)).toBeNull();
  });
});
