// Razorpay's entities as the provider reads them (payment, refund, order): strict about ids and amounts, tolerant
// about the rest.
import {
  PaymentProviderError,
  type ProviderOrder,
  type ProviderPayment,
  type ProviderRefund,
} from './payment-provider.js';

const PAYMENT_STATUSES: readonly ProviderPayment['status'][] = [
  'created',
  'authorized',
  'captured',
  'refunded',
  'failed',
];

export type Json = Record<string, unknown>;

export function str(value: unknown): string | null {
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

/** Reads Razorpay's order entity. */
export function parseOrder(json: Json): ProviderOrder {
  const orderId = str(json.id);
  if (orderId === null) throw new PaymentProviderError('the provider created an order without an id', 200);
  return {
    id: orderId,
    amountPaise: paise(json.amount, 'order amount'),
    currency: str(json.currency) ?? '',
    receipt: str(json.receipt),
    status: str(json.status) ?? '',
  };
}
