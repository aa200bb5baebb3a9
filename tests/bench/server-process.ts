// The benchmarks' server in its own process (bench-server.ts), so the load generator and the server do not share one
// event loop.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO_ROOT = path.resolve(HERE, '..', '..');

/** Linux's clock tick for /proc/<pid>/stat times. */
const MS_PER_TICK = 10;

/** A process's user + system CPU time so far, in milliseconds. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
}

/** The environment of a bench server in local mode on the given emulators, as production runs it, silent. */
export function benchServerEnv(emulators: {
  projectId: string;
  firestoreHost: string;
  authHost: string;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    APP_MODE: 'local',
    NODE_ENV: 'production',
    FIREBASE_PROJECT_ID: emulators.projectId,
    FIRESTORE_EMULATOR_HOST: emulators.firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: emulators.authHost,
    LOG_LEVEL: 'silent',
  };
}

export interface BenchServerProcess {
  /** Without a trailing slash. */
  url: string;
  /** The server's process id (its CPU time is read from /proc by cpu-per-request.ts). */
  pid: number;
  /** SIGTERM, then SIGKILL after 10 s; resolves when the process has exited. */
  stop(): Promise<void>;
  /** The Firestore transactions the server ran and their attempts (null: a server without the counters). */
  transactionCounts(): Promise<{ transactions: number; attempts: number } | null>;
}

/**
 * Starts bench-server.ts (or another script of this folder that prints the same line, such as floor-server.ts)
 * configured by `env`, with Node's `nodeArguments` (such as `--cpu-prof`); resolves once it listens (its `BENCH_SERVER {"url": …}` line).
 */
export async function startBenchServerProcess(
  env: NodeJS.ProcessEnv,
  script = 'bench-server.ts',
  nodeArguments: readonly string[] = [],
): Promise<BenchServerProcess> {
  const child: ChildProcess = spawn(process.execPath, [...nodeArguments, '--import', 'tsx', path.join(HERE, script)], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const match = /BENCH_SERVER (\{.*\})/.exec(buffer);
      if (match?.[1]) resolve((JSON.parse(match[1]) as { url: string }).url.replace(/\/$/, ''));
    });
    child.once('exit', (code) => reject(new Error(`The bench server exited with ${code} before listening.`)));
  });
  return {
    url,
    pid: child.pid!,
    transactionCounts: () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => resolve(null), 5_000);
        const listen = (chunk: Buffer) => {
          const match = /BENCH_COUNTS (\S+)/.exec(chunk.toString());
          if (!match?.[1]) return;
          clearTimeout(timer);
          child.stdout?.off('data', listen);
          resolve(JSON.parse(match[1]) as { transactions: number; attempts: number } | null);
        };
        child.stdout?.on('data', listen);
        child.kill('SIGUSR2');
      }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
