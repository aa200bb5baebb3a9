import { describe, expect, it } from 'vitest';
import { checkDeliverySettings, type DeliverySettingsInput } from './delivery-settings-validation.js';

const valid: DeliverySettingsInput = {
  zones: [
    {
      id: 'cbe',
      name: 'Coimbatore city',
      pinPrefixes: ['6410'],
      localDelivery: true,
      minDays: 0,
      maxDays: 1,
      feePaise: 4900,
      freeAbovePaise: null,
      codAllowed: true,
      perishablesAllowed: true,
    },
    {
      id: 'india',
      name: 'Rest of India',
      pinPrefixes: ['1', '2'],
      localDelivery: false,
      minDays: 4,
      maxDays: 8,
      feePaise: 9900,
      freeAbovePaise: 99900,
      codAllowed: false,
      perishablesAllowed: false,
    },
  ],
  slots: [
    {
      id: 'midnight',
      kind: 'MIDNIGHT',
      label: 'Midnight',
      startTime: '23:00',
      endTime: '23:59',
      surchargePaise: 19900,
      capacityPerDay: 5,
    },
  ],
  sameDayCutoff: '16:00',
  closedWeekdays: ['SUNDAY'],
  holidays: [
    { date: '2027-01-15', name: 'Pongal' },
    { date: '2026-11-08', name: 'Deepavali' },
  ],
  bookingWindowDays: 30,
};

describe('checkDeliverySettings', () => {
  it('accepts valid settings, holidays sorted', () => {
    const checked = checkDeliverySettings(valid);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(checked.value.holidays.map((holiday) => holiday.date)).toEqual(['2026-11-08', '2027-01-15']);
  });

  it('names every bad field', () => {
    const checked = checkDeliverySettings({
      ...valid,
      zones: [
        { ...valid.zones[0]!, pinPrefixes: ['6410', '0123'], maxDays: -1 },
        { ...valid.zones[1]!, id: 'cbe', pinPrefixes: ['6410'], feePaise: -5 },
      ],
      slots: [{ ...valid.slots[0]!, startTime: '22:00', endTime: '21:00', capacityPerDay: 0 }],
      sameDayCutoff: '4 pm',
      closedWeekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      holidays: [
        { date: '2026-02-30', name: 'x' },
        { date: '2027-01-15', name: '' },
        { date: '2027-01-15', name: 'y' },
      ],
      bookingWindowDays: 0,
    });
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.map((error) => [error.field, error.code])).toEqual([
      ['zones[1].id', 'DUPLICATE'],
      ['zones[0].pinPrefixes[1]', 'INVALID'],
      ['zones[0].maxDays', 'INVALID'],
      ['zones[1].pinPrefixes[0]', 'DUPLICATE'],
      ['zones[1].feePaise', 'INVALID'],
      ['slots[0].endTime', 'INVALID'],
      ['slots[0].startTime', 'INVALID'],
      ['slots[0].capacityPerDay', 'INVALID'],
      ['sameDayCutoff', 'INVALID'],
      ['closedWeekdays', 'INVALID'],
      ['holidays[0].date', 'INVALID'],
      ['holidays[1].name', 'REQUIRED'],
      ['holidays[2].date', 'DUPLICATE'],
      ['bookingWindowDays', 'INVALID'],
    ]);
  });
});
