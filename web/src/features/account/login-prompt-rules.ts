// When the login prompt may appear: to signed-out shoppers, on browsing pages, 5 s after the auth check and 10 s
// after each close.

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
  if (path === '/login' || path === '/cart' || path === '/checkout') return false;
  if (path === '/account' || path.startsWith('/account/')) return false;
  return true;
}

/** Where the login page sends the shopper afterwards: a path inside the shop from navigation state, or /account. */
export function safeReturnUrl(candidate: unknown): string {
  if (typeof candidate !== 'string') return '/account';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.includes('\\')) return '/account';
  const path = candidate.split(/[?#]/)[0] ?? '';
  if (path === '/login' || path.startsWith('/login/')) return '/account';
  return candidate;
}
