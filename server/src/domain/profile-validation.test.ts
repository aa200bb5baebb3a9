import { describe, expect, it } from 'vitest';
import {
  isValidPincode,
  normalizeIndianPhone,
  validateOtpPhone,
  validateProfileFields,
  validateResetEmail,
  validateSignUpNames,
  type ProfileFieldsInput,
} from './profile-validation.js';
import { AccountMessages as M } from './user-errors.js';

describe('normalizeIndianPhone', () => {
  it.each([
    ['9876543210', '+919876543210'],
    [' 98765 43210 ', '+919876543210'],
    ['98765-43210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['919876543210', '+919876543210'],
    ['+1 9876543210', null],
    ['+9876543210', null],
    ['987654321', null],
    ['98765432101', null],
    ['98765abc43', null],
    ['', null],
  ])('%j → %j', (input, expected) => {
    expect(normalizeIndianPhone(input)).toBe(expected);
  });
});

describe('isValidPincode', () => {
  it.each([
    ['641001', true],
    ['110001', true],
    ['041001', false],
    ['64100', false],
    ['6410011', false],
    ['64100a', false],
  ])('%j → %j', (input, expected) => {
    expect(isValidPincode(input)).toBe(expected);
  });
});

describe('validateSignUpNames', () => {
  it.each([
    [{ firstName: 'Asha', lastName: 'Raman' }, []],
    [{ firstName: '  ', lastName: 'Raman' }, [M.firstNameRequired]],
    [{ firstName: 'Asha', lastName: '' }, [M.lastNameRequired]],
    [{ firstName: '', lastName: '' }, [M.firstNameRequired, M.lastNameRequired]],
    [{ firstName: 'A'.repeat(51), lastName: 'R' }, [M.firstNameTooLong]],
  ])('%j → %j', (input, messages) => {
    const result = validateSignUpNames(input);
    expect(result.ok ? [] : result.errors.map((error) => error.message)).toEqual(messages);
  });

  it('trims and collapses spaces', () => {
    expect(validateSignUpNames({ firstName: '  Asha  ', lastName: 'Devi   Raman' })).toEqual({
      ok: true,
      value: { firstName: 'Asha', lastName: 'Devi Raman' },
    });
  });
});

describe('validateProfileFields', () => {
  const valid: ProfileFieldsInput = {
    firstName: 'Asha',
    lastName: 'Raman',
    phone: '9876543210',
    address: '12, Race Course Road',
    city: 'Coimbatore',
    pincode: '641018',
    state: 'tamil nadu',
  };

  it('normalises a valid form', () => {
    expect(validateProfileFields(valid)).toEqual({
      ok: true,
      value: {
        firstName: 'Asha',
        lastName: 'Raman',
        phone: '+919876543210',
        address: '12, Race Course Road',
        city: 'Coimbatore',
        pincode: '641018',
        state: 'Tamil Nadu',
      },
    });
  });

  it('treats empty optional fields as cleared', () => {
    const result = validateProfileFields({ firstName: 'Asha', lastName: 'Raman', phone: ' ', address: '', city: null });
    expect(result).toEqual({
      ok: true,
      value: {
        firstName: 'Asha',
        lastName: 'Raman',
        phone: null,
        address: null,
        city: null,
        pincode: null,
        state: null,
      },
    });
  });

  it.each<[string, Partial<ProfileFieldsInput>, Array<[string, string, string]>]>([
    ['missing first name', { firstName: '' }, [['firstName', 'REQUIRED', M.firstNameRequired]]],
    ['bad phone', { phone: '12345' }, [['phone', 'INVALID', M.phoneInvalid]]],
    ['long address', { address: 'x'.repeat(201) }, [['address', 'TOO_LONG', M.addressTooLong]]],
    ['long city', { city: 'x'.repeat(61) }, [['city', 'TOO_LONG', M.cityTooLong]]],
    ['PIN starting with 0', { pincode: '012345' }, [['pincode', 'INVALID', M.pincodeInvalid]]],
    ['PIN of 5 digits', { pincode: '64101' }, [['pincode', 'INVALID', M.pincodeInvalid]]],
    ['unknown state', { state: 'Ceylon' }, [['state', 'INVALID', M.stateInvalid]]],
    [
      'several at once, in form order',
      { lastName: '', pincode: 'abc', phone: 'x', state: 'Nowhere' },
      [
        ['lastName', 'REQUIRED', M.lastNameRequired],
        ['phone', 'INVALID', M.phoneInvalid],
        ['pincode', 'INVALID', M.pincodeInvalid],
        ['state', 'INVALID', M.stateInvalid],
      ],
    ],
  ])('%s', (_name, patch, expected) => {
    const result = validateProfileFields({ ...valid, ...patch });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.map((e) => [e.field, e.code, e.message])).toEqual(expected);
  });
});

describe('validateResetEmail', () => {
  it.each([
    ['', M.resetEmailRequired],
    ['   ', M.resetEmailRequired],
    ['not-an-email', M.emailInvalid],
    ['a@b', M.emailInvalid],
    ['asha@@example.com', M.emailInvalid],
  ])('%j is refused with %j', (input, message) => {
    const result = validateResetEmail(input);
    expect(result.ok ? null : result.errors[0]?.message).toBe(message);
  });

  it('lower-cases and trims a valid address', () => {
    expect(validateResetEmail(' Asha@Example.COM ')).toEqual({ ok: true, value: 'asha@example.com' });
  });
});

describe('validateOtpPhone', () => {
  it('accepts 10 digits and returns E.164', () => {
    expect(validateOtpPhone('9876543210')).toEqual({ ok: true, value: '+919876543210' });
  });
  it('refuses anything else with "Please enter a valid 10-digit phone number"', () => {
    const result = validateOtpPhone('98765');
    expect(result.ok ? null : result.errors[0]?.message).toBe('Please enter a valid 10-digit phone number');
  });
});
