// The holdings records in orderGuards/: `shopper-{uid}` keeps what the shopper holds (domain/holdings-record.ts),
// `phone-{+91…}` how many live orders the verified phone has. Every placement reads and writes both (so two
// placements of one shopper or one phone take turns, on any instance), and every transition of an order writes them
// in its own transaction; a placement therefore reads documents by id and never queries the orders.
//
// A shopper or phone without a record yet (a new account, or orders older than the records) gets one in a
// transaction of its own before its first placement: built from its orders (one query, outside every placement).
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  EMPTY_HOLDINGS,
  holdingsDocument,
  holdingsWith,
  isLiveStatus,
  parseHoldings,
  rebuildHoldings,
  type HoldingSource,
  type ShopperHoldings,
} from '../domain/holdings-record.js';
import type { OrderRecord } from './order-document.js';
import type { OrdersStoreContext } from './orders-store-context.js';

type Context = Pick<OrdersStoreContext, 'db' | 'orders' | 'guards' | 'parsed' | 'transaction'>;

/** The holder of an order: its account and the phone its token proved. */
export interface Holder {
  readonly uid: string;
  readonly phone: string | null;
}

/** The holdings records as a transaction read them (null: no record yet). */
export interface HoldingsRead {
  readonly shopperRef: DocumentReference;
  readonly phoneRef: DocumentReference | null;
  readonly shopper: ShopperHoldings | null;
  /** The phone's live orders (null: no record yet, or no phone). */
  readonly phoneLiveOrders: number | null;
}

export function holdingRefs(context: Pick<Context, 'guards'>, { uid, phone }: Holder) {
  return {
    shopperRef: context.guards.doc(`shopper-${uid}`),
    phoneRef: phone === null ? null : context.guards.doc(`phone-${phone}`),
  };
}

function phoneLiveOrdersOf(snapshot: DocumentSnapshot | undefined): number | null {
  const value: unknown = snapshot?.get('liveOrders');
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

/** Reads the holder's records in `tx` (by id). */
export async function readHoldings(
  context: Pick<Context, 'guards'>,
  tx: Transaction,
  holder: Holder,
): Promise<HoldingsRead> {
  const { shopperRef, phoneRef } = holdingRefs(context, holder);
  const [shopperSnapshot, phoneSnapshot] = await tx.getAll(shopperRef, ...(phoneRef ? [phoneRef] : []));
  return {
    shopperRef,
    phoneRef,
    shopper: parseHoldings(shopperSnapshot?.get('holdings')),
    phoneLiveOrders: phoneRef ? phoneLiveOrdersOf(phoneSnapshot) : null,
  };
}

/** Whether the records a placement needs exist (the phone's only when the holder has one). */
export function holdingsComplete(read: HoldingsRead): boolean {
  return read.shopper !== null && (read.phoneRef === null || read.phoneLiveOrders !== null);
}

/**
 * Writes what an order's change does to its holder's records, in the change's transaction (after every read).
 * A record that does not exist yet is left alone: it is built from the orders, this one included, when first needed.
 */
export function writeHoldingsChange(
  tx: Transaction,
  read: HoldingsRead,
  before: HoldingSource | null,
  after: HoldingSource,
  at: Date,
): void {
  const placed = before === null;
  if (read.shopper !== null) {
    const next = holdingsWith(read.shopper, before, after);
    // A payment event that changes nothing held (a provider order recorded) writes nothing here.
    if (placed || JSON.stringify(next) !== JSON.stringify(read.shopper))
      tx.set(read.shopperRef, { holdings: holdingsDocument(next), lastOrderId: after.id, updatedAt: at });
  }
  if (read.phoneRef !== null && read.phoneLiveOrders !== null) {
    const delta = Number(isLiveStatus(after.status)) - Number(!placed && isLiveStatus(before.status));
    if (placed || delta !== 0)
      tx.set(read.phoneRef, {
        liveOrders: Math.max(0, read.phoneLiveOrders + delta),
        lastOrderId: after.id,
        updatedAt: at,
      });
  }
}

/** Reads the holder's records for an order's change, in `tx` before any write. */
export function readHoldingsOf(context: Pick<Context, 'guards'>, tx: Transaction, order: OrderRecord) {
  return readHoldings(context, tx, { uid: order.uid, phone: order.verifiedPhone ?? null });
}

const MAX_ORDERS_READ = 1000;

async function ordersWhere(context: Context, field: 'uid' | 'verifiedPhone', value: string, tx?: Transaction) {
  const query = context.orders.where(field, '==', value).limit(MAX_ORDERS_READ);
  const page = tx ? await tx.get(query) : await query.get();
  return page.docs.flatMap((doc) => context.parsed(doc) ?? []);
}

/** The records as the holder's orders say they are (`tx`: read in it), and how many orders were read. */
export async function rebuiltHoldings(
  context: Context,
  holder: { readonly uid: string | null; readonly phone: string | null },
  tx?: Transaction,
) {
  const mine = holder.uid === null ? [] : await ordersWhere(context, 'uid', holder.uid, tx);
  const byPhone = holder.phone === null ? null : await ordersWhere(context, 'verifiedPhone', holder.phone, tx);
  return {
    shopper: rebuildHoldings(mine),
    phoneLiveOrders: byPhone === null ? null : byPhone.filter((order) => isLiveStatus(order.status)).length,
    ordersRead: mine.length + (byPhone?.length ?? 0),
  };
}

/**
 * Makes sure the holder's records exist, building a missing one from the orders. A holder with no orders at all (a
 * new shopper) gets empty records without a query in any transaction: while a record is missing no order of theirs
 * can be placed, so none can appear meanwhile. One with orders is rebuilt inside the transaction that writes it, so
 * a change of one of those orders at the same moment is either in it or waits for it.
 */
export async function ensureHoldings(context: Context, holder: Holder, at: Date): Promise<void> {
  const { ordersRead } = await rebuiltHoldings(context, holder);
  await context.transaction(async (tx) => {
    const read = await readHoldings(context, tx, holder);
    if (holdingsComplete(read)) return;
    const built =
      ordersRead === 0 ? { shopper: EMPTY_HOLDINGS, phoneLiveOrders: 0 } : await rebuiltHoldings(context, holder, tx);
    if (read.shopper === null)
      tx.set(read.shopperRef, { holdings: holdingsDocument(built.shopper), updatedAt: at }, { merge: true });
    if (read.phoneRef !== null && read.phoneLiveOrders === null)
      tx.set(read.phoneRef, { liveOrders: built.phoneLiveOrders ?? 0, updatedAt: at }, { merge: true });
  });
}
