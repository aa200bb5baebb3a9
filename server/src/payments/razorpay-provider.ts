// The PaymentProvider over Razorpay's HTTP API (https://razorpay.com/docs/api/): Basic auth with the key id and
// secret, JSON in and out, a time limit on every call. The base URL comes from the configuration, so the same code
// talks to Razorpay in production and to the local test gateway in local mode and tests.
import {
  PaymentProviderError,
  type CreateProviderOrder,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider.js';
import { verifyPaymentSignature, verifyWebhookSignature } from './signatures.js';

export interface RazorpaySettings {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  readonly apiBase: string;
  readonly checkoutScriptUrl: string;
  /** Per call, in ms (default 10 s). */
  readonly timeoutMs?: number;
}

const PAYMENT_STATUSES: readonly ProviderPayment['status'][] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

type Json = Record<string, unknown>;

function str(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function paise(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new PaymentProviderError(`the provider's ${what} is not a whole number of paise`, 200);
  return value;
}

/** Reads Razorpay's payment entity. */
export function parsePayment(json: Json): ProviderPayment {
  const id = str(json.id);
  const status = json.status as ProviderPayment['status'];
  if (id === null || !PAYMENT_STATUSES.includes(status))
    throw new PaymentProviderError('the provider answered with something that is not a payment', 200);
  return {
    id,
    providerOrderId: str(json.order_id),
    status,
    amountPaise: paise(json.amount, 'payment amount'),
    currency: str(json.currency) ?? '',
    method: str(json.method),
    errorDescription: str(json.error_description),
  };
}

/** Reads Razorpay's refund entity. */
export function parseRefund(json: Json): ProviderRefund {
  const id = str(json.id);
  const paymentId = str(json.payment_id);
  if (id === null || paymentId === null)
    throw new PaymentProviderError('the provider answered with something that is not a refund', 200);
  const status = json.status === 'processed' || json.status === 'failed' ? json.status : 'pending';
  return { id, paymentId, amountPaise: paise(json.amount, 'refund amount'), status };
}

export function createRazorpayProvider(settings: RazorpaySettings): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`;
  const timeoutMs = settings.timeoutMs ?? 10_000;

  async function call(method: 'GET' | 'POST', path: string, body?: Json, headers: Record<string, string> = {}) {
    let response: Response;
    try {
      response = await fetch(`${settings.apiBase}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new PaymentProviderError(`${method} ${path}: no answer from the payment provider`, null, { cause: error });
    }
    const text = await response.text();
    let json: Json;
    try {
      json = JSON.parse(text) as Json;
    } catch {
      throw new PaymentProviderError(`${method} ${path}: ${response.status} without JSON`, response.status);
    }
    if (!response.ok) {
      const error = (json.error ?? {}) as Json;
      throw new PaymentProviderError(
        `${method} ${path}: ${response.status} ${str(error.code) ?? ''} ${str(error.description) ?? ''}`.trim(),
        response.status,
        { description: str(error.description) },
      );
    }
    return json;
  }

  const id = (value: string) => encodeURIComponent(value);

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
      const orderId = str(json.id);
      if (orderId === null) throw new PaymentProviderError('the provider created an order without an id', 200);
      return {
        id: orderId,
        amountPaise: paise(json.amount, 'order amount'),
        currency: str(json.currency) ?? '',
        receipt: str(json.receipt),
        status: str(json.status) ?? '',
      };
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
