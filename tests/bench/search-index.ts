/**
 * The search index's cost at a catalog size, in this checkout or another (`--root`): the catalog snapshot's build
 * time and the heap it holds (with its text index), then, where the checkout has the ranked word search, the word
 * index's build (on the first ranked search) and heap, and ranked searches' latencies (the results page's, as the
 * bench's 'search results page' sends them, in process: no HTTP). One process per checkout and size, so the heaps do
 * not mix (search-index-compare.ts runs them side by side):
 *
 *   node --expose-gc --import tsx tests/bench/search-index.ts --size 100000 [--root /tmp/s25-base]
 *
 * Prints one JSON line.
 */
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { SEARCH_PAGE_TERMS } from './queries.js';
import { syntheticSnapshotProducts } from './synthetic-catalog.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const root = path.resolve(option('root', process.cwd()));
const size = Number(option('size', '100000'));
const QUERIES = ['tedy', 'choclate', 'bday cake', 'birthday gift for wife', 'brass diya', 'photo frame', 'xyzzy'];

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc.');
const heapMb = () => {
  gc();
  gc();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};
/** CPU time of this process (user and system), less sensitive than wall time to other processes on the machine. */
const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) * p)]!;

async function main(): Promise<void> {
  const products = await syntheticSnapshotProducts(root, path.join(root, 'server/src'), size);
  const snapshots = await import(path.join(root, 'server/src/catalog/snapshot/catalog-snapshot.ts'));
  const before = heapMb();
  const cpuAtBuild = cpuMs();
  const started = performance.now();
  const snapshot = new snapshots.CatalogSnapshot(1, { products, categories: [], marketing: null });
  const buildMs = performance.now() - started;
  const buildCpuMs = cpuMs() - cpuAtBuild;
  const snapshotHeapMb = heapMb() - before;
  const result: Record<string, unknown> = {
    root,
    size,
    buildMs: Math.round(buildMs),
    buildCpuMs: Math.round(buildCpuMs),
    snapshotHeapMb: +snapshotHeapMb.toFixed(1),
  };

  const request = (text: string) => ({
    text,
    exact: false,
    filter: {},
    sort: null,
    paging: { page: 1, pageSize: 24 },
  });
  // The word index is built on the first ranked search, before the dropdown runs (whose fallback would build it).
  if (typeof snapshot.searchPage === 'function') {
    const first = performance.now();
    const firstCpu = cpuMs();
    snapshot.searchPage(request('teddy'));
    result.wordIndexFirstSearchMs = Math.round(performance.now() - first);
    result.wordIndexFirstSearchCpuMs = Math.round(cpuMs() - firstCpu);
    result.wordIndexHeapMb = +(heapMb() - before - snapshotHeapMb).toFixed(1);
  }

  const dropdown: number[] = [];
  for (let round = 0; round < 20; round++)
    for (const text of QUERIES) {
      const at = performance.now();
      snapshot.search(`${text}${round}`.slice(0, text.length + (round % 2)), 8);
      dropdown.push(performance.now() - at);
    }
  result.dropdownP50Ms = +percentile(dropdown, 0.5).toFixed(2);
  result.dropdownP99Ms = +percentile(dropdown, 0.99).toFixed(2);

  if (typeof snapshot.searchPage === 'function') {
    const ranked: number[] = [];
    for (let round = 0; round < 5; round++)
      for (const text of QUERIES) {
        const at = performance.now();
        snapshot.searchPage(request(text));
        ranked.push(performance.now() - at);
      }
    result.rankedP50Ms = +percentile(ranked, 0.5).toFixed(1);
    result.rankedP99Ms = +percentile(ranked, 0.99).toFixed(1);

    // The bench's results page requests (queries.ts), in process: each term on its first three pages, ten rounds.
    const page: number[] = [];
    const cpuBefore = cpuMs();
    for (let round = 0; round < 10; round++)
      for (const text of SEARCH_PAGE_TERMS)
        for (let number = 1; number <= 3; number++) {
          const at = performance.now();
          snapshot.searchPage({ ...request(text), paging: { page: number, pageSize: 24 } });
          page.push(performance.now() - at);
        }
    result.resultsPageP50Ms = +percentile(page, 0.5).toFixed(2);
    result.resultsPageP99Ms = +percentile(page, 0.99).toFixed(2);
    result.resultsPageCpuMsPerRequest = +((cpuMs() - cpuBefore) / page.length).toFixed(2);
    result.heapAfterSearchesMb = +(heapMb() - before).toFixed(1);
  }
  console.log(JSON.stringify(result));
}

await main();
