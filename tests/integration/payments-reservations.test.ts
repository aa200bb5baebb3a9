// Payment reservations against the real emulators, servers and the local Razorpay test gateway: expiry, late
// payments, coupons given back.
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { signedInAdmin } from '../support/admin-support.js';
import { eventually, type OrdersHarness } from '../support/orders-harness.js';
import {
  expireReservation,
  MUG,
  paymentsShop,
  placeOnline,
  placeOnlineWithCoupon,
  putProduct,
  readOrder,
  reconcile,
  startPayment,
  stock,
  timed,
  usePaymentsApiShop,
} from '../support/payments-api-shop.js';

usePaymentsApiShop();
let gateway: TestGateway;
let shop: OrdersHarness;
beforeAll(() => {
  ({ gateway, shop } = paymentsShop());
});

describe('reservations', () => {
  it(
    'an expired reservation ends EXPIRED and its stock goes back',
    timed('expire', async () => {
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const before = await stock('mug');
      const order = await placeOnline('mug', 2);
      expect(await stock('mug')).toBe(before - 2);
      await expireReservation(order.id);
      await reconcile();
      const after = await readOrder(order.id);
      expect(after).toMatchObject({ status: 'EXPIRED', payment: { status: 'NOT_PAID' } });
      expect(await stock('mug')).toBe(before);
      expect((await startPayment(order.id)).userErrors).toEqual([expect.objectContaining({ code: 'NOT_PAYABLE' })]);
    }),
  );

  it('an expired reservation gives its coupon use back with its stock', async () => {
    gateway.setWebhookBehaviour({ mode: 'drop' });
    await shop.db
      .doc('coupons/HOLD10')
      .set({ discountType: 'percentage', percentOff: 10, usageLimit: 1, perShopperLimit: null, usedCount: 0 });
    const orderId = (await placeOnlineWithCoupon('hold10')).id;
    const usedCount = async () => (await shop.db.doc('coupons/HOLD10').get()).data()?.['usedCount'];
    expect(await usedCount()).toBe(1);

    await expireReservation(orderId);
    await reconcile();
    expect(await readOrder(orderId)).toMatchObject({ status: 'EXPIRED' });
    expect(await usedCount()).toBe(0);
    expect((await shop.db.doc(`couponRedemptions/${orderId}`).get()).data()?.['releasedAt']).toBeInstanceOf(Timestamp);
  });

  it(
    'a late payment after expiry takes the stock again when it is there',
    timed('lateRestock', async () => {
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnline();
      await expireReservation(order.id);
      await reconcile();
      const before = await stock('mug');
      gateway.setWebhookBehaviour({ mode: 'deliver' });
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      const after = await readOrder(order.id);
      expect(after).toMatchObject({ status: 'PLACED', payment: { status: 'PAID', refunds: [] } });
      expect(after.timeline.at(-1)).toMatchObject({ from: 'EXPIRED', to: 'PLACED', actor: 'payments' });
      expect(await stock('mug')).toBe(before - 1);
    }),
  );

  describe('a late payment for an order placed with a coupon', () => {
    const couponCounts = async (code: string) => ({
      usedCount: (await shop.db.doc(`coupons/${code}`).get()).data()?.['usedCount'],
      redemptions: (await shop.db.collection('couponRedemptions').where('code', '==', code).get()).docs.map((doc) => ({
        released: doc.get('releasedAt') !== null,
      })),
    });

    it('revives the order and counts its coupon use again', async () => {
      await shop.db
        .doc('coupons/LATE10')
        .set({ discountType: 'percentage', percentOff: 10, usageLimit: 3, perShopperLimit: null, usedCount: 0 });
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnlineWithCoupon('late10');
      await expireReservation(order.id);
      await reconcile();
      expect(await couponCounts('LATE10')).toEqual({ usedCount: 0, redemptions: [{ released: true }] });

      gateway.setWebhookBehaviour({ mode: 'deliver' });
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      expect(await readOrder(order.id)).toMatchObject({ status: 'PLACED', payment: { status: 'PAID', refunds: [] } });
      expect(await couponCounts('LATE10')).toEqual({ usedCount: 1, redemptions: [{ released: false }] });
      // The webhook again (at least once) and the reconciler change nothing more.
      await reconcile();
      expect(await couponCounts('LATE10')).toEqual({ usedCount: 1, redemptions: [{ released: false }] });
    });

    it('refunds and flags it when the coupon has no use left by then, and never counts over the limit', async () => {
      await shop.db
        .doc('coupons/LAST1')
        .set({ discountType: 'fixed', amountOffPaise: 5000, usageLimit: 1, perShopperLimit: null, usedCount: 0 });
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnlineWithCoupon('last1');
      await expireReservation(order.id);
      await reconcile();
      // Meanwhile another order takes the coupon's only use.
      await placeOnlineWithCoupon('LAST1');
      expect((await couponCounts('LAST1')).usedCount).toBe(1);

      const before = await stock('mug');
      gateway.setWebhookBehaviour({ mode: 'deliver' });
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      const after = await eventually(async () => {
        const current = await readOrder(order.id);
        return current.payment!.refunds[0] ? current : undefined;
      }, 'the late payment refunded');
      expect(after.status).toBe('EXPIRED');
      expect(after.payment!.refunds).toEqual([expect.objectContaining({ reason: 'LATE_PAYMENT' })]);
      expect((await couponCounts('LAST1')).usedCount).toBe(1);
      expect(await stock('mug')).toBe(before);
    });
  });

  it(
    'a late payment after expiry without stock is refunded and flagged',
    timed('lateRefund', async () => {
      await putProduct('scarce', { ...MUG, productName: 'Scarce Mug', stock: 1 });
      gateway.setWebhookBehaviour({ mode: 'drop' });
      const order = await placeOnline('scarce', 1);
      await expireReservation(order.id);
      await reconcile();
      await shop.db.doc('products/scarce').update({ stock: 0 });
      gateway.setWebhookBehaviour({ mode: 'deliver' });
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      const after = await eventually(async () => {
        const current = await readOrder(order.id);
        return current.payment!.refunds[0]?.status === 'PROCESSED' ? current : undefined;
      }, 'the late payment refunded');
      expect(after.status).toBe('EXPIRED');
      expect(after.payment!.refunds).toEqual([
        expect.objectContaining({ reason: 'LATE_PAYMENT', amount: { paise: after.breakdown.total.paise } }),
      ]);
      const stored = (await shop.db.doc(`orders/${order.id}`).get()).data() as { payment: { attention: string } };
      expect(stored.payment.attention).toMatch(/refunded/);
      expect(await stock('scarce')).toBe(0);
      // The owner sees the flag on the order in the admin.
      const owner = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
      const { body } = await shop.graphql<{ adminOrder: { attention: string | null } }>(
        'query ($id: ID!) { adminOrder(id: $id) { attention } }',
        { id: order.id },
        owner.idToken,
      );
      expect(body.data?.adminOrder.attention).toBe(stored.payment.attention);
    }),
  );
});
