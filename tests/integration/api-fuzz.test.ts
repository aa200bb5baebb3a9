// A bounded, seeded fuzz run against the real stack (Firestore and Auth emulators, the real server, loopback only):
// wrong types, extreme values, malformed HTTP, hostile documents and forged tokens. The server must never answer 5xx,
// never show a stack trace or a file path, never label the client's mistake INTERNAL_SERVER_ERROR, keep /healthz at
// 200 throughout, and leave the catalog and every profile exactly as they were. FUZZ_SEED and FUZZ_REQUESTS replay or
// lengthen a run.
import '../support/emulator-env.js';
import type { Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import { startServer, type RunningServer } from '../../server/src/server.js';
import {
  adminFirestore,
  startAuthEmulator,
  startFirestoreEmulator,
  testProjectId,
} from '../support/firebase-emulators.js';
import { seedShop } from '../support/catalog-fixtures.js';
import { createFuzzer, seededRandom, type FuzzRequest } from '../support/fuzz-inputs.js';

const SEED = Number(process.env.FUZZ_SEED ?? 20261122);
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3_000);
const IN_FLIGHT = 8;
/** Collections whose documents must come out of the run unchanged. */
const GUARDED = ['products', 'categories', 'marketing', 'LovelyUsers'];

let firestoreEmulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
let authEmulator: Awaited<ReturnType<typeof startAuthEmulator>>;
let server: RunningServer;
let admin: ReturnType<typeof adminFirestore>;
let projectId: string;

async function snapshot(db: Firestore): Promise<Record<string, unknown>> {
  const collections = await Promise.all(
    GUARDED.map(async (name) => {
      const documents = await db.collection(name).get();
      return [name, Object.fromEntries(documents.docs.map((document) => [document.id, document.data()]))] as const;
    }),
  );
  return Object.fromEntries(collections);
}

beforeAll(async () => {
  projectId = testProjectId('fuzz');
  [firestoreEmulator, authEmulator] = await Promise.all([
    startFirestoreEmulator({ projectId }),
    startAuthEmulator({ projectId }),
  ]);
  admin = adminFirestore(firestoreEmulator.host, projectId);
  await seedShop(admin.db);
  // A real shopper with a profile: the forged tokens below claim to be people like her.
  await admin.db.collection('LovelyUsers').doc('asha').set({
    firstName: 'Asha',
    lastName: 'Raman',
    email: 'victim@example.in',
    phone: '+919876543210',
    isPhoneVerified: true,
    address: '12 Race Course Road',
    city: 'Coimbatore',
    pincode: '641018',
    state: 'Tamil Nadu',
    providerId: 'password',
  });
  const config = loadConfig({
    APP_MODE: 'local',
    FIREBASE_PROJECT_ID: projectId,
    FIRESTORE_EMULATOR_HOST: firestoreEmulator.host,
    FIREBASE_AUTH_EMULATOR_HOST: authEmulator.host,
  });
  server = await startServer(config, {
    port: 0,
    webDir: null,
    logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
  });
});

afterAll(async () => {
  await server?.stop();
  await admin?.close();
  await Promise.all([firestoreEmulator?.stop(), authEmulator?.stop()]);
});

/** What must never reach a client: stack frames, source paths, internals. */
const LEAKS =
  /\bat \S+ \(|\bat (?:async )?\S+:\d+:\d+|\/work\/|node_modules|\.[tj]s:\d+|\bstacktrace\b|firebase-admin|ECONNREFUSED/i;

async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(`${server.url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return { status: -1, text: String(error) };
  }
}

describe('the API under a seeded fuzz run', () => {
  it(`answers ${REQUESTS} hostile requests (seed ${SEED}) without a 5xx, a leak or a change`, async () => {
    const before = await snapshot(admin.db);
    const next = createFuzzer(seededRandom(SEED), projectId);
    const requests = Array.from({ length: REQUESTS }, next);
    const statuses = new Map<string, number>();
    const failures: string[] = [];
    const unhealthy: number[] = [];
    let sent = 0;
    const started = performance.now();

    async function worker(): Promise<void> {
      while (sent < requests.length) {
        const index = sent;
        sent += 1;
        const request = requests[index]!;
        const { status, text } = await send(request);
        const key = `${request.kind} ${status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        // Every refusal is an HTTP answer (413 for the oversized bodies, 400 for deep ones), never a reset (-1).
        if (status >= 500 || status === -1)
          failures.push(
            `#${index} ${request.kind} ${request.method} ${request.path} → ${status} ${text.slice(0, 300)}`,
          );
        else if (LEAKS.test(text)) failures.push(`#${index} ${request.kind} leaks: ${text.slice(0, 300)}`);
        // Every request here is the client's fault: none may be labelled as the server's.
        else if (text.includes('INTERNAL_SERVER_ERROR'))
          failures.push(`#${index} ${request.kind} mislabelled: ${text.slice(0, 300)}`);
        if (index % 100 === 0) {
          const health = await fetch(`${server.url}/healthz`);
          if (health.status !== 200) unhealthy.push(index);
        }
      }
    }
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (performance.now() - started) / 1000;
    const summary = [...statuses.entries()]
      .sort()
      .map(([key, count]) => `${key}: ${count}`)
      .join(', ');
    console.info(`Fuzz: ${REQUESTS} requests (seed ${SEED}) in ${seconds.toFixed(1)} s; ${summary}`);

    expect(failures).toEqual([]);
    expect(unhealthy).toEqual([]);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await snapshot(admin.db)).toEqual(before);
    // Every kind of request was exercised.
    for (const kind of ['variables', 'http', 'document', 'token']) {
      expect([...statuses.keys()].some((key) => key.startsWith(`${kind} `))).toBe(true);
    }
    // The oversized bodies were sent and refused by an answer.
    expect(statuses.get('http 413')).toBeGreaterThan(0);
  }, 120_000);
});
