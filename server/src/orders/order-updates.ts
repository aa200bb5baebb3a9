// Updating a stored order's payment in a transaction (updateOrder), maybe with a new status and its stock taken again
// (paid after its reservation ended) or given back (expired unpaid), its coupon's use redeemed again or released, and
// its buyer's holdings records changed with it.
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { CouponFacts } from '../domain/coupons.js';
import type { Product } from '../domain/product.js';
import { cashRefundDocument } from './cash-refund-document.js';
import { numberCreditNote, writeCreditNote } from './credit-note-writes.js';
import { readHoldingsOf, writeHoldingsChange } from './holdings-store.js';
import { paymentBucket, paymentBuckets, refundsGiven } from '../domain/order-refunds.js';
import { refundMail, refundMailId } from './refund-mail.js';
import { paymentDocument, storedPaymentStatus, type OrderRecord } from './order-document.js';
import { isOrderId } from './order-collections.js';
import { storedMessageChoices } from './order-message-choices.js';
import type { ProductReads } from './order-stock-writes.js';
import type { OrdersStoreContext } from './orders-store-context.js';
import type { OrderUpdate, StockTake, UpdateOrderOptions, UpdateOutcome } from './orders-store-types.js';

type Decide<Result> = (
  order: OrderRecord,
  products: ReadonlyMap<string, Product | null> | null,
  coupon: CouponFacts | null,
) => OrderUpdate<Result>;

type OrderWrite = Extract<OrderUpdate<unknown>, { kind: 'write' }>;

/** The delivery slot an order booked, or null (a courier, or an order older than slots). */
export function slotBookingOf(order: OrderRecord): { date: string; slotId: string } | null {
  const slot = order.delivery?.slot ?? null;
  return order.delivery && order.delivery.mode === 'LOCAL' && slot
    ? { date: order.delivery.date, slotId: slot.id }
    : null;
}

function lineProductIds(order: OrderRecord): string[] {
  return order.lines.map((line) => line.productId);
}

/** The order's units per product option (every shard of a sharded product is read for them). */
function lineWants(order: OrderRecord): StockTake[] {
  return order.lines.map((line) => ({ productId: line.productId, variant: line.variant, units: line.quantity }));
}

function parsedProducts(context: OrdersStoreContext, reads: ProductReads): Map<string, Product | null> {
  const found = new Map<string, Product | null>();
  for (const [productId, snapshot] of reads.snapshots)
    found.set(productId, snapshot.exists ? context.products.parse(productId, reads.data(productId)) : null);
  return found;
}

/**
 * Takes the order's units again (and redeems its coupon's use again) or gives them back (and releases the use),
 * as the update says. `couponFacts`: the coupon's facts when already read.
 */
async function moveStock(
  context: OrdersStoreContext,
  tx: Transaction,
  order: OrderRecord,
  update: OrderWrite,
  reads: { snapshots: ProductReads | null; couponFacts: CouponFacts | null },
  options: UpdateOrderOptions,
): Promise<void> {
  if (update.stock === null) return;
  const { couponLedger, readProducts, applyTakes } = context;
  // Every read before the first write, as Firestore transactions require.
  const stockSnapshots = reads.snapshots ?? (await readProducts(tx, lineProductIds(order), lineWants(order)));
  if (update.stock === 'take' && order.couponCode !== null) {
    // Stock taken again revives a released order (paid late): so is its coupon use.
    const couponFacts = reads.couponFacts ?? (await readCoupon(context, tx, order));
    couponLedger!.redeemAgain(tx, couponFacts, order);
  }
  if (update.stock === 'return') {
    // Stock given back means the order is released (expired unpaid): so is its coupon use.
    if (order.couponCode !== null) {
      if (!couponLedger) throw new Error(`order ${order.id} used a coupon, but no coupon ledger was handed in`);
      await couponLedger.releaseCouponUse(tx, order);
    }
    await options.onOrderReleased?.(tx, order);
  }
  const booking = slotBookingOf(order);
  if (booking !== null && context.slotLedger) {
    if (update.stock === 'take') context.slotLedger.retake(tx, booking, order.id);
    else await context.slotLedger.release(tx, booking, order.id);
  }
  const sign = update.stock === 'take' ? 1 : -1;
  const takes = order.lines.map((line) => ({
    productId: line.productId,
    variant: line.variant,
    units: sign * line.quantity,
  }));
  applyTakes(tx, stockSnapshots, takes);
}

function readCoupon(context: OrdersStoreContext, tx: Transaction, order: OrderRecord): Promise<CouponFacts> {
  const { couponLedger } = context;
  if (!couponLedger) throw new Error(`order ${order.id} used a coupon, but no coupon ledger was handed in`);
  return couponLedger.facts(order.couponCode!, order.uid, () => Promise.resolve(false), tx);
}

/** The order as the update leaves it, written in `tx`. */
function writeUpdate(
  tx: Transaction,
  orderRef: DocumentReference,
  order: OrderRecord,
  update: OrderWrite,
): OrderRecord {
  const at = update.status?.entry.at ?? new Date().toISOString();
  const changed: OrderRecord = {
    ...order,
    payment: update.payment,
    ...(update.cashRefunds ? { cashRefunds: update.cashRefunds } : {}),
    ...(update.status ? { status: update.status.to, timeline: [...order.timeline, update.status.entry] } : {}),
  };
  tx.update(orderRef, {
    payment: update.payment === null ? null : paymentDocument(update.payment),
    ...(update.cashRefunds ? { cashRefunds: update.cashRefunds.map(cashRefundDocument) } : {}),
    paymentStatus: storedPaymentStatus(changed),
    paymentBucket: paymentBucket(changed),
    paymentBuckets: paymentBuckets(changed),
    updatedAt: new Date(at),
    ...(update.status ? { status: update.status.to, timeline: FieldValue.arrayUnion({ ...update.status.entry }) } : {}),
  });
  return changed;
}

/** Each refund the change gave back (online or cash) mails the buyer once, to an e-mail proven when they ordered. */
function writeRefundMails(context: OrdersStoreContext, tx: Transaction, before: OrderRecord, after: OrderRecord) {
  if (after.emailVerified !== true) return;
  for (const refund of refundsGiven(before, after)) {
    const { to, message } = refundMail(after, refund, context.shopName());
    tx.set(context.mail.doc(refundMailId(after.id, refund.key)), { to, message: { ...message } });
  }
}

export async function updateOrder<Result>(
  context: OrdersStoreContext,
  id: string,
  decide: Decide<Result>,
  options: UpdateOrderOptions = {},
): Promise<UpdateOutcome<Result>> {
  const { orders, parsed, transaction, readProducts } = context;
  if (!isOrderId(id)) return { kind: 'not-found' };
  const orderRef = orders.doc(id);
  return transaction(
    async (tx) => {
      const snapshot = await tx.get(orderRef);
      const order = parsed(snapshot);
      if (!order) return { kind: 'not-found' as const };
      // The buyer's holdings change with the order's status or payment (read before anything is written).
      const held = await readHoldingsOf(context, tx, order);
      const wantsProducts = options.withProducts?.(order) ?? false;
      const snapshots = wantsProducts ? await readProducts(tx, lineProductIds(order), lineWants(order)) : null;
      const found = snapshots ? parsedProducts(context, snapshots) : null;
      const couponFacts = wantsProducts && order.couponCode !== null ? await readCoupon(context, tx, order) : null;
      const update = decide(order, found, couponFacts);
      if (update.kind === 'none') return { kind: 'unchanged' as const, order, result: update.result };
      const draft = options.creditNote?.draft(order) ?? null;
      const numbered = draft ? await numberCreditNote(tx, context.db, draft, options.creditNote!.at) : null;
      await moveStock(context, tx, order, update, { snapshots, couponFacts }, options);
      const updated = writeUpdate(tx, orderRef, order, update);
      const changed = numbered ? writeCreditNote(tx, orderRef, updated, numbered) : updated;
      options.alsoWrite?.(tx, order, changed);
      writeHoldingsChange(tx, held, order, changed, new Date(update.status?.entry.at ?? Date.now()));
      // An online order's "placed" once paid, a failed or expired payment, a refund that went through.
      context.statusMessages?.(tx, order, changed, storedMessageChoices(snapshot));
      writeRefundMails(context, tx, order, changed);
      return { kind: 'changed' as const, order: changed, result: update.result };
    },
    // A credit note takes its year's counter, which every refund and cancellation after an invoice contends for.
    options.creditNote ? CREDIT_NOTE_ATTEMPTS : undefined,
  );
}

const CREDIT_NOTE_ATTEMPTS = 10;
