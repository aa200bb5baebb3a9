// What the owner reads of orders: the filtered list with its counts per status, one order, and the dashboard.
import { overdueLookback, runSheet } from '../domain/delivery-run-sheet.js';
import { indiaDay, startOfIndiaDay } from '../domain/india-time.js';
import { adminOrderQuery } from '../domain/admin-order-filter.js';
import { dashboardFigures, dashboardSince } from '../domain/dashboard.js';
import type { AdminOrdersContext, AdminOrdersService } from './admin-orders-model.js';

type AdminOrderReads = Pick<AdminOrdersService, 'orders' | 'order' | 'dashboard' | 'deliveries'>;

export function createAdminOrderReads({ deps, now }: AdminOrdersContext): AdminOrderReads {
  return {
    async deliveries(date) {
      const at = now();
      const today = indiaDay(at);
      const day = adminOrderQuery({ deliveryDate: date }).deliveryDate ?? today;
      const [onDay, earlier, goneEarly] = await Promise.all([
        deps.store.deliveriesOn([day]),
        day === today ? deps.store.deliveriesOn(overdueLookback(today)) : Promise.resolve([]),
        day === today ? deps.store.outOrDeliveredSince(startOfIndiaDay(today)) : Promise.resolve([]),
      ]);
      return runSheet(day, onDay, earlier, at, goneEarly);
    },
    async orders(filter, paging) {
      const query = adminOrderQuery(filter);
      const page = await deps.store.list(query, (paging.page - 1) * paging.pageSize, paging.pageSize);
      return {
        orders: page.orders,
        totalCount: page.totalCount,
        statusCounts: [...page.statusCounts].map(([status, count]) => ({ status, count })),
      };
    },

    order: (id) => deps.orders.get(id),

    async dashboard() {
      const at = now();
      const [orders, waiting] = await Promise.all([
        deps.store.placedSince(dashboardSince(at)),
        deps.store.countInStatus('PLACED'),
      ]);
      return dashboardFigures(orders, waiting, at);
    },
  };
}
