// What the shopper sends to check out: the delivery address they typed (answered with field-named user errors,
// in the order of the form) and the cart lines (answered with BAD_USER_INPUT, as the cart's own lines are).
// The address must also be a valid profile, since "save this address to my profile" writes it there.
import { isValidEmail, validateProfileFields, type Validation } from './profile-validation.js';
import { AccountMessages, userError, type UserError } from './user-errors.js';
import type { CartLineRequest } from './cart.js';
import { InvalidArgumentError } from './errors.js';
import { MAX_CART_LINES, validateCartLines, type CartLineArgument } from './validation.js';

export const MAX_CHECKOUT_LINE_QUANTITY = 99;
export const MAX_PRODUCT_ID_LENGTH = 200;
export const MAX_VARIANT_LENGTH = 100;

/** The delivery address as the checkout form sends it (the fields of a stored order's addressData). */
export interface CheckoutAddressInput {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  postalCode?: string | null;
  state?: string | null;
}

/** A checked address: trimmed, spaces collapsed, e-mail in lower case, phone as +91 and 10 digits, canonical state. */
export interface CheckoutAddress {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly phone: string;
  readonly address: string;
  readonly city: string;
  readonly postalCode: string;
  readonly state: string;
}

export const CheckoutMessages = {
  emailRequired: 'Email is required',
  phoneRequired: 'Phone number is required',
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  postalCodeRequired: 'PIN code is required',
  stateRequired: 'State is required',
} as const;

const FIELD_ORDER: readonly (keyof CheckoutAddress)[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'address',
  'city',
  'postalCode',
  'state',
];

/** Every field is required; at most one error a field, in the order of the form. */
export function validateCheckoutAddress(input: CheckoutAddressInput): Validation<CheckoutAddress> {
  const profile = validateProfileFields({
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    phone: input.phone,
    address: input.address,
    city: input.city,
    pincode: input.postalCode,
    state: input.state,
  });
  const errors: UserError[] = profile.ok
    ? []
    : profile.errors.map((error) => (error.field === 'pincode' ? { ...error, field: 'postalCode' } : error));
  const failed = new Set(errors.map((error) => error.field));
  const required: [keyof CheckoutAddressInput, string][] = [
    ['phone', CheckoutMessages.phoneRequired],
    ['address', CheckoutMessages.addressRequired],
    ['city', CheckoutMessages.cityRequired],
    ['postalCode', CheckoutMessages.postalCodeRequired],
    ['state', CheckoutMessages.stateRequired],
  ];
  for (const [field, message] of required) {
    if (!failed.has(field) && (input[field] ?? '').trim() === '') errors.push(userError(field, 'REQUIRED', message));
  }
  const email = (input.email ?? '').trim().toLowerCase();
  if (email === '') errors.push(userError('email', 'REQUIRED', CheckoutMessages.emailRequired));
  else if (!isValidEmail(email)) errors.push(userError('email', 'INVALID', AccountMessages.emailInvalid));

  if (errors.length > 0 || !profile.ok) {
    errors.sort(
      (a, b) =>
        FIELD_ORDER.indexOf(a.field as keyof CheckoutAddress) - FIELD_ORDER.indexOf(b.field as keyof CheckoutAddress),
    );
    return { ok: false, errors };
  }
  const { firstName, lastName, phone, address, city, pincode, state } = profile.value;
  return {
    ok: true,
    value: {
      firstName,
      lastName,
      email,
      phone: phone!,
      address: address!,
      city: city!,
      postalCode: pincode!,
      state: state!,
    },
  };
}

/** 1 to 100 lines, each with a product id, an optional variant and a quantity from 1 to 99. */
export function validateCheckoutLines(lines: readonly CartLineArgument[]): CartLineRequest[] {
  if (lines.length === 0) throw new InvalidArgumentError('lines', 'at least one line is needed to check out');
  if (lines.length > MAX_CART_LINES)
    throw new InvalidArgumentError('lines', `at most ${MAX_CART_LINES} lines (got ${lines.length})`);
  lines.forEach((line, index) => {
    if (line.productId.trim() === '') throw new InvalidArgumentError(`lines[${index}].productId`, 'must not be empty');
    if (line.productId.length > MAX_PRODUCT_ID_LENGTH) {
      throw new InvalidArgumentError(
        `lines[${index}].productId`,
        `must be at most ${MAX_PRODUCT_ID_LENGTH} characters`,
      );
    }
    if (line.variant != null && (line.variant.trim() === '' || line.variant.length > MAX_VARIANT_LENGTH)) {
      throw new InvalidArgumentError(
        `lines[${index}].variant`,
        `must be 1 to ${MAX_VARIANT_LENGTH} characters when given`,
      );
    }
    if (Number.isInteger(line.quantity) && line.quantity > MAX_CHECKOUT_LINE_QUANTITY) {
      throw new InvalidArgumentError(
        `lines[${index}].quantity`,
        `must be at most ${MAX_CHECKOUT_LINE_QUANTITY} (got ${line.quantity})`,
      );
    }
  });
  return validateCartLines(lines);
}
