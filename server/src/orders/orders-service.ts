// What checkout and orders do, independent of GraphQL: price a checkout, place an order at most once per
// idempotency key without ever overselling, list and show a shopper's own orders, and cancel one while allowed.
// The use cases live in modules of their own beside this one; this module binds them and keeps the feature's names.
import { createKeyedMutex } from '../shared/keyed-mutex.js';
import type { Shopper } from '../shared/shopper.js';
import { createBuyerGate } from './buyer-gate.js';
import { createCancelMyOrder } from './cancel-my-order.js';
import { createCheckoutPricing, createQuote } from './checkout-quote.js';
import { createMyOrders } from './my-orders.js';
import type { OrdersService, OrdersServiceDeps } from './orders-model.js';
import { createPlaceOrder } from './place-order.js';
import { createPlacementAdmission, DEFAULT_ADMISSION_RULES } from './placement-admission.js';
import { createShardLanes } from './shard-lanes.js';
import { createSoldOutFacts } from './sold-out-facts.js';

export type {
  AddressBook,
  BuyerProfile,
  BuyerProfiles,
  CouponChecks,
  OrdersCatalog,
  Sessions,
} from './orders-ports.js';
// The shopper is shared by every feature that acts for one (shared/shopper.ts); the orders feature names it from here.
export type { Shopper };
export {
  DEFAULT_ORDER_LIMITS,
  type LimitDecision,
  type OrderLimitRule,
  type OrderLimitRules,
  type OrderLimits,
} from './order-limits.js';
export type {
  CheckoutQuote,
  OrderChangeResult,
  OrdersPage,
  OrdersService,
  OrdersServiceDeps,
  PlaceOrderRequest,
  PlaceOrderResult,
  QuoteProblem,
  QuoteRequest,
} from './orders-model.js';
export { OrderMessages } from './order-messages.js';
export { DEFAULT_ADMISSION_RULES, type AdmissionRules } from './placement-admission.js';

export function createOrdersService(deps: OrdersServiceDeps): OrdersService {
  const now = deps.now ?? (() => new Date());
  const mutex = deps.mutex ?? createKeyedMutex();
  const pricing = createCheckoutPricing(deps, now);
  return {
    quote: createQuote(deps, pricing),
    placeOrder: createPlaceOrder(deps, {
      now,
      mutex,
      admission: createPlacementAdmission(deps.admission),
      pricing,
      buyerGate: createBuyerGate(deps),
      soldOut: createSoldOutFacts(),
      shardLanes: createShardLanes(deps.admission?.productLanes ?? DEFAULT_ADMISSION_RULES.productLanes),
    }),
    ...createMyOrders(deps),
    cancelMyOrder: createCancelMyOrder(deps, now),
  };
}
