// The port through which orders reach online payment (the payments feature implements it; server.ts wires it). A
// module of its own, so that the order services and status-change.ts share it without importing each other.
import type { OrderRecord } from './order-document.js';

/** Online payment, handed in by the composition root when the shop has payment keys. */
export interface OrderPayments {
  /** How long an online order holds its stock for the payment, in ms. */
  readonly reservationMs: number;
  /** After an online order's transaction committed: opens its provider order (failures are retried later). */
  placed(order: OrderRecord): Promise<OrderRecord>;
  /** After a paid order was cancelled with its refund written: asks the provider for it (retried later if it fails). */
  refundDue(order: OrderRecord): Promise<void>;
}
