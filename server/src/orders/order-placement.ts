// Placing an order: one transaction reads the order for its id, the buyer's holdings records, the products and the
// coupon and the delivery slot (all by id: no query), then writes the order, its number, its mail, the stock, the
// coupon's use, the slot's place and the holdings (or nothing). A buyer without holdings records gets them first.
import type { Transaction } from 'firebase-admin/firestore';
import type { Product } from '../domain/product.js';
import { orderDocument } from './order-document.js';
import { ensureHoldings, holdingsComplete, readHoldings, writeHoldingsChange } from './holdings-store.js';
import { messageChoicesDocument } from './order-message-choices.js';
import type { OrdersStoreContext } from './orders-store-context.js';
import type { OrdersStore, PlacementOutcome, PlacementRequest } from './orders-store-types.js';

type Attempt<Refusal> = PlacementOutcome<Refusal> | { readonly kind: 'no-holdings' };

export function createOrderPlacement(context: OrdersStoreContext): Pick<OrdersStore, 'placeOrder'> {
  return {
    async placeOrder(request) {
      const first = await placementTransaction(context, request);
      if (first.kind !== 'no-holdings') return first;
      // The buyer's first placement (or their records are older than them): build the records, then place.
      await ensureHoldings(context, request.buyer, new Date());
      const second = await placementTransaction(context, request);
      if (second.kind === 'no-holdings') throw new Error(`the holdings of ${request.buyer.uid} could not be built`);
      return second;
    },
  };
}

function placementTransaction<Refusal>(
  context: OrdersStoreContext,
  request: PlacementRequest<Refusal>,
): Promise<Attempt<Refusal>> {
  const {
    orders,
    numbers,
    mail,
    numberAttempts,
    couponLedger,
    slotLedger,
    photoLedger,
    products,
    parsed,
    transaction,
    applyTakes,
    readProducts,
    statusMessages,
  } = context;
  const orderRef = orders.doc(request.orderId);
  return transaction(async (tx): Promise<Attempt<Refusal>> => {
    const { uid } = request.buyer;
    const code = request.couponCode ?? null;
    if (code !== null && !couponLedger) throw new Error('coupons are not available: no coupon ledger was handed in');
    const booking = request.slotBooking ?? null;
    if (booking !== null && !slotLedger) throw new Error('delivery slots are not available: no slot ledger');
    const photoIds = request.photoIds ?? [];
    if (photoIds.length > 0 && !photoLedger) throw new Error('photos are not available: no photo ledger');
    // Every read at once: the transaction's first read opens it and the others follow together, so its locks are
    // held for about two round trips instead of one per read (docs/orders-under-load.md). Every placement of this
    // account and of this phone reads and writes its holdings: two of them (on any instances) never decide at once,
    // so what the shopper holds and the first-order check are what they are.
    const holdingsRead = readHoldings(context, tx, request.buyer);
    const hasOrderedRead = holdingsRead.then(
      (held) => holdingsComplete(held) && (held.shopper!.liveOrders > 0 || (held.phoneLiveOrders ?? 0) > 0),
    );
    const [existing, held, reads, couponFacts, slot, photos, orderNumber] = await Promise.all([
      tx.get(orderRef),
      holdingsRead,
      readProducts(tx, request.productIds, request.stockWants ?? [], true),
      code !== null ? couponLedger!.facts(code, uid, () => hasOrderedRead, tx) : null,
      booking !== null ? slotLedger!.read(tx, booking) : null,
      photoIds.length > 0 ? photoLedger!.read(tx, photoIds) : null,
      freeOrderNumber(tx, numbers, request.drawOrderNumber, numberAttempts),
    ]);
    if (existing.exists) return { kind: 'existing' as const, order: parsed(existing)! };
    if (!holdingsComplete(held)) return { kind: 'no-holdings' as const };
    const found = new Map<string, Product | null>();
    for (const [id, snapshot] of reads.snapshots)
      found.set(id, snapshot.exists ? products.parse(id, reads.data(id)) : null);
    const plan = request.plan(found, couponFacts, held.shopper!, slot, photos);
    if (plan.kind === 'refuse') return { kind: 'refused' as const, refusal: plan.refusal };

    const { order, mail: message } = plan.build(orderNumber);
    const mailRef = mail.doc(`order-placed-${request.orderId}`);

    applyTakes(tx, reads, plan.takes);
    const choices = {
      updates: request.whatsappUpdates === true,
      language: request.whatsappLanguage ?? 'en',
      giftNotice: request.whatsappGiftNotice === true && (order.recipient ?? null) !== null,
    };
    tx.create(orderRef, { ...orderDocument(order), ...messageChoicesDocument(choices) });
    // The "placed" update, for a shopper who asked for WhatsApp updates.
    statusMessages?.(tx, null, order, choices);
    tx.create(numbers.doc(orderNumber), {
      orderId: request.orderId,
      uid: order.uid,
      createdAt: new Date(order.placedAt),
    });
    if (message !== null) tx.create(mailRef, { to: message.to, message: { ...message.message } });
    writeHoldingsChange(tx, held, null, order, new Date(order.placedAt));
    if (order.couponCode !== null) couponLedger!.redeem(tx, couponFacts!, order);
    // The slot's place is taken with the order: two placements of the last place never both commit.
    if (booking !== null) slotLedger!.take(tx, booking, slot!, order.id);
    // Marked with the order: the sweep's transaction then sees it ordered and keeps it.
    if (photoIds.length > 0) photoLedger!.markOrdered(tx, photoIds, order.id, new Date(order.placedAt));
    return { kind: 'created' as const, order, mailId: message && mailRef.id, mail: message, emptied: plan.emptied };
  });
}

/** Draws order numbers until one is not taken yet (read in the placement's transaction). */
async function freeOrderNumber(
  tx: Transaction,
  numbers: OrdersStoreContext['numbers'],
  draw: () => string,
  attempts: number,
): Promise<string> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const candidate = draw();
    if (!(await tx.get(numbers.doc(candidate))).exists) return candidate;
  }
  throw new Error(`no free order number after ${attempts} draws`);
}
