// Where a checkout in progress stands, kept in sessionStorage so a reload (or a detour through sign-in) resumes it:
//   checkoutStep       '1' (address) or '2' (review and pay)
//   addressCompleted   'true' once the address step has been completed
//   checkoutDraft      what the shopper typed (the address, "save this address"), and the idempotency key of the
//                      order being placed
// Session storage: one checkout in one tab, forgotten with the tab.
import { CHECKOUT_STORAGE_KEYS, clearCheckoutFlags } from '../../shop/checkout-entry';
import { browserSessionStorage, readJson, removeKey, writeJson, type KeyValueStorage } from '../../lib/storage';
import { parseStoredAddress, type CheckoutAddress } from './address-rules';
import type { DeliveryChoice } from './delivery-choice';

export type CheckoutStep = 1 | 2;

export const CHECKOUT_DRAFT_KEY = 'checkoutDraft';

export interface CheckoutDraft {
  address: CheckoutAddress | null;
  saveAddress: boolean;
  /** "This is a gift for someone else" is ticked: the order goes to `recipient`, the buyer is billed. */
  isGift: boolean;
  /** A gift's buyer gives a billing address too (the invoice needs it from ₹50,000). */
  giftBilling: boolean;
  /** The recipient's name, phone and address, kept while the box is unticked so nothing typed is lost. */
  recipient: CheckoutAddress | null;
  /** The delivery date and slot chosen on review. */
  delivery: DeliveryChoice | null;
  /** The key of the order being placed and what it was made for: one key per distinct order attempt. */
  attempt: { key: string; fingerprint: string } | null;
}

const EMPTY_DRAFT: CheckoutDraft = {
  address: null,
  saveAddress: false,
  isGift: false,
  giftBilling: false,
  recipient: null,
  delivery: null,
  attempt: null,
};

function safeGet(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: KeyValueStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Without storage the checkout still works; a reload starts it again.
  }
}

export function readDraft(storage: KeyValueStorage | null = browserSessionStorage()): CheckoutDraft {
  const stored = readJson(storage, CHECKOUT_DRAFT_KEY);
  if (stored.status !== 'found' || typeof stored.value !== 'object' || stored.value === null) return { ...EMPTY_DRAFT };
  const value = stored.value as Record<string, unknown>;
  const attempt = value['attempt'] as Record<string, unknown> | null | undefined;
  return {
    address: parseStoredAddress(value['address']),
    saveAddress: value['saveAddress'] === true,
    isGift: value['isGift'] === true,
    giftBilling: value['giftBilling'] === true,
    recipient: parseStoredAddress(value['recipient']),
    delivery: parseDeliveryChoice(value['delivery']),
    attempt:
      attempt && typeof attempt['key'] === 'string' && typeof attempt['fingerprint'] === 'string'
        ? { key: attempt['key'], fingerprint: attempt['fingerprint'] }
        : null,
  };
}

export function writeDraft(
  patch: Partial<CheckoutDraft>,
  storage: KeyValueStorage | null = browserSessionStorage(),
): CheckoutDraft {
  const next = { ...readDraft(storage), ...patch };
  writeJson(storage, CHECKOUT_DRAFT_KEY, next);
  return next;
}

/**
 * The step to show: the stored one, except that review needs a completed address step and an address to review.
 */
export function readProgress(storage: KeyValueStorage | null = browserSessionStorage()): {
  step: CheckoutStep;
  addressCompleted: boolean;
} {
  const addressCompleted =
    safeGet(storage, CHECKOUT_STORAGE_KEYS.addressCompleted) === 'true' && readDraft(storage).address !== null;
  const stored = safeGet(storage, CHECKOUT_STORAGE_KEYS.checkoutStep);
  return { step: stored === '2' && addressCompleted ? 2 : 1, addressCompleted };
}

export function writeProgress(
  { step, addressCompleted }: { step: CheckoutStep; addressCompleted: boolean },
  storage: KeyValueStorage | null = browserSessionStorage(),
): void {
  safeSet(storage, CHECKOUT_STORAGE_KEYS.checkoutStep, String(step));
  safeSet(storage, CHECKOUT_STORAGE_KEYS.addressCompleted, addressCompleted ? 'true' : 'false');
}

/**
 * The idempotency key for placing this order. The same order (same lines, address, payment, options) keeps its key
 * across retries, reloads and double clicks, so the server returns the order it already made; a changed order gets a
 * new key (the server refuses a key reused for another cart).
 */
export function idempotencyKeyFor(
  fingerprint: string,
  storage: KeyValueStorage | null = browserSessionStorage(),
  newKey: () => string = () => crypto.randomUUID(),
): string {
  const { attempt } = readDraft(storage);
  if (attempt && attempt.fingerprint === fingerprint) return attempt.key;
  const key = newKey();
  writeDraft({ attempt: { key, fingerprint } }, storage);
  return key;
}

/** After the order exists: the checkout is over; its flags, draft and key are forgotten. */
export function finishCheckout(storage: KeyValueStorage | null = browserSessionStorage()): void {
  clearCheckoutFlags(storage);
  removeKey(storage, CHECKOUT_DRAFT_KEY);
}

function parseDeliveryChoice(value: unknown): DeliveryChoice | null {
  if (typeof value !== 'object' || value === null) return null;
  const { date, slotId } = value as Record<string, unknown>;
  if (typeof date !== 'string') return null;
  return { date, slotId: typeof slotId === 'string' ? slotId : null };
}
