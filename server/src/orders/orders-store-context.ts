// What every transaction of the orders store shares: its collections, the handed-in ports, the reading of an order
// document, the transaction with its time limit, and reading products and writing their stock.
import {
  FieldPath,
  type CollectionReference,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { parseOrderDocument, type OrderRecord } from './order-document.js';
import {
  MAIL_COLLECTION,
  ORDER_GUARDS_COLLECTION,
  ORDER_NUMBERS_COLLECTION,
  ORDERS_COLLECTION,
} from './order-collections.js';
import { classifyFirestoreError, OrdersUnavailableError } from './orders-store-errors.js';
import type { CouponLedger, OrdersStoreOptions, ProductDocuments, StockTake } from './orders-store-types.js';

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
  readonly parsed: (snapshot: DocumentSnapshot) => OrderRecord | null;
  readonly transaction: <T>(run: (tx: Transaction) => Promise<T>) => Promise<T>;
  readonly applyTakes: (
    tx: Transaction,
    snapshots: ReadonlyMap<string, DocumentSnapshot>,
    takes: readonly StockTake[],
  ) => void;
  readonly readProducts: (tx: Transaction, ids: readonly string[]) => Promise<Map<string, DocumentSnapshot>>;
}

export function createOrdersStoreContext(
  db: Firestore,
  products: ProductDocuments,
  options: OrdersStoreOptions = {},
): OrdersStoreContext {
  const orders = db.collection(ORDERS_COLLECTION);
  const numbers = db.collection(ORDER_NUMBERS_COLLECTION);
  const mail = db.collection(MAIL_COLLECTION);
  const guards = db.collection(ORDER_GUARDS_COLLECTION);
  const timeoutMs = options.transactionTimeoutMs ?? 10_000;
  const numberAttempts = options.orderNumberAttempts ?? 5;
  const couponLedger = options.coupons;

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
    db,
    products,
    orders,
    numbers,
    mail,
    guards,
    numberAttempts,
    couponLedger,
    parsed,
    transaction,
    applyTakes,
    readProducts,
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
