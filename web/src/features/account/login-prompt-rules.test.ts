import { describe, expect, it } from 'vitest';
import {
  isPromptAllowedOn,
  LOGIN_PROMPT_FIRST_DELAY_MS,
  LOGIN_PROMPT_RESHOW_DELAY_MS,
  promptDelayAfter,
  safeReturnUrl,
} from './login-prompt-rules';

describe('isPromptAllowedOn', () => {
  it.each([
    ['/', true],
    ['/shop', true],
    ['/category', true],
    ['/product/abc', true],
    ['/wishlist', true],
    ['/checkout', false],
    ['/checkout/', false],
    ['/checkout/review', false],
    ['/payment/status', false],
    ['/checkouts-guide', true],
    ['/accounts-of-gifts', true],
    ['/login', false],
    ['/login/', false],
    ['/cart', false],
    ['/account', false],
    ['/account/', false],
    ['/account/profile', false],
    ['/account/orders', false],
  ])('%s → %s', (pathname, allowed) => {
    expect(isPromptAllowedOn(pathname)).toBe(allowed);
  });

  it('waits 5 s for the first prompt and 10 s after each close', () => {
    expect([LOGIN_PROMPT_FIRST_DELAY_MS, LOGIN_PROMPT_RESHOW_DELAY_MS]).toEqual([5_000, 10_000]);
  });

  it('comes back once after the first close and never after the second', () => {
    expect([0, 1, 2, 3].map(promptDelayAfter)).toEqual([5_000, 10_000, null, null]);
  });
});

describe('safeReturnUrl', () => {
  it.each<[unknown, string]>([
    ['/wishlist', '/wishlist'],
    ['/category?category=Frames&subcategory=Wooden', '/category?category=Frames&subcategory=Wooden'],
    ['/account/orders', '/account/orders'],
    [undefined, '/account'],
    [42, '/account'],
    ['https://evil.example.com/', '/account'],
    ['//evil.example.com/', '/account'],
    ['/\\evil.example.com', '/account'],
    ['/login', '/account'],
    ['/login?x=1', '/account'],
  ])('%j → %j', (candidate, expected) => {
    expect(safeReturnUrl(candidate)).toBe(expected);
  });
});
