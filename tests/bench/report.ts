// The benchmark's report (tests/bench/results.md): machine, the API under load beside the node:http floor, the
// original shop's whole-collection read, set-up costs and the goals.
import os from 'node:os';
import type { WholeCollectionRead } from './original-shop.js';
import { CONNECTIONS, WARM_UP_SECONDS, type LoadFigures } from './measure.js';
import type { FirstByte, RenderedPageResult } from './rendered-pages.js';

export interface ScenarioResult {
  scenario: string;
  /** The floor sending the same bytes: the GraphQL server's headers and body. */
  floor: LoadFigures;
  /** The floor sending the same body with only Content-Type and Content-Length (this report's floor until 2026-11-25). */
  bareFloor: LoadFigures;
  cached: LoadFigures;
  miss: LoadFigures;
  /** The same two measurements against the baseline checkout, when one was given. */
  before: { cached: LoadFigures; miss: LoadFigures } | null;
}

export interface SizeResult {
  size: number;
  loadSeconds: number;
  serverReadySeconds: number;
  runs: ScenarioResult[];
  /** The rendered product page; null when the web app was not built. */
  renderedPage: RenderedPageResult | null;
  original: WholeCollectionRead;
  originalSdkMs: number | null;
  searchResponseBytes: number;
  searchResponseGzipBytes: number;
}

export interface ReportContext {
  command: string;
  duration: number;
  /** The baseline checkout's commit, when the run measured one side by side. */
  baseline: string | null;
  loadBefore: number[];
  loadAfter: number[];
  /** Whether the servers ran their TypeScript sources (tsx) rather than their compiled build. */
  source: boolean;
}

export function renderReport(results: SizeResult[], context: ReportContext): string {
  return [
    '# Benchmark results',
    '',
    `Run on ${new Date().toISOString()} with \`${context.command}\` (${CONNECTIONS} connections, ${context.duration} s per measurement after ${WARM_UP_SECONDS} s of the same load not measured, autocannon).`,
    '',
    ...machineSection(context),
    ...apiSection(results, context.baseline),
    ...renderedPageSection(results, context.baseline),
    ...originalShopSection(results),
    ...setUpSection(results),
    ...goalsSection(results),
  ].join('\n');
}

function machineSection(context: ReportContext): string[] {
  const { loadBefore, loadAfter } = context;
  const cpus = os.cpus();
  const loads = (figures: number[]) => figures.map((n) => n.toFixed(2)).join(' / ');
  return [
    '## Machine',
    '',
    `- CPU: ${cpus[0]?.model ?? 'unknown'}, ${cpus.length} cores`,
    `- Memory: ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    `- Node ${process.version}, ${os.type()} ${os.release()} ${os.arch()}`,
    `- Load average (1/5/15 min) before: ${loads(loadBefore)}, after: ${loads(loadAfter)}`,
    context.source
      ? '- The servers run their TypeScript sources through tsx (`--source`) in their own processes (NODE_ENV=production, catalog from the Firestore emulator); autocannon runs in the benchmark process on the same machine.'
      : '- The servers run compiled, as production runs them (tsc, then node), in their own processes (NODE_ENV=production, catalog from the Firestore emulator); autocannon runs in the benchmark process on the same machine.',
    '',
  ];
}

function apiSection(results: SizeResult[], baseline: string | null): string[] {
  const share = (run: LoadFigures, floor: LoadFigures) =>
    `${((100 * run.requestsPerSecond) / floor.requestsPerSecond).toFixed(0)} %`;
  const cell = (run: LoadFigures, floor: LoadFigures) =>
    `${run.requestsPerSecond.toFixed(0)} | ${run.p99} | ${share(run, floor)}`;
  const beforeHead = baseline
    ? ` Before (${baseline}): cached req/s | p99 (ms) | of floor | Before: misses req/s | p99 (ms) | of floor |`
    : '';
  const lines = [
    '## GraphQL API under load, beside the node:http floor',
    '',
    '"Floor": a bare `node:http` server (tests/bench/floor-server.ts, its own process) answering every request with the',
    "GraphQL server's response bytes for that query, its headers (the API's security headers, Cache-Control, Vary) and",
    "body, measured in the same run before the servers and again after them (the better of the two kept); a query's",
    'share of it is its requests/s over the floor\'s. "Bare floor": the same server sending the same body with only',
    'Content-Type and Content-Length, for comparison with reports before 2026-11-25, whose floor it was. "Cached": the',
    'server as deployed, its response cache on (the fixed queries repeat; the varied ones are partly cache hits), a',
    'fresh one for each query, so that no query\'s figures depend on what earlier ones left in the cache. "Misses": a',
    'server with the response cache off, sent inputs that change with every request (listing: a price bound that',
    'moves each time; search: every term at every limit in turn; product: every id in turn).',
    '',
    `| Products | Query | Floor req/s | Bare floor req/s | Cached req/s | p99 (ms) | of floor | Misses req/s | p99 (ms) | of floor |${beforeHead}`,
    `|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|${baseline ? '---:|---:|---:|---:|---:|---:|' : ''}`,
  ];
  for (const size of results)
    for (const run of size.runs) {
      const before = run.before ? ` ${cell(run.before.cached, run.floor)} | ${cell(run.before.miss, run.floor)} |` : '';
      lines.push(
        `| ${size.size.toLocaleString('en-US')} | ${run.scenario} | ${run.floor.requestsPerSecond.toFixed(0)} | ` +
          `${run.bareFloor.requestsPerSecond.toFixed(0)} | ${cell(run.cached, run.floor)} | ${cell(run.miss, run.floor)} |${before}`,
      );
    }
  const errors = results.flatMap((size) =>
    size.runs.flatMap((run) => [
      run.floor,
      run.bareFloor,
      run.cached,
      run.miss,
      ...(run.before ? [run.before.cached, run.before.miss] : []),
    ]),
  );
  const errorCount = errors.reduce((sum, run) => sum + run.errors, 0);
  const bytes = results.flatMap((size) =>
    size.runs.map((run) => `${run.scenario} ${run.miss.responseBytes.toLocaleString('en-US')}`),
  );
  lines.push('', `Errors, all measurements: ${errorCount}. Bytes per response (misses): ${bytes.join(', ')}.`, '');
  return lines;
}

function renderedPageSection(results: SizeResult[], baseline: string | null): string[] {
  const measured = results.filter((size) => size.renderedPage !== null);
  if (measured.length === 0) return [];
  const ms = (figures: FirstByte) => `${figures.p50} / ${figures.p99}`;
  const row = (size: number, label: string, floor: LoadFigures, cached: LoadFigures, uncached: LoadFigures) =>
    `| ${size.toLocaleString('en-US')} | ${label} | ${floor.requestsPerSecond.toFixed(0)} | ` +
    `${cached.requestsPerSecond.toFixed(0)} | ${cached.p99} | ${share(cached, floor)} | ` +
    `${uncached.requestsPerSecond.toFixed(0)} | ${uncached.p99} | ${share(uncached, floor)} |`;
  const lines = [
    "## A rendered page's first byte, beside the node:http floor",
    '',
    'GET /product/:id with `accept: text/html` on the server with its response cache, which serves the built web app',
    '(`npm run build:web`) and renders the page with its data. "Cached": the same product page every time (the',
    'rendered-page cache answers); "uncached": every product\'s page in turn, so each request renders its page. The',
    "floor sends the rendered page's bytes, headers and body. First byte: requests sent one at a time (no queue),",
    'from sending the request to the first byte of the answer (p50 / p99 of 400); under load: 50 connections, as above.',
    '',
    '| Products | Server | Floor first byte (ms) | Cached first byte (ms) | Uncached first byte (ms) |',
    '|---:|---|---:|---:|---:|',
  ];
  for (const { size, renderedPage: page } of measured) {
    const servers = [
      ['this checkout', page!] as const,
      ...(page!.before ? [[`before (${baseline})`, page!.before] as const] : []),
    ];
    for (const [label, figures] of servers)
      lines.push(
        `| ${size.toLocaleString('en-US')} | ${label} | ${ms(page!.floorFirstByte)} | ${ms(figures.firstByte.cached)} | ${ms(figures.firstByte.uncached)} |`,
      );
  }
  lines.push(
    '',
    '| Products | Server | Floor req/s | Cached req/s | p99 (ms) | of floor | Uncached req/s | p99 (ms) | of floor |',
    '|---:|---|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const { size, renderedPage: page } of measured) {
    lines.push(row(size, 'this checkout', page!.floor, page!.cached, page!.uncached));
    if (page!.before)
      lines.push(row(size, `before (${baseline})`, page!.floor, page!.before.cached, page!.before.uncached));
  }
  const bytes = measured.map((size) => size.renderedPage!.cached.responseBytes.toLocaleString('en-US'));
  return [...lines, '', `Bytes per page: ${bytes.join(', ')}.`, '', ...asBrowserLines(measured, baseline)];
}

/** The cached page asked with a browser's Accept-Encoding, beside the floor sending this checkout's answer to it. */
function asBrowserLines(measured: SizeResult[], baseline: string | null): string[] {
  const lines = [
    'The cached page as a browser asks for it (`accept-encoding: gzip, deflate, br, zstd`), beside the floor sending',
    "this checkout's answer to that request (its compressed bytes and headers):",
    '',
    '| Products | Server | Floor req/s | Cached req/s | p99 (ms) | of floor | Bytes per answer (headers and body) |',
    '|---:|---|---:|---:|---:|---:|---:|',
  ];
  for (const { size, renderedPage: page } of measured) {
    const servers = [
      ['this checkout', page!.cachedAsBrowser] as const,
      ...(page!.before ? [[`before (${baseline})`, page!.before.cachedAsBrowser] as const] : []),
    ];
    for (const [label, figures] of servers)
      lines.push(
        `| ${size.toLocaleString('en-US')} | ${label} | ${page!.browserFloor.requestsPerSecond.toFixed(0)} | ` +
          `${figures.requestsPerSecond.toFixed(0)} | ${figures.p99} | ${share(figures, page!.browserFloor)} | ` +
          `${figures.responseBytes.toLocaleString('en-US')} |`,
      );
  }
  const sent = measured.map(
    ({ renderedPage: page }) => `${page!.browserEncoding}, ${page!.browserBytes.toLocaleString('en-US')} bytes`,
  );
  return [...lines, '', `This checkout's page body as sent to the browser: ${sent.join('; ')}.`, ''];
}

function share(run: LoadFigures, floor: LoadFigures): string {
  return `${((100 * run.requestsPerSecond) / floor.requestsPerSecond).toFixed(0)} %`;
}

function originalShopSection(results: SizeResult[]): string[] {
  const lines = [
    '## The original shop: read the whole collection, filter in the browser',
    '',
    'Bytes of the collection read are its JSON without whitespace (the emulator pretty-prints; the raw figure is in brackets).',
    '',
    '| Products | Bytes read | gzip | Time to first search result (REST) | Firebase JS SDK getDocs | Our search response | gzip | Ratio (whole read ÷ search) |',
    '|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const size of results)
    lines.push(
      `| ${size.size.toLocaleString('en-US')} | ${formatBytes(size.original.compactBytes)} (${formatBytes(size.original.bytes)}) | ${formatBytes(size.original.gzipBytes)} | ` +
        `${size.original.msToFirstResult.toFixed(0)} ms | ${size.originalSdkMs === null ? 'failed' : `${size.originalSdkMs.toFixed(0)} ms`} | ` +
        `${formatBytes(size.searchResponseBytes)} | ${formatBytes(size.searchResponseGzipBytes)} | ` +
        `${(size.original.compactBytes / size.searchResponseBytes).toFixed(0)}× (gzip ${(size.original.gzipBytes / size.searchResponseGzipBytes).toFixed(0)}×) |`,
    );
  return [...lines, ''];
}

function setUpSection(results: SizeResult[]): string[] {
  return [
    '## Set-up costs',
    '',
    '| Products | Loading into the emulator (BulkWriter, added documents) | Server cold start until the whole catalog is served |',
    '|---:|---:|---:|',
    ...results.map(
      (size) =>
        `| ${size.size.toLocaleString('en-US')} | ${size.loadSeconds.toFixed(1)} s | ${size.serverReadySeconds.toFixed(1)} s |`,
    ),
    '',
  ];
}

function goalsSection(results: SizeResult[]): string[] {
  const lines = ['## Goals (issue 2 §5 and issue 20)', ''];
  const goal = (label: string, value: number | undefined, ok: (v: number) => boolean, unit: string) =>
    lines.push(
      `- ${label}: ${value === undefined ? 'not measured' : `${value.toFixed(value < 10 ? 1 : 0)} ${unit} — ${ok(value) ? 'met' : 'NOT met'}`}`,
    );
  const run = (size: number, scenario: string) =>
    results.find((r) => r.size === size)?.runs.find((r) => r.scenario === scenario);
  const shareOf = (figures: LoadFigures | undefined, floor: LoadFigures | undefined) =>
    figures && floor ? (100 * figures.requestsPerSecond) / floor.requestsPerSecond : undefined;
  for (const [size, limit] of [
    [10_000, 20],
    [100_000, 60],
  ] as const)
    for (const scenario of ['search', 'search, varied', 'products (filtered, sorted)', 'products, varied'])
      goal(
        `${scenario} p99 (cached) at ${size.toLocaleString('en-US')} ≤ ${limit} ms`,
        run(size, scenario)?.cached.p99,
        (v) => v <= limit,
        'ms',
      );
  for (const size of results)
    goal(
      `product(id) miss at ${size.size.toLocaleString('en-US')} ≥ 2,000 req/s`,
      run(size.size, 'product(id)')?.miss.requestsPerSecond,
      (v) => v >= 2000,
      'req/s',
    );
  const misses: [string, number][] = [
    ['products, varied', 50],
    ['product(id)', 50],
    ['search, varied', 70],
    ['search results page', 70],
    ['search results page, texts not seen lately', 70],
  ];
  for (const [scenario, target] of misses) {
    const figures = run(10_000, scenario);
    goal(
      `${scenario} misses at 10,000 ≥ ${target} % of the floor`,
      shareOf(figures?.miss, figures?.floor),
      (v) => v >= target,
      '%',
    );
    goal(`${scenario} misses p99 at 10,000 ≤ 10 ms`, figures?.miss.p99, (v) => v <= 10, 'ms');
  }
  for (const scenario of ['products (filtered, sorted)', 'search']) {
    const figures = run(10_000, scenario);
    goal(
      `${scenario} cached at 10,000 ≥ 80 % of the floor`,
      shareOf(figures?.cached, figures?.floor),
      (v) => v >= 80,
      '%',
    );
  }
  const small = results.find((r) => r.size === 1_000);
  goal(
    'search response ≤ 1/50 of the whole-collection read at 1,000',
    small ? small.original.compactBytes / small.searchResponseBytes : undefined,
    (v) => v >= 50,
    '× smaller',
  );
  return [...lines, ''];
}

export function formatBytes(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  if (bytes >= 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${bytes} B`;
}
