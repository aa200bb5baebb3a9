// The PaymentProvider over Razorpay's HTTP API (https://razorpay.com/docs/api/): Basic auth with the key id and
// secret, JSON in and out, a time limit on every call. The base URL comes from the configuration, so the same code
// talks to Razorpay in production and to the local test gateway in local mode and tests.
import type { CreateProviderOrder, PaymentProvider, ProviderOrder } from './payment-provider.js';
import { parseOrder, parsePayment, parseRefund, type Json } from './razorpay-entities.js';
import { callRazorpay, type RazorpayConnection } from './razorpay-http.js';
import { verifyPaymentSignature, verifyWebhookSignature } from './signatures.js';

export { parsePayment, parseRefund } from './razorpay-entities.js';

export interface RazorpaySettings {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  readonly apiBase: string;
  readonly checkoutScriptUrl: string;
  /** Per call, in ms (default 10 s). */
  readonly timeoutMs?: number;
}

const id = (value: string) => encodeURIComponent(value);

export function createRazorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const connection: RazorpayConnection = {
    apiBase: settings.apiBase,
    authorization: `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`,
    timeoutMs: settings.timeoutMs ?? 10_000,
  };
  const call = (method: 'GET' | 'POST', path: string, body?: Json, headers?: Record<string, string>) =>
    callRazorpay(connection, method, path, body, headers);

  return {
    keyId: settings.keyId,
    checkoutScriptUrl: settings.checkoutScriptUrl,

    async createOrder(request: CreateProviderOrder): Promise<ProviderOrder> {
      const json = await call('POST', '/v1/orders', {
        amount: request.amountPaise,
        currency: request.currency,
        receipt: request.receipt,
        notes: request.notes,
        payment_capture: 1,
      });
      return parseOrder(json);
    },

    verifyCallback(storedProviderOrderId, paymentId, signature) {
      return verifyPaymentSignature(settings.keySecret, storedProviderOrderId, paymentId, signature);
    },

    verifyWebhook(rawBody, signature) {
      return verifyWebhookSignature(settings.webhookSecret, rawBody, signature);
    },

    async fetchPayment(paymentId) {
      return parsePayment(await call('GET', `/v1/payments/${id(paymentId)}`));
    },

    async fetchOrderPayments(providerOrderId) {
      const json = await call('GET', `/v1/orders/${id(providerOrderId)}/payments`);
      const items = Array.isArray(json.items) ? (json.items as Json[]) : [];
      return items.map(parsePayment);
    },

    async refund(paymentId, amountPaise, idempotencyKey, notes) {
      const json = await call(
        'POST',
        `/v1/payments/${id(paymentId)}/refund`,
        { amount: amountPaise, notes },
        { 'X-Refund-Idempotency': idempotencyKey },
      );
      return parseRefund(json);
    },
  };
}
