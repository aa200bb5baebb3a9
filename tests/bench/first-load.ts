/**
 * `npm run first-load`: the JavaScript a shopper downloads before the first page renders, per landing page (entry and
 * its static imports, plus the page's own chunks), raw and gzip. Compare before and after a change that adds code
 * only some pages need (admin, payments): the figures must not move.
 */
import { measureFirstLoad, totalGzipBytes, type ChunkFigures } from '../support/first-load.js';

const kB = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;
const total = (chunks: readonly ChunkFigures[]): number => chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);

const firstLoad = await measureFirstLoad();
console.log('| landing page | chunks | JavaScript | gzip |');
console.log('|---|---|---|---|');
for (const [page, chunks] of Object.entries(firstLoad.pages)) {
  const all = [...firstLoad.shell, ...chunks];
  console.log(`| ${page} | ${all.length} | ${kB(total(all))} | ${kB(totalGzipBytes(all))} |`);
}
console.log(`\nShell (every page): ${firstLoad.shell.map((c) => `${c.fileName} ${kB(c.gzipBytes)}`).join(', ')}`);
