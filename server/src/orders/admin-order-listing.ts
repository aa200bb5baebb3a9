// The owner's reads of orders/. A search (order number, phone, e-mail, name of the buyer or a gift's recipient)
// matches few orders, so it is one equality (or array-contains) query per field whose results are filtered, counted and paged here; otherwise status, payment status (the stored
// `paymentStatus`, see order-document.ts) and days are Firestore filters over createdAt (indexes in
// firestore.indexes.json).
import type { CollectionReference, DocumentReference, Firestore, Query } from 'firebase-admin/firestore';
import type { AdminOrderQuery } from '../domain/admin-order-filter.js';
import { paymentStatusView } from '../domain/order-payment.js';
import { paymentBuckets } from '../domain/order-refunds.js';
import { ORDER_STATUSES, type OrderStatus } from '../domain/order-status.js';
import type { AdminOrdersPage, AdminOrdersStore } from './admin-orders-store-types.js';
import { parseOrderDocument, type OrderRecord } from './order-document.js';
import { classifyFirestoreError } from './orders-store.js';
import { deliveryDays } from './order-delivery-document.js';

/** The most orders one search may match (a shopper's whole history is far fewer). */
const MAX_SEARCH_MATCHES = 500;

/** The stored fields each search matches: a phone or a name is the buyer's or a gift's recipient's. */
const SEARCH_FIELDS = {
  orderNumber: ['orderNumber'],
  phone: ['addressData.phone', 'recipient.phone'],
  email: ['addressData.email'],
  name: ['buyerNameKeys', 'recipientNameKeys'],
} as const;

/** The owner's store's collections, built once per store. */
export interface AdminOrdersStoreContext {
  readonly db: Firestore;
  readonly orders: CollectionReference;
  readonly counters: CollectionReference;
  readonly settingsRef: DocumentReference;
}

export function parsedOrder(id: string, data: unknown): OrderRecord {
  const result = parseOrderDocument(id, data);
  if (!result.ok) throw new Error(`order ${id} cannot be understood: ${result.reason}`);
  return result.value;
}

function inRange(query: Query, from: Date | null, before: Date | null): Query {
  let ranged = query;
  if (from) ranged = ranged.where('createdAt', '>=', from);
  if (before) ranged = ranged.where('createdAt', '<', before);
  return ranged;
}

/** A search, or a delivery day: few orders match, so one query finds them and the rest is done here. */
async function searched(
  orders: CollectionReference,
  query: AdminOrderQuery,
  offset: number,
  limit: number,
): Promise<AdminOrdersPage> {
  const { search, deliveryDate } = query;
  const queries = search
    ? SEARCH_FIELDS[search.field].map((field) =>
        orders.where(field, search.field === 'name' ? 'array-contains' : '==', search.value),
      )
    : [orders.where('deliveryDays', 'array-contains', deliveryDate)];
  const snapshots = await Promise.all(queries.map((matching) => matching.limit(MAX_SEARCH_MATCHES).get()));
  // An order whose buyer and recipient both match is found twice: once is enough.
  const docs = new Map(snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => [doc.id, doc] as const)));
  const matches = [...docs.values()]
    .map((doc) => parsedOrder(doc.id, doc.data()))
    .filter((order) => {
      const placed = new Date(order.placedAt);
      return (!query.placedFrom || placed >= query.placedFrom) && (!query.placedBefore || placed < query.placedBefore);
    })
    .filter((order) => deliveryDate === undefined || deliveryDays(order.delivery).includes(deliveryDate))
    .sort((a, b) => b.placedAt.localeCompare(a.placedAt));
  const paid = matches.filter(
    (order) =>
      (!query.paymentStatus || paymentStatusView(order) === query.paymentStatus) &&
      (!query.payment || paymentBuckets(order).includes(query.payment)),
  );
  const statusCounts = new Map<OrderStatus, number>(ORDER_STATUSES.map((status) => [status, 0]));
  for (const order of paid) statusCounts.set(order.status, statusCounts.get(order.status)! + 1);
  const filtered = query.status ? paid.filter((order) => order.status === query.status) : paid;
  return { orders: filtered.slice(offset, offset + limit), totalCount: filtered.length, statusCounts };
}

async function listOrders(
  orders: CollectionReference,
  query: AdminOrderQuery,
  offset: number,
  limit: number,
): Promise<AdminOrdersPage> {
  try {
    if (query.search || query.deliveryDate) return await searched(orders, query, offset, limit);
    const byStatus = query.paymentStatus ? orders.where('paymentStatus', '==', query.paymentStatus) : orders;
    // An order may be in two buckets (cash collected and refunded): the stored list holds each.
    const paid = query.payment ? byStatus.where('paymentBuckets', 'array-contains', query.payment) : byStatus;
    const ranged = inRange(paid, query.placedFrom, query.placedBefore);
    const selected = query.status ? ranged.where('status', '==', query.status) : ranged;
    const [page, total, ...counts] = await Promise.all([
      selected.orderBy('createdAt', 'desc').offset(offset).limit(limit).get(),
      selected.count().get(),
      ...ORDER_STATUSES.map((status) => ranged.where('status', '==', status).count().get()),
    ]);
    return {
      orders: page.docs.map((doc) => parsedOrder(doc.id, doc.data())),
      totalCount: total.data().count,
      statusCounts: new Map(ORDER_STATUSES.map((status, index) => [status, counts[index]!.data().count])),
    };
  } catch (error) {
    throw classifyFirestoreError(error);
  }
}

async function placedSince(orders: CollectionReference, since: Date): ReturnType<AdminOrdersStore['placedSince']> {
  try {
    const snapshot = await orders
      .where('createdAt', '>=', since)
      .select('createdAt', 'status', 'totalPaise', 'uid')
      .get();
    return snapshot.docs.flatMap((doc) => {
      const result = parseOrderDocument(doc.id, doc.data());
      if (!result.ok) return [];
      const order = result.value;
      return [{ placedAt: new Date(order.placedAt), status: order.status, totalPaise: order.totalPaise }];
    });
  } catch (error) {
    throw classifyFirestoreError(error);
  }
}

async function countInStatus(orders: CollectionReference, status: OrderStatus): Promise<number> {
  try {
    return (await orders.where('status', '==', status).count().get()).data().count;
  } catch (error) {
    throw classifyFirestoreError(error);
  }
}

/** Orders whose delivery falls on any of the days (at most 10, as array-contains-any takes). */
async function deliveriesOn(orders: CollectionReference, days: readonly string[]): Promise<OrderRecord[]> {
  try {
    const snapshot = await orders
      .where('deliveryDays', 'array-contains-any', [...days])
      .limit(2_000)
      .get();
    return snapshot.docs.map((doc) => parsedOrder(doc.id, doc.data()));
  } catch (error) {
    throw classifyFirestoreError(error);
  }
}

async function outOrDeliveredSince(orders: CollectionReference, since: Date): Promise<OrderRecord[]> {
  try {
    const [out, delivered] = await Promise.all([
      orders.where('status', '==', 'OUT_FOR_DELIVERY').limit(2_000).get(),
      orders.where('status', '==', 'DELIVERED').where('updatedAt', '>=', since).limit(2_000).get(),
    ]);
    return [...out.docs, ...delivered.docs].map((doc) => parsedOrder(doc.id, doc.data()));
  } catch (error) {
    throw classifyFirestoreError(error);
  }
}

export function createAdminOrderListing({
  orders,
}: AdminOrdersStoreContext): Pick<
  AdminOrdersStore,
  'list' | 'placedSince' | 'countInStatus' | 'deliveriesOn' | 'outOrDeliveredSince'
> {
  return {
    deliveriesOn: (days) => deliveriesOn(orders, days),
    outOrDeliveredSince: (since) => outOrDeliveredSince(orders, since),
    list: (query, offset, limit) => listOrders(orders, query, offset, limit),
    placedSince: (since) => placedSince(orders, since),
    countInStatus: (status) => countInStatus(orders, status),
  };
}
