/**
 * `npm test` after its checks: two Vitest processes at once, the e2e project in one and every other project in the
 * other. With `--checks` (as `npm test` runs it), the typecheck and lint run first in the second lane while the e2e
 * run has already started beside them: the e2e run is the longest lane, and it no longer waits a minute and a half
 * for checks that do not concern it. A failed check stops the e2e run too. In one process Vitest runs a project without file parallelism (e2e) in a group of its own, after all the
 * others, so its four minutes of mostly waiting (a browser polling for what the shop times: a modal after 5 s …) came
 * on top of the rest. Side by side on this 2-core machine both finished in 260 s, against 480 s one after the other.
 * The e2e run's output is held back and printed after the other run's, so neither log is interleaved. Arguments are
 * passed to both (e.g. `--reporter=verbose`). Exits non-zero when either run fails.
 *
 * A failure in the first lane is printed once more at the very end: a CI log is often read from its tail, which
 * otherwise holds only the e2e run, and a red run then showed nothing but green tests.
 */
import { spawn, type StdioOptions } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../server/local/repo-root.js';
import { failureReport } from './failure-report.js';

const vitest = path.join(REPO_ROOT, 'node_modules', '.bin', 'vitest');
const withChecks = process.argv.includes('--checks');
const extra = process.argv.slice(2).filter((argument) => argument !== '--checks');
const env = { ...process.env, ...(process.stdout.isTTY && !process.env['NO_COLOR'] ? { FORCE_COLOR: '1' } : {}) };

interface Running {
  done: Promise<{ code: number; output: string }>;
  kill(): void;
}

/** `hold`: keep the output until the end; `echo`: print it as it comes and keep it too; `inherit`: print only. */
type Output = 'hold' | 'echo' | 'inherit';

function run(projects: string[], output: Output): Running {
  const args = ['run', ...projects.flatMap((project) => ['--project', project]), ...extra];
  return start(vitest, args, output);
}

function start(command: string, args: string[], output: Output): Running {
  const stdio: StdioOptions = output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'];
  const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio });
  const chunks: Buffer[] = [];
  const keep = (sink: NodeJS.WriteStream) => (chunk: Buffer) => {
    chunks.push(chunk);
    if (output === 'echo') sink.write(chunk);
  };
  child.stdout?.on('data', keep(process.stdout));
  child.stderr?.on('data', keep(process.stderr));
  const done = new Promise<{ code: number; output: string }>((resolve) => {
    child.on('error', (error) => resolve({ code: 1, output: `Could not start Vitest: ${error.message}\n` }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
  return { done, kill: () => child.kill('SIGTERM') };
}

let current: Running | null = null;
const e2e = run(['e2e'], 'hold');
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    e2e.kill();
    current?.kill();
  });

/** The typecheck, then the lint, in this lane; the first failure ends the whole run. */
async function checks(): Promise<boolean> {
  for (const script of ['typecheck', 'lint']) {
    current = start('npm', ['run', script], 'inherit');
    if ((await current.done).code !== 0) return false;
  }
  return true;
}

if (withChecks && !(await checks())) {
  e2e.kill();
  await e2e.done;
  process.stdout.write('\nA check failed: the tests were not run (the e2e run was stopped).\n');
  process.exit(1);
}
current = run(['unit', 'web', 'integration'], 'echo');
const restResult = await current.done;
process.stdout.write('\n── e2e (run beside the projects above) ──\n');
const e2eResult = await e2e.done;
process.stdout.write(e2eResult.output);
if (restResult.code !== 0) {
  process.stdout.write('\n── The unit, web and integration run failed; its failures again ──\n');
  process.stdout.write(failureReport(restResult.output));
}
process.exitCode = restResult.code !== 0 || e2eResult.code !== 0 ? 1 : 0;
