// What every transaction of the orders store shares: its collections, the handed-in ports, the reading of an order
// document, the transaction with its time limit, and reading products and writing their stock (order-stock-writes.ts).
import type { CollectionReference, DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { parseOrderDocument, type OrderRecord } from './order-document.js';
import {
  MAIL_COLLECTION,
  ORDER_GUARDS_COLLECTION,
  ORDER_NUMBERS_COLLECTION,
  ORDERS_COLLECTION,
} from './order-collections.js';
import { applyTakes, readProducts, type ProductReads, type StockWant } from './order-stock-writes.js';
import { createStockRefresher, type StockRefresher } from './stock-refresh.js';
import { classifyFirestoreError, OrdersUnavailableError } from './orders-store-errors.js';
import type {
  CouponLedger,
  OrderStatusMessages,
  OrdersStoreOptions,
  ProductDocuments,
  SlotLedger,
  PhotoLedger,
  StockTake,
} from './orders-store-types.js';
import { runTransaction } from '../shared/firestore-transaction.js';
import { DEFAULT_SHOP_SETTINGS } from '../domain/shop-settings.js';

/** The orders store's collections, ports and helpers, built once per store and handed to each use case. */
export interface OrdersStoreContext {
  readonly db: Firestore;
  readonly products: ProductDocuments;
  readonly orders: CollectionReference;
  readonly numbers: CollectionReference;
  readonly mail: CollectionReference;
  readonly guards: CollectionReference;
  readonly numberAttempts: number;
  readonly couponLedger: CouponLedger | undefined;
  readonly slotLedger: SlotLedger | undefined;
  readonly photoLedger: PhotoLedger | undefined;
  readonly statusMessages: OrderStatusMessages | undefined;
  /** The shop's name as shoppers know it (refund mails). */
  readonly shopName: () => string;
  readonly parsed: (snapshot: DocumentSnapshot) => OrderRecord | null;
  /** `maxAttempts` (default 5) is raised by changes that write a hot document (a financial year's counter). */
  readonly transaction: <T>(run: (tx: Transaction) => Promise<T>, maxAttempts?: number) => Promise<T>;
  readonly applyTakes: (tx: Transaction, reads: ProductReads, takes: readonly StockTake[]) => void;
  /**
   * Reads the products; a sharded product with the shards of `wants`: those covering each line first picked when
   * `cover` (a placement), else all of them.
   */
  readonly readProducts: (
    tx: Transaction,
    ids: readonly string[],
    wants?: readonly StockWant[],
    cover?: boolean,
  ) => Promise<ProductReads>;
  /** Refreshes sharded products' owner-facing numbers after their shards changed. */
  readonly stockRefresher: StockRefresher;
}

function parsedOrder(snapshot: DocumentSnapshot): OrderRecord | null {
  if (!snapshot.exists) return null;
  const result = parseOrderDocument(snapshot.id, snapshot.data());
  if (!result.ok) throw new Error(`order ${snapshot.id} cannot be understood: ${result.reason}`);
  return result.value;
}

/** Runs a transaction with a time limit, turning Firestore's failures into the two the service answers. */
async function timedTransaction<T>(
  db: Firestore,
  timeoutMs: number,
  run: (tx: Transaction) => Promise<T>,
  maxAttempts = 5,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new OrdersUnavailableError(new Error(`no answer within ${timeoutMs} ms`))),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([runTransaction(db, run, { maxAttempts }), timeout]);
  } catch (error) {
    throw classifyFirestoreError(error);
  } finally {
    clearTimeout(timer);
  }
}

export function createOrdersStoreContext(
  db: Firestore,
  products: ProductDocuments,
  options: OrdersStoreOptions = {},
): OrdersStoreContext {
  const timeoutMs = options.transactionTimeoutMs ?? 10_000;
  const stockRefresher = createStockRefresher(db, products, options.onStockRefreshError ?? (() => {}));
  const touchedBy = new WeakMap<Transaction, Set<string>>();
  return {
    db,
    products,
    orders: db.collection(ORDERS_COLLECTION),
    numbers: db.collection(ORDER_NUMBERS_COLLECTION),
    mail: db.collection(MAIL_COLLECTION),
    guards: db.collection(ORDER_GUARDS_COLLECTION),
    numberAttempts: options.orderNumberAttempts ?? 5,
    couponLedger: options.coupons,
    slotLedger: options.slots,
    photoLedger: options.photos,
    statusMessages: options.statusMessages,
    shopName: options.shopName ?? (() => DEFAULT_SHOP_SETTINGS.displayName),
    parsed: parsedOrder,
    transaction: async (run, maxAttempts) => {
      // Sharded products are refreshed once the transaction has ended: a refresh must read what it committed.
      const touched = new Set<string>();
      try {
        return await timedTransaction(
          db,
          timeoutMs,
          (tx) => {
            touchedBy.set(tx, touched);
            return run(tx);
          },
          maxAttempts,
        );
      } finally {
        for (const productId of touched) stockRefresher.touch(productId);
      }
    },
    applyTakes: (tx, reads, takes) =>
      applyTakes(products, tx, reads, takes, (productId) => touchedBy.get(tx)?.add(productId)),
    readProducts: (tx, ids, wants, cover) => readProducts(db, products, tx, ids, wants, cover),
    stockRefresher,
  };
}
