// The delivery PIN code a shopper last checked, remembered on this device so the product page's "Check delivery"
// and checkout's address start from it. A storage that throws or holds something else reads as nothing remembered.
import { browserLocalStorage, readJson, writeJson, type KeyValueStorage } from './storage';

export const REMEMBERED_PIN_KEY = 'deliveryPin';

/** PIN codes are 6 digits and never start with 0. */
export function isPinCode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

/** What a PIN input keeps of typed text: digits only, at most 6. */
export function pinInputValue(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}

export function readRememberedPin(storage: KeyValueStorage | null = browserLocalStorage()): string | null {
  const stored = readJson(storage, REMEMBERED_PIN_KEY);
  if (stored.status !== 'found' || typeof stored.value !== 'string') return null;
  return isPinCode(stored.value) ? stored.value : null;
}

/** Remembers a valid PIN; false when it is not a PIN or the storage refused it (the check still works). */
export function rememberPin(pin: string, storage: KeyValueStorage | null = browserLocalStorage()): boolean {
  if (!isPinCode(pin)) return false;
  return writeJson(storage, REMEMBERED_PIN_KEY, pin);
}
