import { describe, expect, it } from 'vitest';
import { DAILY_SALES_DAYS, dashboardFigures, dashboardSince } from './dashboard.js';

// 10:00 IST on 15 November 2026.
const now = new Date('2026-11-15T04:30:00Z');

describe('dashboardFigures', () => {
  it('counts today and this month by the day in India, only orders that are sales', () => {
    const figures = dashboardFigures(
      [
        { placedAt: new Date('2026-11-14T18:30:00Z'), status: 'PLACED', totalPaise: 100_00 }, // 00:00 IST today
        { placedAt: new Date('2026-11-14T18:29:59Z'), status: 'SHIPPED', totalPaise: 200_00 }, // yesterday in India
        { placedAt: new Date('2026-11-15T01:00:00Z'), status: 'CANCELLED', totalPaise: 999_00 },
        { placedAt: new Date('2026-11-15T02:00:00Z'), status: 'PENDING_PAYMENT', totalPaise: 999_00 },
        { placedAt: new Date('2026-10-31T18:29:00Z'), status: 'DELIVERED', totalPaise: 50_00 }, // 31 October IST
      ],
      3,
      now,
    );
    expect(figures.today).toEqual({ orders: 1, revenuePaise: 100_00 });
    expect(figures.thisMonth).toEqual({ orders: 2, revenuePaise: 300_00 });
    expect(figures.waitingToBePacked).toBe(3);
    expect(figures.dailySales).toHaveLength(DAILY_SALES_DAYS);
    expect(figures.dailySales.at(-1)).toEqual({ day: '2026-11-15', orders: 1, revenuePaise: 100_00 });
    expect(figures.dailySales.at(-2)).toEqual({ day: '2026-11-14', orders: 1, revenuePaise: 200_00 });
    expect(figures.dailySales[0]!.day).toBe('2026-10-17');
    expect(figures.dailySales.find((day) => day.day === '2026-10-31')).toEqual({
      day: '2026-10-31',
      orders: 1,
      revenuePaise: 50_00,
    });
  });

  it('reads orders from the earlier of the month start and the 30-day window', () => {
    expect(dashboardSince(now).toISOString()).toBe('2026-10-16T18:30:00.000Z'); // 17 October IST
    expect(dashboardSince(new Date('2026-12-31T10:00:00Z')).toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
});
