// Indian mobile numbers: the shopper types 10 digits, the shop stores them with the +91 prefix. Pure functions.

export const PHONE_DIGITS = 10;
export const PHONE_PREFIX = '+91';
export const PHONE_INVALID_MESSAGE = 'Please enter a valid 10-digit phone number';

/** What a phone input keeps of typed or pasted text: digits only, at most 10. */
export function phoneInputValue(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** Null when the 10 digits are complete, otherwise the message to show. */
export function validatePhoneDigits(digits: string): string | null {
  return /^\d{10}$/.test(digits) ? null : PHONE_INVALID_MESSAGE;
}

/** The number with the +91 prefix. */
export function toE164(digits: string): string {
  return `${PHONE_PREFIX}${digits}`;
}

/** The 10 national digits of a stored +91 number (for editing), or '' when there is none. */
export function nationalDigits(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length >= PHONE_DIGITS ? digits.slice(-PHONE_DIGITS) : '';
}

/** +919876543210 → +91 98765 43210 */
export function displayPhone(e164: string): string {
  const match = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return match ? `+91 ${match[1]} ${match[2]}` : e164;
}
