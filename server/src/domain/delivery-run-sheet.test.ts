import { describe, expect, it } from 'vitest';
import type { DeliverySlot } from './delivery-settings.js';
import type { OrderRecord } from './order-record.js';
import { isOverdue, outEarlyToday, runSheet } from './delivery-run-sheet.js';

const slot = (id: string, startTime: string, endTime: string): DeliverySlot => ({
  id,
  kind: 'FIXED',
  label: `${startTime}–${endTime}`,
  startTime,
  endTime,
  surchargePaise: 0,
  capacityPerDay: 5,
});
const evening = slot('fixed-18-20', '18:00', '20:00');
const morning = slot('fixed-10-12', '10:00', '12:00');

function order(id: string, status: OrderRecord['status'], delivery: Partial<NonNullable<OrderRecord['delivery']>>) {
  return {
    id,
    status,
    placedAt: `2026-11-27T0${id.length}:00:00.000Z`,
    delivery: {
      mode: 'LOCAL',
      zoneId: 'cbe',
      zoneName: 'Coimbatore',
      date: '2026-11-28',
      latestDate: '2026-11-28',
      slot: evening,
      text: '',
      ...delivery,
    },
  } as unknown as OrderRecord;
}

describe('the run sheet', () => {
  // Sat 28 Nov 2026, 20:30 IST.
  const now = new Date('2026-11-28T15:00:00Z');

  it('groups live local deliveries by slot in window order, flags the late ones, lists couriers and leaves out cancelled', () => {
    const sheet = runSheet(
      '2026-11-28',
      [
        order('a', 'PLACED', {}),
        order('bb', 'DELIVERED', {}),
        order('c', 'CANCELLED', {}),
        order('d', 'PACKED', { slot: morning }),
        order('e', 'SHIPPED', { mode: 'COURIER', slot: null, date: '2026-11-27', latestDate: '2026-11-30' }),
      ],
      [order('old', 'PLACED', { date: '2026-11-26', latestDate: '2026-11-26' })],
      now,
    );
    expect(
      sheet.slots.map((group) => [group.slot.id, group.booked, group.deliveries.map((d) => [d.order.id, d.overdue])]),
    ).toEqual([
      ['fixed-10-12', 1, [['d', true]]],
      [
        'fixed-18-20',
        2,
        [
          ['a', true],
          ['bb', false],
        ],
      ],
    ]);
    expect(sheet.courier.map((entry) => [entry.order.id, entry.overdue])).toEqual([['e', false]]);
    expect(sheet.overdueEarlier.map((entry) => entry.order.id)).toEqual(['old']);
  });

  it('is not overdue before the slot ends, nor a courier before its latest date', () => {
    expect(isOverdue(order('a', 'PLACED', {}), new Date('2026-11-28T14:29:00Z'))).toBe(false);
    expect(isOverdue(order('a', 'PLACED', {}), new Date('2026-11-28T14:31:00Z'))).toBe(true);
    const courier = order('e', 'SHIPPED', { mode: 'COURIER', slot: null, latestDate: '2026-11-30' });
    expect(isOverdue(courier, new Date('2026-11-30T18:00:00Z'))).toBe(false);
    expect(isOverdue(courier, new Date('2026-11-30T18:31:00Z'))).toBe(true);
  });

  it("puts a later booking in today's van while it is out or was delivered today, and only on today's sheet", () => {
    const friday = new Date('2026-11-27T08:30:00Z');
    const delivered = (id: string, at: string) =>
      ({ ...order(id, 'DELIVERED', {}), timeline: [{ to: 'DELIVERED', at }] }) as unknown as OrderRecord;
    const candidates = [
      order('out', 'OUT_FOR_DELIVERY', {}),
      delivered('today', '2026-11-27T06:00:00Z'),
      delivered('yesterday', '2026-11-26T06:00:00Z'),
      order('due', 'OUT_FOR_DELIVERY', { date: '2026-11-27', latestDate: '2026-11-27' }),
    ];
    expect(outEarlyToday(candidates, friday).map((entry) => entry.id)).toEqual(['out', 'today']);
    expect(runSheet('2026-11-27', [], [], friday, candidates).outEarly.map((entry) => entry.order.id)).toEqual([
      'out',
      'today',
    ]);
    expect(runSheet('2026-11-28', [], [], friday, candidates).outEarly).toEqual([]);
  });
});
