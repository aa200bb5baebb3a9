/**
 * `npm run bench`: throughput and latency of the catalog API at 1,000, 10,000 and 100,000 products beside the bare
 * node:http floor of the same machine, and the original shop's whole-collection read for comparison. Prints a table
 * and writes tests/bench/results.md.
 *
 *   npm run bench                                   all three sizes, 10 s per measurement
 *   npm run bench -- --sizes 1000,10000 --duration 5
 *   npm run bench -- --sizes 10000 --baseline /tmp/before --baseline-label f0957d9
 *   npm run bench -- --sizes 10000 --duration 3 --queries 'search results page,search results page, texts not seen lately'
 *                                                   those queries only, printed (results.md keeps whole runs)
 *
 * One Firestore emulator holds the synthetic catalog, grown from one size to the next. For each size fresh server
 * processes load it (the first one's cold-start time is reported): one with the response cache (started again for
 * each query), one without (true misses), and with --baseline the same two from another checkout of the repository
 * (e.g. `git archive <commit> | tar -x -C /tmp/before && ln -s "$PWD/node_modules" /tmp/before/node_modules`), so
 * before and after are measured side by side in one run. Each checkout's server is compiled first and run as production runs it (server-build.ts; `--source`
 * runs the TypeScript through tsx instead). A bare node:http server (floor-server.ts) sends each query's response
 * bytes for the floor: the same headers and body, and beside it the same body with only two headers.
 * autocannon drives 50 connections at one server at a time from this process.
 */
import '../support/emulator-env.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../server/local/emulators/firestore-emulator.js';
import { loadSyntheticProducts } from '../../server/local/seed/synthetic-products.js';
import { CONNECTIONS, headersToRepeat, JSON_HEADERS, load, loadFloor, type LoadFigures } from './measure.js';
import { readWholeCollectionRest, readWholeCollectionSdk } from './original-shop.js';
import { SEARCH, TOTAL_COUNT } from './queries.js';
import { formatBytes, renderReport, type ScenarioResult, type SizeResult } from './report.js';
import { measureRenderedPage, type RenderedPageResult } from './rendered-pages.js';
import { scenarios, type Scenario } from './scenarios.js';
import { buildServer, serverBuildDir } from './server-build.js';
import { startBenchServerProcess, type BenchServerProcess } from './server-process.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '..', '..');
const RESULTS_FILE = path.join(HERE, 'results.md');
const LIMITS_SECTION = '# Limits under load';
const PROJECT_ID = 'demo-bench';

interface Args {
  sizes: number[];
  duration: number;
  baseline: string | null;
  baselineLabel: string | null;
  /** Run the servers' TypeScript sources through tsx instead of their compiled build. */
  source: boolean;
  /** Only these scenarios (scenarios.ts names); null: all of them. */
  queries: readonly string[] | null;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const loadAverageBefore = os.loadavg();
  console.log(
    `Benchmark: sizes ${args.sizes.join(', ')}, ${CONNECTIONS} connections, ${args.duration} s per measurement` +
      (args.baseline ? `, baseline ${args.baseline}` : ''),
  );

  const emulator = await startFirestoreEmulator({ projectId: PROJECT_ID });
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-loader');
  const db = getFirestore(app);
  db.settings({ host: emulator.host, ssl: false });
  if (!args.source) {
    console.log('  compiling the servers (tsc) …');
    await Promise.all([buildServer(REPO_ROOT), ...(args.baseline ? [buildServer(args.baseline)] : [])]);
  }
  const floor = await startBenchServerProcess({ ...process.env, NODE_ENV: 'production' }, 'floor-server.ts');
  const results: SizeResult[] = [];
  try {
    let loaded = 0;
    for (const size of args.sizes) {
      const loadStart = performance.now();
      await loadSyntheticProducts(db, size, {
        from: loaded,
        progressEvery: 10_000,
        onProgress: (written) => process.stdout.write(`\r  loading products … ${written.toLocaleString('en-US')}   `),
      });
      const loadSeconds = (performance.now() - loadStart) / 1000;
      loaded = size;
      console.log(
        `\n  ${size.toLocaleString('en-US')} products in Firestore (+${loadSeconds.toFixed(1)} s of BulkWriter writes)`,
      );
      results.push(await measureSize(size, loadSeconds, emulator.host, floor.url, args));
    }
  } finally {
    await floor.stop();
    await deleteApp(app);
    await emulator.stop();
  }

  const command = `npm run bench -- ${process.argv.slice(2).join(' ')}`.replace(/ -- $/, '');
  const report = renderReport(results, {
    command,
    duration: args.duration,
    baseline: args.baseline && (args.baselineLabel ?? path.basename(args.baseline)),
    loadBefore: loadAverageBefore,
    loadAfter: os.loadavg(),
    source: args.source,
  });
  console.log(`\n${report}`);
  // A run of some queries only prints its figures: results.md keeps whole runs.
  if (args.queries) return;
  // The limits benchmark's figures (npm run bench:limits, measured and written up by hand) stay below the report.
  const previous = fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : '';
  const kept = previous.indexOf(LIMITS_SECTION);
  fs.writeFileSync(RESULTS_FILE, kept >= 0 ? `${report}\n${previous.slice(kept)}` : report);
  console.log(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

/** The servers one size is measured on: with and without the response cache, here and in the baseline checkout. */
interface Servers {
  cached: BenchServerProcess;
  miss: BenchServerProcess;
  before: { cached: BenchServerProcess; miss: BenchServerProcess } | null;
}

/** A server of this checkout (`root` null) or the baseline's, with or without the response cache, serving the catalog. */
async function startServer(
  firestoreHost: string,
  size: number,
  args: Args,
  cache: boolean,
  root: string | null,
): Promise<BenchServerProcess> {
  const build = args.source ? null : serverBuildDir(root ?? REPO_ROOT);
  const server = await startBenchServer(firestoreHost, cache, root, build);
  try {
    await waitForCatalog(server.url, size);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

async function startServers(firestoreHost: string, size: number, args: Args): Promise<Servers> {
  const { baseline } = args;
  const started: BenchServerProcess[] = [];
  const start = async (cache: boolean, root: string | null) => {
    const server = await startServer(firestoreHost, size, args, cache, root);
    started.push(server);
    return server;
  };
  try {
    const cached = await start(true, null);
    const miss = await start(false, null);
    const before = baseline ? { cached: await start(true, baseline), miss: await start(false, baseline) } : null;
    return { cached, miss, before };
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    throw error;
  }
}

/**
 * New servers with the response cache in place of the old ones, so that a query's cached figures never depend on
 * what earlier queries left in the cache (a cache full of another query's answers, asked more often, turns a new
 * query's answers away: http/response-cache.ts).
 */
async function restartCachedServers(servers: Servers, firestoreHost: string, size: number, args: Args): Promise<void> {
  await servers.cached.stop();
  servers.cached = await startServer(firestoreHost, size, args, true, null);
  if (servers.before && args.baseline) {
    await servers.before.cached.stop();
    servers.before.cached = await startServer(firestoreHost, size, args, true, args.baseline);
  }
}

async function measureSize(
  size: number,
  loadSeconds: number,
  firestoreHost: string,
  floorUrl: string,
  args: Args,
): Promise<SizeResult> {
  const readyStart = performance.now();
  const servers = await startServers(firestoreHost, size, args);
  const all = () => [
    servers.cached,
    servers.miss,
    ...(servers.before ? [servers.before.cached, servers.before.miss] : []),
  ];
  try {
    // All servers load the catalog one after the other; the first one's time is the cold start.
    const serverReadySeconds = (performance.now() - readyStart) / 1000 / all().length;
    console.log(`  ${all().length} servers ready with the whole catalog (${serverReadySeconds.toFixed(1)} s each)`);
    const searchBody = await graphql(servers.cached.url, SEARCH);
    const runs: ScenarioResult[] = [];
    const chosen = scenarios(size).filter((scenario) => !args.queries || args.queries.includes(scenario.name));
    for (const [index, scenario] of chosen.entries()) {
      if (index > 0) await restartCachedServers(servers, firestoreHost, size, args);
      runs.push(await measureScenario(scenario, index % 2 === 1, servers, floorUrl, args.duration));
    }
    const renderedPage = await measureRenderedPageIfBuilt(servers, floorUrl, size, args);
    const { original, originalSdkMs } = await readOriginalShop(firestoreHost);
    return {
      size,
      renderedPage,
      loadSeconds,
      serverReadySeconds,
      runs,
      original,
      originalSdkMs,
      searchResponseBytes: searchBody.bytes,
      searchResponseGzipBytes: searchBody.gzipBytes,
    };
  } finally {
    await Promise.all(all().map((server) => server.stop()));
  }
}

/** One query cached and as misses on a pair of servers (with and without the response cache); null without them. */
async function measurePair(
  scenario: Scenario,
  pair: { cached: BenchServerProcess; miss: BenchServerProcess } | null,
  label: string,
  duration: number,
): Promise<{ cached: LoadFigures; miss: LoadFigures } | null> {
  if (!pair) return null;
  const cached = await load(`${scenario.name}: ${label}cached`, pair.cached.url, duration, scenario.cached);
  const miss = await load(`${scenario.name}: ${label}misses`, pair.miss.url, duration, scenario.miss);
  return { cached, miss };
}

async function readOriginalShop(firestoreHost: string) {
  const original = await readWholeCollectionRest(firestoreHost, PROJECT_ID, SEARCH.variables.text);
  console.log(
    `  original shop (REST): ${original.documents.toLocaleString('en-US')} documents, ${formatBytes(original.compactBytes)}, ` +
      `${original.msToFirstResult.toFixed(0)} ms to the first result`,
  );
  let originalSdkMs: number | null = null;
  try {
    originalSdkMs = (await readWholeCollectionSdk(firestoreHost, PROJECT_ID, SEARCH.variables.text)).ms;
    console.log(`  original shop (Firebase JS SDK): ${originalSdkMs.toFixed(0)} ms`);
  } catch (error) {
    console.log(`  original shop (Firebase JS SDK) failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { original, originalSdkMs };
}

async function graphql(
  url: string,
  request: { query: string; variables?: unknown },
): Promise<{ json: unknown; text: string; headers: Record<string, string>; bytes: number; gzipBytes: number }> {
  // Bytes of the JSON body, and what gzip (which the server applies for browsers) makes of it.
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, 'accept-encoding': 'identity' },
    body: JSON.stringify(request),
  });
  const text = await response.text();
  const json = JSON.parse(text) as { errors?: unknown };
  if (json.errors) throw new Error(`GraphQL errors: ${JSON.stringify(json.errors).slice(0, 500)}`);
  const headers = headersToRepeat(response.headers);
  return { json, text, headers, bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text).length };
}

async function waitForCatalog(url: string, size: number): Promise<void> {
  const deadline = Date.now() + 15 * 60_000;
  let last = -1;
  while (Date.now() < deadline) {
    try {
      const { json } = await graphql(url, { query: TOTAL_COUNT });
      last = (json as { data: { products: { totalCount: number } } }).data.products.totalCount;
      if (last >= size) return;
    } catch {
      // Not ready yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server never showed ${size} products (last count: ${last}).`);
}

async function startBenchServer(
  firestoreHost: string,
  responseCache: boolean,
  root: string | null,
  build: string | null,
): Promise<BenchServerProcess> {
  return startBenchServerProcess({
    ...process.env,
    APP_MODE: 'local',
    // graphql-js and Express skip their development-only checks, as in production; APP_MODE keeps the emulator.
    NODE_ENV: 'production',
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: '',
    LOG_LEVEL: 'warn',
    BENCH_RESPONSE_CACHE: responseCache ? 'on' : 'off',
    ...(root ? { BENCH_SERVER_ROOT: path.resolve(root) } : {}),
    ...(build ? { BENCH_SERVER_BUILD: build } : {}),
    // The server with the response cache also serves the checkout's built web app, for the rendered page.
    ...(responseCache ? { BENCH_WEB_DIR: builtWebDir(root ?? REPO_ROOT) ?? '' } : {}),
  });
}

/** The checkout's built web app (dist/web), when its server renderer is built too (`npm run build:web`). */
function builtWebDir(root: string): string | null {
  const dist = path.resolve(root, 'dist');
  return fs.existsSync(path.join(dist, 'web-ssr', 'entry-server.js')) ? path.join(dist, 'web') : null;
}

/**
 * One query: the floor (measured before the servers and again after them, the better of the two kept, so a slow
 * moment of the machine cannot lower it), the bare floor, and the servers with and without the response cache, this
 * checkout's and the baseline's (first when `baselineFirst`, so neither side always meets the machine later).
 */
async function measureScenario(
  scenario: Scenario,
  baselineFirst: boolean,
  servers: Servers,
  floorUrl: string,
  duration: number,
): Promise<ScenarioResult> {
  const request = scenario.cached();
  const answer = await graphql(servers.cached.url, JSON.parse(request) as { query: string });
  const body = Buffer.from(answer.text);
  const floorOnce = (label: string) =>
    loadFloor(`${scenario.name}: ${label}`, floorUrl, duration, request, { body, headers: answer.headers });
  const floorFirst = await floorOnce('floor');
  const bareFloor = await loadFloor(`${scenario.name}: bare floor`, floorUrl, duration, request, {
    body,
    headers: null,
  });
  const before = baselineFirst ? await measurePair(scenario, servers.before, 'before, ', duration) : null;
  const after = await measurePair(scenario, servers, '', duration);
  const beforeLast = baselineFirst ? null : await measurePair(scenario, servers.before, 'before, ', duration);
  const floorAgain = await floorOnce('floor, again');
  const floor = floorAgain.requestsPerSecond > floorFirst.requestsPerSecond ? floorAgain : floorFirst;
  return { scenario: scenario.name, floor, bareFloor, ...after!, before: before ?? beforeLast };
}

/** The rendered product page, when this checkout (and the baseline, if any) has its web app built; else null. */
async function measureRenderedPageIfBuilt(
  servers: Servers,
  floorUrl: string,
  size: number,
  args: Args,
): Promise<RenderedPageResult | null> {
  const baselineBuilt = args.baseline === null || builtWebDir(args.baseline) !== null;
  if (builtWebDir(REPO_ROOT) === null || !baselineBuilt) {
    console.log('  rendered page: not measured (run `npm run build:web` in each checkout first)');
    return null;
  }
  const beforeUrl = servers.before?.cached.url ?? null;
  return measureRenderedPage({ url: servers.cached.url, beforeUrl, floorUrl }, size, args.duration);
}

function parseArgs(argv: string[]): Args {
  let sizes = [1_000, 10_000, 100_000];
  let duration = 10;
  let baseline: string | null = null;
  let baselineLabel: string | null = null;
  let source = false;
  let queries: string[] | null = null;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes') sizes = (argv[++i] ?? '').split(',').map(Number);
    else if (argv[i] === '--duration') duration = Number(argv[++i]);
    else if (argv[i] === '--baseline') baseline = argv[++i] ?? null;
    else if (argv[i] === '--baseline-label') baselineLabel = argv[++i] ?? null;
    else if (argv[i] === '--source') source = true;
    // Names are separated by commas not followed by a space (names hold ", "), as in cpu-per-request.ts.
    else if (argv[i] === '--queries') queries = (argv[++i] ?? '').split(/,(?! )/);
    else
      throw new Error(
        `Unknown argument ${argv[i]}. Usage: npm run bench -- [--sizes 1000,10000,100000] [--duration 10] ` +
          "[--baseline <checkout> [--baseline-label <name>]] [--queries 'name,name'] [--source]",
      );
  }
  if (sizes.some((n) => !Number.isInteger(n) || n < 1) || !(duration > 0))
    throw new Error('Sizes must be whole numbers and duration positive.');
  if (baseline !== null && !fs.existsSync(path.join(baseline, 'server/src/server.ts')))
    throw new Error(`--baseline ${baseline} is not a checkout of this repository.`);
  const known = scenarios(1).map((scenario) => scenario.name);
  const unknown = queries?.filter((name) => !known.includes(name)) ?? [];
  if (unknown.length > 0) throw new Error(`Unknown query among: ${unknown.join(' | ')}`);
  return { sizes: [...sizes].sort((a, b) => a - b), duration, baseline, baselineLabel, source, queries };
}

main().catch((error: unknown) => {
  console.error(`✖ Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
