/**
 * `npm run bench:cpu`: the server CPU time each catalog request costs, beside the node:http floor's, for machines too
 * loaded for requests/s to mean anything. One Firestore emulator holds the synthetic catalog; this checkout's server
 * and a baseline checkout's, each compiled as production runs it (server-build.ts; `--source` runs the TypeScript
 * through tsx instead), take 50 connections for `--duration` seconds each, in alternating order, for `--rounds`
 * rounds, beside the floor server (floor-server.ts, sent each query's answer: headers and body). "miss" servers run
 * with the response cache off and are sent inputs that never repeat; with `--cached`, "cached" servers (the response
 * cache on, as deployed) are sent the cached scenarios' inputs too. Each process's user + system CPU time is read
 * from /proc before and after and divided by the requests answered. `--profile <dir>` starts every server with
 * `--cpu-prof`, its profiles written to a folder per server in that folder when the run ends. `--accept-encoding
 * 'gzip, deflate, br, zstd'` asks as a browser does: answers of 1 kB or more come compressed, and the floor sends the
 * compressed answer to the first request. *
 *   npm run bench:cpu -- --baseline /tmp/s20-base --rounds 3 --duration 5 --cached
 *   npm run bench:cpu -- --queries 'search,search, varied' --rounds 1 --profile /tmp/profiles
 *   npm run bench:cpu -- --queries 'search results page' --accept-encoding 'gzip, deflate, br, zstd'
 */
import '../support/emulator-env.js';
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../server/local/emulators/firestore-emulator.js';
import { loadSyntheticProducts } from '../../server/local/seed/synthetic-products.js';
import { JSON_HEADERS, postLoad, rawAnswer, teachFloor, WARM_UP_SECONDS } from './measure.js';
import { TOTAL_COUNT } from './queries.js';
import { scenarios, type Scenario } from './scenarios.js';
import { buildServer } from './server-build.js';
import { cpuMs, startBenchServerProcess, type BenchServerProcess } from './server-process.js';

const PROJECT_ID = 'demo-bench-cpu';
const SIZE = 10_000;
const DEFAULT_QUERIES = [
  'products (filtered, sorted)',
  'products, varied',
  'search',
  'search, varied',
  'search, texts not seen lately',
  'product(id)',
];

type Mode = 'miss' | 'cached';

interface MeasuredServer {
  readonly label: string;
  /** Null for the floor, which answers every mode. */
  readonly mode: Mode | null;
  readonly server: BenchServerProcess;
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

interface ServerSettings {
  readonly firestoreHost: string;
  /** The checkout to run (null: this one). */
  readonly root: string | null;
  /** Its server compiled (server-build.ts), or null to run its TypeScript sources through tsx (`--source`). */
  readonly build: string | null;
  readonly mode: Mode;
  readonly profileDir: string | null;
  readonly label: string;
}

function catalogServer(settings: ServerSettings): Promise<BenchServerProcess> {
  const { firestoreHost, root, build, mode, profileDir, label } = settings;
  const env = {
    ...process.env,
    APP_MODE: 'local',
    NODE_ENV: 'production',
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: '',
    LOG_LEVEL: 'warn',
    BENCH_RESPONSE_CACHE: mode === 'miss' ? 'off' : 'on',
    ...(root ? { BENCH_SERVER_ROOT: path.resolve(root) } : {}),
    ...(build ? { BENCH_SERVER_BUILD: build } : {}),
  };
  return startBenchServerProcess(env, 'bench-server.ts', profileArguments(profileDir, `${label}-${mode}`));
}

/**
 * Node's arguments writing CPU profiles into a folder named after the server, in `dir`, when it exits (one per
 * thread: tsx's loader runs in a worker of its own; the server's is the largest file).
 */
function profileArguments(dir: string | null, name: string): string[] {
  if (dir === null) return [];
  return ['--cpu-prof', `--cpu-prof-dir=${path.resolve(dir, name)}`];
}

/** Requests/s and server CPU µs per request of one load on one server, after the same warm-up as measure.ts's. */
async function measure(server: BenchServerProcess, duration: number, body: () => string, headers: RequestHeaders) {
  await postLoad(server.url, WARM_UP_SECONDS, body, headers);
  const before = cpuMs(server.pid);
  const result = await postLoad(server.url, duration, body, headers);
  const cpuMicros = ((cpuMs(server.pid) - before) * 1000) / Math.max(1, result.requests.total);
  return { requestsPerSecond: result.requests.average, cpuMicros, errors: result.errors + result.non2xx };
}

/** Headers sent with every request besides JSON's (`--accept-encoding`). */
type RequestHeaders = Readonly<Record<string, string>>;

/** Teaches the floor server the answer (headers and body) a catalog server gives to the scenario's first request. */
async function teachFloorAnswer(
  floor: BenchServerProcess,
  server: BenchServerProcess,
  body: string,
  headers: RequestHeaders,
): Promise<void> {
  const sent = { ...JSON_HEADERS, 'accept-encoding': 'identity', ...headers };
  await teachFloor(floor.url, await rawAnswer(`${server.url}/graphql`, { method: 'POST', headers: sent, body }));
}

/** One round of one scenario in one mode: the floor, then the servers of that mode, in the round's order. */
async function measureRound(
  scenario: Scenario,
  mode: Mode,
  round: number,
  settings: RunSettings,
  all: MeasuredServer[],
) {
  const floor = all.find((entry) => entry.mode === null)!;
  const servers = all.filter((entry) => entry.mode === mode);
  const body = mode === 'miss' ? scenario.miss : scenario.cached;
  await teachFloorAnswer(floor.server, servers[0]!.server, body(), settings.headers);
  const order = [floor, ...(round % 2 === 1 ? servers : [...servers].reverse())];
  for (const { label, server } of order) {
    const figures = await measure(server, settings.duration, body, settings.headers);
    console.log(
      `| ${scenario.name} | ${mode} | ${round} | ${label} | ${figures.requestsPerSecond.toFixed(0)} | ` +
        `${figures.cpuMicros.toFixed(1)} | ${loadavg()[0]!.toFixed(1)} |${figures.errors ? ` ${figures.errors} errors` : ''}`,
    );
  }
}

/** What every measurement of a run shares. */
interface RunSettings {
  readonly duration: number;
  readonly headers: RequestHeaders;
}

function options() {
  const { values } = parseArgs({
    options: {
      baseline: { type: 'string' },
      rounds: { type: 'string', default: '3' },
      duration: { type: 'string', default: '5' },
      queries: { type: 'string' },
      cached: { type: 'boolean', default: false },
      profile: { type: 'string' },
      source: { type: 'boolean', default: false },
      'accept-encoding': { type: 'string' },
    },
  });
  const names = values.queries ? values.queries.split(/,(?! )/) : DEFAULT_QUERIES;
  const chosen = scenarios(SIZE).filter((scenario) => names.includes(scenario.name));
  if (chosen.length !== names.length) throw new Error(`Unknown query among: ${names.join(' | ')}`);
  const modes: Mode[] = values.cached ? ['miss', 'cached'] : ['miss'];
  if (values.profile) mkdirSync(values.profile, { recursive: true });
  return {
    baseline: values.baseline ?? null,
    rounds: Number(values.rounds),
    duration: Number(values.duration),
    chosen,
    modes,
    profileDir: values.profile ?? null,
    source: values.source,
    headers: (values['accept-encoding'] ? { 'accept-encoding': values['accept-encoding'] } : {}) as RequestHeaders,
  };
}

async function main(): Promise<void> {
  const { baseline, rounds, duration, chosen, modes, profileDir, source, headers } = options();
  const afterBuild = source ? null : await buildServer(process.cwd());
  const beforeBuild = source || !baseline ? null : await buildServer(baseline);
  const emulator = await startFirestoreEmulator({ projectId: PROJECT_ID });
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-cpu');
  const db = getFirestore(app);
  db.settings({ host: emulator.host, ssl: false });
  const all: MeasuredServer[] = [];
  try {
    await loadSyntheticProducts(db, SIZE, { from: 0 });
    const floor = await startBenchServerProcess({ ...process.env, NODE_ENV: 'production' }, 'floor-server.ts');
    all.push({ label: 'floor', mode: null, server: floor });
    for (const mode of modes) {
      const settings = { firestoreHost: emulator.host, mode, profileDir };
      const after = await catalogServer({ ...settings, root: null, build: afterBuild, label: 'after' });
      all.push({ label: 'after', mode, server: after });
      if (baseline) {
        const server = await catalogServer({ ...settings, root: baseline, build: beforeBuild, label: 'before' });
        all.push({ label: 'before', mode, server });
      }
    }
    await Promise.all(all.filter((entry) => entry.mode !== null).map((entry) => waitForCatalog(entry.server.url)));
    console.log('| Query | Mode | Round | Server | req/s | server CPU µs per request | load (1 min) |');
    console.log('|---|---|---:|---|---:|---:|---:|');
    for (let round = 1; round <= rounds; round += 1) {
      for (const scenario of chosen) {
        for (const mode of modes) await measureRound(scenario, mode, round, { duration, headers }, all);
      }
    }
  } finally {
    await Promise.all(all.map((entry) => entry.server.stop()));
    await deleteApp(app);
    await emulator.stop();
  }
}

await main();
