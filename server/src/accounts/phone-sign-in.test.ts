// Log in by mobile number: the sign-in permit counts on phone verification's limits and never looks up whether the
// number has an account, so it answers a registered number, a half-done sign-up and a stranger's number alike. The
// emulators run it in tests/integration/phone-sign-in-limits.test.ts.
import { describe, expect, it } from 'vitest';
import { createAccountsService, DEFAULT_ACCOUNT_LIMITS, type AccountsServiceDeps } from './accounts-service.js';
import { numberRange } from './phone-verification.js';
import type { ProfileStore } from './profile-store.js';
import { memoryRateLimiters, RateLimiterUnavailableError, type RateLimiterFactory } from '../shared/rate-limiter.js';

/** Neither Firebase Auth nor the profiles are asked: the answer cannot depend on an account. */
const untouchable = <T extends object>(what: string) =>
  new Proxy({} as T, {
    get: () => () => Promise.reject(new Error(`the phone sign-in permit touched ${what}`)),
  });

const unreachableLimiters: RateLimiterFactory = () => ({
  hit: () => Promise.reject(new RateLimiterUnavailableError('Could not count in Firestore: 14 UNAVAILABLE')),
});

const service = (
  rateLimiters: RateLimiterFactory = memoryRateLimiters({ now: () => 0 }),
  limits = DEFAULT_ACCOUNT_LIMITS,
) =>
  createAccountsService({
    store: untouchable<ProfileStore>('the profile store'),
    auth: untouchable<AccountsServiceDeps['auth']>('Firebase Auth'),
    rateLimiters,
    limits,
  });

describe('requestPhoneSignIn', () => {
  it('answers every valid number alike, with or without an account, and never asks Firebase Auth', async () => {
    const accountsService = service();
    for (const [input, phone] of [
      ['98103 98942', '+919810398942'],
      ['+919810311111', '+919810311111'],
      ['9000000000', '+919000000000'],
    ]) {
      expect(await accountsService.requestPhoneSignIn(null, `ip-${phone}`, input!)).toEqual({
        allowed: true,
        phone,
        retryAfterSeconds: null,
        userErrors: [],
      });
    }
    expect((await accountsService.requestPhoneSignIn(null, 'ip', '12345')).userErrors[0]?.code).toBe('INVALID');
  });

  it('counts on the same limits as phone verification: sign-in and verification OTPs to one number add up', async () => {
    const accountsService = service();
    for (let i = 0; i < 3; i += 1) await accountsService.requestPhoneVerification(null, `ip-${i}`, '9810398942');
    for (let i = 3; i < 5; i += 1) {
      expect((await accountsService.requestPhoneSignIn(null, `ip-${i}`, '9810398942')).allowed).toBe(true);
    }
    const refused = await accountsService.requestPhoneSignIn(null, 'ip-5', '9810398942');
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
    expect(refused.userErrors[0]?.code).toBe('RATE_LIMITED');
  });

  it('limits a range of numbers per day, whatever the address: SMS pumping through one range runs out', async () => {
    const limits = { ...DEFAULT_ACCOUNT_LIMITS, otpPerPrefixDay: { limit: 3, windowMs: 24 * 3_600_000 } };
    const accountsService = service(memoryRateLimiters({ now: () => 0 }), limits);
    for (let i = 0; i < 3; i += 1) {
      expect((await accountsService.requestPhoneSignIn(null, `ip-${i}`, `981039${1000 + i}`)).allowed).toBe(true);
    }
    const sameRange = await accountsService.requestPhoneSignIn(null, 'ip-9', '9810399999');
    expect(sameRange.userErrors.map((error) => error.code)).toEqual(['RATE_LIMITED']);
    expect((await accountsService.requestPhoneSignIn(null, 'ip-9', '9810400000')).allowed).toBe(true);
  });

  it('fails closed like verification when the counters cannot be reached', async () => {
    const permit = await service(unreachableLimiters).requestPhoneSignIn(null, 'ip', '9810398942');
    expect(permit.userErrors.map((error) => error.code)).toEqual(['UNAVAILABLE']);
  });
});

describe('numberRange', () => {
  it('is the E.164 number without its last 4 digits', () => {
    expect(numberRange('+919810398942')).toBe('+91981039');
  });
});
