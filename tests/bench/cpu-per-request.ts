/**
 * `npm run bench:cpu`: the server CPU time each catalog miss costs, beside the node:http floor's, for machines too
 * loaded for requests/s to mean anything. One Firestore emulator holds the synthetic catalog; this checkout's server
 * and a baseline checkout's (both with the response cache off) and the floor server (floor-server.ts, sent each
 * query's answer) take 50 connections for `--duration` seconds each, in alternating order, for `--rounds` rounds.
 * Each process's user + system CPU time is read from /proc before and after and divided by the requests answered.
 *
 *   npm run bench:cpu -- --baseline /tmp/s20-base --rounds 3 --duration 5
 */
import '../support/emulator-env.js';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../server/local/emulators/firestore-emulator.js';
import { loadSyntheticProducts } from '../../server/local/seed/synthetic-products.js';
import { CONNECTIONS, JSON_HEADERS } from './measure.js';
import { TOTAL_COUNT } from './queries.js';
import { scenarios } from './scenarios.js';
import { startBenchServerProcess, type BenchServerProcess } from './server-process.js';

const PROJECT_ID = 'demo-bench-cpu';
const SIZE = 10_000;
const MISS_QUERIES = ['products (filtered, sorted)', 'products, varied', 'product(id)'];
/** Linux's clock tick for /proc/<pid>/stat times. */
const MS_PER_TICK = 10;

/** A process's user + system CPU time so far, in milliseconds. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

async function waitForCatalog(url: string): Promise<void> {
  for (;;) {
    const body = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify({ query: TOTAL_COUNT }),
    })
      .then((response) => response.json() as Promise<{ data?: { products?: { totalCount?: number } } }>)
      .catch(() => null);
    if ((body?.data?.products?.totalCount ?? 0) >= SIZE) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

function missServer(firestoreHost: string, root: string | null): Promise<BenchServerProcess> {
  return startBenchServerProcess({
    ...process.env,
    APP_MODE: 'local',
    NODE_ENV: 'production',
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: '',
    LOG_LEVEL: 'warn',
    BENCH_RESPONSE_CACHE: 'off',
    ...(root ? { BENCH_SERVER_ROOT: path.resolve(root) } : {}),
  });
}

/** Requests/s and server CPU µs per request of one load on one server. */
async function measure(server: BenchServerProcess, duration: number, body: () => string) {
  await autocannon({
    url: `${server.url}/graphql`,
    connections: 10,
    duration: 2,
    method: 'POST',
    headers: JSON_HEADERS,
    body: body(),
  });
  const before = cpuMs(server.pid);
  const result = await autocannon({
    url: `${server.url}/graphql`,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'POST', headers: JSON_HEADERS, setupRequest: (request) => ({ ...request, body: body() }) }],
  });
  const cpuMicros = ((cpuMs(server.pid) - before) * 1000) / Math.max(1, result.requests.total);
  return { requestsPerSecond: result.requests.average, cpuMicros, errors: result.errors + result.non2xx };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      duration: { type: 'string', default: '5' },
    },
  });
  const rounds = Number(values.rounds);
  const duration = Number(values.duration);
  const emulator = await startFirestoreEmulator({ projectId: PROJECT_ID });
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-cpu');
  const db = getFirestore(app);
  db.settings({ host: emulator.host, ssl: false });
  const servers: [string, BenchServerProcess][] = [];
  try {
    await loadSyntheticProducts(db, SIZE, { from: 0 });
    servers.push([
      'floor',
      await startBenchServerProcess({ ...process.env, NODE_ENV: 'production' }, 'floor-server.ts'),
    ]);
    servers.push(['after', await missServer(emulator.host, null)]);
    if (values.baseline) servers.push(['before', await missServer(emulator.host, values.baseline)]);
    await Promise.all(servers.slice(1).map(([, server]) => waitForCatalog(server.url)));
    console.log('| Query (misses) | Round | Server | req/s | server CPU µs per request | load (1 min) |');
    console.log('|---|---:|---|---:|---:|---:|');
    for (let round = 1; round <= rounds; round += 1) {
      for (const scenario of scenarios(SIZE).filter((s) => MISS_QUERIES.includes(s.name))) {
        const answer = await fetch(`${servers[1]![1].url}/graphql`, {
          method: 'POST',
          headers: JSON_HEADERS,
          body: scenario.miss(),
        });
        await fetch(`${servers[0]![1].url}/body`, { method: 'PUT', body: new Uint8Array(await answer.arrayBuffer()) });
        const order = round % 2 === 1 ? servers : [servers[0]!, ...servers.slice(1).reverse()];
        for (const [label, server] of order) {
          const figures = await measure(server, duration, scenario.miss);
          console.log(
            `| ${scenario.name} | ${round} | ${label} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.cpuMicros.toFixed(1)} | ` +
              `${loadavg()[0]!.toFixed(1)} |${figures.errors ? ` ${figures.errors} errors` : ''}`,
          );
        }
      }
    }
  } finally {
    await Promise.all(servers.map(([, server]) => server.stop()));
    await deleteApp(app);
    await emulator.stop();
  }
}

await main();
