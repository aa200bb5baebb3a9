// The orders store's contract: what it offers (OrdersStore), the ports other features hand in (ProductDocuments,
// CouponLedger), and the shapes of its placement, status change and update transactions.
import type { Transaction } from 'firebase-admin/firestore';
import type { CouponFacts } from '../domain/coupons.js';
import type { ShopperHoldings } from '../domain/holdings-record.js';
import type { DeliverySettings } from '../domain/delivery-settings.js';
import type { PhotoFacts } from '../domain/photo-lines.js';
import type { Product } from '../domain/product.js';
import type { TimelineEntry } from '../domain/order-status.js';
import type { OrderPayment } from '../domain/order-payment.js';
import type { OrderUpdate, OrderUpdateOutcome } from '../domain/order-update.js';
import type { OrderRecord } from './order-document.js';
import type { CreditNoteRequest } from './credit-note-writes.js';

/** Where the catalog keeps products in Firestore, handed in by the composition root (features do not import each other). */
export interface ProductDocuments {
  readonly collection: string;
  /** The catalog's own reading of a product document; null when it cannot be understood. */
  parse(id: string, data: unknown): Product | null;
  /** The field writes that take `units` (negative: give back) of a product, or of one of its variants, out of stock. */
  stockWrites(
    data: unknown,
    variant: string | null,
    units: number,
  ): readonly { readonly path: readonly string[]; readonly value: unknown }[];
  /** The field writes that set the product's (or one variant's) count to `units`; null: no such variant. */
  stockSetWrites(
    data: unknown,
    variant: string | null,
    units: number,
  ): readonly { readonly path: readonly string[]; readonly value: unknown }[] | null;
}

/**
 * A coupon's part in an order, kept by the coupons feature and handed in by the composition root: its facts are read
 * in the order's transaction, its use counted with the order and given back when the order is cancelled or expires.
 */
export interface CouponLedger {
  /** Reads the coupon and the shopper's history with it (in `tx` when given, before anything is written). */
  facts(
    code: string,
    uid: string | null,
    hasPlacedOrder: () => Promise<boolean>,
    tx?: Transaction,
  ): Promise<CouponFacts>;
  redeem(tx: Transaction, facts: CouponFacts, order: OrderRecord): void;
  /** Counts a given-back use again (a late payment revives the order); writes only. */
  redeemAgain(tx: Transaction, facts: CouponFacts, order: OrderRecord): void;
  /** Reads, then writes: call before anything else is written in `tx`. */
  releaseCouponUse(tx: Transaction, order: OrderRecord): Promise<void>;
}

/** A delivery slot on a date. */
export interface SlotBooking {
  readonly date: string;
  readonly slotId: string;
}

/**
 * A delivery slot's places, kept by the delivery feature and handed in by the composition root: read with the
 * delivery settings in the order's transaction, one place taken with the order, given back when it is cancelled or
 * expires (and taken again when a late payment revives it).
 */
export interface SlotLedger {
  read(tx: Transaction, booking: SlotBooking): Promise<SlotRead>;
  take(tx: Transaction, booking: SlotBooking, read: SlotRead, orderId: string): void;
  release(tx: Transaction, booking: SlotBooking, orderId: string): Promise<void>;
  retake(tx: Transaction, booking: SlotBooking, orderId: string): void;
}

/** A slot as a placement's transaction read it: the count to plan with, the settings, the place it may take. */
export interface SlotRead {
  readonly booked: number;
  readonly settings: DeliverySettings;
  readonly place: number | null;
}

/**
 * The shoppers' photos an order freezes, kept by the photos feature and handed in by the composition root: read with
 * the products in the order's transaction (a photo the sweep deleted meanwhile is gone), marked ordered with the
 * order (the sweep then keeps it).
 */
export interface PhotoLedger {
  read(tx: Transaction, ids: readonly string[]): Promise<ReadonlyMap<string, PhotoFacts | null>>;
  markOrdered(tx: Transaction, ids: readonly string[], orderId: string, at: Date): void;
}

/** A message in the "Trigger Email" extension's document shape. */
export interface MailMessage {
  readonly to: string;
  readonly message: { readonly subject: string; readonly text: string; readonly html: string };
}

/** Units to take from (or give back to) one product, or one variant of it. */
export interface StockTake {
  readonly productId: string;
  readonly variant: string | null;
  readonly units: number;
}

/** What to do once the transaction has read the products: refuse (nothing is written) or write the order. */
export type PlacementPlan<Refusal> =
  | { readonly kind: 'refuse'; readonly refusal: Refusal }
  | {
      readonly kind: 'create';
      readonly takes: readonly StockTake[];
      /** What the order takes the last units of (stock kept on the product's document): sold out once it commits. */
      readonly emptied?: readonly SoldOutOption[];
      /** Builds the order and its message once its number is drawn. */
      build(orderNumber: string): { order: OrderRecord; mail: MailMessage | null };
    };

export interface PlacementRequest<Refusal> {
  readonly orderId: string;
  readonly productIds: readonly string[];
  readonly drawOrderNumber: () => string;
  /** Who places it: the account and the phone number its ID token proves. */
  readonly buyer: { readonly uid: string; readonly phone: string | null };
  /** The coupon code the order uses, read with the products (null: none). */
  readonly couponCode?: string | null;
  /** The delivery slot the order books, read with the products (null: none, a courier). */
  readonly slotBooking?: SlotBooking | null;
  /** The shopper's consent to WhatsApp updates, stored on the order. */
  readonly whatsappUpdates?: boolean;
  /** The language of the order's WhatsApp messages (English unless chosen). */
  readonly whatsappLanguage?: 'en' | 'ta';
  /** The gift's recipient gets "a gift is on its way" (only with a recipient). */
  readonly whatsappGiftNotice?: boolean;
  /** The shoppers' photos the order freezes, read with the products and marked ordered with it (absent: none). */
  readonly photoIds?: readonly string[];
  /**
   * The units each line takes, with the stock shard tried first for a sharded product (read with the products:
   * only the shards that cover the line are read). Absent: none (no product is sharded, or the plan refuses).
   */
  readonly stockWants?: readonly (StockTake & { readonly firstShard?: number })[];
  /**
   * Decides from the products as the transaction read them (null: no such product), the coupon's facts (null
   * without a code) and what the buyer holds (their holdings record). Runs once per attempt.
   */
  plan(
    products: ReadonlyMap<string, Product | null>,
    coupon: CouponFacts | null,
    holdings: ShopperHoldings,
    /** The slot's places booked and the delivery settings as the transaction read them (null: no slot booked). */
    slot: { booked: number; settings: DeliverySettings } | null,
    /** The photos' records as the transaction read them (null: the order names no photos). */
    photos: ReadonlyMap<string, PhotoFacts | null> | null,
  ): PlacementPlan<Refusal>;
}

export type PlacementOutcome<Refusal> =
  | { readonly kind: 'existing'; readonly order: OrderRecord }
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | {
      readonly kind: 'created';
      readonly order: OrderRecord;
      /** The confirmation written with the order; null when none was (the account's daily mail cap). */
      readonly mailId: string | null;
      readonly mail: MailMessage | null;
      /** The plan's `emptied`: sold out now that the order is committed. */
      readonly emptied?: readonly SoldOutOption[];
    };

/** A product, or one option of it, with no unit left. */
export interface SoldOutOption {
  readonly productId: string;
  readonly variant: string | null;
}

export type CancelDecision<Refusal> =
  | { readonly ok: false; readonly refusal: Refusal }
  | {
      readonly ok: true;
      readonly status: OrderRecord['status'];
      readonly entry: TimelineEntry;
      readonly returnsStock: boolean;
      /** The order's coupon use is given back (cancelled or expired). */
      readonly releasesCoupon?: boolean;
      /** The order's payment as it should be stored after the change (a refund asked for), if it changes. */
      readonly payment?: OrderPayment;
      /** Other fields of the order that change with its status (the shipment when it is shipped). */
      readonly changes?: Pick<OrderRecord, 'shipment'>;
      /** Further writes of the same transaction (the owner's audit record), given the order before and after. */
      readonly alsoWrite?: (tx: Transaction, before: OrderRecord, after: OrderRecord) => void;
      /** A mail the change sends (the shipped notice), written once under `mailId` in the same transaction. */
      readonly mail?: { readonly mailId: string; readonly message: (after: OrderRecord) => MailMessage };
    };

export type CancelOutcome<Refusal> =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | { readonly kind: 'changed'; readonly order: OrderRecord };

/** A change to an order decided from it as its transaction read it (see updateOrder), and its outcome. */
export type { OrderUpdate, OrderUpdateOutcome as UpdateOutcome } from '../domain/order-update.js';

/** Runs inside the transaction of an order that gives its stock back (expiry): e.g. a coupon use given back. */
export type OrderReleasedHook = (transaction: Transaction, order: OrderRecord) => Promise<void> | void;

export interface UpdateOrderOptions {
  /** Whether `decide` needs the order's products and its coupon (read in the same transaction); default never. */
  readonly withProducts?: (order: OrderRecord) => boolean;
  readonly onOrderReleased?: OrderReleasedHook;
  /** Further writes of the same transaction when the order changes (the owner's audit record). */
  readonly alsoWrite?: (tx: Transaction, before: OrderRecord, after: OrderRecord) => void;
  /** A credit note the change makes (an owner's refund of an invoiced order), numbered in the same transaction. */
  readonly creditNote?: CreditNoteRequest;
}

export interface OrdersStore {
  /** Reads the order for this id and the products, then writes everything in one transaction (or nothing). */
  placeOrder<Refusal>(request: PlacementRequest<Refusal>): Promise<PlacementOutcome<Refusal>>;
  get(id: string): Promise<OrderRecord | null>;
  /**
   * Whether the account, or (when given) its verified phone number, has an order that is not cancelled or expired:
   * first-order coupons ask, so a second account on the same phone is no first order.
   */
  hasLiveOrder(uid: string, phone?: string | null): Promise<boolean>;
  /** A shopper's orders, newest first. */
  listByOwner(uid: string, offset: number, limit: number): Promise<{ orders: OrderRecord[]; totalCount: number }>;
  /** Changes an order's status in a transaction; `decide` sees the order as stored (and may refuse). */
  changeStatus<Refusal>(
    id: string,
    decide: (order: OrderRecord) => CancelDecision<Refusal>,
  ): Promise<CancelOutcome<Refusal>>;
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
    options?: UpdateOrderOptions,
  ): Promise<OrderUpdateOutcome<Result>>;
  /** Online orders still waiting for payment: all of them, read `pageSize` at a time as the caller goes on. */
  awaitingPayment(pageSize: number): AsyncIterable<OrderRecord>;
  /** Orders with a refund written but not yet accepted by the provider: all of them, a page at a time. */
  refundOutstanding(pageSize: number): AsyncIterable<OrderRecord>;
  /** The order paid through this provider order, or null. */
  findByProviderOrderId(providerOrderId: string): Promise<OrderRecord | null>;
}

export interface OrdersStoreOptions {
  /** The longest an order transaction may take before the shopper is told to try again later, in ms. */
  readonly transactionTimeoutMs?: number;
  /** How often to draw another order number when the drawn one is taken. */
  readonly orderNumberAttempts?: number;
  /** Coupons' counters; without it an order with a coupon code cannot be placed. */
  readonly coupons?: CouponLedger;
  /** Delivery slots' places; without it an order cannot book a slot. */
  readonly slots?: SlotLedger;
  /** Shoppers' photos; without it an order with photos cannot be placed. */
  readonly photos?: PhotoLedger;
  /** Writes the messages a status change causes (WhatsApp updates) in its transaction. */
  readonly statusMessages?: OrderStatusMessages;
  /** The shop's name as shoppers know it, for the mails a change writes (a refund's); the default shop's if absent. */
  readonly shopName?: () => string;
  /** Told when a sharded product's owner-facing number could not be refreshed from its shards. */
  readonly onStockRefreshError?: (error: unknown, productId: string) => void;
}

/** What the buyer chose about WhatsApp messages, as stored on the order (`whatsappUpdates`, `whatsappLanguage`, `whatsappGiftNotice`). */
export interface OrderMessageChoices {
  readonly updates: boolean;
  readonly language: 'en' | 'ta';
  readonly giftNotice: boolean;
}

/**
 * The messages a change of an order causes (its status, its payment, a refund), queued in the change's own
 * transaction for what the buyer chose.
 */
export type OrderStatusMessages = (
  tx: Transaction,
  before: OrderRecord | null,
  after: OrderRecord,
  choices: OrderMessageChoices,
) => void;
