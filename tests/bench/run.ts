/**
 * `npm run bench`: throughput and latency of the catalog API at 1,000, 10,000 and 100,000 products, and the original
 * shop's whole-collection read for comparison. Prints a table and writes tests/bench/results.md.
 *
 *   npm run bench                                   all three sizes, 10 s per measurement
 *   npm run bench -- --sizes 1000,10000 --duration 5
 *
 * One Firestore emulator holds the synthetic catalog, grown from one size to the next. For each size a fresh server
 * process loads it (its cold-start time is reported) and autocannon drives 50 connections at it from this process.
 */
import '../support/emulator-env.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../server/local/emulators/firestore-emulator.js';
import { loadSyntheticProducts, syntheticProductId } from '../../server/local/seed/synthetic-products.js';
import { readWholeCollectionRest, readWholeCollectionSdk, type WholeCollectionRead } from './original-shop.js';
import {
  FILTERED_PRODUCTS,
  PRODUCT_BY_ID,
  SEARCH,
  TOTAL_COUNT,
  variedProductsRequest,
  variedSearchRequest,
} from './queries.js';
import { startBenchServerProcess, type BenchServerProcess } from './server-process.js';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const RESULTS_FILE = path.join(HERE, 'results.md');
const LIMITS_SECTION = '# Limits under load';
const PROJECT_ID = 'demo-bench';
const CONNECTIONS = 50;

interface LoadResult {
  scenario: string;
  size: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  responseBytes: number;
}

interface SizeResult {
  size: number;
  loadSeconds: number;
  serverReadySeconds: number;
  runs: LoadResult[];
  original: WholeCollectionRead;
  originalSdkMs: number | null;
  searchResponseBytes: number;
  searchResponseGzipBytes: number;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const loadAverageBefore = os.loadavg();
  console.log(
    `Benchmark: sizes ${args.sizes.join(', ')}, ${CONNECTIONS} connections, ${args.duration} s per measurement`,
  );

  const emulator = await startFirestoreEmulator({ projectId: PROJECT_ID });
  const app = initializeApp({ projectId: PROJECT_ID }, 'bench-loader');
  const db = getFirestore(app);
  db.settings({ host: emulator.host, ssl: false });
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
      results.push(await measureSize(size, loadSeconds, emulator.host, args.duration));
    }
  } finally {
    await deleteApp(app);
    await emulator.stop();
  }

  const report = renderReport(results, args, loadAverageBefore, os.loadavg());
  console.log(`\n${report}`);
  // The limits benchmark's figures (npm run bench:limits, measured and written up by hand) stay below the report.
  const previous = fs.existsSync(RESULTS_FILE) ? fs.readFileSync(RESULTS_FILE, 'utf8') : '';
  const kept = previous.indexOf(LIMITS_SECTION);
  fs.writeFileSync(RESULTS_FILE, kept >= 0 ? `${report}\n${previous.slice(kept)}` : report);
  console.log(`Written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
}

async function measureSize(
  size: number,
  loadSeconds: number,
  firestoreHost: string,
  duration: number,
): Promise<SizeResult> {
  const readyStart = performance.now();
  const server = await startBenchServer(firestoreHost);
  try {
    await waitForCatalog(server.url, size);
    const serverReadySeconds = (performance.now() - readyStart) / 1000;
    console.log(`  server ready with the whole catalog in ${serverReadySeconds.toFixed(1)} s`);

    const searchBody = await graphql(server.url, SEARCH);
    const runs: LoadResult[] = [];
    // The same request over and over (what a busy category page or a popular search looks like; the server's
    // response cache helps), then requests that differ every time (mostly cache misses).
    runs.push(
      await load('products (filtered, sorted)', size, server.url, duration, () => JSON.stringify(FILTERED_PRODUCTS)),
    );
    runs.push(await load('products, varied', size, server.url, duration, variedProductsRequest));
    runs.push(await load('search', size, server.url, duration, () => JSON.stringify(SEARCH)));
    runs.push(await load('search, varied', size, server.url, duration, variedSearchRequest));
    runs.push(
      await load('product(id)', size, server.url, duration, () =>
        JSON.stringify({
          query: PRODUCT_BY_ID,
          variables: { id: syntheticProductId(Math.floor(Math.random() * size)) },
        }),
      ),
    );

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
      console.log(
        `  original shop (Firebase JS SDK) failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return {
      size,
      loadSeconds,
      serverReadySeconds,
      runs,
      original,
      originalSdkMs,
      searchResponseBytes: searchBody.bytes,
      searchResponseGzipBytes: searchBody.gzipBytes,
    };
  } finally {
    await server.stop();
  }
}

async function load(
  scenario: string,
  size: number,
  url: string,
  duration: number,
  body: () => string,
): Promise<LoadResult> {
  // Warm up (JIT, caches) before measuring.
  await autocannon({
    url: `${url}/graphql`,
    connections: 10,
    duration: 2,
    method: 'POST',
    headers: JSON_HEADERS,
    body: body(),
  });
  const result = await autocannon({
    url: `${url}/graphql`,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'POST', headers: JSON_HEADERS, setupRequest: (request) => ({ ...request, body: body() }) }],
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  const run: LoadResult = {
    scenario,
    size,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    responseBytes: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
  console.log(
    `  ${scenario.padEnd(28)} ${run.requestsPerSecond.toFixed(0).padStart(7)} req/s   p50 ${run.p50} ms   p99 ${run.p99} ms` +
      (errors ? `   ${errors} errors` : ''),
  );
  return run;
}

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json' };

async function graphql(
  url: string,
  request: { query: string; variables?: unknown },
): Promise<{ json: unknown; bytes: number; gzipBytes: number }> {
  // Bytes of the JSON body, and what gzip (which the server applies for browsers) makes of it.
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify(request),
  });
  const text = await response.text();
  const json = JSON.parse(text) as { errors?: unknown };
  if (json.errors) throw new Error(`GraphQL errors: ${JSON.stringify(json.errors).slice(0, 500)}`);
  return { json, bytes: Buffer.byteLength(text), gzipBytes: gzipSync(text).length };
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

async function startBenchServer(firestoreHost: string): Promise<BenchServerProcess> {
  return startBenchServerProcess({
    ...process.env,
    APP_MODE: 'local',
    // graphql-js and Express skip their development-only checks, as in production; APP_MODE keeps the emulator.
    NODE_ENV: 'production',
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    FIREBASE_PROJECT_ID: PROJECT_ID,
    FIREBASE_AUTH_EMULATOR_HOST: '',
    LOG_LEVEL: 'warn',
  });
}

function renderReport(
  results: SizeResult[],
  args: { duration: number },
  loadBefore: number[],
  loadAfter: number[],
): string {
  const cpus = os.cpus();
  const lines: string[] = [];
  lines.push('# Benchmark results', '');
  lines.push(
    `Run on ${new Date().toISOString()} with \`npm run bench\` (${CONNECTIONS} connections, ${args.duration} s per measurement, autocannon).`,
    '',
  );
  lines.push('## Machine', '');
  lines.push(`- CPU: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} cores`);
  lines.push(`- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`);
  lines.push(`- Node ${process.version}, ${os.type()} ${os.release()} ${os.arch()}`);
  lines.push(
    `- Load average (1/5/15 min) before: ${loadBefore.map((n) => n.toFixed(2)).join(' / ')}, after: ${loadAfter.map((n) => n.toFixed(2)).join(' / ')}`,
  );
  lines.push(
    '- The server runs in its own process (NODE_ENV=production, catalog from the Firestore emulator); autocannon runs in the benchmark process on the same machine.',
    '',
  );
  lines.push('## GraphQL API under load', '');
  lines.push('| Products | Query | Requests/s | p50 (ms) | p99 (ms) | Errors | Bytes/response |');
  lines.push('|---:|---|---:|---:|---:|---:|---:|');
  for (const size of results) {
    for (const run of size.runs) {
      lines.push(
        `| ${size.size.toLocaleString('en-US')} | ${run.scenario} | ${run.requestsPerSecond.toFixed(0)} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.responseBytes.toLocaleString('en-US')} |`,
      );
    }
  }
  lines.push('', '## The original shop: read the whole collection, filter in the browser', '');
  lines.push(
    'Bytes of the collection read are its JSON without whitespace (the emulator pretty-prints; the raw figure is in brackets).',
    '',
  );
  lines.push(
    '| Products | Bytes read | gzip | Time to first search result (REST) | Firebase JS SDK getDocs | Our search response | gzip | Ratio (whole read ÷ search) |',
  );
  lines.push('|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const size of results) {
    lines.push(
      `| ${size.size.toLocaleString('en-US')} | ${formatBytes(size.original.compactBytes)} (${formatBytes(size.original.bytes)}) | ${formatBytes(size.original.gzipBytes)} | ` +
        `${size.original.msToFirstResult.toFixed(0)} ms | ${size.originalSdkMs === null ? 'failed' : `${size.originalSdkMs.toFixed(0)} ms`} | ` +
        `${formatBytes(size.searchResponseBytes)} | ${formatBytes(size.searchResponseGzipBytes)} | ` +
        `${(size.original.compactBytes / size.searchResponseBytes).toFixed(0)}× (gzip ${(size.original.gzipBytes / size.searchResponseGzipBytes).toFixed(0)}×) |`,
    );
  }
  lines.push('', '## Set-up costs', '');
  lines.push(
    '| Products | Loading into the emulator (BulkWriter, added documents) | Server cold start until the whole catalog is served |',
  );
  lines.push('|---:|---:|---:|');
  for (const size of results) {
    lines.push(
      `| ${size.size.toLocaleString('en-US')} | ${size.loadSeconds.toFixed(1)} s | ${size.serverReadySeconds.toFixed(1)} s |`,
    );
  }
  lines.push('', '## Goals (issue 2 §5)', '');
  const exact = (size: number, scenario: string) =>
    results.find((r) => r.size === size)?.runs.find((run) => run.scenario === scenario);
  const at = (size: number, scenario: string) =>
    results.find((r) => r.size === size)?.runs.find((run) => run.scenario.startsWith(scenario));
  const goal = (label: string, value: number | undefined, ok: (v: number) => boolean, unit: string) =>
    lines.push(
      `- ${label}: ${value === undefined ? 'not measured' : `${value.toFixed(value < 10 ? 1 : 0)} ${unit} — ${ok(value) ? 'met' : 'NOT met'}`}`,
    );
  for (const [size, limit] of [
    [10_000, 20],
    [100_000, 60],
  ] as const) {
    for (const scenario of ['search', 'search, varied', 'products (filtered, sorted)', 'products, varied']) {
      goal(
        `${scenario} p99 at ${size.toLocaleString('en-US')} ≤ ${limit} ms`,
        exact(size, scenario)?.p99,
        (v) => v <= limit,
        'ms',
      );
    }
  }
  for (const size of results)
    goal(
      `product(id) at ${size.size.toLocaleString('en-US')} ≥ 2,000 req/s`,
      at(size.size, 'product(id)')?.requestsPerSecond,
      (v) => v >= 2000,
      'req/s',
    );
  const small = results.find((r) => r.size === 1_000);
  goal(
    'search response ≤ 1/50 of the whole-collection read at 1,000',
    small ? small.original.compactBytes / small.searchResponseBytes : undefined,
    (v) => v >= 50,
    '× smaller',
  );
  lines.push('');
  return lines.join('\n');
}

function formatBytes(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}

function parseArgs(argv: string[]): { sizes: number[]; duration: number } {
  let sizes = [1_000, 10_000, 100_000];
  let duration = 10;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--sizes') sizes = (argv[++i] ?? '').split(',').map(Number);
    else if (argv[i] === '--duration') duration = Number(argv[++i]);
    else
      throw new Error(
        `Unknown argument ${argv[i]}. Usage: npm run bench -- [--sizes 1000,10000,100000] [--duration 10]`,
      );
  }
  if (sizes.some((n) => !Number.isInteger(n) || n < 1) || !(duration > 0))
    throw new Error('Sizes must be whole numbers and duration positive.');
  return { sizes: [...sizes].sort((a, b) => a - b), duration };
}

main().catch((error: unknown) => {
  console.error(`✖ Benchmark failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
