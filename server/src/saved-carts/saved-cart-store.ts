// The one module that knows where kept carts live: Firestore collection savedCarts, one document per auth uid.
import type { Firestore } from 'firebase-admin/firestore';
import type { SavedCart } from '../domain/saved-cart.js';
import { createKeyedMutex } from '../shared/keyed-mutex.js';
import { savedCartFromDocument, savedCartToDocument } from './saved-cart-document.js';
import { runTransaction } from '../shared/firestore-transaction.js';

export const SAVED_CARTS_COLLECTION = 'savedCarts';

export interface SavedCartStore {
  get(uid: string): Promise<SavedCart>;
  /**
   * Reads the stored cart and writes what `change` makes of it, in one transaction: a write from another instance in
   * between makes the transaction run again on the newer cart, so no change is lost.
   */
  update(uid: string, change: (cart: SavedCart) => SavedCart): Promise<SavedCart>;
}

export function createSavedCartStore(db: Firestore, now: () => Date = () => new Date()): SavedCartStore {
  const doc = (uid: string) => db.collection(SAVED_CARTS_COLLECTION).doc(uid);
  // One account's writes take turns inside this instance (Firestore gives up on a document after a few contended
  // attempts); the transaction stays the guarantee across instances.
  const turns = createKeyedMutex();
  return {
    async get(uid) {
      const snapshot = await doc(uid).get();
      return savedCartFromDocument(snapshot.data());
    },
    update(uid, change) {
      return turns.run([uid], () =>
        runTransaction(db, async (transaction) => {
          const snapshot = await transaction.get(doc(uid));
          const next = change(savedCartFromDocument(snapshot.data()));
          transaction.set(doc(uid), savedCartToDocument(next, now()));
          return next;
        }),
      );
    },
  };
}
