// The owner's dashboard figures from the orders of the last weeks, by day in India. Revenue counts orders that are
// a sale: placed (COD or paid) and onwards, never ones cancelled, expired or still waiting for their payment.
import { addDays, firstDayOfIndiaMonth, indiaDay, startOfIndiaDay } from './india-time.js';
import type { OrderStatus } from './order-status.js';

export const DAILY_SALES_DAYS = 30;

/** What the dashboard reads of an order. */
export interface DashboardOrder {
  readonly placedAt: Date;
  readonly status: OrderStatus;
  readonly totalPaise: number;
}

export interface Tally {
  readonly orders: number;
  readonly revenuePaise: number;
}

export interface DailySales extends Tally {
  /** YYYY-MM-DD, in India. */
  readonly day: string;
}

export interface DashboardFigures {
  readonly today: Tally;
  readonly thisMonth: Tally;
  /** PLACED orders: confirmed and not yet packed. */
  readonly waitingToBePacked: number;
  /** The last 30 days in India, oldest first, today last; days without sales are zero. */
  readonly dailySales: readonly DailySales[];
}

const SALE_STATUSES: ReadonlySet<OrderStatus> = new Set([
  'PLACED',
  'PACKED',
  'SHIPPED',
  'OUT_FOR_DELIVERY',
  'DELIVERED',
]);

export function isSale(status: OrderStatus): boolean {
  return SALE_STATUSES.has(status);
}

/** The earliest moment the dashboard needs orders from: the start of this month or of the 30-day window. */
export function dashboardSince(now: Date): Date {
  const windowStart = addDays(indiaDay(now), -(DAILY_SALES_DAYS - 1));
  const monthStart = firstDayOfIndiaMonth(now);
  return startOfIndiaDay(windowStart < monthStart ? windowStart : monthStart);
}

/**
 * Figures from the orders placed since dashboardSince(now) and the number of PLACED orders (counted separately:
 * an order waiting to be packed may be older than the window).
 */
export function dashboardFigures(
  orders: readonly DashboardOrder[],
  waitingToBePacked: number,
  now: Date,
): DashboardFigures {
  const today = indiaDay(now);
  const month = today.slice(0, 7);
  const days = Array.from({ length: DAILY_SALES_DAYS }, (_, index) => addDays(today, index - (DAILY_SALES_DAYS - 1)));
  const byDay = new Map(days.map((day) => [day, { orders: 0, revenuePaise: 0 }]));
  const todayTally = { orders: 0, revenuePaise: 0 };
  const monthTally = { orders: 0, revenuePaise: 0 };
  for (const order of orders) {
    if (!isSale(order.status)) continue;
    const day = indiaDay(order.placedAt);
    for (const tally of [
      byDay.get(day),
      day === today ? todayTally : undefined,
      day.slice(0, 7) === month ? monthTally : undefined,
    ]) {
      if (!tally) continue;
      tally.orders += 1;
      tally.revenuePaise += order.totalPaise;
    }
  }
  return {
    today: todayTally,
    thisMonth: monthTally,
    waitingToBePacked,
    dailySales: days.map((day) => ({ day, ...byDay.get(day)! })),
  };
}
