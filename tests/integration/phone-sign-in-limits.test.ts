// Log in by mobile number: the server's permit before a sign-in OTP, over two real server instances against the
// Firestore and Auth emulators. It counts on the very counters of phone verification (per number, per IP, per account,
// and per day per number, IP and number range), shared by every instance, and answers a number with an account and
// one without alike: it never tells whether a number is registered. Nothing is mocked.
import '../support/emulator-env.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimitRules } from '../../server/src/accounts/accounts-service.js';
import { countedRequests } from '../../server/src/accounts/firestore-rate-limiter.js';
import { loadConfig } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import { startServer, type RunningServer } from '../../server/src/server.js';
import { AuthEmulatorClient } from '../support/accounts-auth-client.js';
import { uniqueShopper } from '../support/accounts-api-shop.js';
import { awayFromWindowEdge } from '../support/limit-windows.js';
import {
  adminFirestore,
  startAuthEmulator,
  startFirestoreEmulator,
  testProjectId,
} from '../support/firebase-emulators.js';

/** Small limits so each case needs few requests. */
const LIMITS: AccountLimitRules = {
  ...DEFAULT_ACCOUNT_LIMITS,
  otpPerIp: { limit: 4, windowMs: 60 * 60_000 },
  otpPerUser: { limit: 3, windowMs: 15 * 60_000 },
  otpPerPhone: { limit: 3, windowMs: 15 * 60_000 },
  otpPerPrefixDay: { limit: 6, windowMs: 24 * 60 * 60_000 },
};

interface Permit {
  allowed: boolean;
  phone: string | null;
  retryAfterSeconds: number | null;
  userErrors: Array<{ field: string | null; message: string; code: string }>;
}

const FIELDS = 'allowed phone retryAfterSeconds userErrors { field message code }';
const SIGN_IN = `mutation ($phone: String!) { requestPhoneSignIn(phone: $phone) { ${FIELDS} } }`;
const VERIFY = `mutation ($phone: String!) { requestPhoneVerification(phone: $phone) { ${FIELDS} } }`;

let firestore: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let authEmulator: Awaited<ReturnType<typeof startAuthEmulator>>;
let admin: ReturnType<typeof adminFirestore>;
let auth: AuthEmulatorClient;
let first: RunningServer;
let second: RunningServer;
let ipCounter = 0;

/** A client address of its own per call, so only the counters a case is about fill up. */
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

async function ask(server: RunningServer, query: string, phone: string, ip: string, token?: string): Promise<Permit> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables: { phone } }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data?: Record<string, Permit>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return Object.values(body.data!)[0]!;
}

const rangeBase = Math.floor(Math.random() * 90_000);
let rangesTaken = 0;

/**
 * A number in a range of its own (+91 9xxxxx ····): the daily per-range limit is small here, and numbers made in the
 * same second would otherwise share a range, so one case's numbers would count against another's.
 */
function numberOfItsOwnRange(): string {
  rangesTaken += 1;
  const range = 10_000 + ((rangeBase + rangesTaken) % 90_000);
  return `+919${range}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}

/** A shopper with e-mail, password and a phone proven by OTP on one account. */
async function registered(prefix: string, phone = numberOfItsOwnRange()) {
  const shopper = { ...uniqueShopper(prefix), phone };
  const user = await auth.linkPhone(await auth.signUpWithPassword(shopper.email), shopper.phone);
  return { ...shopper, user };
}

beforeAll(async () => {
  const projectId = testProjectId('phone-sign-in');
  [firestore, authEmulator] = await Promise.all([
    startFirestoreEmulator({ projectId }),
    startAuthEmulator({ projectId }),
  ]);
  const config = loadConfig({
    APP_MODE: 'local',
    FIREBASE_PROJECT_ID: projectId,
    FIRESTORE_EMULATOR_HOST: firestore.host,
    FIREBASE_AUTH_EMULATOR_HOST: authEmulator.host,
    TRUST_PROXY: '1',
  });
  const options = {
    port: 0,
    webDir: null,
    logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    accountLimits: LIMITS,
  };
  first = await startServer(config, options);
  second = await startServer(config, options);
  admin = adminFirestore(firestore.host, projectId);
  auth = new AuthEmulatorClient(authEmulator.host, projectId);
});

afterAll(async () => {
  // The first server created firebase-admin's default app, which the second reuses: stop it last.
  await second?.stop();
  await first?.stop();
  await admin?.close();
  await Promise.all([firestore?.stop(), authEmulator?.stop()]);
});

describe('requestPhoneSignIn', () => {
  it('answers a registered, a half-signed-up and an unknown number alike: nothing tells whether one has an account', async () => {
    const shopper = await registered('signin-ok');
    const halfway = { phone: numberOfItsOwnRange() };
    await auth.signInWithPhone(halfway.phone); // a phone-only user: a sign-up that never got its e-mail
    const nobody = { phone: numberOfItsOwnRange() };
    for (const [index, phone] of [shopper.phone, halfway.phone, nobody.phone].entries()) {
      expect(await ask(index % 2 === 0 ? first : second, SIGN_IN, phone, freshIp())).toEqual({
        allowed: true,
        phone,
        retryAfterSeconds: null,
        userErrors: [],
      });
    }
    expect((await ask(first, SIGN_IN, '12345', freshIp())).userErrors[0]).toMatchObject({ field: 'phone' });
  });

  it('limits one range of numbers per day over both instances, whatever the address', async () => {
    // A range of its own (numbers of +9197…, the other cases use +9198…), so only this case counts on it.
    const range = `+9197${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const answers = await Promise.all(
      Array.from({ length: 9 }, (_, i) =>
        ask(i % 2 === 0 ? first : second, SIGN_IN, `${range}${String(1000 + i)}`, freshIp()),
      ),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(LIMITS.otpPerPrefixDay.limit);
    expect(answers.filter((answer) => !answer.allowed).map((answer) => answer.userErrors[0]?.code)).toEqual(
      Array(3).fill('RATE_LIMITED'),
    );
    // Verification OTPs to the range count on the same counter; another range is untouched.
    expect((await ask(second, VERIFY, `${range}9999`, freshIp())).userErrors[0]?.code).toBe('RATE_LIMITED');
    expect((await ask(first, SIGN_IN, numberOfItsOwnRange(), freshIp())).allowed).toBe(true);
    expect(await countedRequests(admin.db, 'otpPerPrefixDay', LIMITS.otpPerPrefixDay, range)).toBe(6);
  }, 60_000);

  it('allows exactly the per-number limit when sign-in permits race over both instances, shared with verification', async () => {
    // Six racers stay within the small per-range daily limit of this file, so only the per-number limit refuses.
    const shopper = await registered('signin-race');
    await awayFromWindowEdge(LIMITS.otpPerPhone, 20_000);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => ask(i % 2 === 0 ? first : second, SIGN_IN, shopper.phone, freshIp())),
    );
    console.info(`6 racing sign-in permits over two instances took ${Date.now() - started} ms`);
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(LIMITS.otpPerPhone.limit);
    const refused = answers.filter((answer) => !answer.allowed);
    expect(refused.map((answer) => answer.userErrors[0]?.code)).toEqual(Array(3).fill('RATE_LIMITED'));
    expect(refused[0]!.userErrors[0]?.message).toBe(
      'Too many verification attempts. Please try again after some time.',
    );
    expect(refused[0]!.retryAfterSeconds).toBeGreaterThan(0);
    // The same counter as phone verification: a verification OTP to this number is refused too.
    expect((await ask(second, VERIFY, shopper.phone, freshIp())).userErrors[0]?.code).toBe('RATE_LIMITED');
    expect(await countedRequests(admin.db, 'otpPerPhone', LIMITS.otpPerPhone, shopper.phone)).toBe(3);
  }, 60_000);

  it('counts per address on both instances, so asking about many numbers runs out', async () => {
    const shopper = await registered('signin-probe');
    const prober = freshIp();
    const probes = [];
    for (let i = 0; i < LIMITS.otpPerIp.limit; i += 1) {
      probes.push(await ask(i % 2 === 0 ? first : second, SIGN_IN, numberOfItsOwnRange(), prober));
    }
    expect(probes.map((answer) => answer.allowed)).toEqual(Array(4).fill(true));
    const blocked = await ask(second, SIGN_IN, shopper.phone, prober);
    expect(blocked).toMatchObject({ allowed: false, phone: null });
    expect(blocked.userErrors[0]?.code).toBe('RATE_LIMITED');
    // Another address may still ask for the same number.
    expect((await ask(first, SIGN_IN, shopper.phone, freshIp())).allowed).toBe(true);
  });

  it('counts per account when a signed-in shopper asks, on both instances', async () => {
    const shopper = await registered('signin-user');
    const others = await Promise.all([registered('signin-u1'), registered('signin-u2'), registered('signin-u3')]);
    const token = shopper.user.idToken;
    await awayFromWindowEdge(LIMITS.otpPerUser, 20_000);
    const answers = [];
    for (const [i, other] of others.entries()) {
      answers.push(await ask(i % 2 === 0 ? first : second, SIGN_IN, other.phone, freshIp(), token));
    }
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true]);
    const fourth = await ask(first, SIGN_IN, shopper.phone, freshIp(), token);
    expect(fourth.userErrors[0]?.code).toBe('RATE_LIMITED');
  }, 60_000);
});
