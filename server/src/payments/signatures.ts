// Razorpay's signature formulas: HMAC-SHA256 in hex, compared in constant time.
import { createHmac, timingSafeEqual } from 'node:crypto';

export function hmacHex(secret: string, message: string | Buffer): string {
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** Constant-time comparison of a hex signature we computed with one we were given (any length, any content). */
export function signaturesMatch(expectedHex: string, given: string): boolean {
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  // timingSafeEqual throws on different lengths; the length of an HMAC is public anyway.
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The Checkout.js handler's razorpay_signature: HMAC(key secret, order_id + "|" + payment_id). */
export function verifyPaymentSignature(
  keySecret: string,
  providerOrderId: string,
  paymentId: string,
  signature: string,
): boolean {
  if (providerOrderId === '' || paymentId === '') return false;
  return signaturesMatch(hmacHex(keySecret, `${providerOrderId}|${paymentId}`), signature);
}

/** X-Razorpay-Signature: HMAC(webhook secret, raw request body), before any parsing. */
export function verifyWebhookSignature(webhookSecret: string, rawBody: Buffer, signature: string): boolean {
  return signaturesMatch(hmacHex(webhookSecret, rawBody), signature);
}
