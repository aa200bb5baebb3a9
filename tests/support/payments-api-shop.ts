// The shop the payments API test files share: servers with the local Razorpay test gateway, a mug in the catalogue, a
// paying shopper, and the calls those files make (place online, start and confirm a payment, read the order back).
// Its state is this module's: each test file imports its own copy.
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { eventually, ORDER_FIELDS, placeOneLine, SHOP_SETTINGS, type OrdersHarness } from './orders-harness.js';
import { gatewayKeys, startPaymentsShop } from './payments-harness.js';

export const KEYS = gatewayKeys('integration');

let gateway: TestGateway;
let shop: OrdersHarness;
let token: string;
/** The paying shopper's account e-mail: the order's, and the payment form's prefill. */
let payerEmail: string;

export const PAYMENT_FIELDS = `payment { status method providerOrderId paymentId paidAt expiresAt failureReason
  refunds { amount { paise } reason status refundId } events { kind source detail } }`;
export const FULL_ORDER = `${ORDER_FIELDS} ${PAYMENT_FIELDS}`;

export interface PaymentView {
  status: string;
  method: string | null;
  providerOrderId: string | null;
  paymentId: string | null;
  failureReason: string | null;
  refunds: { amount: { paise: number }; reason: string; status: string; refundId: string | null }[];
  events: { kind: string; source: string; detail: string | null }[];
}
export interface OrderView {
  id: string;
  status: string;
  breakdown: { total: { paise: number } };
  payment: PaymentView | null;
  timeline: { from: string | null; to: string; actor: string; reason: string | null }[];
}

export const START = `mutation ($id: ID!) { startPayment(orderId: $id) {
  session { orderId keyId providerOrderId amount { paise } currency name description prefill { name email contact } scriptUrl expiresAt }
  order { ${FULL_ORDER} } userErrors { field code message } } }`;
export const CONFIRM = `mutation ($input: ConfirmPaymentInput!) { confirmPayment(input: $input) {
  order { ${FULL_ORDER} } userErrors { field code message } } }`;

export const MUG = {
  productName: 'Photo Mug',
  category: 'Gifts',
  sellingPrice: 349,
  stock: 25,
  gstRate: 18,
  hsnCode: '6912',
};

export async function putProduct(id: string, data: Record<string, unknown>): Promise<void> {
  await shop.db.doc(`products/${id}`).set(data);
  await eventually(async () => {
    const { body } = await shop.graphql<{ product: { stockCount: number } | null }>(
      'query ($id: ID!) { product(id: $id) { stockCount } }',
      { id },
    );
    return body.data?.product?.stockCount === data.stock ? true : undefined;
  }, `product ${id} in the catalog`);
}

export async function stock(id: string): Promise<number> {
  return ((await shop.db.doc(`products/${id}`).get()).data() as { stock: number }).stock;
}

export async function placeOnline(productId = 'mug', quantity = 1): Promise<OrderView> {
  const { body } = await placeOneLine(shop, token, { paymentMethod: 'ONLINE', productId, quantity });
  expect(body.errors).toBeUndefined();
  expect(body.data?.placeOrder.userErrors).toEqual([]);
  return readOrder(body.data!.placeOrder.order!.id);
}

/** An online order for one mug with a coupon code, as the shopper sends it. */
export async function placeOnlineWithCoupon(code: string): Promise<OrderView> {
  const { body } = await placeOneLine(shop, token, { paymentMethod: 'ONLINE', couponCode: code });
  expect(body.data?.placeOrder.userErrors).toEqual([]);
  return readOrder(body.data!.placeOrder.order!.id);
}

/**
 * Webhooks dropped, two online orders (one mug, two mugs), and the first paid at the gateway: `paid` is the payment a
 * forged callback or webhook then claims for `other`.
 */
export async function anotherOrdersPayment() {
  gateway.setWebhookBehaviour({ mode: 'drop' });
  const cheap = await placeOnline();
  const other = await placeOnline('mug', 2);
  const paid = await gateway.pay(cheap.payment!.providerOrderId!, 'success');
  return { cheap, other, paid };
}

export async function startPayment(id: string, server = 0) {
  const { body } = await shop.graphql<{
    startPayment: {
      session: { providerOrderId: string; keyId: string; amount: { paise: number } } & Record<string, unknown>;
      order: OrderView | null;
      userErrors: { code: string }[];
    };
  }>(START, { id }, token, server);
  expect(body.errors).toBeUndefined();
  return body.data!.startPayment;
}

export async function confirm(input: Record<string, string>, server = 0) {
  const { body } = await shop.graphql<{
    confirmPayment: { order: OrderView | null; userErrors: { field: string; code: string }[] };
  }>(CONFIRM, { input }, token, server);
  expect(body.errors).toBeUndefined();
  return body.data!.confirmPayment;
}

export async function readOrder(id: string): Promise<OrderView> {
  const { body } = await shop.graphql<{ order: OrderView }>(
    `query ($id: ID!) { order(id: $id) { ${FULL_ORDER} } }`,
    {
      id,
    },
    token,
  );
  return body.data!.order;
}

export function captures(order: OrderView): number {
  return order.payment!.events.filter((event) => event.kind === 'PAYMENT_CAPTURED').length;
}

export async function reconcile(server = 0) {
  return shop.servers[server]!.reconcilePayments!();
}

/** Moves an order's reservation end into the past, as if 20 minutes had gone by. */
export async function expireReservation(id: string): Promise<void> {
  await shop.db.doc(`orders/${id}`).update({ 'payment.expiresAt': new Date(Date.now() - 1_000).toISOString() });
}

const started = performance.now();
const timings: Record<string, number> = {};

/** Starts the shop before the calling file's tests and stops it after them; webhooks are delivered unless a test says. */
export function usePaymentsApiShop() {
  beforeAll(async () => {
    ({ gateway, shop } = await startPaymentsShop(KEYS));
    // One test shopper pays for many orders here: the unpaid-order cap is not what these tests are about.
    await shop.db.doc('settings/shop').set({ ...SHOP_SETTINGS, onlinePayment: { maxOpenUnpaidOrders: 50 } });
    await shop.db.doc('marketing/marketingData').set({ offerTitle: 'Sale', content: [], minimumOrderValue: 199 });
    await putProduct('mug', MUG);
    const payer = await shop.shopper('payer');
    token = payer.idToken;
    payerEmail = payer.email;
    timings.setup = Math.round(performance.now() - started);
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
    await gateway?.stop();
    console.info('payments integration timings (ms):', JSON.stringify(timings));
  });

  beforeEach(() => {
    gateway.setWebhookBehaviour({ mode: 'deliver' });
  });
}

/** The gateway, the shop, and the paying shopper's token and e-mail, once beforeAll has started them. */
export function paymentsShop() {
  return { gateway, shop, token, payerEmail };
}

export function timed(name: string, run: () => Promise<void>) {
  return async () => {
    const at = performance.now();
    await run();
    timings[name] = Math.round(performance.now() - at);
  };
}
