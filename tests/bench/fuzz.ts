/**
 * `npm run fuzz`: a bounded, seeded fuzz run over the whole API on two server instances (each its own process) on one
 * set of Firestore and Auth emulators, loopback only, with a probe asking `{__typename}` of both every 5 ms beside it
 * (in a worker thread, so the fuzzer's own work does not delay it). The mix: the web app's own operations with
 * schema-aware mutated variables (fuzz-schema-values.ts), the API fuzz test's requests (fuzz-inputs.ts: extreme
 * variables, malformed HTTP, hostile documents, forged tokens), admin mutations with forged tokens, mutated headers,
 * and bodies too large or too deep. Prints the answers by status, server errors (5xx or INTERNAL_SERVER_ERROR),
 * reset connections, stack traces or file paths leaked, the probe's longest gap, and whether any document changed
 * that a shopper may not change (every collection but the shared limit counters, compared before and after).
 *
 *   npm run fuzz
 *   npm run fuzz -- --requests 2000 --seed 7 --max-seconds 300
 */
import '../support/emulator-env.js';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Firestore } from 'firebase-admin/firestore';
import { buildSchema, type GraphQLSchema } from 'graphql';
import { readSchemaFile } from '../../server/src/graphql/type-defs.js';
import { adminFieldsOf, operationFor } from '../support/admin-support.js';
import { seedShop } from '../support/catalog-fixtures.js';
import {
  adminFirestore,
  startAuthEmulator,
  startFirestoreEmulator,
  testProjectId,
} from '../support/firebase-emulators.js';
import { createFuzzer, seededRandom, type FuzzRequest } from '../support/fuzz-inputs.js';
import { shopOperations, shopRequestBody, type Draw } from '../support/fuzz-schema-values.js';
import { benchServerEnv, startBenchServerProcess, type BenchServerProcess } from './server-process.js';

const IN_FLIGHT = 8;
/** What must never reach a client: stack frames, source paths, internals (as api-fuzz.test.ts). */
const LEAKS =
  /\bat \S+ \(|\bat (?:async )?\S+:\d+:\d+|\/work\/|node_modules|\.[tj]s:\d+|\bstacktrace\b|firebase-admin|ECONNREFUSED/i;
/** Collections that requests may change legitimately: the shared limit counters. */
const COUNTERS = /limit|counter|rate|attempt|throttle/i;

interface Args {
  requests: number;
  seed: number;
  maxSeconds: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { requests: 10_000, seed: 20261207, maxSeconds: 1_200 };
  for (let i = 0; i < argv.length; i += 1) {
    const value = Number(argv[i + 1]);
    if (argv[i] === '--requests') args.requests = value;
    else if (argv[i] === '--seed') args.seed = value;
    else if (argv[i] === '--max-seconds') args.maxSeconds = value;
    else
      throw new Error(
        `Unknown argument ${argv[i]}. Usage: npm run fuzz -- [--requests N] [--seed N] [--max-seconds N]`,
      );
    i += 1;
  }
  return args;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const post = (body: string, headers: Record<string, string> = {}, kind = 'shop'): FuzzRequest & { label: string } => ({
  kind: 'variables',
  label: kind,
  method: 'POST',
  path: '/graphql',
  headers: { ...JSON_TYPE, ...headers },
  body,
});

/** Headers a client may send oddly: huge, malformed, spoofed. */
function oddHeaders(draw: Draw): Record<string, string> {
  return draw.pick<Record<string, string>>([
    { cookie: `session=${'c'.repeat(6_000)}` },
    { 'x-forwarded-for': draw.pick(['1.2.3.4, evil', '::ffff:127.0.0.1', 'not-an-ip', '10.0.0.1, '.repeat(200)]) },
    { 'accept-encoding': draw.pick(['gzip;q=NaN, br, *;q=-1', 'zstd', 'identity;q=0, *;q=0', 'x'.repeat(2_000)]) },
    { 'content-type': draw.pick(['application/json; charset=utf-16', 'application/json;;', 'APPLICATION/JSON']) },
    { authorization: draw.pick(['Basic YWRtaW46YWRtaW4=', `Bearer ${'A'.repeat(8_000)}`, 'Bearer', 'Bearer a.b.c']) },
    { 'x-photo-token': draw.pick(['', 'x'.repeat(5_000), '../../etc/passwd']) },
    { 'apollo-require-preflight': 'true', 'x-apollo-operation-name': 'x'.repeat(1_000) },
    { accept: draw.pick(['text/html', 'application/graphql-response+json;q=0', '*/*;q=abc']) },
  ]);
}

/** A body too large or too deep, or a deeply nested document: each must get its 413 or 400. */
function heavyBody(draw: Draw): FuzzRequest & { label: string } {
  const body = draw.pick<() => string>([
    () => JSON.stringify({ query: '{ __typename }', variables: { a: 'x'.repeat(1_500_000) } }),
    () => (draw.random() < 0.1 ? 'y'.repeat(12_000_000) : 'y'.repeat(1_100_000)),
    () => `{"query":"{ __typename }","variables":{"a":${'['.repeat(100_000)}${']'.repeat(100_000)}}}`,
    () => '{"a":'.repeat(150_000) + '1' + '}'.repeat(150_000),
    () => JSON.stringify({ query: `{ marketing ${'{ offerTitle '.repeat(3_000)}${'}'.repeat(3_000)} }` }),
  ])();
  return post(body, {}, 'heavy');
}

function createMix(random: () => number, projectId: string, schema: GraphQLSchema, schemaText: string) {
  const draw: Draw = { random, pick: <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]! };
  const fuzz = createFuzzer(random, projectId);
  const operations = shopOperations(schema);
  const adminOperations = adminFieldsOf(schemaText, schema)
    .filter((field) => field.type === 'Mutation')
    .map((field) => operationFor(schema, field.type, field.name));
  return (): FuzzRequest & { label: string } => {
    const roll = random();
    if (roll < 0.4) {
      const bad: Record<string, string> =
        random() < 0.2 ? { authorization: `Bearer ${draw.pick(['x', 'a.b.c', 'eyJhbGciOiJub25lIn0.e30.'])}` } : {};
      return post(shopRequestBody(draw, draw.pick(operations)), bad, 'shop');
    }
    if (roll < 0.75) {
      const request = fuzz();
      return { ...request, label: request.kind };
    }
    if (roll < 0.85) {
      const operation = draw.pick(adminOperations);
      const token = draw.pick(['eyJhbGciOiJub25lIn0.eyJhZG1pbiI6dHJ1ZX0.', 'a.b.c', 'x'.repeat(900)]);
      return post(JSON.stringify(operation), { authorization: `Bearer ${token}` }, 'admin');
    }
    if (roll < 0.95) return post(shopRequestBody(draw, draw.pick(operations)), oddHeaders(draw), 'headers');
    return heavyBody(draw);
  };
}

async function snapshot(db: Firestore): Promise<Map<string, string>> {
  const documents = new Map<string, string>();
  for (const collection of await db.listCollections()) {
    if (COUNTERS.test(collection.id)) continue;
    for (const document of (await collection.get()).docs)
      documents.set(document.ref.path, JSON.stringify(document.data()));
  }
  return documents;
}

function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((path) => before.get(path) !== after.get(path));
}

/** The probe: a worker thread asking `{__typename}` of each server in turn every 5 ms; its longest gaps. */
function startProbe(urls: readonly string[]): {
  stop: () => Promise<{ gaps: number[]; answers: number; failed: number }>;
} {
  const code = `
    const { parentPort, workerData } = require('node:worker_threads');
    const urls = workerData;
    const gaps = urls.map(() => 0); const last = urls.map(() => performance.now());
    let running = true, answers = 0, failed = 0;
    parentPort.on('message', () => { running = false; });
    (async () => {
      for (let turn = 0; running; turn += 1) {
        const i = turn % urls.length; const sent = performance.now();
        try {
          const response = await fetch(urls[i] + '/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{__typename}"}' });
          if ((await response.text()).includes('"Query"')) answers += 1; else failed += 1;
        } catch { failed += 1; }
        const now = performance.now();
        gaps[i] = Math.max(gaps[i], now - last[i]); last[i] = now;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, 5 - (performance.now() - sent))));
      }
      parentPort.postMessage({ gaps, answers, failed });
    })();`;
  const worker = new Worker(code, { eval: true, workerData: urls });
  return {
    stop: () =>
      new Promise((resolve) => {
        worker.once('message', (result: { gaps: number[]; answers: number; failed: number }) => {
          void worker.terminate();
          resolve(result);
        });
        worker.postMessage('stop');
      }),
  };
}

async function send(url: string, request: FuzzRequest): Promise<{ status: number; text: string }> {
  try {
    const response = await fetch(`${url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: -1, text: `${String(error)} ${cause?.code ?? cause?.message ?? ''}` };
  }
}

async function seedGuarded(db: Firestore): Promise<void> {
  await seedShop(db);
  // Another shopper's profile and order, which forged tokens claim to be, and settings no shopper may change.
  await db.doc('LovelyUsers/asha').set({ firstName: 'Asha', phone: '+919876543210', isPhoneVerified: true });
  await db.doc('orders/fuzz-asha-1').set({ uid: 'asha', status: 'PLACED', total: { paise: 54_900 } });
  await db.doc('coupons/FUZZ10').set({ code: 'FUZZ10', percentOff: 10, active: true });
}

interface FuzzReport {
  readonly sent: number;
  readonly seconds: number;
  readonly seed: number;
  readonly load: number[];
  readonly statuses: Map<string, number>;
  readonly serverErrors: string[];
  readonly resets: string[];
  readonly leaks: string[];
  readonly probed: { gaps: number[]; answers: number; failed: number };
  readonly changed: string[];
}

function printReport(report: FuzzReport): void {
  const { sent, seconds, load, statuses, serverErrors, resets, leaks, probed, changed } = report;
  const args = { seed: report.seed };
  const byStatus = new Map<string, number>();
  for (const [key, count] of statuses) {
    const status = key.split(' ')[1]!;
    byStatus.set(status, (byStatus.get(status) ?? 0) + count);
  }
  const sorted = (map: Map<string, number>) => [...map.entries()].sort().map(([key, count]) => `${key}: ${count}`);
  console.log(`Fuzz: ${sent} requests (seed ${args.seed}) on 2 instances in ${seconds.toFixed(1)} s`);
  console.log(
    `Load average before: ${load.map((n) => n.toFixed(2)).join(' / ')}; after: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' / ')}`,
  );
  console.log(`By status: ${sorted(byStatus).join(', ')}`);
  console.log(`By kind and status: ${sorted(statuses).join(', ')}`);
  console.log(`Server errors (5xx or INTERNAL_SERVER_ERROR): ${serverErrors.length}`);
  for (const line of serverErrors.slice(0, 10)) console.log(`  ${line}`);
  console.log(`Connections reset or failed (no answer): ${resets.length}`);
  for (const line of resets.slice(0, 10)) console.log(`  ${line}`);
  console.log(`Stack traces or paths leaked: ${leaks.length}`);
  for (const line of leaks.slice(0, 10)) console.log(`  ${line}`);
  console.log(
    `Probe {__typename} every 5 ms: ${probed.answers} answers, ${probed.failed} failed; longest gap per instance ` +
      `${probed.gaps.map((gap) => `${gap.toFixed(0)} ms`).join(', ')}`,
  );
  console.log(
    `Documents changed (limit counters aside): ${changed.length}${changed.length ? `: ${changed.slice(0, 20).join(', ')}` : ''}`,
  );
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const projectId = testProjectId('fuzz-run');
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator({ projectId }),
    startAuthEmulator({ projectId }),
  ]);
  const admin = adminFirestore(firestore.host, projectId);
  const servers: BenchServerProcess[] = [];
  try {
    await seedGuarded(admin.db);
    const env = benchServerEnv({ projectId, firestoreHost: firestore.host, authHost: auth.host });
    servers.push(await startBenchServerProcess(env), await startBenchServerProcess(env));
    const urls = servers.map((server) => server.url);
    const before = await snapshot(admin.db);
    const schemaText = readSchemaFile();
    const next = createMix(seededRandom(args.seed), projectId, buildSchema(schemaText), schemaText);
    // Warm-up (first compilations, first Firestore connections, JIT), neither probed nor counted.
    const warmUp = createMix(seededRandom(args.seed + 1), projectId, buildSchema(schemaText), schemaText);
    for (let index = 0; index < 200; index += 1) await send(urls[index % urls.length]!, warmUp());

    const statuses = new Map<string, number>();
    const serverErrors: string[] = [];
    const resets: string[] = [];
    const leaks: string[] = [];
    const slowest: { ms: number; line: string }[] = [];
    const load = os.loadavg();
    const probe = startProbe(urls);
    const started = performance.now();
    let sent = 0;
    const worker = async () => {
      while (sent < args.requests && performance.now() - started < args.maxSeconds * 1_000) {
        const index = sent;
        sent += 1;
        const request = next();
        const at = performance.now();
        const { status, text } = await send(urls[index % urls.length]!, request);
        const ms = performance.now() - at;
        const key = `${request.label} ${status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        const line = `#${index} ${request.label} ${request.method} ${request.path.slice(0, 80)} (${request.body?.length ?? 0} B) → ${status} ${text.slice(0, 200)}`;
        if (status === -1) resets.push(line);
        else if (status >= 500 || text.includes('INTERNAL_SERVER_ERROR')) serverErrors.push(line);
        if (LEAKS.test(text)) leaks.push(line);
        slowest.push({ ms, line: line.slice(0, 160) });
        slowest.sort((a, b) => b.ms - a.ms).splice(8);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
    const seconds = (performance.now() - started) / 1_000;
    const probed = await probe.stop();
    const changed = changes(before, await snapshot(admin.db));

    printReport({ sent, seconds, seed: args.seed, load, statuses, serverErrors, resets, leaks, probed, changed });
    console.log('Slowest answers:');
    for (const { ms, line } of slowest) console.log(`  ${ms.toFixed(0)} ms ${line}`);
    const ok = serverErrors.length === 0 && resets.length === 0 && leaks.length === 0 && changed.length === 0;
    process.exitCode = ok ? 0 : 1;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await admin.close();
    await Promise.all([firestore.stop(), auth.stop()]);
  }
}

await main();
