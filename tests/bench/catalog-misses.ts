/**
 * The catalog's own cost for requests it has not answered lately, in process (no HTTP, no GraphQL), for this
 * checkout and optionally a baseline checkout: each compiled as production runs it (server-build.ts), a snapshot of
 * `--size` synthetic products each, then the bench's misses (queries.ts): its "texts not seen lately" through
 * `CatalogSnapshot.searchPage` (`--kind page`, the results page) or `search` (`--kind text`, the dropdown), or its
 * never-repeating listings through `listProducts` (`--kind listing`). Both checkouts run in one process, in
 * turns of `--batch` requests (the machine's speed drifts; turns share the drift): `--warm` requests each not
 * measured, then `--count` measured. Prints the CPU time per request (user + system).
 *
 * In a busy server the requests between two searches push the search's memory out of the processor's caches, and a
 * search then costs about twice what it costs here. `--pollute <KB>` writes that many KB of a 32 MB buffer before
 * each request, as those requests would (1024: the size of a core's L2 cache here); the pollution's own cost,
 * measured alone, is taken off.
 *
 *   npx tsx tests/bench/catalog-misses.ts --kind page|text|listing [--baseline /tmp/base] [--size 10000] [--pollute 1024]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer } from './server-build.js';
import { syntheticSnapshotProducts } from './synthetic-catalog.js';

interface Variables {
  text?: string;
  limit?: number;
  filter?: Record<string, unknown>;
  sort?: string;
  paging?: { page: number; pageSize: number };
}

type Kind = 'page' | 'text' | 'listing';

const { values } = parseArgs({
  options: {
    baseline: { type: 'string' },
    kind: { type: 'string', default: 'page' },
    size: { type: 'string', default: '10000' },
    warm: { type: 'string', default: '30000' },
    count: { type: 'string', default: '30000' },
    batch: { type: 'string', default: '500' },
    pollute: { type: 'string', default: '0' },
  },
});
if (!['page', 'text', 'listing'].includes(values.kind)) throw new Error('--kind is page, text or listing');
const kind = values.kind as Kind;
const [size, warm, count, batch, polluteKb] = [
  values.size,
  values.warm,
  values.count,
  values.batch,
  values.pollute,
].map(Number) as [number, number, number, number, number];
const checkouts = [process.cwd(), ...(values.baseline ? [values.baseline] : [])].map((root) => path.resolve(root));

/** Writes `polluteKb` KB of a buffer larger than the processor's caches, a cache line at a time, moving on each call. */
const pollution = new Uint8Array(32 * 1024 * 1024);
let pollutedUpTo = 0;
function pollute(): void {
  const bytes = polluteKb * 1024;
  for (let at = 0; at < bytes; at += 64) pollution[(pollutedUpTo + at) % pollution.length]!++;
  pollutedUpTo = (pollutedUpTo + bytes) % pollution.length;
}

/** A checkout's search or listing, compiled, over its own snapshot of the synthetic catalog. */
async function searchOf(root: string): Promise<(variables: Variables) => number> {
  const build = await buildServer(root);
  const products = await syntheticSnapshotProducts(root, path.join(build, 'src'), size);
  const snapshots = await import(path.join(build, 'src/catalog/snapshot/catalog-snapshot.js'));
  const snapshot = new snapshots.CatalogSnapshot(1, { products, categories: [], marketing: null });
  return ({ text, limit, filter, sort, paging }: Variables): number =>
    kind === 'listing'
      ? snapshot.listProducts(filter, sort, paging).totalCount
      : kind === 'page'
        ? snapshot.searchPage({ text, exact: false, filter: {}, sort: null, paging: paging! }).totalCount
        : snapshot.search(text, limit!).totalCount;
}

const searches = await Promise.all(checkouts.map(searchOf));
const queries = await import(path.join(process.cwd(), 'tests/bench/queries.ts'));
const nextRequest: () => string = {
  page: queries.unseenSearchPageRequest,
  text: queries.unseenSearchTextRequest,
  listing: queries.neverRepeatingProductsRequest,
}[kind];
const requests = Array.from(
  { length: warm + count },
  () => (JSON.parse(nextRequest()) as { variables: Variables }).variables,
);

/** CPU µs used by `batch` requests from `from` on (each after its pollution, when asked for). */
function turn(run: ((variables: Variables) => number) | null, from: number): number {
  const before = process.cpuUsage();
  for (let at = from; at < from + batch; at++) {
    if (polluteKb > 0) pollute();
    if (run) run(requests[at % requests.length]!);
  }
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

const used = checkouts.map(() => 0);
const pollutionAlone = { used: 0, requests: 0 };
for (let from = 0; from < warm; from += batch) for (const run of searches) turn(run, from);
for (let from = warm, round = 0; from < warm + count; from += batch, round++) {
  // Each checkout goes first in every other turn.
  const order = round % 2 === 0 ? searches.keys() : [...searches.keys()].reverse();
  for (const index of order) used[index]! += turn(searches[index]!, from);
  if (polluteKb > 0) {
    pollutionAlone.used += turn(null, from);
    pollutionAlone.requests += batch;
  }
}
const pollutionPerRequest = pollutionAlone.requests > 0 ? pollutionAlone.used / pollutionAlone.requests : 0;
for (const [index, root] of checkouts.entries())
  console.log(
    JSON.stringify({
      root,
      kind,
      size,
      count,
      polluteKb,
      cpuMicrosPerRequest: +(used[index]! / count - pollutionPerRequest).toFixed(1),
      ...(polluteKb > 0 ? { pollutionMicrosPerRequest: +pollutionPerRequest.toFixed(1) } : {}),
    }),
  );
