// Phone-verification limits that hold across server instances: the counters live in the real Firestore emulator
// (collection rateLimits), several real servers count against them, and the per-IP key follows TRUST_PROXY.
// Nothing is mocked; the servers are queried over HTTP.
import '../support/emulator-env.js';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimitRules } from '../../server/src/accounts/accounts-service.js';
import {
  countedRequests,
  firestoreRateLimiters,
  RATE_LIMITS_COLLECTION,
  rateLimitSlotId,
  rateLimitWindowId,
} from '../../server/src/accounts/firestore-rate-limiter.js';
import type { RateLimitDecision } from '../../server/src/shared/rate-limiter.js';
import { loadConfig } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import { startServer, type RunningServer } from '../../server/src/server.js';
import { adminFirestore, startFirestoreEmulator, testProjectId } from '../support/firebase-emulators.js';
import { awayFromWindowEdge } from '../support/limit-windows.js';

/** Small limits so each case needs few requests. */
const LIMITS: AccountLimitRules = {
  ...DEFAULT_ACCOUNT_LIMITS,
  otpPerIp: { limit: 3, windowMs: 60 * 60_000 },
  otpPerPhone: { limit: 3, windowMs: 15 * 60_000 },
};

const PERMIT = `mutation ($phone: String!) { requestPhoneVerification(phone: $phone) { allowed phone retryAfterSeconds userErrors { field message code } } }`;

interface Permit {
  allowed: boolean;
  phone: string | null;
  retryAfterSeconds: number | null;
  userErrors: Array<{ field: string | null; message: string; code: string }>;
}

let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let projectId: string;
/** Two Firestore clients of their own (two apps), as two server instances would have. */
let clients: Array<ReturnType<typeof adminFirestore>> = [];
let db: Firestore;
const servers: RunningServer[] = [];
let counter = 0;

/** A fresh 10-digit Indian mobile number per call, so cases never share a per-number counter. */
function uniquePhone(): string {
  counter += 1;
  return `98${`${Date.now() % 100_000}${counter}`.padStart(8, '0').slice(-8)}`;
}

async function startInstance(trustProxy?: string): Promise<RunningServer> {
  const config = loadConfig({
    APP_MODE: 'local',
    FIREBASE_PROJECT_ID: projectId,
    FIRESTORE_EMULATOR_HOST: emulator.host,
    ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
  });
  const server = await startServer(config, {
    port: 0,
    webDir: null,
    logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    accountLimits: LIMITS,
  });
  servers.push(server);
  return server;
}

async function permit(server: RunningServer, phone: string, forwardedFor?: string): Promise<Permit> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    body: JSON.stringify({ query: PERMIT, variables: { phone } }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data?: { requestPhoneVerification: Permit }; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!.requestPhoneVerification;
}

/** Requests counted for `key` in its current window of LIMITS[scope], as every instance sees them. */
async function storedCount(scope: keyof AccountLimitRules, key: string): Promise<number> {
  return countedRequests(db, scope, LIMITS[scope], key);
}

beforeAll(async () => {
  projectId = testProjectId('limits');
  emulator = await startFirestoreEmulator({ projectId });
  clients = [adminFirestore(emulator.host, projectId), adminFirestore(emulator.host, projectId)];
  db = clients[0]!.db;
});

afterAll(async () => {
  // The first server created firebase-admin's default app, which later ones reuse: stop it last.
  for (const server of servers.reverse()) await server.stop();
  await Promise.all(clients.map((client) => client.close()));
  await emulator?.stop();
});

describe('Firestore rate-limit counters', () => {
  // Windows are aligned to the clock, and a count starts again at the end of one: the limiters of a case share a
  // clock stopped at one moment, so that its hits all fall into one window however slowly the machine runs them.
  function stoppedClock(): { now: () => number; at: number } {
    const at = Date.now();
    return { now: () => at, at };
  }

  it('are shared by two limiter instances on two Firestore clients', async () => {
    const rule = { limit: 4, windowMs: 60_000 };
    const clock = stoppedClock();
    const [a, b] = clients.map((client) => firestoreRateLimiters(client.db, { now: clock.now })('shared', rule));
    const decisions: RateLimitDecision[] = [];
    for (let i = 0; i < 6; i += 1) decisions.push(await (i % 2 === 0 ? a! : b!).hit('key-1'));
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, true, true, false, false]);
    expect(decisions[4]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(decisions[4]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key of the same rule, and the same key of another rule, count apart.
    expect((await a!.hit('key-2')).allowed).toBe(true);
    expect((await firestoreRateLimiters(db, { now: clock.now })('other', rule).hit('key-1')).allowed).toBe(true);
  });

  it('allow exactly the limit when many hits race over two instances', async () => {
    const limit = 5;
    const hits = 16;
    // A generous timeout: this case is about the count, not about how fast the emulator serialises the transactions.
    const clock = stoppedClock();
    const limiters = clients.map((client) =>
      firestoreRateLimiters(client.db, { timeoutMs: 120_000, now: clock.now })('race', { limit, windowMs: 60_000 }),
    );
    const started = Date.now();
    const results = await Promise.allSettled(Array.from({ length: hits }, (_, i) => limiters[i % 2]!.hit('one-key')));
    console.info(`${hits} concurrent hits over two Firestore clients took ${Date.now() - started} ms`);
    const allowed = results.filter((result) => result.status === 'fulfilled' && result.value.allowed).length;
    const failed = results.flatMap((result) => (result.status === 'rejected' ? [String(result.reason)] : []));
    expect(failed).toEqual([]);
    expect(allowed).toBe(limit);
    expect(await countedRequests(db, 'race', { limit, windowMs: 60_000 }, 'one-key', clock.at)).toBe(limit);
  });

  it('never allow more than the limit on a hot key over two instances, and keep answering a burst on it', async () => {
    const rule = { limit: 20, windowMs: 60 * 60_000 };
    // Every hit must be answered, none refused as unavailable. The timeout is generous because one slow answer of a
    // loaded emulator is not a fault of the limiter; how fast hits on a hot key are answered is for benchmarks.
    const clock = stoppedClock();
    const limiters = clients.map((client) =>
      firestoreRateLimiters(client.db, { timeoutMs: 15_000, now: clock.now })('hot', rule),
    );
    // Waves of 8 at a time, as a busy server sends them, then a burst of 40 at once: 120 hits in all.
    const outcomes: Array<PromiseSettledResult<RateLimitDecision>> = [];
    const started = Date.now();
    for (let wave = 0; wave < 10; wave += 1)
      outcomes.push(
        ...(await Promise.allSettled(Array.from({ length: 8 }, (_, i) => limiters[(wave + i) % 2]!.hit('hot-key')))),
      );
    outcomes.push(...(await Promise.allSettled(Array.from({ length: 40 }, (_, i) => limiters[i % 2]!.hit('hot-key')))));
    console.info(`120 hits on one key over two Firestore clients took ${Date.now() - started} ms`);
    const failed = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String(outcome.reason)] : []));
    expect(failed).toEqual([]);
    const allowed = outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value.allowed);
    expect(allowed).toHaveLength(rule.limit);
    expect(await countedRequests(db, 'hot', rule, 'hot-key', clock.at)).toBe(rule.limit);
  });

  it('refuse a key this instance knows is full without asking Firestore (it still answers with Firestore gone)', async () => {
    const outageProject = testProjectId('limits-local');
    const doomed = await startFirestoreEmulator({ projectId: outageProject, own: true });
    const own = adminFirestore(doomed.host, outageProject);
    try {
      // A fresh emulator's first transaction can take seconds on a loaded machine: warm it before the timed hits.
      await own.db.runTransaction(async (transaction) => transaction.get(own.db.collection('warm-up').doc('first')));
      const limiter = firestoreRateLimiters(own.db, { timeoutMs: 3_000, now: stoppedClock().now })('local', {
        limit: 3,
        windowMs: 60 * 60_000,
      });
      for (let i = 0; i < 3; i += 1) expect((await limiter.hit('full-key')).allowed).toBe(true);
      expect((await limiter.hit('full-key')).allowed).toBe(false);
      await doomed.stop();
      // Nothing to ask: refused at once, however often.
      for (let i = 0; i < 20; i += 1) {
        const decision = await limiter.hit('full-key');
        expect(decision.allowed).toBe(false);
        expect(decision.retryAfterSeconds).toBeGreaterThan(0);
      }
      // A key it knows nothing about needs Firestore, and fails closed without it.
      await expect(limiter.hit('other-key')).rejects.toThrow(/Firestore/);
    } finally {
      await own.close();
      await doomed.stop();
    }
  });

  it('store one document per allowed request: hashed key, window and an expireAt for the TTL policy', async () => {
    const at = Date.UTC(2030, 0, 1, 10, 0, 0);
    let now = at + 60_000;
    const rule = { limit: 2, windowMs: 15 * 60_000 };
    const limiter = firestoreRateLimiters(db, { now: () => now })('otpPerPhone', rule);
    await limiter.hit('+919876543210');
    await limiter.hit('+919876543210');
    const windowId = rateLimitWindowId('otpPerPhone', '+919876543210', at);
    const slot = await db
      .collection(RATE_LIMITS_COLLECTION)
      .doc(rateLimitSlotId('otpPerPhone', '+919876543210', at, 1))
      .get();
    expect(slot.id).toBe(`${windowId}-1`);
    expect(windowId).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(slot.data())).not.toContain('9876543210');
    expect(slot.data()).toEqual({
      scope: 'otpPerPhone',
      windowStart: Timestamp.fromMillis(at),
      resetAt: Timestamp.fromMillis(at + 15 * 60_000),
      expireAt: Timestamp.fromMillis(at + 15 * 60_000),
    });
    expect(await limiter.hit('+919876543210')).toEqual({ allowed: false, retryAfterSeconds: 840 });
    // A refused hit writes nothing.
    expect(await countedRequests(db, 'otpPerPhone', rule, '+919876543210', now)).toBe(2);

    // Once the window has passed, a fresh one starts.
    now = at + 15 * 60_000;
    expect(await limiter.hit('+919876543210')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await countedRequests(db, 'otpPerPhone', rule, '+919876543210', now)).toBe(1);
  });
});

describe('requestPhoneVerification on two server instances', () => {
  let first: RunningServer;
  let second: RunningServer;

  beforeAll(async () => {
    first = await startInstance('1');
    second = await startInstance('1');
  });

  it('counts each number once for both instances', async () => {
    const phone = uniquePhone();
    await awayFromWindowEdge(LIMITS.otpPerPhone, 20_000);
    const answers: Permit[] = [];
    // Each request from another client address, so only the per-number limit (3) applies.
    for (let i = 0; i < 5; i += 1)
      answers.push(await permit(i % 2 === 0 ? first : second, phone, `203.0.113.${10 + i}`));
    expect(answers.map((answer) => answer.allowed)).toEqual([true, true, true, false, false]);
    expect(answers[0]!.phone).toBe(`+91${phone}`);
    expect(answers[3]).toMatchObject({
      phone: null,
      userErrors: [
        {
          field: 'phone',
          code: 'RATE_LIMITED',
          message: 'Too many verification attempts. Please try again after some time.',
        },
      ],
    });
    expect(await storedCount('otpPerPhone', `+91${phone}`)).toBe(3);
  }, 60_000);

  it('allows exactly the limit when permits for one number race over both instances', async () => {
    const phone = uniquePhone();
    await awayFromWindowEdge(LIMITS.otpPerPhone, 20_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => permit(i % 2 === 0 ? first : second, phone, `198.51.100.${10 + i}`)),
    );
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(LIMITS.otpPerPhone.limit);
    expect(
      answers.filter((answer) => !answer.allowed).every((answer) => answer.userErrors[0]?.code === 'RATE_LIMITED'),
    ).toBe(true);
  }, 60_000);
});

describe('the per-IP key follows TRUST_PROXY', () => {
  /** Four permits for four different numbers; the per-IP limit is 3. */
  async function fourPermits(server: RunningServer, forwardedFor: (i: number) => string): Promise<boolean[]> {
    const allowed: boolean[] = [];
    for (let i = 0; i < 4; i += 1) allowed.push((await permit(server, uniquePhone(), forwardedFor(i))).allowed);
    return allowed;
  }

  it('ignores X-Forwarded-For when TRUST_PROXY is unset: the socket address counts', async () => {
    const direct = await startInstance();
    expect(await fourPermits(direct, (i) => `192.0.2.${i + 1}`)).toEqual([true, true, true, false]);
    expect(await storedCount('otpPerIp', '127.0.0.1')).toBe(3);
    expect(await storedCount('otpPerIp', '192.0.2.1')).toBe(0);
  });

  it('with TRUST_PROXY=1 takes the last address, ignoring what the client wrote before it', async () => {
    const behindOne = servers[0]!;
    // The load balancer appends the real address; the client chose the rest.
    expect(await fourPermits(behindOne, (i) => `192.0.2.${i + 1}, 203.0.113.200`)).toEqual([true, true, true, false]);
    expect(await storedCount('otpPerIp', '203.0.113.200')).toBe(3);
    expect(await fourPermits(behindOne, (i) => `203.0.113.200, 203.0.113.${i + 101}`)).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('counts an IPv6 client by its /64, and an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    const behindOne = servers[0]!;
    // One subscriber's /64 holds 2^64 addresses: each request from another one of them.
    expect(await fourPermits(behindOne, (i) => `2001:db8:42:7:${i + 1}::${i + 10}`)).toEqual([true, true, true, false]);
    expect(await storedCount('otpPerIp', '2001:db8:42:7::/64')).toBe(3);
    expect((await permit(behindOne, uniquePhone(), '2001:db8:42:8::1')).allowed).toBe(true);
    // A dual-stack socket reports an IPv4 peer as ::ffff:a.b.c.d: one client either way.
    expect(await fourPermits(behindOne, (i) => (i % 2 === 0 ? '::ffff:198.51.100.77' : '198.51.100.77'))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(await storedCount('otpPerIp', '198.51.100.77')).toBe(3);
  });

  it('with TRUST_PROXY=2 takes the second address from the right, exactly', async () => {
    const behindTwo = await startInstance('2');
    // CDN appends the client, load balancer appends the CDN: "<client's own>, <client>, <cdn>".
    expect(await fourPermits(behindTwo, (i) => `192.0.2.${i + 1}, 203.0.113.201, 10.0.0.${i + 1}`)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(await storedCount('otpPerIp', '203.0.113.201')).toBe(3);
    expect(await fourPermits(behindTwo, (i) => `192.0.2.99, 203.0.113.${i + 211}, 10.0.0.9`)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    // No header at all (a request that reached the server directly): the socket address, spent by the case above.
    expect(await storedCount('otpPerIp', '127.0.0.1')).toBe(LIMITS.otpPerIp.limit);
    expect((await permit(behindTwo, uniquePhone())).allowed).toBe(false);
  });
});

describe('when Firestore cannot be reached', () => {
  it('refuses the permit with a clear user error, not a server error', async () => {
    // An emulator of its own, stopped under a running server.
    const outageProject = testProjectId('limits-outage');
    const doomed = await startFirestoreEmulator({ projectId: outageProject, own: true });
    const config = loadConfig({
      APP_MODE: 'local',
      FIREBASE_PROJECT_ID: outageProject,
      FIRESTORE_EMULATOR_HOST: doomed.host,
    });
    const server = await startServer(config, {
      port: 0,
      webDir: null,
      logger: createLogger({ level: 'silent' }),
      accountLimits: LIMITS,
    });
    try {
      expect((await permit(server, uniquePhone())).allowed).toBe(true);
      await doomed.stop();
      const refused = await permit(server, uniquePhone());
      expect(refused).toEqual({
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
    } finally {
      await server.stop();
      await doomed.stop();
    }
  });
});
