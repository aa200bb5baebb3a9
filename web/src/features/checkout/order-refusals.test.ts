import { describe, expect, it } from 'vitest';
import { lineIndexOf, sortRefusals } from './order-refusals';

const error = (code: string, field: string | null, message = `${code} message`) => ({ code, field, message });

describe('sortRefusals', () => {
  it('puts each refusal beside what it names', () => {
    const sorted = sortRefusals([
      error('QUANTITY_LIMIT', 'input.lines[1].quantity', 'You already have 2 of Rose Mug in open orders.'),
      error('OPEN_ORDERS_LIMIT', 'paymentMethod', 'You have 3 cash-on-delivery orders open.'),
      error('RATE_LIMITED', null, 'Too many orders at once.'),
      error('INVALID', 'address.postalCode', 'PIN code looks wrong.'),
    ]);
    expect(sorted.lines).toEqual(new Map([[1, ['You already have 2 of Rose Mug in open orders.']]]));
    expect(sorted.payment).toEqual(['You have 3 cash-on-delivery orders open.']);
    expect(sorted.address).toEqual({ postalCode: 'PIN code looks wrong.' });
    expect(sorted.general.map((e) => e.code)).toEqual(['RATE_LIMITED']);
    expect(sorted.account).toBeNull();
  });

  it('takes PROFILE_INCOMPLETE and PHONE_NOT_VERIFIED (field "phone") as the account, not the delivery phone', () => {
    const sorted = sortRefusals([
      error('PHONE_NOT_VERIFIED', 'phone', 'Verify your phone number to place orders.'),
      error('PROFILE_INCOMPLETE', null),
    ]);
    expect(sorted.account).toEqual({
      code: 'PHONE_NOT_VERIFIED',
      message: 'Verify your phone number to place orders.',
    });
    expect(sorted.address).toEqual({});
    expect(sorted.general).toEqual([]);
  });

  it('leaves the terms and the coupon to their own controls', () => {
    const sorted = sortRefusals([
      error('TERMS_NOT_ACCEPTED', 'acceptTerms'),
      error('COUPON_NOT_APPLIED', 'couponCode'),
    ]);
    expect(sorted.general).toEqual([]);
  });

  it('reads line indexes from field paths', () => {
    expect(lineIndexOf('input.lines[12].quantity')).toBe(12);
    expect(lineIndexOf('lines[0]')).toBe(0);
    expect(lineIndexOf('address.phone')).toBeNull();
    expect(lineIndexOf(null)).toBeNull();
  });
});

describe('delivery and recipient refusals', () => {
  it('go beside the date and slot picker and the recipient fields, not the buyer address', () => {
    const sorted = sortRefusals([
      { field: 'delivery.slotId', code: 'DELIVERY_UNAVAILABLE', message: 'Midnight on Sat 28 Nov is full.' },
      { field: 'recipient.postalCode', code: 'PIN_STATE_MISMATCH', message: 'PIN code 110001 belongs to Delhi.' },
    ]);
    expect(sorted.delivery).toEqual(['Midnight on Sat 28 Nov is full.']);
    expect(sorted.recipient).toEqual({ postalCode: 'PIN code 110001 belongs to Delhi.' });
    expect(sorted.address).toEqual({});
    expect(sorted.general).toEqual([]);
  });
});
