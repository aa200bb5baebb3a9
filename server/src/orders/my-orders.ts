// A shopper's own orders: the list, page by page, and one order (another shopper's order answers as a missing one).
import { requireShopper } from './checkout-input.js';
import type { OrdersService, OrdersServiceDeps } from './orders-model.js';

export function createMyOrders(deps: OrdersServiceDeps): Pick<OrdersService, 'myOrders' | 'order'> {
  return {
    async myOrders(maybeShopper, paging) {
      const shopper = requireShopper(maybeShopper);
      const offset = (paging.page - 1) * paging.pageSize;
      const { orders, totalCount } = await deps.store.listByOwner(shopper.uid, offset, paging.pageSize);
      return { orders, totalCount, paging };
    },

    async order(maybeShopper, id) {
      const shopper = requireShopper(maybeShopper);
      const order = await deps.store.get(id);
      return order && order.uid === shopper.uid ? order : null;
    },
  };
}
