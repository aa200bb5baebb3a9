// The one module that knows where orders are stored: orders/{id} (id derived from the shopper and the idempotency
// key), orderNumbers/{number} (one document per number, created in the order's transaction so a number is never
// issued twice), orderGuards/{shopper-uid | phone-+91…} (read and written by every placement of that account or
// verified phone, so their placements take turns across instances), and mail/{id} in the shape of Firebase's "Trigger
// Email" extension. Product documents belong to the catalog: their collection name, parser and stock fields come in
// through `ProductDocuments`.
import {
  FieldPath,
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import type { CouponFacts } from '../domain/coupons.js';
import type { Product } from '../domain/product.js';
import { OPEN_ORDER_STATUSES } from '../domain/shopper-holdings.js';
import { FINAL_STATUSES, ORDER_STATUSES, type OrderStatus, type TimelineEntry } from '../domain/order-status.js';
import type { OrderPayment } from '../domain/order-payment.js';
import {
  orderDocument,
  parseOrderDocument,
  paymentDocument,
  storedPaymentStatus,
  type OrderRecord,
} from './order-document.js';

export const ORDERS_COLLECTION = 'orders';
export const ORDER_NUMBERS_COLLECTION = 'orderNumbers';
export const MAIL_COLLECTION = 'mail';
export const ORDER_GUARDS_COLLECTION = 'orderGuards';

/** How the catalog stores products, handed in by the composition root (features do not import each other). */
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
  /**
   * Decides from the products as the transaction read them (null: no such product), the coupon's facts (null
   * without a code) and the buyer's open orders (OPEN_ORDER_STATUSES). Runs once per attempt.
   */
  plan(
    products: ReadonlyMap<string, Product | null>,
    coupon: CouponFacts | null,
    openOrders: readonly OrderRecord[],
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
    };

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
    };

export type CancelOutcome<Refusal> =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'refused'; readonly refusal: Refusal }
  | { readonly kind: 'changed'; readonly order: OrderRecord };

/** A change to an order decided from it as its transaction read it (see updateOrder). */
export type OrderUpdate<Result> =
  | { readonly kind: 'none'; readonly result: Result }
  | {
      readonly kind: 'write';
      readonly result: Result;
      readonly payment: OrderPayment;
      readonly status: { readonly to: OrderStatus; readonly entry: TimelineEntry } | null;
      /** Take the order's units from stock, or give them back. */
      readonly stock: 'take' | 'return' | null;
    };

export type UpdateOutcome<Result> =
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unchanged'; readonly order: OrderRecord; readonly result: Result }
  | { readonly kind: 'changed'; readonly order: OrderRecord; readonly result: Result };

/** Runs inside the transaction of an order that gives its stock back (expiry): e.g. a coupon use given back. */
export type OrderReleasedHook = (transaction: Transaction, order: OrderRecord) => Promise<void> | void;

export interface UpdateOrderOptions {
  /** Whether `decide` needs the order's products and its coupon (read in the same transaction); default never. */
  readonly withProducts?: (order: OrderRecord) => boolean;
  readonly onOrderReleased?: OrderReleasedHook;
  /** Further writes of the same transaction when the order changes (the owner's audit record). */
  readonly alsoWrite?: (tx: Transaction, before: OrderRecord, after: OrderRecord) => void;
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
  ): Promise<UpdateOutcome<Result>>;
  /** Online orders still waiting for payment (at most `limit`). */
  /** Online orders still waiting for payment: all of them, read `pageSize` at a time as the caller goes on. */
  awaitingPayment(pageSize: number): AsyncIterable<OrderRecord>;
  /** Orders with a refund written but not yet accepted by the provider: all of them, a page at a time. */
  refundOutstanding(pageSize: number): AsyncIterable<OrderRecord>;
  /** The order paid through this provider order, or null. */
  findByProviderOrderId(providerOrderId: string): Promise<OrderRecord | null>;
}

/** Firestore could not run the transaction because of other transactions on the same documents: try again. */
export class OrdersContentionError extends Error {
  constructor(cause: unknown) {
    super(`order transaction gave up under contention: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'OrdersContentionError';
  }
}

/** Firestore could not be reached (or did not answer in time): nothing is known to be written. */
export class OrdersUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`Firestore is unavailable for orders: ${(cause as Error)?.message ?? String(cause)}`, { cause });
    this.name = 'OrdersUnavailableError';
  }
}

/** gRPC status codes Firestore reports. */
const DEADLINE_EXCEEDED = 4;
const RESOURCE_EXHAUSTED = 8;
const ABORTED = 10;
const UNAVAILABLE = 14;
const CANCELLED = 1;
const UNKNOWN = 2;
const INTERNAL = 13;

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
}

/** Sorts Firestore's failures into contention, unavailability, or something else (thrown as it is). */
export function classifyFirestoreError(error: unknown): Error {
  if (error instanceof OrdersContentionError || error instanceof OrdersUnavailableError) return error;
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  if (code === ABORTED || code === DEADLINE_EXCEEDED || code === RESOURCE_EXHAUSTED || /contention/i.test(message)) {
    return new OrdersContentionError(error);
  }
  if (
    code === UNAVAILABLE ||
    code === CANCELLED ||
    code === UNKNOWN ||
    code === INTERNAL ||
    /ECONNREFUSED|ECONNRESET|UNAVAILABLE|No connection established|connect/i.test(message)
  ) {
    return new OrdersUnavailableError(error);
  }
  return error instanceof Error ? error : new Error(message);
}

export interface OrdersStoreOptions {
  /** The longest an order transaction may take before the shopper is told to try again later, in ms. */
  readonly transactionTimeoutMs?: number;
  /** How often to draw another order number when the drawn one is taken. */
  readonly orderNumberAttempts?: number;
  /** Coupons' counters; without it an order with a coupon code cannot be placed. */
  readonly coupons?: CouponLedger;
}

/** More open orders than this are not read: every limit on them is far lower. */
const MAX_OPEN_ORDERS_READ = 200;

const LIVE_STATUSES = ORDER_STATUSES.filter((status) => !FINAL_STATUSES.includes(status) || status === 'DELIVERED');

const ORDER_ID_PATTERN = /^[0-9a-f]{64}$/;

/** Whether a string can be an order id (orderDocumentId: 64 hex characters); others are never looked up. */
export function isOrderId(id: string): boolean {
  return ORDER_ID_PATTERN.test(id);
}

export function createOrdersStore(
  db: Firestore,
  products: ProductDocuments,
  options: OrdersStoreOptions = {},
): OrdersStore {
  const orders = db.collection(ORDERS_COLLECTION);
  const numbers = db.collection(ORDER_NUMBERS_COLLECTION);
  const mail = db.collection(MAIL_COLLECTION);
  const guards = db.collection(ORDER_GUARDS_COLLECTION);
  const timeoutMs = options.transactionTimeoutMs ?? 10_000;
  const numberAttempts = options.orderNumberAttempts ?? 5;
  const couponLedger = options.coupons;

  /**
   * Every order whose `field` equals `value`, in pages by document id (an equality filter ordered by id needs no
   * composite index), so that a backlog larger than one page is still seen in full, oldest page first never skipped.
   */
  async function* everyOrderWhere(field: string, value: unknown, pageSize: number): AsyncGenerator<OrderRecord> {
    let after: string | null = null;
    for (;;) {
      let query = orders.where(field, '==', value).orderBy(FieldPath.documentId()).limit(pageSize);
      if (after !== null) query = query.startAfter(after);
      let page;
      try {
        page = await query.get();
      } catch (error) {
        throw classifyFirestoreError(error);
      }
      for (const doc of page.docs) {
        const order = parsed(doc);
        if (order) yield order;
      }
      if (page.size < pageSize) return;
      after = page.docs.at(-1)!.id;
    }
  }

  async function hasLiveOrderWhere(field: 'uid' | 'verifiedPhone', value: string, tx?: Transaction): Promise<boolean> {
    const query = orders.where(field, '==', value).where('status', 'in', LIVE_STATUSES).limit(1);
    return !(tx ? await tx.get(query) : await query.get()).empty;
  }

  async function hasLiveOrder(uid: string, phone: string | null, tx?: Transaction): Promise<boolean> {
    if (await hasLiveOrderWhere('uid', uid, tx)) return true;
    return phone !== null && (await hasLiveOrderWhere('verifiedPhone', phone, tx));
  }

  /** The account's orders that still hold their units, read in `tx` (a shopper has few). */
  async function openOrdersOf(tx: Transaction, uid: string): Promise<OrderRecord[]> {
    const query = orders.where('uid', '==', uid).where('status', 'in', OPEN_ORDER_STATUSES).limit(MAX_OPEN_ORDERS_READ);
    const page = await tx.get(query);
    return page.docs.flatMap((doc) => parsed(doc) ?? []);
  }

  function parsed(snapshot: DocumentSnapshot): OrderRecord | null {
    if (!snapshot.exists) return null;
    const result = parseOrderDocument(snapshot.id, snapshot.data());
    if (!result.ok) throw new Error(`order ${snapshot.id} cannot be understood: ${result.reason}`);
    return result.value;
  }

  /** Runs a transaction with a time limit, turning Firestore's failures into the two the service answers. */
  async function transaction<T>(run: (tx: Transaction) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new OrdersUnavailableError(new Error(`no answer within ${timeoutMs} ms`))),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([db.runTransaction(run, { maxAttempts: 5 }), timeout]);
    } catch (error) {
      throw classifyFirestoreError(error);
    } finally {
      clearTimeout(timer);
    }
  }

  function applyWrites(
    tx: Transaction,
    ref: DocumentReference,
    writes: readonly { path: readonly string[]; value: unknown }[],
  ): void {
    if (writes.length === 0) return;
    const [first, ...rest] = writes;
    const pairs = rest.flatMap((write) => [new FieldPath(...write.path), write.value]);
    tx.update(ref, new FieldPath(...first!.path), first!.value, ...pairs);
  }

  function applyTakes(
    tx: Transaction,
    snapshots: ReadonlyMap<string, DocumentSnapshot>,
    takes: readonly StockTake[],
  ): void {
    // One update per product: its variants and sales together (a document may be updated once per transaction).
    const byProduct = new Map<string, StockTake[]>();
    for (const take of takes) byProduct.set(take.productId, [...(byProduct.get(take.productId) ?? []), take]);
    for (const [productId, productTakes] of byProduct) {
      const snapshot = snapshots.get(productId);
      if (!snapshot?.exists) continue;
      let data: Record<string, unknown> = { ...snapshot.data() };
      const writes = new Map<string, { path: readonly string[]; value: unknown }>();
      for (const take of productTakes) {
        for (const write of products.stockWrites(data, take.variant, take.units)) {
          writes.set(JSON.stringify(write.path), write);
          data = withValue(data, write.path, write.value);
        }
      }
      applyWrites(tx, snapshot.ref, [...writes.values()]);
    }
  }

  async function readProducts(tx: Transaction, ids: readonly string[]): Promise<Map<string, DocumentSnapshot>> {
    const unique = [...new Set(ids)];
    const snapshots =
      unique.length === 0 ? [] : await tx.getAll(...unique.map((id) => db.collection(products.collection).doc(id)));
    return new Map(unique.map((id, index) => [id, snapshots[index]!]));
  }

  return {
    async placeOrder(request) {
      const orderRef = orders.doc(request.orderId);
      return transaction(async (tx) => {
        const existing = await tx.get(orderRef);
        if (existing.exists) return { kind: 'existing' as const, order: parsed(existing)! };
        const { uid, phone } = request.buyer;
        // Every placement of this account and of this phone reads and writes its guard: two of them (on any
        // instances) never decide at once, so the open orders and the first-order check below are what they are.
        const guardRefs = [guards.doc(`shopper-${uid}`), ...(phone === null ? [] : [guards.doc(`phone-${phone}`)])];
        await tx.getAll(...guardRefs);
        const openOrders = await openOrdersOf(tx, uid);
        const snapshots = await readProducts(tx, request.productIds);
        const found = new Map<string, Product | null>();
        for (const [id, snapshot] of snapshots)
          found.set(id, snapshot.exists ? products.parse(id, snapshot.data()) : null);
        const code = request.couponCode ?? null;
        if (code !== null && !couponLedger)
          throw new Error('coupons are not available: no coupon ledger was handed in');
        const couponFacts =
          code !== null ? await couponLedger!.facts(code, uid, () => hasLiveOrder(uid, phone, tx), tx) : null;
        const plan = request.plan(found, couponFacts, openOrders);
        if (plan.kind === 'refuse') return { kind: 'refused' as const, refusal: plan.refusal };

        let orderNumber: string | null = null;
        for (let attempt = 0; attempt < numberAttempts && orderNumber === null; attempt += 1) {
          const candidate = request.drawOrderNumber();
          if (!(await tx.get(numbers.doc(candidate))).exists) orderNumber = candidate;
        }
        if (orderNumber === null) throw new Error(`no free order number after ${numberAttempts} draws`);
        const { order, mail: message } = plan.build(orderNumber);
        const mailRef = mail.doc(`order-placed-${request.orderId}`);

        applyTakes(tx, snapshots, plan.takes);
        tx.create(orderRef, orderDocument(order));
        tx.create(numbers.doc(orderNumber), {
          orderId: request.orderId,
          uid: order.uid,
          createdAt: new Date(order.placedAt),
        });
        if (message !== null) tx.create(mailRef, { to: message.to, message: { ...message.message } });
        for (const ref of guardRefs) tx.set(ref, { lastOrderId: order.id, updatedAt: new Date(order.placedAt) });
        if (order.couponCode !== null) couponLedger!.redeem(tx, couponFacts!, order);
        return { kind: 'created' as const, order, mailId: message === null ? null : mailRef.id, mail: message };
      });
    },

    async get(id) {
      if (!isOrderId(id)) return null;
      try {
        return parsed(await orders.doc(id).get());
      } catch (error) {
        throw classifyFirestoreError(error);
      }
    },

    async hasLiveOrder(uid, phone) {
      try {
        return await hasLiveOrder(uid, phone ?? null);
      } catch (error) {
        throw classifyFirestoreError(error);
      }
    },

    async listByOwner(uid, offset, limit) {
      const mine = orders.where('uid', '==', uid);
      try {
        const [page, total] = await Promise.all([
          mine.orderBy('createdAt', 'desc').offset(offset).limit(limit).get(),
          mine.count().get(),
        ]);
        return { orders: page.docs.map((doc) => parsed(doc)!), totalCount: total.data().count };
      } catch (error) {
        throw classifyFirestoreError(error);
      }
    },

    async changeStatus(id, decide) {
      if (!isOrderId(id)) return { kind: 'not-found' };
      const orderRef = orders.doc(id);
      return transaction(async (tx) => {
        const order = parsed(await tx.get(orderRef));
        if (!order) return { kind: 'not-found' as const };
        const decision = decide(order);
        if (!decision.ok) return { kind: 'refused' as const, refusal: decision.refusal };
        const takes = decision.returnsStock
          ? order.lines.map((line) => ({ productId: line.productId, variant: line.variant, units: -line.quantity }))
          : [];
        const snapshots = await readProducts(
          tx,
          takes.map((take) => take.productId),
        );
        if (decision.releasesCoupon && order.couponCode !== null) {
          if (!couponLedger) throw new Error(`order ${id} used a coupon, but no coupon ledger was handed in`);
          await couponLedger.releaseCouponUse(tx, order);
        }
        applyTakes(tx, snapshots, takes);
        const entry = { ...decision.entry };
        const changes = decision.changes ?? {};
        const changed: OrderRecord = {
          ...order,
          ...changes,
          status: decision.status,
          timeline: [...order.timeline, decision.entry],
          ...(decision.payment ? { payment: decision.payment } : {}),
        };
        tx.update(orderRef, {
          ...changes,
          status: decision.status,
          timeline: FieldValue.arrayUnion(entry),
          updatedAt: new Date(entry.at),
          paymentStatus: storedPaymentStatus(changed),
          ...(decision.payment ? { payment: paymentDocument(decision.payment) } : {}),
        });
        decision.alsoWrite?.(tx, order, changed);
        return { kind: 'changed' as const, order: changed };
      });
    },

    async updateOrder(id, decide, updateOptions = {}) {
      if (!isOrderId(id)) return { kind: 'not-found' };
      const orderRef = orders.doc(id);
      return transaction(async (tx) => {
        const order = parsed(await tx.get(orderRef));
        if (!order) return { kind: 'not-found' as const };
        const wantsProducts = updateOptions.withProducts?.(order) ?? false;
        const snapshots = wantsProducts
          ? await readProducts(
              tx,
              order.lines.map((line) => line.productId),
            )
          : null;
        let found: Map<string, Product | null> | null = null;
        if (snapshots) {
          found = new Map();
          for (const [productId, snapshot] of snapshots)
            found.set(productId, snapshot.exists ? products.parse(productId, snapshot.data()) : null);
        }
        const readCoupon = () => {
          if (!couponLedger) throw new Error(`order ${id} used a coupon, but no coupon ledger was handed in`);
          return couponLedger.facts(order.couponCode!, order.uid, () => Promise.resolve(false), tx);
        };
        let couponFacts = wantsProducts && order.couponCode !== null ? await readCoupon() : null;
        const update = decide(order, found, couponFacts);
        if (update.kind === 'none') return { kind: 'unchanged' as const, order, result: update.result };
        // Every read before the first write, as Firestore transactions require.
        const stockSnapshots =
          update.stock === null
            ? null
            : (snapshots ??
              (await readProducts(
                tx,
                order.lines.map((line) => line.productId),
              )));
        if (update.stock === 'take' && order.couponCode !== null) {
          // Stock taken again revives a released order (paid late): so is its coupon use.
          couponFacts ??= await readCoupon();
          couponLedger!.redeemAgain(tx, couponFacts, order);
        }
        if (update.stock === 'return') {
          // Stock given back means the order is released (expired unpaid): so is its coupon use.
          if (order.couponCode !== null) {
            if (!couponLedger) throw new Error(`order ${id} used a coupon, but no coupon ledger was handed in`);
            await couponLedger.releaseCouponUse(tx, order);
          }
          await updateOptions.onOrderReleased?.(tx, order);
        }
        if (update.stock !== null) {
          const sign = update.stock === 'take' ? 1 : -1;
          const takes = order.lines.map((line) => ({
            productId: line.productId,
            variant: line.variant,
            units: sign * line.quantity,
          }));
          applyTakes(tx, stockSnapshots!, takes);
        }
        const at = update.status?.entry.at ?? new Date().toISOString();
        const changed: OrderRecord = {
          ...order,
          payment: update.payment,
          ...(update.status ? { status: update.status.to, timeline: [...order.timeline, update.status.entry] } : {}),
        };
        tx.update(orderRef, {
          payment: paymentDocument(update.payment),
          paymentStatus: storedPaymentStatus(changed),
          updatedAt: new Date(at),
          ...(update.status
            ? { status: update.status.to, timeline: FieldValue.arrayUnion({ ...update.status.entry }) }
            : {}),
        });
        updateOptions.alsoWrite?.(tx, order, changed);
        return { kind: 'changed' as const, order: changed, result: update.result };
      });
    },

    awaitingPayment: (pageSize) => everyOrderWhere('status', 'PENDING_PAYMENT', pageSize),

    refundOutstanding: (pageSize) => everyOrderWhere('payment.refundOutstanding', true, pageSize),

    async findByProviderOrderId(providerOrderId) {
      try {
        const page = await orders.where('payment.providerOrderId', '==', providerOrderId).limit(1).get();
        return page.empty ? null : parsed(page.docs[0]!);
      } catch (error) {
        throw classifyFirestoreError(error);
      }
    },
  };
}

/** A copy of `data` with the value at `path` replaced (so several takes of one product see each other). */
function withValue(data: Record<string, unknown>, path: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return data;
  if (rest.length === 0) return { ...data, [head]: value };
  const child = data[head];
  const record =
    typeof child === 'object' && child !== null && !Array.isArray(child) ? (child as Record<string, unknown>) : {};
  return { ...data, [head]: withValue(record, rest, value) };
}
