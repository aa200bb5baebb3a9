// When the login prompt may appear: to signed-out shoppers, on browsing pages, 5 s after the auth check, once more
// 10 s after the first close, and not again in this visit after the second.
import { ACCOUNT_URL, CART_URL, CHECKOUT_URL, LOGIN_URL, PAYMENT_STATUS_URL } from '../../lib/urls';

/** The prompt first appears this long after the auth check found nobody signed in. */
export const LOGIN_PROMPT_FIRST_DELAY_MS = 5_000;
/** After the visitor closes it, it comes back this long later. */
export const LOGIN_PROMPT_RESHOW_DELAY_MS = 10_000;

/** Closes after which the prompt stays away for the rest of the visit (remembered in sessionStorage). */
export const LOGIN_PROMPT_CLOSES_PER_VISIT = 2;

/** How long after the auth check (or a close) the prompt is due, given the closes of this visit; null: never again. */
export function promptDelayAfter(closes: number): number | null {
  if (closes >= LOGIN_PROMPT_CLOSES_PER_VISIT) return null;
  return closes === 0 ? LOGIN_PROMPT_FIRST_DELAY_MS : LOGIN_PROMPT_RESHOW_DELAY_MS;
}

const under = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/**
 * Pages where the prompt never appears: the account area, the login page itself, the cart, and checkout with its
 * payment pages (checkout asks a guest to sign in at once with its own modal).
 */
export function isPromptAllowedOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  const paymentArea = PAYMENT_STATUS_URL.slice(0, PAYMENT_STATUS_URL.lastIndexOf('/'));
  return ![LOGIN_URL, CART_URL, CHECKOUT_URL, ACCOUNT_URL, paymentArea].some((area) => under(path, area));
}

/** Where the login page sends the shopper afterwards: a path inside the shop from navigation state, or /account. */
export function safeReturnUrl(candidate: unknown): string {
  if (typeof candidate !== 'string') return ACCOUNT_URL;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return ACCOUNT_URL;
  const path = candidate.split(/[?#]/)[0] ?? '';
  if (path === LOGIN_URL || path.startsWith(`${LOGIN_URL}/`)) return ACCOUNT_URL;
  return candidate;
}
