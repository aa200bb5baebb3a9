// The delivery address of checkout's first step: its fields, the messages beside them, and how it is prefilled from
// the shopper's profile. The confirmation e-mail is not among them: it is the account's own, never typed here.
// Pure functions.
import { nationalDigits, PHONE_INVALID_MESSAGE, toE164 } from '../../lib/phone';

/** The address as the form holds it: the phone as its 10 national digits (the form shows +91 before them). */
export interface CheckoutAddress {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  state: string;
  /** A landmark near the door ("Opposite the temple"); optional, so drafts kept before it read as without one. */
  landmark?: string;
}

export type AddressField = Exclude<keyof CheckoutAddress, 'landmark'>;
export type AddressErrors = Partial<Record<AddressField | 'landmark', string>>;

/** The longest landmark (the server refuses longer ones the same way). */
export const LANDMARK_MAX_LENGTH = 100;

export const ADDRESS_FIELDS: readonly AddressField[] = [
  'firstName',
  'lastName',
  'phone',
  'address',
  'city',
  'postalCode',
  'state',
];

export const EMPTY_ADDRESS: CheckoutAddress = {
  firstName: '',
  lastName: '',
  phone: '',
  address: '',
  city: '',
  postalCode: '',
  state: '',
};

/** The longest each field may be (the server refuses longer ones the same way). */
export const ADDRESS_MAX_LENGTH: Record<AddressField, number> = {
  firstName: 50,
  lastName: 50,
  phone: 10,
  address: 200,
  city: 60,
  postalCode: 6,
  state: 100,
};

export const AddressMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  phoneInvalid: PHONE_INVALID_MESSAGE,
  addressRequired: 'Please enter your street address',
  cityRequired: 'Please enter your city or town',
  postalCodeInvalid: 'Please enter a valid 6-digit PIN code',
  stateRequired: 'Please select your state',
  tooLong: (max: number) => `Please keep this under ${max + 1} characters`,
} as const;

/** PIN codes are 6 digits and never start with 0. */
export function isValidPostalCode(pin: string): boolean {
  return /^[1-9]\d{5}$/.test(pin);
}

/** What the PIN input keeps of typed text: digits only, at most 6. */
export function postalCodeInputValue(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}

/** A message per field that is not right yet; an empty object when the address can be used. */
export function validateAddress(address: CheckoutAddress, states: readonly string[]): AddressErrors {
  const errors: AddressErrors = {};
  const blank = (field: AddressField) => address[field].trim() === '';
  if (blank('firstName')) errors.firstName = AddressMessages.firstNameRequired;
  if (blank('lastName')) errors.lastName = AddressMessages.lastNameRequired;
  if (!/^\d{10}$/.test(address.phone)) errors.phone = AddressMessages.phoneInvalid;
  if (blank('address')) errors.address = AddressMessages.addressRequired;
  if (blank('city')) errors.city = AddressMessages.cityRequired;
  if (!isValidPostalCode(address.postalCode)) errors.postalCode = AddressMessages.postalCodeInvalid;
  if (!states.includes(address.state)) errors.state = AddressMessages.stateRequired;
  for (const field of ADDRESS_FIELDS) {
    if (!errors[field] && address[field].trim().length > ADDRESS_MAX_LENGTH[field]) {
      errors[field] = AddressMessages.tooLong(ADDRESS_MAX_LENGTH[field]);
    }
  }
  if ((address.landmark ?? '').trim().length > LANDMARK_MAX_LENGTH) {
    errors.landmark = AddressMessages.tooLong(LANDMARK_MAX_LENGTH);
  }
  return errors;
}

const PLACE_FIELDS: readonly AddressField[] = ['address', 'city', 'postalCode', 'state'];

/** A gift's buyer gives only name, phone and e-mail: the errors of those fields (the recipient gives the address). */
export function validateBuyerContact(address: CheckoutAddress, states: readonly string[]): AddressErrors {
  const errors = validateAddress(address, states);
  for (const field of PLACE_FIELDS) delete errors[field];
  delete errors.landmark;
  return errors;
}

/** The buyer as a gift's order sends them: no address (the server stores none; the invoice needs none). */
export function contactOnly(address: CheckoutAddress): CheckoutAddress {
  return { ...address, address: '', landmark: '', city: '', postalCode: '', state: '' };
}

export interface ProfileAddressSource {
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  address?: string | null;
  city?: string | null;
  pincode?: string | null;
  state?: string | null;
}

/** The address step's starting values from the shopper's profile (its pincode is checkout's postalCode). */
export function addressFromProfile(profile: ProfileAddressSource | null | undefined): CheckoutAddress {
  if (!profile) return { ...EMPTY_ADDRESS };
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    phone: nationalDigits(profile.phone),
    address: profile.address ?? '',
    city: profile.city ?? '',
    postalCode: postalCodeInputValue(profile.pincode ?? ''),
    state: profile.state ?? '',
  };
}

/**
 * The address as placeOrder takes it: trimmed, the phone with +91, and the account's own e-mail (the schema still
 * asks for one; the server sends the confirmation to the account's e-mail whatever this says).
 */
export function toAddressInput(address: CheckoutAddress, accountEmail: string): CheckoutAddress & { email: string } {
  return { ...toRecipientInput(address), email: accountEmail };
}

/** An address as the API takes it: trimmed, the phone with +91, a landmark only when there is one. */
export function toRecipientInput(address: CheckoutAddress): CheckoutAddress {
  const trimmed = Object.fromEntries(
    ADDRESS_FIELDS.map((field) => [field, address[field].trim()]),
  ) as unknown as CheckoutAddress;
  const landmark = address.landmark?.trim() ?? '';
  return { ...trimmed, phone: toE164(trimmed.phone), ...(landmark ? { landmark } : {}) };
}

/** A stored value read back: a complete CheckoutAddress of strings, or null. */
export function parseStoredAddress(value: unknown): CheckoutAddress | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const address = { ...EMPTY_ADDRESS };
  for (const field of ADDRESS_FIELDS) {
    const item = record[field];
    if (typeof item !== 'string') return null;
    address[field] = item;
  }
  const landmark = record['landmark'];
  return typeof landmark === 'string' ? { ...address, landmark } : address;
}

/** A place of India Post's PIN directory, as the server answers it. */
export interface PinPlace {
  pin: string;
  city: string;
  state: string;
}

/** "PIN code 110001 belongs to Delhi, not Tamil Nadu." when the chosen state is not the PIN's; else null. */
/** Under the PIN when the directory knows no such PIN (the server refuses it in the same words). */
export const unknownPinMessage = (pin: string) => `We could not find PIN code ${pin}. Please check it.`;

export function pinStateMismatch(address: Pick<CheckoutAddress, 'postalCode' | 'state'>, place: PinPlace | null) {
  if (!place || place.pin !== address.postalCode || !address.state || place.state === address.state) return null;
  return `PIN code ${place.pin} belongs to ${place.state}, not ${address.state}.`;
}
