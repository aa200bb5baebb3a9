// Refunds and races of online payments against the real emulators, servers and the local Razorpay test gateway.
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { signedInAdmin } from '../support/admin-support.js';
import { placeOneLine, type OrdersHarness } from '../support/orders-harness.js';
import { gatewayAuthorization } from '../support/payments-harness.js';
import {
  captures,
  confirm,
  FULL_ORDER,
  KEYS,
  type OrderView,
  paymentsShop,
  placeOnline,
  readOrder,
  reconcile,
  stock,
  timed,
  usePaymentsApiShop,
} from '../support/payments-api-shop.js';

usePaymentsApiShop();
let gateway: TestGateway;
let shop: OrdersHarness;
let token: string;
beforeAll(() => {
  ({ gateway, shop, token } = paymentsShop());
});

describe('refunds', () => {
  it('the owner cancelling a paid order refunds it once, and gives its coupon use back', async () => {
    const owner = await signedInAdmin(shop.auth, shop.authHost, shop.projectId);
    await shop.db
      .doc('coupons/OWNER5')
      .set({ discountType: 'percentage', percentOff: 5, usageLimit: 10, perShopperLimit: null, usedCount: 0 });
    const { body: placed } = await placeOneLine(shop, token, { paymentMethod: 'ONLINE', couponCode: 'OWNER5' });
    const order = await readOrder(placed.data!.placeOrder.order!.id);
    await gateway.pay(order.payment!.providerOrderId!, 'success');
    await gateway.flushWebhooks();
    expect((await readOrder(order.id)).payment!.status).toBe('PAID');

    const cancel = `mutation ($id: ID!) { adminCancelOrder(id: $id, reason: "Out of stock at the supplier") {
      userErrors { code } } }`;
    const { body } = await shop.graphql<{ adminCancelOrder: { userErrors: unknown[] } }>(
      cancel,
      { id: order.id },
      owner.idToken,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.adminCancelOrder.userErrors).toEqual([]);
    await gateway.flushWebhooks();
    await reconcile(); // nothing outstanding: must not refund twice
    const after = await readOrder(order.id);
    expect(after.status).toBe('CANCELLED');
    expect(after.payment!.refunds).toEqual([expect.objectContaining({ reason: 'CANCELLED', status: 'PROCESSED' })]);
    const refunds = await fetch(`${gateway.url}/v1/payments/${after.payment!.paymentId}/refunds`, {
      headers: { authorization: gatewayAuthorization(KEYS) },
    }).then((response) => response.json() as Promise<{ count: number }>);
    expect(refunds.count).toBe(1);
    expect((await shop.db.doc('coupons/OWNER5').get()).data()?.['usedCount']).toBe(0);
  });

  it(
    'cancelling a paid order refunds it once, and the order shows the refund',
    timed('refundOnCancel', async () => {
      const before = await stock('mug');
      const order = await placeOnline();
      await gateway.pay(order.payment!.providerOrderId!, 'success');
      await gateway.flushWebhooks();
      const cancel = `mutation ($id: ID!) { cancelMyOrder(id: $id, reason: "Changed my mind") { order { ${FULL_ORDER} } userErrors { code } } }`;
      const { body } = await shop.graphql<{ cancelMyOrder: { order: OrderView; userErrors: unknown[] } }>(
        cancel,
        { id: order.id },
        token,
      );
      expect(body.data?.cancelMyOrder.userErrors).toEqual([]);
      expect(body.data?.cancelMyOrder.order.status).toBe('CANCELLED');
      await gateway.flushWebhooks();
      await reconcile(); // nothing outstanding: must not refund twice
      const after = await readOrder(order.id);
      expect(after.payment!.refunds).toEqual([
        expect.objectContaining({
          reason: 'CANCELLED',
          status: 'PROCESSED',
          refundId: expect.stringMatching(/^rfnd_/),
        }),
      ]);
      expect(after.payment!.status).toBe('REFUNDED');
      expect(await stock('mug')).toBe(before);
      const refunds = await fetch(`${gateway.url}/v1/payments/${after.payment!.paymentId}/refunds`, {
        headers: { authorization: gatewayAuthorization(KEYS) },
      }).then((response) => response.json() as Promise<{ count: number }>);
      expect(refunds.count).toBe(1);
    }),
  );
});

describe('races', () => {
  it(
    'callback, webhook and reconciler (on two servers) racing for one payment: one paid order, stock taken once',
    timed('race', async () => {
      for (let round = 0; round < 3; round += 1) {
        const before = await stock('mug');
        const order = await placeOnline();
        const paid = await gateway.pay(order.payment!.providerOrderId!, 'success');
        const input = {
          orderId: order.id,
          razorpayPaymentId: paid.razorpay_payment_id,
          razorpayOrderId: paid.razorpay_order_id,
          razorpaySignature: paid.razorpay_signature!,
        };
        await Promise.all([confirm(input, 0), confirm(input, 1), reconcile(1), reconcile(0), gateway.flushWebhooks()]);
        const after = await readOrder(order.id);
        expect(after).toMatchObject({ status: 'PLACED', payment: { status: 'PAID', refunds: [] } });
        expect(captures(after)).toBe(1);
        expect(after.timeline.filter((entry) => entry.to === 'PLACED')).toHaveLength(1);
        expect(await stock('mug')).toBe(before - 1);
      }
    }),
  );
});
