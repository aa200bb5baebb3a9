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

export const MAX_LINE_OPTION_LENGTH = 500;

/** What the shopper chose for one order line, as sent. */
export interface OrderLineOptionsInput {
  personalisation?: string | null;
  giftWrap?: boolean | null;
  giftMessage?: string | null;
}

/** One line's options, checked: texts trimmed (line breaks kept as "\n"), empty texts as null. */
export interface OrderLineOptions {
  readonly personalisation: string | null;
  readonly giftWrap: boolean;
  readonly giftMessage: string | null;
}

const LINE_OPTION_LABELS = { personalisation: 'Personalisation', giftMessage: 'Gift message' } as const;

// Line breaks and tabs come from the product page's text areas; other control characters cannot be printed.
function hasControlCharacter(text: string): boolean {
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if ((code < 0x20 && character !== '\n' && character !== '\t') || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

function lineOptionText(
  value: string | null | undefined,
  field: string,
  label: string,
): { ok: true; value: string | null } | { ok: false; error: UserError } {
  if (value == null) return { ok: true, value: null };
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (text.length > MAX_LINE_OPTION_LENGTH)
    return {
      ok: false,
      error: userError(field, 'TOO_LONG', `${label} must be at most ${MAX_LINE_OPTION_LENGTH} characters`),
    };
  if (hasControlCharacter(text))
    return { ok: false, error: userError(field, 'INVALID', `${label} must not contain control characters`) };
  return { ok: true, value: text === '' ? null : text };
}

/** Each line's personalisation and gift message: at most 500 characters after trimming, no control characters. */
export function validateOrderLineOptions(lines: readonly OrderLineOptionsInput[]): Validation<OrderLineOptions[]> {
  const errors: UserError[] = [];
  const value = lines.map((line, index): OrderLineOptions => {
    const texts = (['personalisation', 'giftMessage'] as const).map((name) => {
      const checked = lineOptionText(line[name], `lines[${index}].${name}`, LINE_OPTION_LABELS[name]);
      if (!checked.ok) errors.push(checked.error);
      return checked.ok ? checked.value : null;
    });
    return { personalisation: texts[0]!, giftWrap: line.giftWrap === true, giftMessage: texts[1]! };
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, value };
}
