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
  'web/tsconfig.json',
];
// build:web writes the shop (index.html) and then the admin area (admin.html): the admin's page is the last output, so
// a build that stopped half-way still counts as stale.
const WEB_OUTPUT_MARKER = path.join('dist', 'web', 'admin.html');

/** Whether dist/web is missing or older than anything under web/src (and the other web inputs). */
export function isWebBuildStale(repoRoot: string): boolean {
  const built = mtimeOf(path.join(repoRoot, WEB_OUTPUT_MARKER));
  if (built === null) return true;
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
