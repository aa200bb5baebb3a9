import { describe, expect, it } from 'vitest';
import { hmacHex, signaturesMatch, verifyPaymentSignature, verifyWebhookSignature } from './signatures.js';

describe('verifyPaymentSignature', () => {
  const secret = 'key-secret';
  const good = hmacHex(secret, 'order_A|pay_B');

  it('accepts the signature of this order and payment', () => {
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_B', good)).toBe(true);
  });
  it('refuses another order id (the one the browser could send back)', () => {
    expect(verifyPaymentSignature(secret, 'order_X', 'pay_B', good)).toBe(false);
  });
  it('refuses another payment id', () => {
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_C', good)).toBe(false);
  });
  it('refuses a signature made with another secret', () => {
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_B', hmacHex('other', 'order_A|pay_B'))).toBe(false);
  });
  it('refuses signatures of another length or empty ids without throwing', () => {
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_B', good.slice(1))).toBe(false);
    expect(verifyPaymentSignature(secret, 'order_A', 'pay_B', '')).toBe(false);
    expect(verifyPaymentSignature(secret, '', 'pay_B', hmacHex(secret, '|pay_B'))).toBe(false);
  });
});

describe('verifyWebhookSignature', () => {
  const secret = 'webhook-secret';
  const body = Buffer.from('{"event":"payment.captured","payload":{"amount":  34900}}');
  const good = hmacHex(secret, body);

  it('accepts the signature of the raw body', () => {
    expect(verifyWebhookSignature(secret, body, good)).toBe(true);
  });
  it('refuses a tampered body', () => {
    expect(verifyWebhookSignature(secret, Buffer.from(body.toString().replace('34900', '100')), good)).toBe(false);
  });
  it('refuses the body parsed and serialised again (whitespace differs)', () => {
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString())));
    expect(verifyWebhookSignature(secret, reserialised, good)).toBe(false);
  });
  it('refuses a signature made with the wrong secret', () => {
    expect(verifyWebhookSignature(secret, body, hmacHex('key-secret', body))).toBe(false);
  });
});

describe('signaturesMatch', () => {
  it('compares whole strings', () => {
    expect(signaturesMatch('abcd', 'abcd')).toBe(true);
    expect(signaturesMatch('abcd', 'abce')).toBe(false);
    expect(signaturesMatch('abcd', 'abcde')).toBe(false);
  });
});
