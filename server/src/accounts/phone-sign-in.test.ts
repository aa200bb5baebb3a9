// Log in by mobile number: the sign-in permit counts on phone verification's limits first, then refuses a number no
// complete account holds. firebase-admin's lookup by phone is stood in for; the emulators run it in
// tests/integration/phone-sign-in-limits.test.ts.
import type { UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { createAccountsService, type AccountsServiceDeps } from './accounts-service.js';
import type { ProfileStore } from './profile-store.js';
import { memoryRateLimiters, RateLimiterUnavailableError, type RateLimiterFactory } from '../shared/rate-limiter.js';

/** Phone number → the sign-in providers of the account holding it. */
type Holders = Record<string, string[]>;

const ASHA: Holders = { '+919810398942': ['password', 'phone'] };

function fakeAuth(holders: Holders): AccountsServiceDeps['auth'] {
  const notFound = () => Promise.reject(Object.assign(new Error('no user'), { code: 'auth/user-not-found' }));
  return {
    getUser: notFound,
    getUserByEmail: notFound,
    getUserByPhoneNumber: async (phone) => {
      const providers = holders[phone];
      if (!providers) return notFound();
      return { uid: `holder-${phone}`, providerData: providers.map((providerId) => ({ providerId })) } as UserRecord;
    },
  };
}

/** The permit never reads or writes profiles. */
const noProfiles = new Proxy({} as ProfileStore, {
  get: () => () => Promise.reject(new Error('the phone sign-in permit touched the profile store')),
});

const unreachableLimiters: RateLimiterFactory = () => ({
  hit: () => Promise.reject(new RateLimiterUnavailableError('Could not count in Firestore: 14 UNAVAILABLE')),
});

const service = (holders: Holders, rateLimiters: RateLimiterFactory = memoryRateLimiters({ now: () => 0 })) =>
  createAccountsService({ store: noProfiles, auth: fakeAuth(holders), rateLimiters });

describe('requestPhoneSignIn', () => {
  it('allows a number a complete account has proven, and refuses one nobody has or a half-done phone-only sign-up', async () => {
    const accountsService = service({
      '+919810398942': ['password', 'phone'],
      '+919810300000': ['google.com', 'phone'],
      '+919810311111': ['phone'],
    });
    expect(await accountsService.requestPhoneSignIn(null, 'ip', '98103 98942')).toEqual({
      allowed: true,
      phone: '+919810398942',
      retryAfterSeconds: null,
      userErrors: [],
    });
    expect((await accountsService.requestPhoneSignIn(null, 'ip', '+919810300000')).allowed).toBe(true);
    for (const phone of ['9810311111', '9000000000']) {
      expect(await accountsService.requestPhoneSignIn(null, 'ip', phone)).toEqual({
        allowed: false,
        phone: null,
        retryAfterSeconds: null,
        userErrors: [
          { field: 'phone', code: 'NO_ACCOUNT', message: 'No account uses this mobile number. Please sign up first.' },
        ],
      });
    }
    expect((await accountsService.requestPhoneSignIn(null, 'ip', '12345')).userErrors[0]?.code).toBe('INVALID');
  });

  it('counts on the same limits as phone verification: sign-in and verification OTPs to one number add up', async () => {
    const accountsService = service(ASHA);
    for (let i = 0; i < 3; i += 1) await accountsService.requestPhoneVerification(null, `ip-${i}`, '9810398942');
    for (let i = 3; i < 5; i += 1) {
      expect((await accountsService.requestPhoneSignIn(null, `ip-${i}`, '9810398942')).allowed).toBe(true);
    }
    const refused = await accountsService.requestPhoneSignIn(null, 'ip-5', '9810398942');
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
    expect(refused.userErrors[0]?.code).toBe('RATE_LIMITED');
    // Numbers without an account are counted too: probing many numbers from one address hits the per-IP limit.
    for (let i = 0; i < 20; i += 1) await accountsService.requestPhoneSignIn(null, 'prober', `90000000${10 + i}`);
    expect((await accountsService.requestPhoneSignIn(null, 'prober', '9810398942')).userErrors[0]?.code).toBe(
      'RATE_LIMITED',
    );
  });

  it('fails closed like verification when the counters cannot be reached', async () => {
    const permit = await service(ASHA, unreachableLimiters).requestPhoneSignIn(null, 'ip', '9810398942');
    expect(permit.userErrors.map((error) => error.code)).toEqual(['UNAVAILABLE']);
  });
});
