// Who may open /checkout: only shoppers coming from the cart.
//
// Storage decision: the checkout flags live in sessionStorage. They describe one checkout in progress in one tab, must
// survive a reload of /checkout, and should not leak into a new visit days later the way localStorage would.
//   cameFromCart      'true' once the shopper pressed Proceed to checkout on /cart
//   checkoutStep      the step the checkout flow is on (1 address, 2 review and pay; features/checkout)
//   addressCompleted  'true' once the address step is done (features/checkout/checkout-progress.ts)
import { browserSessionStorage, removeKey, type KeyValueStorage } from '../lib/storage';
import { CART_URL } from '../lib/urls';

export const CHECKOUT_STORAGE_KEYS = {
  cameFromCart: 'cameFromCart',
  checkoutStep: 'checkoutStep',
  addressCompleted: 'addressCompleted',
} as const;

/** The guard's decision: open checkout when the flag is true or the referrer contains /cart. */
export function mayOpenCheckout({
  cameFromCart,
  referrer,
}: {
  cameFromCart: string | null;
  referrer: string;
}): boolean {
  return cameFromCart === 'true' || referrer.includes(CART_URL);
}

function safeGet(storage: KeyValueStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Called by Proceed to checkout. Returns false when the flag could not be stored (checkout then relies on the referrer). */
export function markCameFromCart(storage: KeyValueStorage | null = browserSessionStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(CHECKOUT_STORAGE_KEYS.cameFromCart, 'true');
    return true;
  } catch {
    return false;
  }
}

/** Forgets any checkout in progress: its step, the address-completed flag and the came-from-cart flag. */
export function clearCheckoutFlags(storage: KeyValueStorage | null = browserSessionStorage()): void {
  for (const key of Object.values(CHECKOUT_STORAGE_KEYS)) removeKey(storage, key);
}

/** Reads the flag and the referrer and decides; when refused, clears the checkout flags so a refused entry cannot be replayed. */
export function checkCheckoutEntry(
  storage: KeyValueStorage | null = browserSessionStorage(),
  referrer: string = typeof document === 'undefined' ? '' : document.referrer,
): boolean {
  const allowed = mayOpenCheckout({ cameFromCart: safeGet(storage, CHECKOUT_STORAGE_KEYS.cameFromCart), referrer });
  if (!allowed) clearCheckoutFlags(storage);
  return allowed;
}
