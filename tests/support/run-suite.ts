/**
 * The Vitest stage of `npm test`: two Vitest processes at once, the e2e project in one and every other project in the
 * other. In one process Vitest runs a project without file parallelism (e2e) in a group of its own, after all the
 * others, so its four minutes of mostly waiting (a browser polling for what the shop times: a modal after 5 s …) came
 * on top of the rest. Side by side on this 2-core machine both finished in 260 s, against 480 s one after the other.
 * The e2e run's output is held back and printed after the other run's, so neither log is interleaved. Arguments are
 * passed to both (e.g. `--reporter=verbose`). Exits non-zero when either run fails.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../server/local/repo-root.js';

const vitest = path.join(REPO_ROOT, 'node_modules', '.bin', 'vitest');
const extra = process.argv.slice(2);
const env = { ...process.env, ...(process.stdout.isTTY && !process.env['NO_COLOR'] ? { FORCE_COLOR: '1' } : {}) };

function run(projects: string[], capture: boolean): { done: Promise<{ code: number; output: string }>; kill(): void } {
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), ...extra];
  const child = spawn(vitest, args, { cwd: REPO_ROOT, env, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
  const chunks: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<{ code: number; output: string }>((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: `Could not start Vitest: ${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
  return { done, kill: () => child.kill('SIGTERM') };
}

const e2e = run(['e2e'], true);
const rest = run(['unit', 'web', 'integration'], false);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    e2e.kill();
    rest.kill();
  });

const restResult = await rest.done;
process.stdout.write('\n── e2e (run beside the projects above) ──\n');
const e2eResult = await e2e.done;
process.stdout.write(e2eResult.output);
process.exitCode = restResult.code !== 0 || e2eResult.code !== 0 ? 1 : 0;
