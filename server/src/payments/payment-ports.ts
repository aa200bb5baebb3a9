// What the payments feature needs from the orders feature, declared here and wired by server.ts (the orders store,
// the orders' GraphQL answer): payments imports nothing of orders/.
import type { Transaction } from 'firebase-admin/firestore';
import type { CouponFacts } from '../domain/coupons.js';
import type { OrderRecord } from '../domain/order-record.js';
import type { OrderUpdate, OrderUpdateOutcome } from '../domain/order-update.js';
import type { Product } from '../domain/product.js';
import type { ResolversTypes } from '../graphql/generated/resolvers-types.js';

/** A change to an order decided from it as its transaction read it, and its outcome (the orders store's own types). */
export type {
  OrderUpdate as PaymentOrderUpdate,
  OrderUpdateOutcome as PaymentUpdateOutcome,
} from '../domain/order-update.js';

/** Runs inside the transaction of an order that gives its stock back (expiry): e.g. a coupon use given back. */
export type OrderReleasedHook = (transaction: Transaction, order: OrderRecord) => Promise<void> | void;

/** The orders as payments reads and changes them (the orders feature's store). */
export interface PaymentOrders {
  get(id: string): Promise<OrderRecord | null>;
  /**
   * Reads the order (and its products when asked) in a transaction and writes what `decide` returns: its payment,
   * maybe a new status with its timeline entry, and stock taken or given back. `decide` may run more than once.
   */
  updateOrder<Result>(
    id: string,
    decide: (
      order: OrderRecord,
      products: ReadonlyMap<string, Product | null> | null,
      /** With the products, the facts of the order's coupon (null: it has none). */
      coupon: CouponFacts | null,
    ) => OrderUpdate<Result>,
    options?: {
      /** Whether `decide` needs the order's products and its coupon (read in the same transaction); default never. */
      readonly withProducts?: (order: OrderRecord) => boolean;
      readonly onOrderReleased?: OrderReleasedHook;
    },
  ): Promise<OrderUpdateOutcome<Result>>;
  /** Online orders still waiting for payment: all of them, read `pageSize` at a time as the caller goes on. */
  awaitingPayment(pageSize: number): AsyncIterable<OrderRecord>;
  /** Orders with a refund written but not yet accepted by the provider: all of them, a page at a time. */
  refundOutstanding(pageSize: number): AsyncIterable<OrderRecord>;
  /** The order paid through this provider order, or null. */
  findByProviderOrderId(providerOrderId: string): Promise<OrderRecord | null>;
}

/** An order in the API's shape, as the orders feature answers it (null stays null). */
export type OrderAnswer = (record: OrderRecord | null) => ResolversTypes['Order'] | null;
