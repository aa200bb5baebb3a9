// A change to an order decided from it as its transaction read it, and what became of it: the shape the orders
// store's updateOrder takes and answers, and the payments feature decides (one type both features speak of).
import type { CashRefundRecord } from './cash-refund.js';
import type { OrderPayment } from './order-payment.js';
import type { OrderRecord } from './order-record.js';
import type { OrderStatus, TimelineEntry } from './order-status.js';

/** Nothing, or the order's payment with maybe a new status and its stock taken or given back. */
export type OrderUpdate<Result> =
  | { readonly kind: 'none'; readonly result: Result }
  | {
      readonly kind: 'write';
      readonly result: Result;
      /** The online payment as it should be stored; null for cash on delivery (nothing written). */
      readonly payment: OrderPayment | null;
      /** The cash-on-delivery order's cash refunds as they should be stored (absent: unchanged). */
      readonly cashRefunds?: readonly CashRefundRecord[];
      readonly status: { readonly to: OrderStatus; readonly entry: TimelineEntry } | null;
      /** Take the order's units from stock, or give them back. */
      readonly stock: 'take' | 'return' | null;
    };

export type OrderUpdateOutcome<Result> =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unchanged'; readonly order: OrderRecord; readonly result: Result }
  | { readonly kind: 'changed'; readonly order: OrderRecord; readonly result: Result };
