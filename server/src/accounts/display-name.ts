/**
 * Splits a display name (as Google gives it) into first and last name: the first word is the first name, the rest the
 * last name. A single word leaves the last name empty; no name at all falls back to the e-mail's local part.
 */
export function splitDisplayName(
  displayName: string | null | undefined,
  email: string | null | undefined,
): {
  firstName: string;
  lastName: string;
} {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    const localPart = (email ?? '').split('@')[0]?.trim() ?? '';
    return { firstName: localPart.slice(0, 50), lastName: '' };
  }
  const [first = '', ...rest] = words;
  return { firstName: first.slice(0, 50), lastName: rest.join(' ').slice(0, 50) };
}
