// Pure validation of what shoppers type into the profile and sign-up forms. No Firestore, no GraphQL.
import { canonicalIndianState } from './indian-states.js';
import { AccountMessages as M, userError, type UserError } from './user-errors.js';

export const NAME_MAX_LENGTH = 50;
export const ADDRESS_MAX_LENGTH = 200;
export const CITY_MAX_LENGTH = 60;
export const EMAIL_MAX_LENGTH = 254;

export type Validation<T> = { ok: true; value: T } | { ok: false; errors: UserError[] };

/** The editable profile fields after validation: trimmed, phone in E.164, empty optional fields as null. */
export interface ProfileFields {
  firstName: string;
  lastName: string;
  phone: string | null;
  address: string | null;
  city: string | null;
  pincode: string | null;
  state: string | null;
}

export interface ProfileFieldsInput {
  firstName: string;
  lastName: string;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  pincode?: string | null;
  state?: string | null;
}

/**
 * An Indian phone number in E.164 (+91 and 10 digits), or null when the input is not one. Accepts 10 digits, or
 * 12 digits starting with 91, with or without '+', ignoring spaces, dashes, dots and brackets.
 */
export function normalizeIndianPhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s\-().]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  const hasPlus = trimmed.startsWith('+');
  if (digits.length === 10 && !hasPlus) return `+91${digits}`;
  if (digits.length === 12 && digits.startsWith('91')) return `+${digits}`;
  return null;
}

/** PIN code: exactly 6 digits, the first from 1 to 9. */
export function isValidPincode(input: string): boolean {
  return /^[1-9]\d{5}$/.test(input);
}

export function isValidEmail(input: string): boolean {
  return input.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(input);
}

function collapseSpaces(input: string): string {
  return input.trim().replace(/\s+/g, ' ');
}

/** Empty and whitespace-only optional inputs mean "no value". */
function optionalText(input: string | null | undefined): string | null {
  if (input === null || input === undefined) return null;
  const text = collapseSpaces(input);
  return text === '' ? null : text;
}

function checkName(field: 'firstName' | 'lastName', input: string, errors: UserError[]): string {
  const name = collapseSpaces(input);
  const required = field === 'firstName' ? M.firstNameRequired : M.lastNameRequired;
  const tooLong = field === 'firstName' ? M.firstNameTooLong : M.lastNameTooLong;
  if (name === '') errors.push(userError(field, 'REQUIRED', required));
  else if (name.length > NAME_MAX_LENGTH) errors.push(userError(field, 'TOO_LONG', tooLong));
  return name;
}

/** The names given at sign-up. */
export function validateSignUpNames(input: { firstName: string; lastName: string }): Validation<{
  firstName: string;
  lastName: string;
}> {
  const errors: UserError[] = [];
  const firstName = checkName('firstName', input.firstName, errors);
  const lastName = checkName('lastName', input.lastName, errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { firstName, lastName } };
}

/** The whole profile form. Errors come in the order of the form's fields, at most one per field. */
export function validateProfileFields(input: ProfileFieldsInput): Validation<ProfileFields> {
  const errors: UserError[] = [];
  const firstName = checkName('firstName', input.firstName, errors);
  const lastName = checkName('lastName', input.lastName, errors);

  let phone: string | null = null;
  const phoneText = optionalText(input.phone);
  if (phoneText !== null) {
    phone = normalizeIndianPhone(phoneText);
    if (phone === null) errors.push(userError('phone', 'INVALID', M.phoneInvalid));
  }

  const address = optionalText(input.address);
  if (address !== null && address.length > ADDRESS_MAX_LENGTH) {
    errors.push(userError('address', 'TOO_LONG', M.addressTooLong));
  }

  const city = optionalText(input.city);
  if (city !== null && city.length > CITY_MAX_LENGTH) errors.push(userError('city', 'TOO_LONG', M.cityTooLong));

  const pincode = optionalText(input.pincode)?.replace(/\s/g, '') ?? null;
  if (pincode !== null && !isValidPincode(pincode)) errors.push(userError('pincode', 'INVALID', M.pincodeInvalid));

  let state: string | null = null;
  const stateText = optionalText(input.state);
  if (stateText !== null) {
    state = canonicalIndianState(stateText);
    if (state === null) errors.push(userError('state', 'INVALID', M.stateInvalid));
  }

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { firstName, lastName, phone, address, city, pincode, state } };
}

/** The address typed into the Forget Password dialog. */
export function validateResetEmail(input: string): Validation<string> {
  const email = input.trim().toLowerCase();
  if (email === '') return { ok: false, errors: [userError('email', 'REQUIRED', M.resetEmailRequired)] };
  if (!isValidEmail(email)) return { ok: false, errors: [userError('email', 'INVALID', M.emailInvalid)] };
  return { ok: true, value: email };
}

/** A phone number to send an OTP to. */
export function validateOtpPhone(input: string): Validation<string> {
  const phone = normalizeIndianPhone(input);
  return phone === null
    ? { ok: false, errors: [userError('phone', 'INVALID', M.phoneInvalid)] }
    : { ok: true, value: phone };
}
