import { describe, expect, it } from 'vitest';
import { PaymentProviderError } from './payment-provider.js';
import { parsePayment, parseRefund } from './razorpay-provider.js';

describe('parsePayment', () => {
  it("reads Razorpay's payment entity", () => {
    expect(
      parsePayment({
        id: 'pay_1',
        entity: 'payment',
        amount: 34_900,
        currency: 'INR',
        status: 'captured',
        order_id: 'order_1',
        method: 'upi',
        error_description: null,
      }),
    ).toEqual({
      id: 'pay_1',
      providerOrderId: 'order_1',
      status: 'captured',
      amountPaise: 34_900,
      currency: 'INR',
      method: 'upi',
      errorDescription: null,
    });
  });

  it.each([
    ['no id', { status: 'captured', amount: 1 }],
    ['an unknown status', { id: 'pay_1', status: 'paid', amount: 1 }],
    ['a fractional amount', { id: 'pay_1', status: 'captured', amount: 1.5 }],
  ])('refuses %s', (_name, json) => {
    expect(() => parsePayment(json)).toThrow(PaymentProviderError);
  });
});

describe('parseRefund', () => {
  it("reads Razorpay's refund entity; anything but processed or failed is pending", () => {
    expect(parseRefund({ id: 'rfnd_1', payment_id: 'pay_1', amount: 100, status: 'processed' })).toEqual({
      id: 'rfnd_1',
      paymentId: 'pay_1',
      amountPaise: 100,
      status: 'processed',
    });
    expect(parseRefund({ id: 'rfnd_1', payment_id: 'pay_1', amount: 100, status: 'created' }).status).toBe('pending');
  });
});
