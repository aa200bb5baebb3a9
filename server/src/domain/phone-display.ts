// Indian mobile numbers as the shop shows them in what the server writes (mails): +91 98103 98942. The same rules as
// the web app's displayPhone, so a number reads the same on a page and in a mail.

const NATIONAL_DIGITS = 10;
const PREFIX = '+91';

/**
 * Takes the stored +91 form, 10 national digits, or either with spaces or dashes; anything else (a foreign or
 * malformed number) is shown as it was given.
 */
export function displayPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s-]+$/.test(trimmed)) return phone;
  const digits = trimmed.replace(/\D/g, '');
  const withPrefix = trimmed.startsWith('+');
  const national =
    digits.length === NATIONAL_DIGITS && !withPrefix
      ? digits
      : digits.length === NATIONAL_DIGITS + 2 && digits.startsWith('91')
        ? digits.slice(2)
        : null;
  return national ? `${PREFIX} ${national.slice(0, 5)} ${national.slice(5)}` : phone;
}
