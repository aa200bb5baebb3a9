// Photo records in Firestore: created on upload, read by checkouts, marked ordered inside the order's transaction,
// and claimed one by one by the sweep (a transaction deletes a record only while it is still unordered and old).
import { FieldValue, Timestamp, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { PhotoFacts } from '../domain/photo-lines.js';
import { parsePhotoDocument, photoDocument, PHOTO_UPLOADS, type PhotoRecord } from './photo-document.js';
import { runTransaction } from '../shared/firestore-transaction.js';

/** A photo's part in an order's transaction: read with the products, marked ordered with the order. */
export interface PhotoLedgerStore {
  read(tx: Transaction, ids: readonly string[]): Promise<ReadonlyMap<string, PhotoFacts | null>>;
  markOrdered(tx: Transaction, ids: readonly string[], orderId: string, at: Date): void;
}

export interface PhotoStore {
  create(record: PhotoRecord): Promise<void>;
  get(id: string): Promise<PhotoRecord | null>;
  getMany(ids: readonly string[]): Promise<ReadonlyMap<string, PhotoRecord | null>>;
  readonly ledger: PhotoLedgerStore;
  /**
   * The photos of these ids the account may keep on its cart: its own, and those of the upload token the request
   * carries, which become the account's here (in one transaction) so that its other devices can show them.
   */
  claimForAccount(ids: readonly string[], uid: string, tokenHash: string | null): Promise<ReadonlySet<string>>;
  /** Ids of unordered records created before `before`, oldest first, at most `limit`. */
  unorderedBefore(before: Date, limit: number): Promise<string[]>;
  /** Deletes the record if it is still unordered and created before `before` (in a transaction); what it deleted. */
  claimForDeletion(id: string, before: Date): Promise<PhotoRecord | null>;
}

const ID = /^[A-Za-z0-9]{1,64}$/;

export function createPhotoStore(db: Firestore): PhotoStore {
  const collection = db.collection(PHOTO_UPLOADS);
  const parsed = (id: string, data: unknown) => parsePhotoDocument(id, data);

  async function getMany(ids: readonly string[]): Promise<ReadonlyMap<string, PhotoRecord | null>> {
    const wanted = [...new Set(ids)].filter((id) => ID.test(id));
    const found = new Map<string, PhotoRecord | null>();
    if (wanted.length === 0) return found;
    const snapshots = await db.getAll(...wanted.map((id) => collection.doc(id)));
    for (const snapshot of snapshots)
      found.set(snapshot.id, snapshot.exists ? parsed(snapshot.id, snapshot.data()) : null);
    return found;
  }

  return {
    async create(record) {
      await collection.doc(record.id).create(photoDocument(record));
    },
    async get(id) {
      if (!ID.test(id)) return null;
      const snapshot = await collection.doc(id).get();
      return snapshot.exists ? parsed(id, snapshot.data()) : null;
    },
    getMany,
    ledger: {
      async read(tx, ids) {
        const wanted = [...new Set(ids)].filter((id) => ID.test(id));
        const found = new Map<string, PhotoFacts | null>();
        if (wanted.length === 0) return found;
        const snapshots = await tx.getAll(...wanted.map((id) => collection.doc(id)));
        for (const snapshot of snapshots)
          found.set(snapshot.id, snapshot.exists ? parsed(snapshot.id, snapshot.data()) : null);
        return found;
      },
      markOrdered(tx, ids, orderId, at) {
        for (const id of new Set(ids))
          tx.update(collection.doc(id), {
            orderedAt: Timestamp.fromDate(at),
            orderIds: FieldValue.arrayUnion(orderId),
          });
      },
    },
    claimForAccount: (ids, uid, tokenHash) => claimForAccount(db, ids, uid, tokenHash),
    async unorderedBefore(before, limit) {
      const snapshot = await collection
        .where('orderedAt', '==', null)
        .where('createdAt', '<', Timestamp.fromDate(before))
        .orderBy('createdAt')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => doc.id);
    },
    claimForDeletion(id, before) {
      const ref = collection.doc(id);
      return runTransaction(db, async (tx) => {
        const snapshot = await tx.get(ref);
        if (!snapshot.exists) return null;
        const record = parsed(id, snapshot.data());
        const data = snapshot.data() ?? {};
        const createdAt = data.createdAt instanceof Timestamp ? data.createdAt.toDate() : new Date(0);
        if (data.orderedAt != null || createdAt >= before) return null;
        tx.delete(ref);
        return record ?? { ...BROKEN_RECORD, id };
      });
    },
  };
}

/** See PhotoStore.claimForAccount: one transaction reads the photos and makes the token's unclaimed ones the account's. */
function claimForAccount(
  db: Firestore,
  ids: readonly string[],
  uid: string,
  tokenHash: string | null,
): Promise<ReadonlySet<string>> {
  const collection = db.collection(PHOTO_UPLOADS);
  const wanted = [...new Set(ids)].filter((id) => ID.test(id));
  if (wanted.length === 0) return Promise.resolve(new Set<string>());
  return runTransaction(db, async (tx) => {
    const owned = new Set<string>();
    for (const snapshot of await tx.getAll(...wanted.map((id) => collection.doc(id)))) {
      const facts = snapshot.exists ? parsePhotoDocument(snapshot.id, snapshot.data()) : null;
      if (facts === null) continue;
      if (facts.ownerUid === uid) owned.add(snapshot.id);
      else if (facts.ownerUid === null && tokenHash !== null && facts.tokenHash === tokenHash) {
        tx.update(snapshot.ref, { ownerUid: uid });
        owned.add(snapshot.id);
      }
    }
    return owned;
  });
}

/** A record that cannot be understood still has files to delete under its id (JPEG unless told otherwise). */
const BROKEN_RECORD: PhotoRecord = {
  id: '',
  ownerUid: null,
  tokenHash: null,
  width: 0,
  height: 0,
  uploadBytes: 0,
  originalBytes: 0,
  previewBytes: 0,
  originalFormat: 'jpeg',
  createdAt: new Date(0),
  orderedAt: null,
  orderIds: [],
};
