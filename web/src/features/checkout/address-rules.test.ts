import { describe, expect, it } from 'vitest';
import {
  addressFromProfile,
  AddressMessages,
  isValidPostalCode,
  parseStoredAddress,
  pinStateMismatch,
  postalCodeInputValue,
  toAddressInput,
  validateAddress,
  type CheckoutAddress,
} from './address-rules';

const states = ['Kerala', 'Tamil Nadu'];
const good: CheckoutAddress = {
  firstName: 'Priya',
  lastName: 'Raman',
  phone: '9876543210',
  address: '12 Race Course Road',
  city: 'Coimbatore',
  postalCode: '641018',
  state: 'Tamil Nadu',
};

describe('validateAddress', () => {
  it('accepts a complete address', () => {
    expect(validateAddress(good, states)).toEqual({});
  });

  it('names every missing field with its message', () => {
    const empty = Object.fromEntries(Object.keys(good).map((k) => [k, ' '])) as unknown as CheckoutAddress;
    expect(validateAddress(empty, states)).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      phone: 'Please enter a valid 10-digit phone number',
      address: AddressMessages.addressRequired,
      city: AddressMessages.cityRequired,
      postalCode: 'Please enter a valid 6-digit PIN code',
      state: 'Please select your state',
    });
  });

  it.each([
    ['641018', true],
    ['110001', true],
    ['041018', false],
    ['64101', false],
    ['6410188', false],
    ['64a018', false],
  ])('PIN %s valid: %s', (pin, valid) => {
    expect(isValidPostalCode(pin)).toBe(valid);
    expect(validateAddress({ ...good, postalCode: pin }, states).postalCode === undefined).toBe(valid);
  });

  it('wants 10 phone digits, a known state and bounded lengths', () => {
    expect(validateAddress({ ...good, phone: '98765' }, states).phone).toBe(AddressMessages.phoneInvalid);
    expect(validateAddress({ ...good, state: 'Atlantis' }, states).state).toBe(AddressMessages.stateRequired);
    expect(validateAddress({ ...good, firstName: 'x'.repeat(51) }, states).firstName).toBe(
      'Please keep this under 51 characters',
    );
  });
});

describe('addressFromProfile', () => {
  it('prefills from the profile: national phone digits, pincode as postalCode', () => {
    expect(
      addressFromProfile({
        firstName: 'Priya',
        lastName: 'Raman',
        phone: '+919876543210',
        address: '12 Race Course Road',
        city: 'Coimbatore',
        pincode: '641018',
        state: 'Tamil Nadu',
      }),
    ).toEqual(good);
  });

  it('starts empty without a profile', () => {
    expect(addressFromProfile(null).firstName).toBe('');
  });
});

describe('toAddressInput and storage', () => {
  it("trims, adds +91 and sends the account's e-mail, whatever an older draft held", () => {
    const olderDraft = { ...good, city: ' Coimbatore ', email: 'someone-else@example.in' };
    expect(toAddressInput(olderDraft, 'priya@example.in')).toEqual({
      ...good,
      phone: '+919876543210',
      email: 'priya@example.in',
    });
  });

  it('reads back only complete addresses', () => {
    expect(parseStoredAddress(good)).toEqual(good);
    expect(parseStoredAddress({ ...good, city: 3 })).toBeNull();
    expect(parseStoredAddress('x')).toBeNull();
  });

  it('keeps digits of a typed PIN', () => {
    expect(postalCodeInputValue('641 018x9')).toBe('641018');
  });
});

describe('pinStateMismatch', () => {
  const delhi = { pin: '110001', city: 'New Delhi', state: 'Delhi' };

  it('names both states when the PIN belongs to another', () => {
    expect(pinStateMismatch({ postalCode: '110001', state: 'Tamil Nadu' }, delhi)).toBe(
      'PIN code 110001 belongs to Delhi, not Tamil Nadu.',
    );
  });

  it('says nothing when they agree, before a state is chosen, or for an answer about another PIN', () => {
    expect(pinStateMismatch({ postalCode: '110001', state: 'Delhi' }, delhi)).toBeNull();
    expect(pinStateMismatch({ postalCode: '110001', state: '' }, delhi)).toBeNull();
    expect(pinStateMismatch({ postalCode: '641018', state: 'Tamil Nadu' }, delhi)).toBeNull();
    expect(pinStateMismatch({ postalCode: '110001', state: 'Tamil Nadu' }, null)).toBeNull();
  });
});
