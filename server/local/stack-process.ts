/**
 * The local stack in a child process of its own. A test runner's main process uses this instead of
 * `startLocalStack`: firebase-admin finds the Auth emulator through process.env, and environment variables set in
 * the runner's main process would leak into every test worker it forks afterwards (pointing their firebase-admin at
 * the wrong emulators).
 *
 * Run directly (`node --import tsx server/local/stack-process.ts '<options json>'`) it starts the stack, prints one
 * line `LOCAL_STACK {"url", …}`, stops on SIGTERM/SIGINT, and stops by itself when its parent process disappears.
 */
import './apply-emulator-env.js';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { StackStartupError } from './emulators/startup-error.js';
import type { LocalStack, LocalStackOptions } from './stack.js';

type ProcessStackOptions = Omit<LocalStackOptions, 'signal' | 'log'>;

const READY_PREFIX = 'LOCAL_STACK ';
const FAILED_PREFIX = 'LOCAL_STACK_FAILED ';
const THIS_FILE = fileURLToPath(import.meta.url);

/**
 * Starts the stack in a child process and resolves once it serves; `stop()` saves (if asked) and ends it. `env` adds
 * environment variables for the child alone (e.g. TRUST_PROXY), never for the caller's process.
 */
export async function startLocalStackProcess(
  opts: ProcessStackOptions = {},
  env: Readonly<Record<string, string>> = {},
): Promise<LocalStack> {
  const child = spawn(process.execPath, ['--import', 'tsx', THIS_FILE, JSON.stringify(opts)], {
    env: { ...process.env, ...env, LOCAL_STACK_PARENT_PID: String(process.pid) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const started = await new Promise<Omit<LocalStack, 'stop'>>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        if (line.startsWith(READY_PREFIX))
          resolve(JSON.parse(line.slice(READY_PREFIX.length)) as Omit<LocalStack, 'stop'>);
        else if (line.startsWith(FAILED_PREFIX)) {
          const failure = JSON.parse(line.slice(FAILED_PREFIX.length)) as {
            message: string;
            hint?: string;
            details?: string;
          };
          reject(
            failure.hint
              ? new StackStartupError(failure.message, failure.hint, failure.details)
              : new Error(failure.message),
          );
        } else if (line.trim()) process.stdout.write(`${line}\n`);
      }
    });
    void exited.then((code) => reject(new Error(`The local stack process exited (code ${code}) before it was ready.`)));
  });
  let stopping: Promise<void> | null = null;
  return {
    ...started,
    stop() {
      stopping ??= (async () => {
        if (child.exitCode === null) child.kill('SIGTERM');
        const code = await exited;
        if (code !== 0) throw new Error(`The local stack process ended with code ${code} while stopping.`);
      })();
      return stopping;
    },
  };
}

async function runAsChild(optionsJson: string): Promise<void> {
  const { startLocalStack } = await import('./stack.js');
  let stack: LocalStack;
  try {
    stack = await startLocalStack({ ...(JSON.parse(optionsJson) as ProcessStackOptions), quiet: true });
  } catch (error) {
    const failure =
      error instanceof StackStartupError
        ? { message: error.message, hint: error.hint, details: error.details }
        : { message: error instanceof Error ? error.message : String(error) };
    process.stdout.write(`${FAILED_PREFIX}${JSON.stringify(failure)}\n`);
    process.exit(1);
  }
  const { url, projectId, firestoreHost, authHost, gatewayUrl, whatsappUrl, admin } = stack;
  const stop = () => stack.stop();
  process.stdout.write(
    `${READY_PREFIX}${JSON.stringify({ url, projectId, firestoreHost, authHost, gatewayUrl, whatsappUrl, admin })}\n`,
  );
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : String(error));
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  const parentPid = Number(process.env.LOCAL_STACK_PARENT_PID);
  if (parentPid > 0) {
    setInterval(() => {
      try {
        process.kill(parentPid, 0);
      } catch {
        shutdown();
      }
    }, 1_000).unref();
  }
}

if (process.argv[1] === THIS_FILE) void runAsChild(process.argv[2] ?? '{}');
