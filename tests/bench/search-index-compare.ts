/**
 * The search index's cost here and in another checkout, side by side: search-index.ts in one process per checkout,
 * size and round, the two checkouts alternating (which goes first swaps every round), each row with the load average
 * when it ran. Prints a Markdown table.
 *
 *   npx tsx tests/bench/search-index-compare.ts --baseline /tmp/s25-base [--sizes 10000,100000] [--rounds 3]
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '..', '..');
const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? (args[at + 1] ?? fallback) : fallback;
};
const baseline = option('baseline', '');
if (!baseline) throw new Error('Give --baseline <checkout>.');
const sizes = option('sizes', '10000,100000').split(',').map(Number);
const rounds = Number(option('rounds', '3'));
const label = option('baseline-label', path.basename(baseline));

type Figures = Record<string, number | string>;

function measure(root: string, size: number): Figures {
  const output = execFileSync(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(HERE, 'search-index.ts'), '--size', String(size), '--root', root],
    { cwd: REPO_ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  return JSON.parse(output.trim().split('\n').pop()!) as Figures;
}

const columns: [string, string][] = [
  ['buildMs', 'Snapshot build (ms)'],
  ['buildCpuMs', 'CPU (ms)'],
  ['snapshotHeapMb', 'Snapshot heap (MB)'],
  ['wordIndexFirstSearchMs', 'Word index build + first search (ms)'],
  ['wordIndexFirstSearchCpuMs', 'CPU (ms)'],
  ['wordIndexHeapMb', 'Word index heap (MB)'],
  ['resultsPageP50Ms', 'Results page p50 (ms)'],
  ['resultsPageP99Ms', 'p99 (ms)'],
  ['resultsPageCpuMsPerRequest', 'CPU per request (ms)'],
  ['dropdownP50Ms', 'Dropdown p50 (ms)'],
  ['dropdownP99Ms', 'p99 (ms)'],
  ['heapAfterSearchesMb', 'Heap after all searches (MB)'],
];
console.log(`| Products | Round | Checkout | Load (1 min) | ${columns.map(([, title]) => title).join(' | ')} |`);
console.log(`|---:|---:|---|---:|${columns.map(() => '---:').join('|')}|`);
for (const size of sizes)
  for (let round = 1; round <= rounds; round++) {
    const order: [string, string][] = [
      [baseline, `before (${label})`],
      [REPO_ROOT, 'this checkout'],
    ];
    if (round % 2 === 0) order.reverse();
    for (const [root, name] of order) {
      const load = os.loadavg()[0]!.toFixed(1);
      const figures = measure(root, size);
      const cells = columns.map(([key]) => String(figures[key] ?? '–'));
      console.log(`| ${size.toLocaleString('en-US')} | ${round} | ${name} | ${load} | ${cells.join(' | ')} |`);
    }
  }
