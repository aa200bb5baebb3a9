import { describe, expect, it } from 'vitest';
import {
  arrivalText,
  slotNameBeside,
  deliveryDayWord,
  durationText,
  formatDeliveryDate,
  orderWithinText,
  parseCalendarDate,
  shopDate,
  slotLabel,
  slotWindowBeside,
} from './delivery-text';

describe('delivery dates', () => {
  it.each([
    ['2026-11-28', 'Sat 28 Nov'],
    ['2026-12-01', 'Tue 1 Dec'],
    ['2028-02-29', 'Tue 29 Feb'],
    ['2027-01-01', 'Fri 1 Jan'],
  ])('%s reads %s', (date, text) => {
    expect(formatDeliveryDate(date)).toBe(text);
  });

  it('leaves text that is not a calendar date as it is', () => {
    expect(formatDeliveryDate('2026-02-30')).toBe('2026-02-30');
    expect(formatDeliveryDate('soon')).toBe('soon');
    expect(parseCalendarDate('2026-13-01')).toBeNull();
  });
});

describe('arrivalText', () => {
  it('names the day and the slot window', () => {
    expect(arrivalText({ date: '2026-11-28', startsAt: '18:00', endsAt: '20:00' })).toBe(
      'Arrives Sat 28 Nov, 18:00–20:00',
    );
  });

  it('names only the day for a slot that is any time that day', () => {
    expect(arrivalText({ date: '2026-11-28', startsAt: null, endsAt: null })).toBe('Arrives Sat 28 Nov');
  });

  it("names a courier's date range", () => {
    expect(arrivalText({ date: '2026-11-28', latestDate: '2026-12-01' })).toBe('Arrives Sat 28 Nov – Tue 1 Dec');
    expect(arrivalText({ date: '2026-11-28', latestDate: '2026-11-28' })).toBe('Arrives Sat 28 Nov');
  });
});

describe('the cut-off countdown', () => {
  const minutes = (n: number) => n * 60_000;

  it('counts whole hours and minutes, rounding down', () => {
    expect(durationText(minutes(134) + 59_000)).toBe('2 h 14 m');
    expect(durationText(minutes(45))).toBe('45 m');
    expect(durationText(minutes(60))).toBe('1 h 0 m');
  });

  it('invites an order while a minute is left, and stops after', () => {
    expect(orderWithinText(minutes(134))).toBe('Order in the next 2 h 14 m for delivery today');
    expect(orderWithinText(minutes(1))).toBe('Order in the next 1 m for delivery today');
    expect(orderWithinText(59_999)).toBeNull();
    expect(orderWithinText(-5)).toBeNull();
  });
});

describe('the shop day', () => {
  // 2026-11-24 18:29:59 UTC is 23:59:59 in Coimbatore; a second later it is the 25th there.
  const beforeMidnightIst = Date.UTC(2026, 10, 24, 18, 29, 59);

  it('is the Asia/Kolkata calendar day, whatever the browser zone', () => {
    expect(shopDate(beforeMidnightIst)).toBe('2026-11-24');
    expect(shopDate(beforeMidnightIst + 1000)).toBe('2026-11-25');
    expect(shopDate(Date.UTC(2026, 11, 31, 18, 30))).toBe('2027-01-01');
  });

  it('names today, tomorrow and later days', () => {
    expect(deliveryDayWord('2026-11-24', beforeMidnightIst)).toBe('today');
    expect(deliveryDayWord('2026-11-25', beforeMidnightIst)).toBe('tomorrow');
    expect(deliveryDayWord('2026-11-25', beforeMidnightIst + 1000)).toBe('today');
    expect(deliveryDayWord('2026-11-28', beforeMidnightIst)).toBe('on Sat 28 Nov');
  });
});

describe('slot labels', () => {
  it.each([
    [{ name: '18:00–20:00', startsAt: '18:00', endsAt: '20:00' }, '18:00–20:00', ''],
    [{ name: '18:00 - 20:00', startsAt: '18:00', endsAt: '20:00' }, '18:00 - 20:00', ''],
    [{ name: 'Midnight', startsAt: '23:00', endsAt: '23:59' }, 'Midnight (23:00–23:59)', '23:00–23:59'],
    [{ name: 'Standard', startsAt: null, endsAt: null }, 'Standard', ''],
    [{ name: '18:00–20:00', startsAt: '16:00', endsAt: '18:00' }, '18:00–20:00 (16:00–18:00)', '16:00–18:00'],
  ])('%o reads "%s"', (slot, label, beside) => {
    expect(slotLabel(slot)).toBe(label);
    expect(slotWindowBeside(slot)).toBe(beside);
  });
});

describe('slotNameBeside', () => {
  it('says the slot name once beside a promise that gives its times, never the times again', () => {
    const text = 'Arrives Sat 28 Nov, 23:00–23:59';
    expect(slotNameBeside(text, 'Midnight (23:00–23:59)')).toBe('Midnight');
    expect(slotNameBeside(text, 'Midnight')).toBe('Midnight');
    expect(slotNameBeside('Arrives Sat 28 Nov, 18:00–20:00', '18:00–20:00')).toBe('');
    expect(slotNameBeside('Arrives Sat 28 Nov, 18:00–20:00', '18:00 - 20:00 (18:00–20:00)')).toBe('');
    // A window the promise does not give stays with the name.
    expect(slotNameBeside('Arrives Sat 28 Nov', 'Evening (18:00–20:00)')).toBe('Evening (18:00–20:00)');
  });
});
