// The accounts rules with an in-memory profile store and a stand-in for firebase-admin's user lookups. The same
// service runs against the real emulators in tests/integration/accounts-api.test.ts; here the cases those cannot
// reach (revoked sessions in production mode, exact limits with a controlled clock) are pinned down.
import type { UserRecord } from 'firebase-admin/auth';
import { beforeEach, describe, expect, it } from 'vitest';
import { NotSignedInError } from '../domain/errors.js';
import { createAccountsService, type AccountsServiceDeps } from './accounts-service.js';
import type { Profile } from './profile-document.js';
import type { ProfileStore } from './profile-store.js';
import { memoryRateLimiters, RateLimiterUnavailableError, type RateLimiterFactory } from '../shared/rate-limiter.js';
import type { RequestUser } from '../shared/request-user.js';

function memoryStore(): ProfileStore & { profiles: Map<string, Profile> } {
  const profiles = new Map<string, Profile>();
  const now = () => new Date().toISOString();
  const blank = (uid: string): Profile => ({
    uid,
    firstName: '',
    lastName: '',
    email: null,
    phone: null,
    address: null,
    city: null,
    pincode: null,
    state: null,
    photoURL: null,
    providerId: null,
    isPhoneVerified: false,
    createdAt: now(),
    updatedAt: now(),
  });
  return {
    profiles,
    get: async (uid) => profiles.get(uid) ?? null,
    findByEmail: async (email) => [...profiles.values()].find((p) => p.email === email.toLowerCase()) ?? null,
    async saveSignUp(uid, profile) {
      const saved = { ...(profiles.get(uid) ?? blank(uid)), ...profile, isPhoneVerified: true, updatedAt: now() };
      profiles.set(uid, saved);
      return saved;
    },
    async recordGoogleSignIn(uid, identity) {
      const existing = profiles.get(uid);
      const saved = existing
        ? { ...existing, photoURL: identity.photoURL, updatedAt: now() }
        : { ...blank(uid), ...identity, isPhoneVerified: false };
      profiles.set(uid, saved);
      return { profile: saved, created: !existing };
    },
    async saveFields(uid, fields, facts) {
      const saved = {
        ...(profiles.get(uid) ?? { ...blank(uid), email: facts.email }),
        ...fields,
        isPhoneVerified: facts.isPhoneVerified,
      };
      profiles.set(uid, saved);
      return saved;
    },
    async saveAddress(uid, address) {
      const existing = profiles.get(uid);
      if (!existing) return false;
      profiles.set(uid, { ...existing, ...address });
      return true;
    },
  };
}

interface FakeAccount {
  disabled?: boolean;
  tokensValidAfterTime?: string;
  providers?: string[];
  email?: string;
}

function fakeAuth(accounts: Record<string, FakeAccount>): AccountsServiceDeps['auth'] {
  const notFound = () => Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
  const record = (uid: string, account: FakeAccount) =>
    ({
      uid,
      disabled: account.disabled ?? false,
      tokensValidAfterTime: account.tokensValidAfterTime,
      providerData: (account.providers ?? ['password']).map((providerId) => ({ providerId })),
    }) as unknown as UserRecord;
  return {
    getUser: async (uid) => {
      const account = accounts[uid];
      if (!account) throw notFound();
      return record(uid, account);
    },
    getUserByEmail: async (email) => {
      const entry = Object.entries(accounts).find(([, account]) => account.email === email);
      if (!entry) throw notFound();
      return record(entry[0], entry[1]);
    },
    getUserByPhoneNumber: async () => {
      throw notFound();
    },
  };
}

const SIGNED_IN_AT = 1_700_000_000;

function user(uid: string, patch: Partial<RequestUser> = {}): RequestUser {
  return {
    uid,
    email: `${uid}@example.in`,
    emailVerified: false,
    phoneNumber: '+919876543210',
    signInProvider: 'password',
    displayName: null,
    photoURL: null,
    authTime: SIGNED_IN_AT,
    isAdmin: false,
    ...patch,
  };
}

let store: ReturnType<typeof memoryStore>;
let clock: number;
let accounts: Record<string, FakeAccount>;
const service = (rateLimiters: RateLimiterFactory = memoryRateLimiters({ now: () => clock })) =>
  createAccountsService({ store, auth: fakeAuth(accounts), rateLimiters });
/** A counter store that cannot be reached: every hit rejects, as the Firestore limiter does when Firestore is down. */
const unreachableLimiters: RateLimiterFactory = () => ({
  hit: () => Promise.reject(new RateLimiterUnavailableError('Could not count in Firestore: 14 UNAVAILABLE')),
});

beforeEach(() => {
  store = memoryStore();
  clock = 0;
  accounts = { asha: { email: 'asha@example.in' } };
});

describe('who may call', () => {
  it('refuses every profile operation without a signed-in user', async () => {
    const accountsService = service();
    await expect(accountsService.me(null)).rejects.toBeInstanceOf(NotSignedInError);
    await expect(accountsService.completeSignUp(null, 'ip', { firstName: 'A', lastName: 'B' })).rejects.toBeInstanceOf(
      NotSignedInError,
    );
    await expect(accountsService.recordGoogleSignIn(null, 'ip')).rejects.toBeInstanceOf(NotSignedInError);
    await expect(accountsService.updateProfile(null, 'ip', { firstName: 'A', lastName: 'B' })).rejects.toBeInstanceOf(
      NotSignedInError,
    );
  });

  it.each<[string, FakeAccount | undefined, string]>([
    ['a deleted account', undefined, 'This account no longer exists.'],
    ['a disabled account', { disabled: true }, 'This account has been disabled. Please contact support.'],
    [
      'sessions revoked after sign-in',
      { tokensValidAfterTime: new Date((SIGNED_IN_AT + 1) * 1000).toUTCString() },
      'Your session has expired. Please log in again.',
    ],
  ])('refuses writes for %s', async (_case, account, message) => {
    accounts = account ? { asha: account } : {};
    await expect(service().updateProfile(user('asha'), 'ip', { firstName: 'A', lastName: 'B' })).rejects.toThrow(
      message,
    );
    expect(store.profiles.size).toBe(0);
  });

  it('accepts writes when the revocation happened before this sign-in', async () => {
    accounts = { asha: { tokensValidAfterTime: new Date((SIGNED_IN_AT - 60) * 1000).toUTCString() } };
    const result = await service().updateProfile(user('asha'), 'ip', { firstName: 'Asha', lastName: 'R' });
    expect(result.userErrors).toEqual([]);
  });
});

describe('completeSignUp', () => {
  it.each<[string, Partial<RequestUser>, { firstName: string; lastName: string }, string]>([
    ['names first', { email: null, phoneNumber: null }, { firstName: '', lastName: 'R' }, 'First name is required'],
    [
      'then the e-mail from the token',
      { email: null, phoneNumber: null },
      { firstName: 'A', lastName: 'R' },
      'Email and password are required',
    ],
    [
      'then the phone from the token',
      { phoneNumber: null },
      { firstName: 'A', lastName: 'R' },
      'Please verify your phone number',
    ],
    [
      'a non-Indian number is not the verified +91 phone',
      { phoneNumber: '+14155550100' },
      { firstName: 'A', lastName: 'R' },
      'Please verify your phone number',
    ],
  ])('%s', async (_case, patch, names, message) => {
    const result = await service().completeSignUp(user('asha', patch), 'ip', names);
    expect(result.userErrors.map((error) => error.message)).toEqual([message]);
    expect(store.profiles.size).toBe(0);
  });

  it('stores uid, e-mail and phone from the token', async () => {
    const result = await service().completeSignUp(user('asha'), 'ip', { firstName: ' Asha ', lastName: 'Raman' });
    expect(result.profile).toMatchObject({
      uid: 'asha',
      firstName: 'Asha',
      email: 'asha@example.in',
      phone: '+919876543210',
      isPhoneVerified: true,
    });
  });
});

describe('updateProfile and the phone', () => {
  it('keeps an unchanged, unproven phone from old data but reports it unverified', async () => {
    store.profiles.set('asha', {
      ...(await service().completeSignUp(user('asha'), 'ip', { firstName: 'A', lastName: 'R' })).profile!,
      phone: '9123456780',
    });
    const result = await service().updateProfile(user('asha'), 'ip', {
      firstName: 'A',
      lastName: 'R',
      phone: '9123456780',
    });
    expect(result.userErrors).toEqual([]);
    expect(result.profile).toMatchObject({ phone: '+919123456780', isPhoneVerified: false });
  });

  it('refuses a new phone the token does not prove and accepts the proven one', async () => {
    const accountsService = service();
    await accountsService.completeSignUp(user('asha'), 'ip', { firstName: 'A', lastName: 'R' });
    const refused = await accountsService.updateProfile(user('asha'), 'ip', {
      firstName: 'A',
      lastName: 'R',
      phone: '9000000001',
    });
    expect(refused.userErrors).toEqual([
      { field: 'phone', code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number' },
    ]);
    const accepted = await accountsService.updateProfile(user('asha', { phoneNumber: '+919000000001' }), 'ip', {
      firstName: 'A',
      lastName: 'R',
      phone: '9000000001',
    });
    expect(accepted.profile).toMatchObject({ phone: '+919000000001', isPhoneVerified: true });
  });
});

describe('rate limits', () => {
  it('limits OTP permissions per user, per number and per IP, and lifts them after the window', async () => {
    const accountsService = service();
    const ask = (who: RequestUser | null, ip: string, phone: string) =>
      accountsService.requestPhoneVerification(who, ip, phone);
    for (let i = 0; i < 5; i += 1) expect((await ask(user('asha'), `ip-${i}`, `90000000${10 + i}`)).allowed).toBe(true);
    const perUser = await ask(user('asha'), 'ip-x', '9000000099');
    expect(perUser).toMatchObject({ allowed: false, retryAfterSeconds: 900 });
    expect(perUser.userErrors[0]?.message).toBe('Too many verification attempts. Please try again after some time.');

    for (let i = 0; i < 20; i += 1) await ask(null, 'crowded-ip', `91111111${10 + i}`);
    expect((await ask(null, 'crowded-ip', '9222222210')).allowed).toBe(false);

    clock += 60 * 60_000;
    expect((await ask(user('asha'), 'ip-y', '9000000099')).allowed).toBe(true);
  });

  it('limits password-reset checks per IP with "Too many attempts. Please try again later."', async () => {
    const accountsService = service();
    for (let i = 0; i < 10; i += 1) await accountsService.checkPasswordReset('ip', `someone${i}@example.in`);
    const refused = await accountsService.checkPasswordReset('ip', 'asha@example.in');
    expect(refused.userErrors[0]).toEqual({
      field: 'email',
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please try again later.',
    });
  });
});

describe('when the rate-limit counters cannot be reached', () => {
  it('refuses the OTP permit with a clear user error (fails closed)', async () => {
    const permit = await service(unreachableLimiters).requestPhoneVerification(null, 'ip', '9876543210');
    expect(permit).toEqual({
      allowed: false,
      phone: null,
      retryAfterSeconds: null,
      userErrors: [
        {
          field: 'phone',
          code: 'UNAVAILABLE',
          message: 'We cannot accept this request right now. Please try again in a few minutes.',
        },
      ],
    });
  });

  it('refuses profile writes and reset checks the same way, writing nothing', async () => {
    const accountsService = service(unreachableLimiters);
    const write = await accountsService.updateProfile(user('asha'), 'ip', { firstName: 'A', lastName: 'B' });
    expect(write.userErrors.map((error) => error.code)).toEqual(['UNAVAILABLE']);
    expect(store.profiles.size).toBe(0);
    expect((await accountsService.checkPasswordReset('ip', 'asha@example.in')).userErrors[0]?.code).toBe('UNAVAILABLE');
  });

  it('still lets other failures through as errors (they are not limits)', async () => {
    const broken: RateLimiterFactory = () => ({ hit: () => Promise.reject(new TypeError('a bug')) });
    await expect(service(broken).requestPhoneVerification(null, 'ip', '9876543210')).rejects.toThrow('a bug');
  });
});

describe('recordGoogleSignIn', () => {
  it.each(['password', 'phone', 'anonymous', 'custom', null])(
    'refuses a token whose sign-in provider is %s',
    async (provider) => {
      const result = await service().recordGoogleSignIn(user('asha', { signInProvider: provider }), 'ip');
      expect(result).toEqual({
        profile: null,
        created: false,
        userErrors: [
          {
            field: null,
            code: 'NOT_GOOGLE_SIGN_IN',
            message: "This sign-in did not come from Google. Please use the 'Log in with Google' button.",
          },
        ],
      });
      expect(store.profiles.size).toBe(0);
    },
  );

  it('records a google.com sign-in', async () => {
    const result = await service().recordGoogleSignIn(
      user('asha', { signInProvider: 'google.com', displayName: 'Asha Raman' }),
      'ip',
    );
    expect(result).toMatchObject({
      created: true,
      userErrors: [],
      profile: { uid: 'asha', firstName: 'Asha', providerId: 'google.com' },
    });
  });
});

describe('checkPasswordReset', () => {
  it('tells Google-only accounts apart from password accounts', async () => {
    accounts = {
      g: { email: 'g@example.in', providers: ['google.com'] },
      p: { email: 'p@example.in', providers: ['password', 'phone'] },
    };
    const accountsService = service();
    await accountsService.recordGoogleSignIn(
      user('g', { email: 'g@example.in', signInProvider: 'google.com', phoneNumber: null }),
      'ip',
    );
    await accountsService.completeSignUp(user('p', { email: 'p@example.in' }), 'ip', { firstName: 'P', lastName: 'Q' });
    expect((await accountsService.checkPasswordReset('ip', 'g@example.in')).userErrors[0]?.code).toBe(
      'GOOGLE_ONLY_ACCOUNT',
    );
    expect(await accountsService.checkPasswordReset('ip', 'P@Example.in')).toEqual({ canReset: true, userErrors: [] });
  });
});

describe("checkout's use of the profile", () => {
  it('profileFor answers the profile as `me` does, verified only when the token proves its phone', async () => {
    const accountsService = service();
    expect(await accountsService.profileFor({ uid: 'asha', phoneNumber: '+919876543210' })).toBeNull();
    await accountsService.completeSignUp(user('asha'), 'ip', { firstName: 'Asha', lastName: 'Raman' });
    expect(await accountsService.profileFor({ uid: 'asha', phoneNumber: '+919876543210' })).toMatchObject({
      email: 'asha@example.in',
      isPhoneVerified: true,
    });
    expect(await accountsService.profileFor({ uid: 'asha', phoneNumber: null })).toMatchObject({
      isPhoneVerified: false,
    });
    expect(await accountsService.profileFor({ uid: 'asha', phoneNumber: '+919000000001' })).toMatchObject({
      isPhoneVerified: false,
    });
  });

  it('saveCheckoutAddress updates an existing profile only, never creating one or changing its e-mail', async () => {
    const accountsService = service();
    const address = { address: '12 Race Course Road', city: 'Coimbatore', postalCode: '641018', state: 'Tamil Nadu' };
    expect(await accountsService.saveCheckoutAddress('nobody', address)).toBe(false);
    expect(store.profiles.has('nobody')).toBe(false);
    await accountsService.completeSignUp(user('asha'), 'ip', { firstName: 'Asha', lastName: 'Raman' });
    expect(await accountsService.saveCheckoutAddress('asha', address)).toBe(true);
    expect(store.profiles.get('asha')).toMatchObject({
      email: 'asha@example.in',
      address: '12 Race Course Road',
      pincode: '641018',
    });
  });
});
