import { describe, expect, it } from 'vitest';
import { refundErrorsOf, refundInputOf, RefundFormMessages, rupeesText } from './refund-form';

describe('refund form', () => {
  it('shows paise as rupees and sends rupees as paise', () => {
    expect(rupeesText(42_800)).toBe('428');
    expect(rupeesText(34_950)).toBe('349.50');
    expect(refundInputOf({ amount: '₹1,299.5', reason: 'Damaged' })).toEqual({
      ok: true,
      amountPaise: 129_950,
      reason: 'Damaged',
    });
  });

  it('keeps what cannot be sent, with a message beside each field', () => {
    expect(refundInputOf({ amount: '12.345', reason: ' ' })).toEqual({
      ok: false,
      errors: { amount: RefundFormMessages.amountInvalid, reason: RefundFormMessages.reasonRequired },
    });
    expect(refundInputOf({ amount: '0', reason: 'x' })).toMatchObject({
      ok: false,
      errors: { amount: expect.any(String) },
    });
  });

  it("places the server's errors beside the field they name", () => {
    expect(
      refundErrorsOf([
        { field: 'input.amountPaise', message: 'At most ₹100 can still be refunded on this order.' },
        { field: 'input.reason', message: 'Too long' },
        { field: 'id', message: 'Cash on delivery' },
      ]),
    ).toEqual({
      amount: 'At most ₹100 can still be refunded on this order.',
      reason: 'Too long',
      general: 'Cash on delivery',
    });
  });
});
