// The reconciler's reading of waiting orders and outstanding refunds, against the Firestore emulator: every matching
// order, page after page, however many there are (a backlog larger than one page used to leave the rest waiting).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOrderPayment } from '../../server/src/domain/order-payment.js';
import { orderDocument } from '../../server/src/orders/order-document.js';
import { createOrdersStore, ORDERS_COLLECTION, type OrdersStore } from '../../server/src/orders/orders-store.js';
import { testOrder } from '../../server/test-support/test-orders.js';
import { adminFirestore, startFirestoreEmulator, testProjectId } from '../support/firebase-emulators.js';

let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let client: ReturnType<typeof adminFirestore>;
let store: OrdersStore;

const id = (n: number) => n.toString(16).padStart(64, '0');
const placedAt = new Date('2026-11-23T05:00:00Z');

beforeAll(async () => {
  emulator = await startFirestoreEmulator({ projectId: testProjectId('paging') });
  client = adminFirestore(emulator.host, emulator.projectId);
  // Listing never reads products.
  const noProducts = { collection: 'products', parse: () => null, stockWrites: () => [], stockSetWrites: () => null };
  store = createOrdersStore(client.db, noProducts);
  const waiting = { paymentMethod: 'ONLINE' as const, payment: newOrderPayment(placedAt, 20 * 60_000) };
  const orders = [
    ...[1, 2, 3, 4, 5].map((n) => testOrder({ id: id(n), status: 'PENDING_PAYMENT', ...waiting })),
    ...[6, 7].map((n) => testOrder({ id: id(n), status: 'PLACED' })),
  ];
  const batch = client.db.batch();
  for (const order of orders) batch.set(client.db.collection(ORDERS_COLLECTION).doc(order.id), orderDocument(order));
  await batch.commit();
}, 120_000);

afterAll(async () => {
  await client?.close();
  await emulator?.stop();
});

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const found: T[] = [];
  for await (const item of items) found.push(item);
  return found;
}

describe('awaitingPayment', () => {
  it.each([1, 2, 5, 200])('finds all five waiting orders, read %i at a time, and no other', async (pageSize) => {
    const found = await all(store.awaitingPayment(pageSize));
    expect(found.map((order) => order.id)).toEqual([1, 2, 3, 4, 5].map(id));
    expect(found.every((order) => order.status === 'PENDING_PAYMENT')).toBe(true);
  });
});

describe('refundOutstanding', () => {
  it('finds none when no refund waits for the provider', async () => {
    expect(await all(store.refundOutstanding(2))).toEqual([]);
  });
});
