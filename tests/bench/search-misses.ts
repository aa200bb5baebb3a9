/**
 * The search's own cost for texts a snapshot has not answered lately, in process (no HTTP, no GraphQL), in this
 * checkout or another (`--root`): a snapshot of `--size` synthetic products, then the bench's "texts not seen lately"
 * requests (queries.ts) through `CatalogSnapshot.searchPage` (the results page) or `search` (the dropdown), `--warm`
 * of them not measured, then `--count` measured. Prints the process's CPU time per request (user + system, less
 * sensitive than wall time to other processes on the machine). One process per checkout:
 *
 *   npx tsx tests/bench/search-misses.ts --kind page [--root /tmp/base] [--size 10000] [--warm 30000] [--count 30000]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';

interface Variables {
  text: string;
  limit?: number;
  paging?: { page: number; pageSize: number };
}

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: process.cwd() },
    kind: { type: 'string', default: 'page' },
    size: { type: 'string', default: '10000' },
    warm: { type: 'string', default: '30000' },
    count: { type: 'string', default: '30000' },
  },
});
const root = path.resolve(values.root);
const kind = values.kind === 'text' ? 'text' : 'page';
const [size, warm, count] = [values.size, values.warm, values.count].map(Number) as [number, number, number];

const seed = await import(path.join(root, 'server/local/seed/synthetic-products.ts'));
const documents = await import(path.join(root, 'server/src/catalog/documents/product-document.ts'));
const snapshots = await import(path.join(root, 'server/src/catalog/snapshot/catalog-snapshot.ts'));
const queries = await import(path.join(root, 'tests/bench/queries.ts'));

const products = Array.from({ length: size }, (_, index) => {
  const parsed = documents.parseProductDocument(seed.syntheticProductId(index), seed.syntheticProduct(index));
  if (!parsed.ok) throw new Error(`synthetic product ${index} did not parse`);
  return parsed.value;
});
const snapshot = new snapshots.CatalogSnapshot(1, { products, categories: [], marketing: null });
const nextRequest: () => string = kind === 'page' ? queries.unseenSearchPageRequest : queries.unseenSearchTextRequest;
const requests = Array.from(
  { length: warm + count },
  () => (JSON.parse(nextRequest()) as { variables: Variables }).variables,
);
const run = ({ text, limit, paging }: Variables): number =>
  kind === 'page'
    ? snapshot.searchPage({ text, exact: false, filter: {}, sort: null, paging: paging! }).totalCount
    : snapshot.search(text, limit!).totalCount;

let matches = 0;
for (let at = 0; at < warm; at++) matches += run(requests[at]!);
const before = process.cpuUsage();
for (let at = warm; at < warm + count; at++) matches += run(requests[at]!);
const used = process.cpuUsage(before);
console.log(
  JSON.stringify({
    root,
    kind,
    size,
    warm,
    count,
    cpuMicrosPerRequest: +((used.user + used.system) / count).toFixed(1),
    averageMatches: Math.round(matches / (warm + count)),
  }),
);
