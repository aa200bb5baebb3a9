/**
 * What a payment attempt hands back to Checkout's caller: on success the ids and the signature Razorpay's Checkout
 * gives the `handler` (hex HMAC-SHA256 of `order_id|payment_id` with the key secret); on failure the ids and the
 * error Checkout reports to `payment.failed` listeners.
 */
import { createHmac } from 'node:crypto';
import { invalid } from './errors.js';
import type { GatewayEvent, GatewayLedger, PaymentMethod, PayOptions } from './ledger.js';

export interface PayResponse {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature?: string;
  error?: { code: string; description: string; reason: string; source: string; step: string };
}

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['upi', 'card', 'netbanking'];

export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return createHmac('sha256', keySecret).update(`${orderId}|${paymentId}`).digest('hex');
}

export function payOrder(
  deps: { ledger: GatewayLedger; keySecret: string; emit: (events: GatewayEvent[]) => void },
  orderId: string,
  outcome: 'success' | 'failure',
  opts: PayOptions = {},
): PayResponse {
  const { payment, events } = deps.ledger.pay(orderId, outcome, opts);
  deps.emit(events);
  if (payment.status === 'failed')
    return {
      razorpay_order_id: payment.order_id,
      razorpay_payment_id: payment.id,
      error: {
        code: payment.error_code ?? 'BAD_REQUEST_ERROR',
        description: payment.error_description ?? '',
        reason: payment.error_reason ?? '',
        source: payment.error_source ?? '',
        step: payment.error_step ?? '',
      },
    };
  return {
    razorpay_order_id: payment.order_id,
    razorpay_payment_id: payment.id,
    razorpay_signature: paymentSignature(payment.order_id, payment.id, deps.keySecret),
  };
}

/** Reads `{outcome, method}` from an HTTP body, refusing anything else by name. */
export function parsePayRequest(body: unknown): { outcome: 'success' | 'failure'; method: PaymentMethod } {
  const input = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const { outcome, method = 'upi' } = input;
  if (outcome !== 'success' && outcome !== 'failure')
    throw invalid('outcome', "The outcome must be 'success' or 'failure'.");
  if (typeof method !== 'string' || !PAYMENT_METHODS.includes(method as PaymentMethod))
    throw invalid('method', "The method must be 'upi', 'card' or 'netbanking'.");
  return { outcome, method: method as PaymentMethod };
}
