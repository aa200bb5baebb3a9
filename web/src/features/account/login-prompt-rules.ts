// When the login prompt may appear: to signed-out shoppers, on browsing pages, 5 s after the auth check and 10 s
// after each close.
import { ACCOUNT_URL, CART_URL, CHECKOUT_URL, LOGIN_URL } from '../../lib/urls';

/** The prompt first appears this long after the auth check found nobody signed in. */
export const LOGIN_PROMPT_FIRST_DELAY_MS = 5_000;
/** After the visitor closes it, it comes back this long later. */
export const LOGIN_PROMPT_RESHOW_DELAY_MS = 10_000;

/**
 * Pages where the prompt never appears: the account area, the login page itself, the cart, and checkout (which asks a
 * guest to sign in at once with its own modal).
 */
export function isPromptAllowedOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === LOGIN_URL || path === CART_URL || path === CHECKOUT_URL) return false;
  if (path === ACCOUNT_URL || path.startsWith(`${ACCOUNT_URL}/`)) return false;
  return true;
}

/** Where the login page sends the shopper afterwards: a path inside the shop from navigation state, or /account. */
export function safeReturnUrl(candidate: unknown): string {
  if (typeof candidate !== 'string') return ACCOUNT_URL;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return ACCOUNT_URL;
  const path = candidate.split(/[?#]/)[0] ?? '';
  if (path === LOGIN_URL || path.startsWith(`${LOGIN_URL}/`)) return ACCOUNT_URL;
  return candidate;
}
