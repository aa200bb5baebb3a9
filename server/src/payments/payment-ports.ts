// What the payments feature needs from the orders feature, declared here and wired by server.ts (the orders store,
// the orders' GraphQL answer): payments imports nothing of orders/.
import type { Transaction } from 'firebase-admin/firestore';
import type { CouponFacts } from '../domain/coupons.js';
import type { OrderPayment } from '../domain/order-payment.js';
import type { OrderRecord } from '../domain/order-record.js';
import type { OrderStatus, TimelineEntry } from '../domain/order-status.js';
import type { Product } from '../domain/product.js';
import type { ResolversTypes } from '../graphql/generated/resolvers-types.js';

/** A change to an order decided from it as its transaction read it: nothing, or its payment, status and stock. */
export type PaymentOrderUpdate<Result> =
  | { readonly kind: 'none'; readonly result: Result }
  | {
      readonly kind: 'write';
      readonly result: Result;
      readonly payment: OrderPayment;
      readonly status: { readonly to: OrderStatus; readonly entry: TimelineEntry } | null;
      /** Take the order's units from stock, or give them back. */
      readonly stock: 'take' | 'return' | null;
    };

export type PaymentUpdateOutcome<Result> =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unchanged'; readonly order: OrderRecord; readonly result: Result }
  | { readonly kind: 'changed'; readonly order: OrderRecord; readonly result: Result };

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
    ) => PaymentOrderUpdate<Result>,
    options?: {
      /** Whether `decide` needs the order's products and its coupon (read in the same transaction); default never. */
      readonly withProducts?: (order: OrderRecord) => boolean;
      readonly onOrderReleased?: OrderReleasedHook;
    },
  ): Promise<PaymentUpdateOutcome<Result>>;
  /** Online orders still waiting for payment: all of them, read `pageSize` at a time as the caller goes on. */
  awaitingPayment(pageSize: number): AsyncIterable<OrderRecord>;
  /** Orders with a refund written but not yet accepted by the provider: all of them, a page at a time. */
  refundOutstanding(pageSize: number): AsyncIterable<OrderRecord>;
  /** The order paid through this provider order, or null. */
  findByProviderOrderId(providerOrderId: string): Promise<OrderRecord | null>;
}

/** An order in the API's shape, as the orders feature answers it (null stays null). */
export type OrderAnswer = (record: OrderRecord | null) => ResolversTypes['Order'] | null;
