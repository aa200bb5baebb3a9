import fs from 'node:fs';
import path from 'node:path';
import { spawnManaged } from './emulators/managed-process.js';
import { StackStartupError } from './emulators/startup-error.js';

/** What the web build reads; a change to any of them makes dist/web stale. */
const WEB_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/admin.html',
  'web/vite.config.ts',
  'web/vite.admin.config.ts',
  'web/vite.ssr.config.ts',
  'web/tsconfig.json',
];
// build:web writes the shop (index.html), the admin area (admin.html) and then the server renderer, each step emptying
// only its own output: a build that stopped half-way lacks admin.html or the renderer, and so still counts as stale.
const WEB_OUTPUT_MARKERS = [path.join('dist', 'web', 'admin.html'), path.join('dist', 'web-ssr', 'entry-server.js')];

/** Whether dist/web (or its server renderer) is missing or older than anything under web/src (and the other inputs). */
export function isWebBuildStale(repoRoot: string): boolean {
  const times = WEB_OUTPUT_MARKERS.map((marker) => mtimeOf(path.join(repoRoot, marker)));
  if (times.some((time) => time === null)) return true;
  const built = Math.min(...(times as number[]));
  return WEB_INPUTS.some((input) => newestMtime(path.join(repoRoot, input)) > built);
}

/** Runs `npm run build:web`, resolving when it succeeds and failing with its output otherwise. */
export async function buildWeb(
  repoRoot: string,
  opts: { onLine?: (line: string) => void; signal?: AbortSignal } = {},
): Promise<void> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnManaged('web build', npm, ['run', 'build:web'], { cwd: repoRoot, onLine: opts.onLine });
  const onAbort = () => void build.stop({ graceMs: 2_000 });
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const exitCode = await build.exited.finally(() => opts.signal?.removeEventListener('abort', onAbort));
  if (opts.signal?.aborted) throw new StackStartupError('The web build was interrupted.', 'Nothing was left running.');
  if (exitCode !== 0) {
    throw new StackStartupError(
      'Building the web app failed.',
      'Run `npm run build:web` to see the full error, fix it, then start again.',
      build.recentOutput(),
    );
  }
}

function mtimeOf(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/** The newest modification time of a file, or of any file inside a directory (0 when there is none). */
export function newestMtime(target: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}
