// The check of the holdings records (holdings-store.ts): every shopper and verified phone with orders or a record,
// its record rebuilt from its orders and compared; with `repair`, a record that differs is rewritten from the orders
// in a transaction that reads them (so an order changing meanwhile is either in it or waits for it).
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { holdingsDifferences, holdingsDocument, parseHoldings } from '../domain/holdings-record.js';
import { ORDER_GUARDS_COLLECTION, ORDERS_COLLECTION } from './order-collections.js';
import { parseOrderDocument } from './order-document.js';
import { rebuiltHoldings } from './holdings-store.js';
import type { OrdersStoreContext } from './orders-store-context.js';
import { runTransaction } from '../shared/firestore-transaction.js';

export interface HoldingsDifference {
  /** "shopper-{uid}" or "phone-{+91…}". */
  readonly record: string;
  readonly differences: readonly string[];
}

export interface HoldingsReport {
  readonly shoppersChecked: number;
  readonly phonesChecked: number;
  readonly differing: readonly HoldingsDifference[];
  readonly repaired: number;
}

type CheckContext = Pick<OrdersStoreContext, 'db' | 'orders' | 'guards' | 'parsed' | 'transaction'>;

const PAGE = 500;

/** Every account and verified phone that has an order or a record. */
async function holders(db: Firestore): Promise<{ uids: Set<string>; phones: Set<string> }> {
  const uids = new Set<string>();
  const phones = new Set<string>();
  for await (const doc of pages(db, ORDERS_COLLECTION, ['uid', 'verifiedPhone'])) {
    const uid: unknown = doc.get('uid');
    const phone: unknown = doc.get('verifiedPhone');
    if (typeof uid === 'string') uids.add(uid);
    if (typeof phone === 'string') phones.add(phone);
  }
  for await (const doc of pages(db, ORDER_GUARDS_COLLECTION, [])) {
    if (doc.id.startsWith('shopper-')) uids.add(doc.id.slice('shopper-'.length));
    if (doc.id.startsWith('phone-')) phones.add(doc.id.slice('phone-'.length));
  }
  return { uids, phones };
}

async function* pages(db: Firestore, collection: string, fields: string[]) {
  let after: string | null = null;
  for (;;) {
    let query = db
      .collection(collection)
      .select(...fields)
      .orderBy(FieldPath.documentId())
      .limit(PAGE);
    if (after !== null) query = query.startAfter(after);
    const page = await query.get();
    yield* page.docs;
    if (page.size < PAGE) return;
    after = page.docs.at(-1)!.id;
  }
}

async function checkShopper(context: CheckContext, uid: string, repair: boolean) {
  const ref = context.guards.doc(`shopper-${uid}`);
  const stored = parseHoldings((await ref.get()).get('holdings'));
  const { shopper } = await rebuiltHoldings(context, { uid, phone: null });
  const differences = holdingsDifferences(stored, shopper);
  if (differences.length > 0 && repair)
    await context.transaction(async (tx) => {
      const rebuilt = await rebuiltHoldings(context, { uid, phone: null }, tx);
      tx.set(ref, { holdings: holdingsDocument(rebuilt.shopper), updatedAt: new Date() }, { merge: true });
    });
  return differences;
}

async function checkPhone(context: CheckContext, phone: string, repair: boolean) {
  const ref = context.guards.doc(`phone-${phone}`);
  const value: unknown = (await ref.get()).get('liveOrders');
  const stored = typeof value === 'number' ? value : null;
  const { phoneLiveOrders } = await rebuiltHoldings(context, { uid: null, phone });
  const differences =
    stored === phoneLiveOrders || (stored === null && phoneLiveOrders === 0)
      ? []
      : [`liveOrders: stored ${stored ?? 'no record'}, orders say ${phoneLiveOrders}`];
  if (differences.length > 0 && repair)
    await context.transaction(async (tx) => {
      const rebuilt = await rebuiltHoldings(context, { uid: null, phone }, tx);
      tx.set(ref, { liveOrders: rebuilt.phoneLiveOrders, updatedAt: new Date() }, { merge: true });
    });
  return differences;
}

/** Rebuilds every holdings record from the orders and reports each difference (and repairs it when asked). */
export async function checkHoldings(db: Firestore, options: { repair?: boolean } = {}): Promise<HoldingsReport> {
  const context: CheckContext = {
    db,
    orders: db.collection(ORDERS_COLLECTION),
    guards: db.collection(ORDER_GUARDS_COLLECTION),
    parsed: (snapshot) => {
      if (!snapshot.exists) return null;
      const result = parseOrderDocument(snapshot.id, snapshot.data());
      return result.ok ? result.value : null;
    },
    transaction: (run) => runTransaction(db, run),
  };
  const repair = options.repair === true;
  const { uids, phones } = await holders(db);
  const differing: HoldingsDifference[] = [];
  for (const uid of [...uids].sort()) {
    const differences = await checkShopper(context, uid, repair);
    if (differences.length > 0) differing.push({ record: `shopper-${uid}`, differences });
  }
  for (const phone of [...phones].sort()) {
    const differences = await checkPhone(context, phone, repair);
    if (differences.length > 0) differing.push({ record: `phone-${phone}`, differences });
  }
  return {
    shoppersChecked: uids.size,
    phonesChecked: phones.size,
    differing,
    repaired: repair ? differing.length : 0,
  };
}
