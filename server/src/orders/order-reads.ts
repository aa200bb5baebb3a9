// The orders store's reads: one order, a shopper's orders, whether an account or phone has a live order, and the
// payment backlogs read a page at a time.
import { FieldPath } from 'firebase-admin/firestore';
import { FINAL_STATUSES, ORDER_STATUSES } from '../domain/order-status.js';
import type { OrderRecord } from './order-document.js';
import { isOrderId } from './order-collections.js';
import { classifyFirestoreError } from './orders-store-errors.js';
import type { OrdersStoreContext } from './orders-store-context.js';
import type { OrdersStore } from './orders-store-types.js';

const LIVE_STATUSES = ORDER_STATUSES.filter((status) => !FINAL_STATUSES.includes(status) || status === 'DELIVERED');

/** The store's read methods. */
export type OrderReads = Pick<
  OrdersStore,
  'get' | 'hasLiveOrder' | 'listByOwner' | 'awaitingPayment' | 'refundOutstanding' | 'findByProviderOrderId'
>;

type ReadContext = Pick<OrdersStoreContext, 'orders' | 'parsed'>;

/** Runs a read, turning Firestore's failures into the two the service answers. */
async function classified<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw classifyFirestoreError(error);
  }
}

/**
 * Every order whose `field` equals `value`, in pages by document id (an equality filter ordered by id needs no
 * composite index), so that a backlog larger than one page is still seen in full, oldest page first never skipped.
 */
async function* everyOrderWhere(
  { orders, parsed }: ReadContext,
  field: string,
  value: unknown,
  pageSize: number,
): AsyncGenerator<OrderRecord> {
  let after: string | null = null;
  for (;;) {
    let query = orders.where(field, '==', value).orderBy(FieldPath.documentId()).limit(pageSize);
    if (after !== null) query = query.startAfter(after);
    const page = await classified(() => query.get());
    for (const doc of page.docs) {
      const order = parsed(doc);
      if (order) yield order;
    }
    if (page.size < pageSize) return;
    after = page.docs.at(-1)!.id;
  }
}

async function hasLiveOrderWhere(
  { orders }: ReadContext,
  field: 'uid' | 'verifiedPhone',
  value: string,
): Promise<boolean> {
  const query = orders.where(field, '==', value).where('status', 'in', LIVE_STATUSES).limit(1);
  return !(await query.get()).empty;
}

async function hasLiveOrder(context: ReadContext, uid: string, phone: string | null): Promise<boolean> {
  if (await hasLiveOrderWhere(context, 'uid', uid)) return true;
  return phone !== null && (await hasLiveOrderWhere(context, 'verifiedPhone', phone));
}

async function getOrder({ orders, parsed }: ReadContext, id: string): Promise<OrderRecord | null> {
  if (!isOrderId(id)) return null;
  return classified(async () => parsed(await orders.doc(id).get()));
}

async function listByOwner(
  { orders, parsed }: ReadContext,
  uid: string,
  offset: number,
  limit: number,
): Promise<{ orders: OrderRecord[]; totalCount: number }> {
  const mine = orders.where('uid', '==', uid);
  return classified(async () => {
    const [page, total] = await Promise.all([
      mine.orderBy('createdAt', 'desc').offset(offset).limit(limit).get(),
      mine.count().get(),
    ]);
    return { orders: page.docs.map((doc) => parsed(doc)!), totalCount: total.data().count };
  });
}

async function findByProviderOrderId(
  { orders, parsed }: ReadContext,
  providerOrderId: string,
): Promise<OrderRecord | null> {
  return classified(async () => {
    const page = await orders.where('payment.providerOrderId', '==', providerOrderId).limit(1).get();
    return page.empty ? null : parsed(page.docs[0]!);
  });
}

export function createOrderReads(context: OrdersStoreContext): OrderReads {
  return {
    get: (id) => getOrder(context, id),
    hasLiveOrder: (uid, phone) => classified(() => hasLiveOrder(context, uid, phone ?? null)),
    listByOwner: (uid, offset, limit) => listByOwner(context, uid, offset, limit),
    awaitingPayment: (pageSize) => everyOrderWhere(context, 'status', 'PENDING_PAYMENT', pageSize),
    refundOutstanding: (pageSize) => everyOrderWhere(context, 'payment.refundOutstanding', true, pageSize),
    findByProviderOrderId: (providerOrderId) => findByProviderOrderId(context, providerOrderId),
  };
}
