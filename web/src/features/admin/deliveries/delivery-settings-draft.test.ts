import { describe, expect, it } from 'vitest';
import {
  AMOUNT_MESSAGE,
  draftFromSettings,
  fieldErrors,
  toSettingsInput,
  WHOLE_MESSAGE,
  type SettingsSource,
} from './delivery-settings-draft';

const settings: SettingsSource = {
  zones: [
    {
      id: 'coimbatore-city',
      name: 'Coimbatore city',
      pinPrefixes: ['641', '642'],
      localDelivery: true,
      minDays: 0,
      maxDays: 0,
      fee: { paise: 49_00 },
      freeAbove: { paise: 999_50 },
      codAllowed: true,
      perishablesAllowed: true,
    },
  ],
  slots: [
    {
      id: 'midnight',
      kind: 'MIDNIGHT',
      label: 'Midnight',
      startTime: '23:00',
      endTime: '23:59',
      surcharge: { paise: 199_00 },
      capacityPerDay: 20,
    },
  ],
  sameDayCutoff: '16:00',
  closedWeekdays: ['SUNDAY'],
  holidays: [{ date: '2027-01-15', name: 'Pongal' }],
  bookingWindowDays: 30,
};

describe('delivery settings draft', () => {
  it('round-trips the settings through the form, amounts in rupees', () => {
    const draft = draftFromSettings(settings);
    expect(draft.zones[0]).toMatchObject({ pinPrefixes: '641, 642', fee: '49', freeAbove: '999.50' });
    expect(toSettingsInput(draft)).toEqual({
      errors: [],
      input: {
        zones: [
          {
            id: 'coimbatore-city',
            name: 'Coimbatore city',
            pinPrefixes: ['641', '642'],
            localDelivery: true,
            minDays: 0,
            maxDays: 0,
            feePaise: 49_00,
            freeAbovePaise: 999_50,
            codAllowed: true,
            perishablesAllowed: true,
          },
        ],
        slots: [
          {
            id: 'midnight',
            kind: 'MIDNIGHT',
            label: 'Midnight',
            startTime: '23:00',
            endTime: '23:59',
            surchargePaise: 199_00,
            capacityPerDay: 20,
          },
        ],
        sameDayCutoff: '16:00',
        closedWeekdays: ['SUNDAY'],
        holidays: [{ date: '2027-01-15', name: 'Pongal' }],
        bookingWindowDays: 30,
      },
    });
  });

  it('names each field whose text is not a number, and sends nothing', () => {
    const draft = draftFromSettings(settings);
    draft.zones[0]!.fee = 'forty';
    draft.slots[0]!.capacityPerDay = '2.5';
    draft.zones[0]!.freeAbove = '';
    const result = toSettingsInput(draft);
    expect(result.input).toBeNull();
    expect(result.errors).toEqual([
      { field: 'zones[0].feePaise', message: AMOUNT_MESSAGE },
      { field: 'slots[0].capacityPerDay', message: WHOLE_MESSAGE },
    ]);
  });

  it("puts a server error on one PIN prefix beside the zone's prefixes field", () => {
    const byField = fieldErrors([
      { field: 'zones[1].pinPrefixes[0]', message: '641 is already in Coimbatore city' },
      { field: 'slots[0].endTime', message: 'Must be after the start' },
    ]);
    expect(byField.get('zones[1].pinPrefixes')).toBe('641 is already in Coimbatore city');
    expect(byField.get('slots[0].endTime')).toBe('Must be after the start');
  });
});
