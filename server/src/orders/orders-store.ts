// The one module that knows where orders are stored: orders/{id} (id derived from the shopper and the idempotency
// key), orderNumbers/{number} (one document per number, created in the order's transaction so a number is never
// issued twice), orderGuards/{shopper-uid | phone-+91…} (the holdings records, holdings-store.ts: read and
// written by every placement of that account or verified phone and by every change of their orders), and mail/{id} in the shape of Firebase's "Trigger
// Email" extension. Product documents belong to the catalog: their collection name, parser and stock fields come in
// through `ProductDocuments`.
//
// This module binds the store's use cases, each in its own module: the shared transaction helpers
// (orders-store-context.ts), the reads (order-reads.ts), placing an order (order-placement.ts) and changing one
// (order-status-changes.ts); the contract is in orders-store-types.ts, the errors in orders-store-errors.ts.
import type { Firestore } from 'firebase-admin/firestore';
import { createOrderPlacement } from './order-placement.js';
import { createOrderReads } from './order-reads.js';
import { createOrderStatusChanges } from './order-status-changes.js';
import { createOrdersStoreContext } from './orders-store-context.js';
import type { OrdersStore, OrdersStoreOptions, ProductDocuments } from './orders-store-types.js';

export {
  isOrderId,
  MAIL_COLLECTION,
  ORDER_GUARDS_COLLECTION,
  ORDER_NUMBERS_COLLECTION,
  ORDERS_COLLECTION,
} from './order-collections.js';
export { classifyFirestoreError, OrdersContentionError, OrdersUnavailableError } from './orders-store-errors.js';
export type {
  CancelDecision,
  CancelOutcome,
  CouponLedger,
  MailMessage,
  OrderReleasedHook,
  OrdersStore,
  OrdersStoreOptions,
  OrderUpdate,
  PlacementOutcome,
  PlacementPlan,
  PlacementRequest,
  ProductDocuments,
  SoldOutOption,
  StockTake,
  UpdateOrderOptions,
  UpdateOutcome,
} from './orders-store-types.js';

export function createOrdersStore(
  db: Firestore,
  products: ProductDocuments,
  options: OrdersStoreOptions = {},
): OrdersStore {
  const context = createOrdersStoreContext(db, products, options);
  return {
    ...createOrderPlacement(context),
    ...createOrderReads(context),
    ...createOrderStatusChanges(context),
  };
}
