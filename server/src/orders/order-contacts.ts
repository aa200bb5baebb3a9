// Who placed some orders, as each order froze it (its address's name and e-mail): lists that show orders by their
// shopper (a coupon's uses) read it here in one batch instead of asking Firebase Auth once per row.
import type { Firestore } from 'firebase-admin/firestore';
import { classifyFirestoreError, isOrderId, ORDERS_COLLECTION } from './orders-store.js';

export interface OrderContact {
  /** First and last name from the order's address; null when the order has none. */
  readonly name: string | null;
  readonly email: string | null;
}

export type OrderContacts = (orderIds: readonly string[]) => Promise<ReadonlyMap<string, OrderContact>>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The contacts of the orders that exist, by order id, read with one batched get of only the fields needed. */
export function firestoreOrderContacts(db: Firestore): OrderContacts {
  const orders = db.collection(ORDERS_COLLECTION);
  return async (orderIds) => {
    const ids = [...new Set(orderIds)].filter(isOrderId);
    if (ids.length === 0) return new Map();
    try {
      const snapshots = await db.getAll(...ids.map((id) => orders.doc(id)), {
        fieldMask: ['addressData.firstName', 'addressData.lastName', 'addressData.email'],
      });
      const contacts = new Map<string, OrderContact>();
      for (const snapshot of snapshots) {
        if (!snapshot.exists) continue;
        const name = [text(snapshot.get('addressData.firstName')), text(snapshot.get('addressData.lastName'))]
          .filter((part) => part !== null)
          .join(' ');
        contacts.set(snapshot.id, { name: name === '' ? null : name, email: text(snapshot.get('addressData.email')) });
      }
      return contacts;
    } catch (error) {
      throw classifyFirestoreError(error);
    }
  };
}
