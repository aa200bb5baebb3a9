// Changing a stored order's status in a transaction (cancel, ship, deliver: changeStatus), with its stock given back
// and its coupon's use released when the decision says so, and its buyer's holdings records changed with it. Payment updates are in order-updates.ts; this module
// binds both for the store.
import { FieldValue } from 'firebase-admin/firestore';
import { planCreditNote } from './credit-note-plan.js';
import { numberCreditNote, writeCreditNote } from './credit-note-writes.js';
import { paymentBucket, paymentBuckets } from '../domain/order-refunds.js';
import { paymentDocument, storedPaymentStatus, type OrderRecord } from './order-document.js';
import { isOrderId } from './order-collections.js';
import { storedMessageChoices } from './order-message-choices.js';
import { readHoldingsOf, writeHoldingsChange } from './holdings-store.js';
import { slotBookingOf, updateOrder } from './order-updates.js';
import type { OrdersStoreContext } from './orders-store-context.js';
import type { CancelDecision, CancelOutcome, OrdersStore } from './orders-store-types.js';

async function changeStatus<Refusal>(
  context: OrdersStoreContext,
  id: string,
  decide: (order: OrderRecord) => CancelDecision<Refusal>,
): Promise<CancelOutcome<Refusal>> {
  const { orders, couponLedger, slotLedger, parsed, transaction, applyTakes, readProducts } = context;
  if (!isOrderId(id)) return { kind: 'not-found' };
  const orderRef = orders.doc(id);
  return transaction(async (tx) => {
    const snapshot = await tx.get(orderRef);
    const order = parsed(snapshot);
    if (!order) return { kind: 'not-found' as const };
    const decision = decide(order);
    if (!decision.ok) return { kind: 'refused' as const, refusal: decision.refusal };
    // The buyer's holdings change with the order (read before anything is written).
    const held = await readHoldingsOf(context, tx, order);
    // A cancellation after the invoice credits what is left of it (read first: the counter is read before writes).
    const draft = decision.status === 'CANCELLED' ? planCreditNote(order, 'CANCELLATION', null) : null;
    const numbered = draft ? await numberCreditNote(tx, context.db, draft, new Date(decision.entry.at)) : null;
    const takes = decision.returnsStock
      ? order.lines.map((line) => ({ productId: line.productId, variant: line.variant, units: -line.quantity }))
      : [];
    const snapshots = await readProducts(
      tx,
      takes.map((take) => take.productId),
      takes,
    );
    if (decision.releasesCoupon && order.couponCode !== null) {
      if (!couponLedger) throw new Error(`order ${id} used a coupon, but no coupon ledger was handed in`);
      await couponLedger.releaseCouponUse(tx, order);
    }
    applyTakes(tx, snapshots, takes);
    // An order that gives its stock back gives its delivery slot's place back too.
    const booking = slotBookingOf(order);
    if (decision.returnsStock && booking !== null && slotLedger) await slotLedger.release(tx, booking, order.id);
    const entry = { ...decision.entry };
    const changes = decision.changes ?? {};
    const updated: OrderRecord = {
      ...order,
      ...changes,
      status: decision.status,
      timeline: [...order.timeline, decision.entry],
      ...(decision.payment ? { payment: decision.payment } : {}),
    };
    tx.update(orderRef, {
      ...changes,
      status: decision.status,
      timeline: FieldValue.arrayUnion(entry),
      updatedAt: new Date(entry.at),
      paymentStatus: storedPaymentStatus(updated),
      paymentBucket: paymentBucket(updated),
      paymentBuckets: paymentBuckets(updated),
      ...(decision.payment ? { payment: paymentDocument(decision.payment) } : {}),
    });
    const changed = numbered ? writeCreditNote(tx, orderRef, updated, numbered) : updated;
    decision.alsoWrite?.(tx, order, changed);
    writeHoldingsChange(tx, held, order, changed, new Date(entry.at));
    context.statusMessages?.(tx, order, changed, storedMessageChoices(snapshot));
    // Mail only to an e-mail proven when the order was placed (see OrderRecord.emailVerified).
    if (decision.mail && changed.emailVerified === true) {
      const { to, message } = decision.mail.message(changed);
      tx.set(context.mail.doc(decision.mail.mailId), { to, message: { ...message } });
    }
    return { kind: 'changed' as const, order: changed };
  });
}

export function createOrderStatusChanges(
  context: OrdersStoreContext,
): Pick<OrdersStore, 'changeStatus' | 'updateOrder'> {
  return {
    changeStatus: (id, decide) => changeStatus(context, id, decide),
    updateOrder: (id, decide, options) => updateOrder(context, id, decide, options),
  };
}
