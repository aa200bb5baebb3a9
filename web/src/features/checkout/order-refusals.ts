// Where each of placeOrder's refusals (userErrors) is shown on the review step: beside the address field, the cart
// line or the payment method it names, as a step back to the account (no completed profile, no verified phone), or
// at the top of the order's problems. Pure.
import { ADDRESS_FIELDS, type AddressErrors, type AddressField } from './address-rules';

export interface OrderUserError {
  field: string | null;
  message: string;
  code: string;
}

/** Refusals the shopper resolves on their account, not on this order: checkout leads them there. */
export const ACCOUNT_REFUSAL_CODES = ['PROFILE_INCOMPLETE', 'PHONE_NOT_VERIFIED'] as const;
export type AccountRefusalCode = (typeof ACCOUNT_REFUSAL_CODES)[number];

export interface AccountRefusal {
  code: AccountRefusalCode;
  message: string;
}

/** Shown by their own controls: the terms checkbox and the coupon field. */
const SHOWN_ELSEWHERE: ReadonlySet<string> = new Set(['TERMS_NOT_ACCEPTED', 'COUPON_NOT_APPLIED']);

export interface SortedRefusals {
  address: AddressErrors;
  /** Messages per line of the order input (`input.lines[i]…`), by its index. */
  lines: Map<number, string[]>;
  /** Messages for the payment method (`paymentMethod`), e.g. too many open cash-on-delivery orders. */
  payment: string[];
  /** Messages for the gift recipient's fields (`recipient.postalCode`). */
  recipient: AddressErrors;
  /** Messages for the delivery date or slot (`delivery.slotId`), e.g. the slot filled up while placing. */
  delivery: string[];
  account: AccountRefusal | null;
  /** The rest, shown with the order's problems (rate limits, busy server …). */
  general: OrderUserError[];
}

export function isAccountRefusal(error: { code: string }): error is { code: AccountRefusalCode } {
  return (ACCOUNT_REFUSAL_CODES as readonly string[]).includes(error.code);
}

/** A server field path (`address.postalCode`, `postalCode`) as the address form's field, if it is one. */
export function addressFieldOf(field: string | null): AddressField | null {
  const last = field?.split('.').at(-1) ?? '';
  return (ADDRESS_FIELDS as readonly string[]).includes(last) ? (last as AddressField) : null;
}

/** The index of the order line a field path names (`input.lines[2].quantity`, `lines[2]`), if it names one. */
export function lineIndexOf(field: string | null): number | null {
  const match = /(?:^|\.)lines\[(\d+)\]/.exec(field ?? '');
  return match ? Number(match[1]) : null;
}

const isPaymentField = (field: string | null) => field?.split('.').at(-1) === 'paymentMethod';
const isRecipientField = (field: string | null) => /(?:^|\.)recipient\./.test(field ?? '');
const isDeliveryField = (field: string | null) => /(?:^|\.)delivery(?:\.|$)/.test(field ?? '');

export function sortRefusals(errors: readonly OrderUserError[]): SortedRefusals {
  const sorted: SortedRefusals = {
    address: {},
    lines: new Map(),
    payment: [],
    recipient: {},
    delivery: [],
    account: null,
    general: [],
  };
  for (const error of errors) {
    if (SHOWN_ELSEWHERE.has(error.code)) continue;
    // Before the field rules: PHONE_NOT_VERIFIED names "phone", which is the account's, not the delivery address's.
    if (isAccountRefusal(error)) {
      sorted.account ??= { code: error.code, message: error.message };
      continue;
    }
    const line = lineIndexOf(error.field);
    const addressField = line === null ? addressFieldOf(error.field) : null;
    if (line !== null) sorted.lines.set(line, [...(sorted.lines.get(line) ?? []), error.message]);
    else if (isPaymentField(error.field)) sorted.payment.push(error.message);
    else if (isDeliveryField(error.field)) sorted.delivery.push(error.message);
    else if (isRecipientField(error.field) && addressField) sorted.recipient[addressField] ??= error.message;
    else if (addressField) sorted.address[addressField] ??= error.message;
    else sorted.general.push(error);
  }
  return sorted;
}
