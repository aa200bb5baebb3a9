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

/**
 * An Indian mobile number as the shop shows it everywhere: +91 98103 98942. Takes the stored +91 form, 10 national
 * digits, or either with spaces or dashes; anything else (a foreign or malformed number) is shown as it was given.
 */
export function displayPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s-]+$/.test(trimmed)) return phone;
  const digits = trimmed.replace(/\D/g, '');
  const withPrefix = trimmed.startsWith('+');
  const national =
    digits.length === PHONE_DIGITS && !withPrefix
      ? digits
      : digits.length === PHONE_DIGITS + 2 && digits.startsWith('91')
        ? digits.slice(2)
        : null;
  return national ? `${PHONE_PREFIX} ${national.slice(0, 5)} ${national.slice(5)}` : phone;
}
