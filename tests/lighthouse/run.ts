// `npm run lighthouse`: starts the local stack (emulators, demo data, built web app), runs Lighthouse 12 with its
// default mobile preset on /, /category and a product page, and prints the four category scores of each, plus the
// JavaScript each page downloads (compressed bytes on the wire). Reports are saved under test-results/lighthouse/.
// A benchmark, not a test: it prints figures and flags the goals (performance ≥ 90, accessibility ≥ 95).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { startLocalStack } from '../../server/local/stack.js';
import { REPO_ROOT } from '../../server/local/repo-root.js';
import { launchBrowser } from '../support/e2e/browser.js';
import { startChromium } from './chromium.js';

const GOALS = { performance: 90, accessibility: 95 } as const;
/** Lighthouse's own advice for noisy machines: several runs per page, reporting the median (LIGHTHOUSE_RUNS, default 3). */
const RUNS = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? 3) || 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const REPORT_DIR = path.join(REPO_ROOT, 'test-results', 'lighthouse');

interface PageResult {
  name: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  scriptBytes: number;
  metrics: { fcp: string; lcp: string; tbt: string; cls: string };
  failedAudits: string[];
  /** Lighthouse's measure of this machine's CPU speed (its 4× mobile slowdown assumes a fast desktop, ~1500+). */
  benchmarkIndex: number | null;
  /** Performance scores of every run of this page, in run order. */
  allPerformance: (number | null)[];
}

/**
 * Opens each page once before measuring, as shoppers would have before: the server then knows the pages' persisted
 * queries (a cold server answers each new query hash with "not found" first, costing an extra round trip) and its
 * response cache is warm. Lighthouse still measures every page with an empty browser cache.
 */
async function warmUp(urls: string[]): Promise<void> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    for (const url of urls) {
      await page.goto(url, { waitUntil: 'networkidle' });
    }
  } finally {
    await browser.close();
  }
}

async function firstProductPath(appUrl: string): Promise<string> {
  const response = await fetch(new URL('/graphql', appUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ homeProducts(limit: 1) { id } }' }),
  });
  const body = (await response.json()) as { data?: { homeProducts?: { id: string }[] } };
  const id = body.data?.homeProducts?.[0]?.id;
  if (!id) throw new Error(`The demo catalog has no product to measure: ${JSON.stringify(body).slice(0, 300)}`);
  return `/product/${encodeURIComponent(id)}`;
}

function displayValue(lhr: { audits: Record<string, { displayValue?: string }> }, id: string): string {
  return lhr.audits[id]?.displayValue ?? '?';
}

/** Runs Lighthouse RUNS times on a page and keeps the run with the median performance score. */
async function measureMedian(name: string, url: string, port: number): Promise<PageResult> {
  const runs: PageResult[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const result = await measure(name, url, port, run);
    // Each run with the machine's state at its end: on a shared machine the figures follow the load.
    console.log(
      `  run ${run}: performance ${result.scores.performance ?? '—'}, FCP / LCP / TBT / CLS ${result.metrics.fcp} / ` +
        `${result.metrics.lcp} / ${result.metrics.tbt} / ${result.metrics.cls}, benchmarkIndex ` +
        `${Math.round(result.benchmarkIndex ?? Number.NaN)}, load average ${loadavg()[0]!.toFixed(2)}`,
    );
    runs.push(result);
  }
  const sorted = [...runs].sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
  const median = sorted[Math.floor((sorted.length - 1) / 2)] ?? runs[0]!;
  return { ...median, allPerformance: runs.map((r) => r.scores.performance) };
}

/** Trace failures Lighthouse itself says to retry ("Please run Lighthouse again"), seen on a heavily loaded machine. */
const RETRIED_ERRORS = new Set(['NO_NAVSTART', 'NO_FCP', 'NO_TRACING_STARTED']);
const ATTEMPTS = 3;

async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (!RETRIED_ERRORS.has(error.code) || attempt >= ATTEMPTS)
      throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    console.log(`  ${error.code} on ${url}: measuring again (attempt ${attempt + 1} of ${ATTEMPTS})`);
  }
}

async function measure(name: string, url: string, port: number, run: number): Promise<PageResult> {
  const result = await runLighthouse(url, port);
  const { lhr } = result;
  const [html, json] = result.report as string[];
  const file = path.join(REPORT_DIR, `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-run${run}`);
  writeFileSync(`${file}.html`, html ?? '');
  writeFileSync(`${file}.json`, json ?? '');

  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id]?.score == null ? null : Math.round((lhr.categories[id]?.score ?? 0) * 100),
    ]),
  ) as PageResult['scores'];
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const scriptBytes = requests
    .filter((r) => r.resourceType === 'Script')
    .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const failedAudits = Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    )
    .map((audit) => `${audit.id} (${Math.round((audit.score ?? 0) * 100)})`);
  return {
    name,
    url,
    scores,
    scriptBytes,
    metrics: {
      fcp: displayValue(lhr, 'first-contentful-paint'),
      lcp: displayValue(lhr, 'largest-contentful-paint'),
      tbt: displayValue(lhr, 'total-blocking-time'),
      cls: displayValue(lhr, 'cumulative-layout-shift'),
    },
    failedAudits,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    allPerformance: [],
  };
}

function printResults(results: PageResult[]): boolean {
  const pad = (text: string, width: number) => text.padEnd(width);
  console.log('');
  console.log(
    `${pad('page', 12)}${pad('perf', 6)}${pad('a11y', 6)}${pad('best', 6)}${pad('seo', 6)}${pad('JS (wire)', 12)}FCP / LCP / TBT / CLS`,
  );
  let goalsMet = true;
  for (const r of results) {
    const s = (v: number | null) => (v === null ? '—' : String(v));
    const ok = (r.scores.performance ?? 0) >= GOALS.performance && (r.scores.accessibility ?? 0) >= GOALS.accessibility;
    goalsMet &&= ok;
    console.log(
      `${pad(r.name, 12)}${pad(s(r.scores.performance), 6)}${pad(s(r.scores.accessibility), 6)}${pad(s(r.scores['best-practices']), 6)}` +
        `${pad(s(r.scores.seo), 6)}${pad(`${(r.scriptBytes / 1024).toFixed(1)} KB`, 12)}` +
        `${r.metrics.fcp} / ${r.metrics.lcp} / ${r.metrics.tbt} / ${r.metrics.cls}${ok ? '' : '   ← below goal'}`,
    );
  }
  if (RUNS > 1) {
    console.log(
      `\nMedian of ${RUNS} runs per page; performance of each run: ${results.map((r) => `${r.name} ${r.allPerformance.join('/')}`).join(', ')}.`,
    );
  }
  for (const r of results) {
    if (r.failedAudits.length > 0) console.log(`\n${r.name}: audits below 90: ${r.failedAudits.join(', ')}`);
  }
  const indices = results.map((r) => r.benchmarkIndex ?? Number.NaN).map((v) => Math.round(v));
  console.log(
    `\nMachine: Lighthouse benchmarkIndex ${indices.join(' / ')}, load average ${loadavg()
      .map((v) => v.toFixed(1))
      .join(' ')}.`,
  );
  console.log(
    `\nGoals: performance ≥ ${GOALS.performance}, accessibility ≥ ${GOALS.accessibility} — ${goalsMet ? 'met on every page' : 'NOT met'}.`,
  );
  console.log(`Reports: ${path.relative(process.cwd(), REPORT_DIR)}/`);
  return goalsMet;
}

async function main() {
  mkdirSync(REPORT_DIR, { recursive: true });
  console.log('Starting the local stack (emulators, demo data, web build if stale)…');
  const stack = await startLocalStack({ seed: 'demo', dataDir: null, auth: true, buildWeb: 'if-stale', quiet: true });
  let chromium: Awaited<ReturnType<typeof startChromium>> | null = null;
  try {
    const productPath = await firstProductPath(stack.url);
    const pages = [
      { name: 'home', url: new URL('/', stack.url).toString() },
      { name: 'category', url: new URL('/category?category=Gift%20Hampers', stack.url).toString() },
      { name: 'product', url: new URL(productPath, stack.url).toString() },
    ];
    await warmUp(pages.map((page) => page.url));
    chromium = await startChromium();
    const results: PageResult[] = [];
    for (const page of pages) {
      console.log(`Lighthouse (mobile preset, ${RUNS} run${RUNS === 1 ? '' : 's'}): ${page.url}`);
      results.push(await measureMedian(page.name, page.url, chromium.port));
    }
    const met = printResults(results);
    process.exitCode = met ? 0 : 1;
  } finally {
    await chromium?.stop();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
