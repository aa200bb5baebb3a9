import { afterAll, describe, expect, it } from 'vitest';
import {
  checkSlot,
  courierRange,
  countdownMessage,
  cutoffCountdownSeconds,
  defaultSlot,
  firstAvailable,
  itemsNotDelivered,
  localDates,
  rangePromiseText,
  slotPromiseText,
  zoneForPin,
  type BookedPlaces,
  type DeliveryContext,
  type DeliveryItem,
} from './delivery-rules.js';
import { closedReason, indiaMoment, shortDay } from './delivery-calendar.js';
import { parseDeliverySettings, type DeliverySettings, type DeliverySlot } from './delivery-settings.js';

const slots: DeliverySlot[] = [
  {
    id: 'standard',
    kind: 'STANDARD',
    label: 'Any time',
    startTime: '09:00',
    endTime: '21:00',
    surchargePaise: 0,
    capacityPerDay: 40,
  },
  {
    id: 'fixed-10-12',
    kind: 'FIXED',
    label: '10:00–12:00',
    startTime: '10:00',
    endTime: '12:00',
    surchargePaise: 4900,
    capacityPerDay: 2,
  },
  {
    id: 'fixed-18-20',
    kind: 'FIXED',
    label: '18:00–20:00',
    startTime: '18:00',
    endTime: '20:00',
    surchargePaise: 4900,
    capacityPerDay: 2,
  },
  {
    id: 'midnight',
    kind: 'MIDNIGHT',
    label: 'Midnight',
    startTime: '23:00',
    endTime: '23:59',
    surchargePaise: 19900,
    capacityPerDay: 1,
  },
];

const settings: DeliverySettings = parseDeliverySettings({
  zones: [
    {
      id: 'cbe',
      name: 'Coimbatore city',
      pinPrefixes: ['6410'],
      localDelivery: true,
      minDays: 0,
      maxDays: 1,
      feePaise: 4900,
      freeAbovePaise: 99900,
      codAllowed: true,
      perishablesAllowed: true,
    },
    {
      id: 'tn',
      name: 'Rest of Tamil Nadu',
      pinPrefixes: ['60', '61', '62', '63', '64'],
      localDelivery: false,
      minDays: 2,
      maxDays: 4,
      feePaise: 7900,
      freeAbovePaise: null,
      codAllowed: true,
      perishablesAllowed: false,
    },
    {
      id: 'india',
      name: 'Rest of India',
      pinPrefixes: ['1', '2', '3', '4', '5', '6', '7', '8'],
      localDelivery: false,
      minDays: 4,
      maxDays: 8,
      feePaise: 9900,
      freeAbovePaise: null,
      codAllowed: false,
      perishablesAllowed: false,
    },
    {
      id: 'one',
      name: 'One PIN',
      pinPrefixes: ['641045'],
      localDelivery: true,
      minDays: 0,
      maxDays: 0,
      feePaise: 0,
      freeAbovePaise: null,
      codAllowed: true,
      perishablesAllowed: true,
    },
  ],
  slots,
  sameDayCutoff: '16:00',
  closedWeekdays: ['SUNDAY'],
  holidays: [
    { date: '2026-12-25', name: 'Christmas' },
    { date: '2027-01-15', name: 'Pongal' },
  ],
  bookingWindowDays: 30,
});

const cake: DeliveryItem = { productName: 'Chocolate truffle cake', preparationHours: 4, perishable: true };
const roses: DeliveryItem = { productName: 'Red roses', preparationHours: 0, perishable: true };
const mug: DeliveryItem = { productName: 'Personalised mug', preparationHours: 48, perishable: false };
const nothingBooked = () => 0;
const zone = zoneForPin(settings, '641012')!;

function context(now: string, items: DeliveryItem[], booked: BookedPlaces = nothingBooked): DeliveryContext {
  return { settings, zone, items, now: new Date(now), booked };
}

const zones = ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata'];
const originalZone = process.env.TZ;
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

describe.each(zones)('delivery rules with the server clock in %s', (tz) => {
  process.env.TZ = tz;

  it('finds the zone with the longest matching prefix, or none', () => {
    process.env.TZ = tz;
    expect(zoneForPin(settings, '641012')?.id).toBe('cbe');
    expect(zoneForPin(settings, '641045')?.id).toBe('one');
    expect(zoneForPin(settings, '600001')?.id).toBe('tn');
    expect(zoneForPin(settings, '110001')?.id).toBe('india');
    expect(zoneForPin(settings, '940001')).toBeNull();
  });

  it('takes same-day orders until the cut-off at 16:00 IST, then offers tomorrow', () => {
    process.env.TZ = tz;
    // 2026-11-27 15:59:59 IST = 10:29:59 UTC (a Friday).
    const before = context('2026-11-27T10:29:59Z', [roses]);
    expect(checkSlot(before, '2026-11-27', slots[2]!).unavailable).toBeNull();
    const after = context('2026-11-27T10:30:01Z', [roses]);
    expect(checkSlot(after, '2026-11-27', slots[2]!).unavailable).toBe('PAST_CUTOFF');
    expect(firstAvailable(localDates(after))).toMatchObject({ date: '2026-11-28', slot: { id: 'standard' } });
  });

  it('counts down to the cut-off and says so in words', () => {
    process.env.TZ = tz;
    // 13:46 IST: 2 h 14 m before 16:00.
    const at = context('2026-11-27T08:16:00Z', [roses]);
    const seconds = cutoffCountdownSeconds(at, localDates(at));
    expect(seconds).toBe((2 * 60 + 14) * 60);
    expect(countdownMessage(seconds!)).toBe('Order in the next 2 h 14 m for delivery today');
    const late = context('2026-11-27T10:31:00Z', [roses]);
    expect(cutoffCountdownSeconds(late, localDates(late))).toBeNull();
  });

  it('needs a cake ready by the slot: 4 hours of preparation rule out earlier slots', () => {
    process.env.TZ = tz;
    // 09:30 IST: ready 13:30, so 10:00–12:00 is too soon, 18:00–20:00 and standard (by 19:00) are fine.
    const at = context('2026-11-27T04:00:00Z', [cake]);
    expect(checkSlot(at, '2026-11-27', slots[1]!).unavailable).toBe('NOT_READY_IN_TIME');
    expect(checkSlot(at, '2026-11-27', slots[2]!).unavailable).toBeNull();
    expect(checkSlot(at, '2026-11-27', slots[0]!).unavailable).toBeNull();
  });

  it('gives a cart mixing roses and a 2-day mug one date that suits both lines', () => {
    process.env.TZ = tz;
    // Fri 27 Nov 10:00 IST + 48 h = Sun 29 Nov 10:00, a closed Sunday, so Monday 30 Nov.
    const at = context('2026-11-27T04:30:00Z', [roses, mug]);
    expect(firstAvailable(localDates(at))).toMatchObject({ date: '2026-11-30', slot: { id: 'standard' } });
  });

  it('skips closed Sundays and holidays, naming why', () => {
    process.env.TZ = tz;
    expect(closedReason(settings, '2026-11-29')).toBe('Closed on Sundays');
    expect(closedReason(settings, '2026-12-25')).toBe('Christmas');
    expect(closedReason(settings, '2026-12-24')).toBeNull();
    // Thu 24 Dec 17:00 IST: past the cut-off, Christmas on Fri: Saturday 26 Dec.
    const at = context('2026-12-24T11:30:00Z', [roses]);
    expect(firstAvailable(localDates(at))?.date).toBe('2026-12-26');
  });

  it('crosses midnight and month and year ends in India, not in the server zone', () => {
    process.env.TZ = tz;
    // 2026-11-30 20:00 UTC is already Tue 1 Dec 01:30 IST.
    const at = context('2026-11-30T20:00:00Z', [roses]);
    const dates = localDates(at);
    expect(dates[0]!.date).toBe('2026-12-01');
    expect(firstAvailable(dates)).toMatchObject({ date: '2026-12-01', slot: { id: 'standard' } });
    // Thu 31 Dec 2026 23:00 IST: the midnight slot of the 31st is past the cut-off, 1 Jan 2027 works.
    const newYear = context('2026-12-31T17:30:00Z', [roses]);
    expect(checkSlot(newYear, '2026-12-31', slots[3]!).unavailable).toBe('PAST_CUTOFF');
    expect(firstAvailable(localDates(newYear))?.date).toBe('2027-01-01');
    expect(indiaMoment('2027-01-01', '00:00').toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('marks a slot full when its places are booked, and frees it when one comes back', () => {
    process.env.TZ = tz;
    const full = context('2026-11-27T04:00:00Z', [roses], (_date, slot) => (slot === 'midnight' ? 1 : 0));
    expect(checkSlot(full, '2026-11-27', slots[3]!)).toMatchObject({ unavailable: 'FULL', placesLeft: 0 });
    const free = context('2026-11-27T04:00:00Z', [roses]);
    expect(checkSlot(free, '2026-11-27', slots[3]!)).toMatchObject({ unavailable: null, placesLeft: 1 });
  });

  it('defaults to the earliest slot without a surcharge, a day later when only midnight is left', () => {
    process.env.TZ = tz;
    // Thu 26 Nov 20:00 IST: the 48-hour mug is ready Sat 28 Nov 20:00, in time for midnight only; Sunday is closed.
    const mugOrder = localDates(context('2026-11-26T14:30:00Z', [mug]));
    expect(firstAvailable(mugOrder)).toMatchObject({ date: '2026-11-28', slot: { id: 'midnight' } });
    expect(defaultSlot(mugOrder)).toMatchObject({ date: '2026-11-30', slot: { id: 'standard', surchargePaise: 0 } });
    const roseOrder = localDates(context('2026-11-27T04:00:00Z', [roses]));
    expect(defaultSlot(roseOrder)).toMatchObject({ date: '2026-11-27', slot: { id: 'standard' } });
    const onlyPaid = mugOrder.map((option) => ({
      ...option,
      slots: option.slots.filter((check) => check.slot.surchargePaise > 0),
    }));
    expect(defaultSlot(onlyPaid)).toBeNull();
  });

  it('offers nothing outside the booking window', () => {
    process.env.TZ = tz;
    const at = context('2026-11-27T04:00:00Z', [roses]);
    expect(checkSlot(at, '2026-12-28', slots[0]!).unavailable).toBe('CLOSED');
    expect(checkSlot(at, '2026-11-26', slots[0]!).unavailable).toBe('CLOSED');
    expect(localDates(at)).toHaveLength(31);
  });

  it('gives a courier range from the first dispatch day, after preparation and closed days', () => {
    process.env.TZ = tz;
    const tn = zoneForPin(settings, '600001')!;
    // Sat 28 Nov 17:00 IST: past the cut-off, Sunday closed: dispatch Monday 30 Nov, arrives 2–4 Dec.
    const at: DeliveryContext = {
      settings,
      zone: tn,
      items: [mug],
      now: new Date('2026-11-28T11:30:00Z'),
      booked: nothingBooked,
    };
    expect(courierRange({ ...at, items: [] })).toEqual({
      dispatch: '2026-11-30',
      from: '2026-12-02',
      to: '2026-12-04',
    });
    // With the mug's 48 hours: ready Mon 30 Nov 17:00, after that day's cut-off: dispatch Tue 1 Dec.
    expect(courierRange(at)?.dispatch).toBe('2026-12-01');
  });

  it('refuses perishables where the zone takes none', () => {
    process.env.TZ = tz;
    const tn = zoneForPin(settings, '600001')!;
    expect(itemsNotDelivered(tn, [roses, mug])).toEqual([roses]);
    expect(itemsNotDelivered(zone, [roses, mug])).toEqual([]);
  });
});

describe('delivery promise in words', () => {
  it('names the day, date, month and window', () => {
    expect(shortDay('2026-11-28')).toBe('Sat 28 Nov');
    expect(slotPromiseText('2026-11-28', { startTime: '18:00', endTime: '20:00' })).toBe(
      'Arrives Sat 28 Nov, 18:00–20:00',
    );
    expect(rangePromiseText('2026-11-30', '2026-12-02')).toBe('Arrives between Mon 30 Nov and Wed 2 Dec');
    expect(rangePromiseText('2026-11-30', '2026-11-30')).toBe('Arrives Mon 30 Nov');
  });
});

describe('stored delivery settings', () => {
  it('falls back to the defaults for malformed documents and leaves out unreadable entries', () => {
    expect(parseDeliverySettings(null).zones[0]!.id).toBe('india');
    const parsed = parseDeliverySettings({
      zones: [{ id: 'x' }, ...settings.zones],
      slots: [
        {
          id: 'bad',
          kind: 'FIXED',
          label: 'x',
          startTime: '20:00',
          endTime: '18:00',
          surchargePaise: 0,
          capacityPerDay: 1,
        },
      ],
      sameDayCutoff: '25:00',
      closedWeekdays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'],
      holidays: [{ date: '2026-02-30', name: 'nope' }],
      bookingWindowDays: 0,
    });
    expect(parsed.zones).toHaveLength(4);
    expect(parsed.slots).toEqual([]);
    expect(parsed.sameDayCutoff).toBe('16:00');
    expect(parsed.closedWeekdays).toEqual([]);
    expect(parsed.holidays).toEqual([]);
    expect(parsed.bookingWindowDays).toBe(30);
  });
});
