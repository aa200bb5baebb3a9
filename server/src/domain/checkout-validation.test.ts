import { describe, expect, it } from 'vitest';
import {
  validateCheckoutAddress,
  validateCheckoutLines,
  validateOrderLineOptions,
  type CheckoutAddressInput,
} from './checkout-validation.js';
import { InvalidArgumentError } from './errors.js';

const valid: CheckoutAddressInput = {
  firstName: 'Anitha',
  lastName: 'Raman',
  email: 'anitha@example.in',
  phone: '9876543210',
  address: '12, Avinashi Road, Peelamedu',
  city: 'Coimbatore',
  postalCode: '641004',
  state: 'Tamil Nadu',
};

function fieldsOf(input: CheckoutAddressInput) {
  const result = validateCheckoutAddress(input);
  return result.ok ? [] : result.errors.map((error) => [error.field, error.code]);
}

describe('validateCheckoutAddress', () => {
  it('returns the address cleaned up', () => {
    expect(
      validateCheckoutAddress({
        ...valid,
        firstName: '  Anitha ',
        email: ' Anitha@Example.IN ',
        phone: '98765 43210',
        address: '12,  Avinashi Road,\n Peelamedu',
        postalCode: '641 004',
        state: 'tamil nadu',
      }),
    ).toEqual({
      ok: true,
      value: { ...valid, phone: '+919876543210', address: '12, Avinashi Road, Peelamedu', email: 'anitha@example.in' },
    });
  });

  it('accepts a phone already written with +91', () => {
    const result = validateCheckoutAddress({ ...valid, phone: '+91 98765 43210' });
    expect(result.ok && result.value.phone).toBe('+919876543210');
  });

  it('requires every field, in the order of the form, with the sign-up messages for the fields the sign-up form shares', () => {
    const result = validateCheckoutAddress({});
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'firstName', code: 'REQUIRED', message: 'First name is required' },
        { field: 'lastName', code: 'REQUIRED', message: 'Last name is required' },
        { field: 'email', code: 'REQUIRED', message: 'Email is required' },
        { field: 'phone', code: 'REQUIRED', message: 'Phone number is required' },
        { field: 'address', code: 'REQUIRED', message: 'Address is required' },
        { field: 'city', code: 'REQUIRED', message: 'City is required' },
        { field: 'postalCode', code: 'REQUIRED', message: 'PIN code is required' },
        { field: 'state', code: 'REQUIRED', message: 'State is required' },
      ],
    });
  });

  it.each<[string, CheckoutAddressInput, string, string]>([
    ['blank city', { ...valid, city: '   ' }, 'city', 'REQUIRED'],
    ['9-digit phone', { ...valid, phone: '987654321' }, 'phone', 'INVALID'],
    ['11-digit phone', { ...valid, phone: '98765432101' }, 'phone', 'INVALID'],
    ['phone with letters', { ...valid, phone: '98765abcde' }, 'phone', 'INVALID'],
    ['bad e-mail', { ...valid, email: 'anitha@' }, 'email', 'INVALID'],
    ['PIN starting with 0', { ...valid, postalCode: '041004' }, 'postalCode', 'INVALID'],
    ['5-digit PIN', { ...valid, postalCode: '64100' }, 'postalCode', 'INVALID'],
    ['PIN with letters', { ...valid, postalCode: '64100A' }, 'postalCode', 'INVALID'],
    ['unknown state', { ...valid, state: 'Madras Presidency' }, 'state', 'INVALID'],
    ['10 kB address', { ...valid, address: 'x'.repeat(10_240) }, 'address', 'TOO_LONG'],
    ['10 kB city', { ...valid, city: 'x'.repeat(10_240) }, 'city', 'TOO_LONG'],
    ['10 kB first name', { ...valid, firstName: 'x'.repeat(10_240) }, 'firstName', 'TOO_LONG'],
    ['10 kB e-mail', { ...valid, email: `${'x'.repeat(10_240)}@example.in` }, 'email', 'INVALID'],
    ['10 kB phone', { ...valid, phone: '9'.repeat(10_240) }, 'phone', 'INVALID'],
    ['10 kB state', { ...valid, state: 'x'.repeat(10_240) }, 'state', 'INVALID'],
  ])('%s', (_name, input, field, code) => {
    expect(fieldsOf(input)).toEqual([[field, code]]);
  });

  it('accepts the limits exactly', () => {
    expect(
      validateCheckoutAddress({ ...valid, address: 'x'.repeat(200), city: 'y'.repeat(60), firstName: 'z'.repeat(50) })
        .ok,
    ).toBe(true);
    expect(fieldsOf({ ...valid, address: 'x'.repeat(201) })).toEqual([['address', 'TOO_LONG']]);
  });

  it('reports several problems at once, still in form order', () => {
    expect(fieldsOf({ ...valid, state: 'Atlantis', email: '', postalCode: '1234' })).toEqual([
      ['email', 'REQUIRED'],
      ['postalCode', 'INVALID'],
      ['state', 'INVALID'],
    ]);
  });
});

describe('validateCheckoutLines', () => {
  const line = { productId: 'mug', quantity: 1 };

  it('returns the lines as cart requests', () => {
    expect(validateCheckoutLines([{ ...line, variant: 'Red', quantity: 99, seenPricePaise: 299_00 }])).toEqual([
      { productId: 'mug', variant: 'Red', quantity: 99, seenPricePaise: 299_00 },
    ]);
  });

  it('accepts 100 lines and refuses 101 or 1,000', () => {
    expect(validateCheckoutLines(Array.from({ length: 100 }, () => line))).toHaveLength(100);
    expect(() => validateCheckoutLines(Array.from({ length: 101 }, () => line))).toThrow(
      new InvalidArgumentError('lines', 'at most 100 lines (got 101)'),
    );
    expect(() => validateCheckoutLines(Array.from({ length: 1_000 }, () => line))).toThrow(InvalidArgumentError);
  });

  it.each<[string, object[], string]>([
    ['no lines', [], 'Invalid argument "lines": at least one line is needed to check out.'],
    [
      'quantity 0',
      [{ productId: 'mug', quantity: 0 }],
      'Invalid argument "lines[0].quantity": must be at least 1 (got 0).',
    ],
    [
      'negative quantity',
      [{ productId: 'mug', quantity: -3 }],
      'Invalid argument "lines[0].quantity": must be at least 1 (got -3).',
    ],
    [
      'quantity 100',
      [line, { productId: 'mug', quantity: 100 }],
      'Invalid argument "lines[1].quantity": must be at most 99 (got 100).',
    ],
    [
      'huge quantity',
      [{ productId: 'mug', quantity: 2_000_000_000 }],
      'Invalid argument "lines[0].quantity": must be at most 99 (got 2000000000).',
    ],
    [
      'fractional quantity',
      [{ productId: 'mug', quantity: 1.5 }],
      'Invalid argument "lines[0].quantity": must be a whole number (got 1.5).',
    ],
    [
      'empty product id',
      [{ productId: '  ', quantity: 1 }],
      'Invalid argument "lines[0].productId": must not be empty.',
    ],
    [
      'long product id',
      [{ productId: 'p'.repeat(201), quantity: 1 }],
      'Invalid argument "lines[0].productId": must be at most 200 characters.',
    ],
    [
      'empty variant',
      [{ productId: 'ring', variant: '', quantity: 1 }],
      'Invalid argument "lines[0].variant": must be 1 to 100 characters when given.',
    ],
    [
      'long variant',
      [{ productId: 'ring', variant: 'v'.repeat(101), quantity: 1 }],
      'Invalid argument "lines[0].variant": must be 1 to 100 characters when given.',
    ],
    [
      'negative seen price',
      [{ productId: 'mug', quantity: 1, seenPricePaise: -1 }],
      'Invalid argument "lines[0].seenPricePaise": must not be negative (got -1).',
    ],
  ])('refuses %s', (_name, lines, message) => {
    expect(() => validateCheckoutLines(lines as never)).toThrow(message);
  });
});

describe('validateOrderLineOptions', () => {
  it('trims the texts, keeps line breaks, and reads empty or absent options as none', () => {
    expect(
      validateOrderLineOptions([
        { personalisation: '  Meera  ', giftWrap: true, giftMessage: ' Happy birthday!\r\nLove, Asha ' },
        { personalisation: '   ', giftWrap: null, giftMessage: null },
        {},
      ]),
    ).toEqual({
      ok: true,
      value: [
        { personalisation: 'Meera', giftWrap: true, giftMessage: 'Happy birthday!\nLove, Asha' },
        { personalisation: null, giftWrap: false, giftMessage: null },
        { personalisation: null, giftWrap: false, giftMessage: null },
      ],
    });
  });

  it('allows 500 characters after trimming and refuses 501, naming the line and the field', () => {
    expect(validateOrderLineOptions([{ giftMessage: ` ${'a'.repeat(500)} ` }]).ok).toBe(true);
    expect(validateOrderLineOptions([{}, { giftMessage: 'a'.repeat(501) }])).toEqual({
      ok: false,
      errors: [
        { field: 'lines[1].giftMessage', code: 'TOO_LONG', message: 'Gift message must be at most 500 characters' },
      ],
    });
  });

  it('refuses control characters other than line breaks and tabs, reporting every bad field', () => {
    expect(validateOrderLineOptions([{ personalisation: 'Tab\there' }]).ok).toBe(true);
    expect(validateOrderLineOptions([{ personalisation: 'Me\u0000era', giftMessage: 'Hi\u001b[31m' }])).toEqual({
      ok: false,
      errors: [
        {
          field: 'lines[0].personalisation',
          code: 'INVALID',
          message: 'Personalisation must not contain control characters',
        },
        { field: 'lines[0].giftMessage', code: 'INVALID', message: 'Gift message must not contain control characters' },
      ],
    });
  });
});
