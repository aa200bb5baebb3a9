/**
 * Tolerant readers for field values of documents written by hand, by old admin tools or by scripts: each returns the
 * value in the expected type, or null when the field is missing or cannot be read as that type.
 */

export type DocumentData = Record<string, unknown>;

export function isRecord(value: unknown): value is DocumentData {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed, non-empty string; numbers are accepted as their decimal text. */
export function readText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** A finite number, also from numeric strings such as "12" or " 4.5 ". */
export function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return Number(value);
  return null;
}

/** true/false, also from "true"/"false", "yes"/"no" and 1/0. */
export function readBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value === 'string') {
    const lowered = value.trim().toLowerCase();
    if (lowered === 'true' || lowered === 'yes' || lowered === '1') return true;
    if (lowered === 'false' || lowered === 'no' || lowered === '0' || lowered === '') return false;
  }
  return null;
}

/** A list of non-empty strings; a single string counts as a one-item list; other items are skipped. */
export function readTextList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  const texts: string[] = [];
  for (const item of items) {
    const text = readText(item);
    if (text !== null) texts.push(text);
  }
  return texts;
}

// Below this a number is taken as seconds since the epoch rather than milliseconds (1e11 ms is March 1973).
const SECONDS_LIMIT = 1e11;

/**
 * A moment in milliseconds since the epoch, from a Firestore Timestamp, a serialised timestamp
 * ({seconds, nanoseconds} or {_seconds, _nanoseconds}), a Date, an ISO 8601 string, or a number of milliseconds.
 */
export function readMillis(value: unknown): number | null {
  let millis: number | null = null;
  if (value instanceof Date) {
    millis = value.getTime();
  } else if (typeof value === 'number') {
    millis = value < SECONDS_LIMIT ? value * 1000 : value;
  } else if (typeof value === 'string') {
    const trimmed = value.trim();
    const numeric = readNumber(trimmed);
    millis = numeric !== null ? readMillis(numeric) : trimmed === '' ? null : Date.parse(trimmed);
  } else if (isRecord(value)) {
    if (typeof value.toMillis === 'function') {
      millis = (value.toMillis as () => number).call(value);
    } else {
      const seconds = readNumber(value.seconds ?? value._seconds);
      const nanos = readNumber(value.nanoseconds ?? value._nanoseconds) ?? 0;
      millis = seconds === null ? null : seconds * 1000 + Math.floor(nanos / 1e6);
    }
  }
  return millis !== null && Number.isFinite(millis) && Math.abs(millis) <= 8.64e15 ? Math.round(millis) : null;
}
