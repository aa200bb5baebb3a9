/**
 * What a shopper's browser downloads before the first page can render: the entry chunk and everything it imports
 * statically, plus the chunk of the landing page index.html preloads (home, listing, product). Built in memory with
 * the app's own Vite config, so the figures are those of `npm run build:web`.
 */
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Rolldown } from 'vite';

const viteConfig = fileURLToPath(new URL('../../web/vite.config.ts', import.meta.url));
const srcDir = fileURLToPath(new URL('../../web/src/', import.meta.url));

export const LANDING_PAGE_MODULES = {
  home: 'features/home/HomePage.tsx',
  listing: 'features/catalog/ListingPage.tsx',
  product: 'features/product/ProductPage.tsx',
} as const;

export type LandingPage = keyof typeof LANDING_PAGE_MODULES;

export interface ChunkFigures {
  readonly fileName: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  /** Source modules bundled into the chunk, relative to web/src/ where they come from there. */
  readonly modules: readonly string[];
}

export interface FirstLoad {
  /** The entry and its static imports: loaded on every page. */
  readonly shell: readonly ChunkFigures[];
  /** For each landing page, the chunks it adds to the shell. */
  readonly pages: Readonly<Record<LandingPage, readonly ChunkFigures[]>>;
  /** Every source module in the shop's build, loaded first or later (the admin area is a build of its own). */
  readonly modulesInBuild: readonly string[];
}

export async function measureFirstLoad(): Promise<FirstLoad> {
  const result = await build({ configFile: viteConfig, logLevel: 'silent', build: { write: false } });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = new Map<string, Rolldown.OutputChunk>();
  for (const output of outputs) {
    for (const item of output.output) if (item.type === 'chunk') chunks.set(item.fileName, item);
  }
  const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The web build has no entry chunk.');

  const shellFiles = staticClosure(entry.fileName, chunks, new Set());
  const pages = {} as Record<LandingPage, ChunkFigures[]>;
  for (const [page, module] of Object.entries(LANDING_PAGE_MODULES) as [LandingPage, string][]) {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId === `${srcDir}${module}`);
    if (!chunk) throw new Error(`No chunk for ${module}.`);
    const files = staticClosure(chunk.fileName, chunks, new Set(shellFiles));
    pages[page] = [...files].map((file) => figures(chunks.get(file)!));
  }
  return {
    shell: [...shellFiles].map((file) => figures(chunks.get(file)!)),
    pages,
    modulesInBuild: [...chunks.values()].flatMap((chunk) => figures(chunk).modules),
  };
}

/** `start` and the chunks it imports statically, transitively, leaving out those already in `seen`. */
function staticClosure(start: string, chunks: Map<string, Rolldown.OutputChunk>, seen: Set<string>): Set<string> {
  const found = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file) || found.has(file)) return;
    found.add(file);
    for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
  };
  visit(start);
  return found;
}

function figures(chunk: Rolldown.OutputChunk): ChunkFigures {
  return {
    fileName: chunk.fileName,
    bytes: Buffer.byteLength(chunk.code),
    gzipBytes: gzipSync(chunk.code).length,
    modules: chunk.moduleIds.map((id) => (id.startsWith(srcDir) ? id.slice(srcDir.length) : id)),
  };
}

export function totalGzipBytes(chunks: readonly ChunkFigures[]): number {
  return chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
}
