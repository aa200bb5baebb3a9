// Checking what a client sends the gateway's API, with Razorpay's own error messages.
import { invalid } from './errors.js';

/** Razorpay answers an empty notes object as `[]` (a PHP quirk of the real API), so clients must accept both. */
export type Notes = Record<string, string | number> | [];

const MAX_NOTES = 15;
const MAX_NOTE_LENGTH = 256;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseNotes(value: unknown): Notes {
  if (value === undefined || value === null) return [];
  if (!isPlainObject(value)) throw invalid('notes', 'The notes must be a key-value object.');
  const entries = Object.entries(value);
  if (entries.length > MAX_NOTES) throw invalid('notes', `Number of notes must not exceed ${MAX_NOTES}.`);
  const notes: Record<string, string | number> = {};
  for (const [key, note] of entries) {
    if (typeof note !== 'string' && typeof note !== 'number')
      throw invalid(`notes.${key}`, `The notes.${key} must be a string or a number.`);
    if (String(note).length > MAX_NOTE_LENGTH)
      throw invalid(`notes.${key}`, `The notes.${key} may not be greater than ${MAX_NOTE_LENGTH} characters.`);
    notes[key] = note;
  }
  return entries.length === 0 ? [] : notes;
}

export function rejectUnknown(body: Record<string, unknown>, allowed: Set<string>): void {
  const extra = Object.keys(body).filter((key) => !allowed.has(key));
  if (extra.length > 0) throw invalid(extra[0]!, `${extra.join(', ')} is/are not required and should not be sent`);
}

export function parseAmount(value: unknown, required: boolean): number | undefined {
  if (value === undefined || value === null) {
    if (required) throw invalid('amount', 'The amount field is required.');
    return undefined;
  }
  // Razorpay accepts integer strings ("50000") as well as numbers.
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount))
    throw invalid('amount', 'The amount must be an integer.');
  if (amount < 100) throw invalid('amount', 'The amount must be atleast INR 1.00');
  return amount;
}

export function parseReceipt(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid('receipt', 'The receipt must be a string.');
  if (value.length > 40) throw invalid('receipt', 'The receipt may not be greater than 40 characters.');
  return value;
}
