// Changing a stored order in a transaction: its status (cancel, ship, deliver, expire: changeStatus) or its payment
// with maybe a status and stock taken or given back (updateOrder), with the coupon's use released or redeemed again.
import { FieldValue } from 'firebase-admin/firestore';
import type { Product } from '../domain/product.js';
import { paymentDocument, storedPaymentStatus, type OrderRecord } from './order-document.js';
import { isOrderId } from './order-collections.js';
import type { OrdersStoreContext } from './orders-store-context.js';
import type { OrdersStore } from './orders-store-types.js';

export function createOrderStatusChanges({
  orders,
  couponLedger,
  products,
  parsed,
  transaction,
  applyTakes,
  readProducts,
}: OrdersStoreContext): Pick<OrdersStore, 'changeStatus' | 'updateOrder'> {
  return {
    async changeStatus(id, decide) {
      if (!isOrderId(id)) return { kind: 'not-found' };
      const orderRef = orders.doc(id);
      return transaction(async (tx) => {
        const order = parsed(await tx.get(orderRef));
        if (!order) return { kind: 'not-found' as const };
        const decision = decide(order);
        if (!decision.ok) return { kind: 'refused' as const, refusal: decision.refusal };
        const takes = decision.returnsStock
          ? order.lines.map((line) => ({ productId: line.productId, variant: line.variant, units: -line.quantity }))
          : [];
        const snapshots = await readProducts(
          tx,
          takes.map((take) => take.productId),
        );
        if (decision.releasesCoupon && order.couponCode !== null) {
          if (!couponLedger) throw new Error(`order ${id} used a coupon, but no coupon ledger was handed in`);
          await couponLedger.releaseCouponUse(tx, order);
        }
        applyTakes(tx, snapshots, takes);
        const entry = { ...decision.entry };
        const changes = decision.changes ?? {};
        const changed: OrderRecord = {
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
          paymentStatus: storedPaymentStatus(changed),
          ...(decision.payment ? { payment: paymentDocument(decision.payment) } : {}),
        });
        decision.alsoWrite?.(tx, order, changed);
        return { kind: 'changed' as const, order: changed };
      });
    },

    async updateOrder(id, decide, updateOptions = {}) {
      if (!isOrderId(id)) return { kind: 'not-found' };
      const orderRef = orders.doc(id);
      return transaction(async (tx) => {
        const order = parsed(await tx.get(orderRef));
        if (!order) return { kind: 'not-found' as const };
        const wantsProducts = updateOptions.withProducts?.(order) ?? false;
        const snapshots = wantsProducts
          ? await readProducts(
              tx,
              order.lines.map((line) => line.productId),
            )
          : null;
        let found: Map<string, Product | null> | null = null;
        if (snapshots) {
          found = new Map();
          for (const [productId, snapshot] of snapshots)
            found.set(productId, snapshot.exists ? products.parse(productId, snapshot.data()) : null);
        }
        const readCoupon = () => {
          if (!couponLedger) throw new Error(`order ${id} used a coupon, but no coupon ledger was handed in`);
          return couponLedger.facts(order.couponCode!, order.uid, () => Promise.resolve(false), tx);
        };
        let couponFacts = wantsProducts && order.couponCode !== null ? await readCoupon() : null;
        const update = decide(order, found, couponFacts);
        if (update.kind === 'none') return { kind: 'unchanged' as const, order, result: update.result };
        // Every read before the first write, as Firestore transactions require.
        const stockSnapshots =
          update.stock === null
            ? null
            : (snapshots ??
              (await readProducts(
                tx,
                order.lines.map((line) => line.productId),
              )));
        if (update.stock === 'take' && order.couponCode !== null) {
          // Stock taken again revives a released order (paid late): so is its coupon use.
          couponFacts ??= await readCoupon();
          couponLedger!.redeemAgain(tx, couponFacts, order);
        }
        if (update.stock === 'return') {
          // Stock given back means the order is released (expired unpaid): so is its coupon use.
          if (order.couponCode !== null) {
            if (!couponLedger) throw new Error(`order ${id} used a coupon, but no coupon ledger was handed in`);
            await couponLedger.releaseCouponUse(tx, order);
          }
          await updateOptions.onOrderReleased?.(tx, order);
        }
        if (update.stock !== null) {
          const sign = update.stock === 'take' ? 1 : -1;
          const takes = order.lines.map((line) => ({
            productId: line.productId,
            variant: line.variant,
            units: sign * line.quantity,
          }));
          applyTakes(tx, stockSnapshots!, takes);
        }
        const at = update.status?.entry.at ?? new Date().toISOString();
        const changed: OrderRecord = {
          ...order,
          payment: update.payment,
          ...(update.status ? { status: update.status.to, timeline: [...order.timeline, update.status.entry] } : {}),
        };
        tx.update(orderRef, {
          payment: paymentDocument(update.payment),
          paymentStatus: storedPaymentStatus(changed),
          updatedAt: new Date(at),
          ...(update.status
            ? { status: update.status.to, timeline: FieldValue.arrayUnion({ ...update.status.entry }) }
            : {}),
        });
        updateOptions.alsoWrite?.(tx, order, changed);
        return { kind: 'changed' as const, order: changed, result: update.result };
      });
    },
  };
}
