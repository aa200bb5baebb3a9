import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emulatorChildEnv } from '../emulator-env.js';
import { REPO_ROOT } from '../repo-root.js';
import { spawnManaged } from './managed-process.js';
import { claimPort, findFreePort, LOOPBACK, portTakenError, withFreePortRetry } from './ports.js';
import { answersHttp, timeoutFromEnv, waitUntilReady } from './readiness.js';
import { StackStartupError } from './startup-error.js';

export interface AuthEmulatorOptions {
  projectId: string;
  /** 0 or undefined: a free port chosen by the OS. */
  port?: number;
  /** Name of the environment variable that sets the port, for the "port taken" message. */
  portEnvVar?: string;
  /** A directory written by `exportTo` earlier; its accounts are loaded at start when it holds an export. */
  importFrom?: string | null;
  readyTimeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  repoRoot?: string;
  /** Aborting during start-up stops the emulator and rejects. */
  signal?: AbortSignal;
  /**
   * The address to listen on (default 127.0.0.1). Inside a container use 0.0.0.0 so a browser outside can reach it;
   * `host` still names loopback for clients in this process.
   */
  bindHost?: string;
  /**
   * firebase-tools' single project mode (default true): it warns on every request for another project. Turn it off
   * for an emulator that serves many projects at once (the integration tests' shared one).
   */
  singleProjectMode?: boolean;
}

export interface RunningAuthEmulator {
  /** "127.0.0.1:<port>", the value for FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  port: number;
  projectId: string;
  imported: boolean;
  /** Deletes every account of the project. */
  clear(): Promise<void>;
  /** Writes all accounts to `dir` (firebase-tools' export layout, replacing what was there). */
  exportTo(dir: string): Promise<void>;
  /** Stops firebase-tools and everything it started. Safe to call twice. */
  stop(): Promise<void>;
}

const READY_TIMEOUT_ENV = 'AUTH_EMULATOR_START_TIMEOUT';

/**
 * Starts the Firebase Auth emulator through firebase-tools (no Java needed, works offline). It is CPU-bound while
 * starting (about 10–20 s here), so start it once per run, not per test.
 */
/** What firebase-tools prints once every emulator it started listens (commands/emulators-start). */
const READY_ANNOUNCEMENT = 'All emulators ready';

export function startAuthEmulator(opts: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  return withFreePortRetry(opts.port, () => startAuthEmulatorOnce(opts));
}

/** A working folder holding the firebase.json that places the emulators on these ports. */
function writeFirebaseJson(
  opts: AuthEmulatorOptions,
  ports: { readonly auth: number; readonly hub: number; readonly logging: number },
): string {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-emulator-'));
  fs.writeFileSync(
    path.join(workDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        auth: { host: opts.bindHost ?? LOOPBACK, port: ports.auth },
        hub: { host: LOOPBACK, port: ports.hub },
        logging: { host: LOOPBACK, port: ports.logging },
        ui: { enabled: false },
        singleProjectMode: opts.singleProjectMode ?? true,
      },
    }),
  );
  return workDir;
}

async function startAuthEmulatorOnce(opts: AuthEmulatorOptions): Promise<RunningAuthEmulator> {
  const env = emulatorChildEnv(opts.env ?? process.env);
  const firebaseBin = path.join(opts.repoRoot ?? REPO_ROOT, 'node_modules', '.bin', 'firebase');
  if (!fs.existsSync(firebaseBin)) {
    throw new StackStartupError(
      'firebase-tools is not installed, so the Auth emulator cannot start.',
      'Install the project dependencies first: npm ci',
    );
  }
  const port = await claimPort(opts.port, 'Auth emulator', opts.portEnvVar);
  const [hubPort, loggingPort] = [await findFreePort(), await findFreePort()];
  const workDir = writeFirebaseJson(opts, { auth: port, hub: hubPort, logging: loggingPort });
  const importDir = opts.importFrom ? path.resolve(opts.importFrom) : null;
  const imported = importDir !== null && fs.existsSync(path.join(importDir, 'firebase-export-metadata.json'));
  const args = ['emulators:start', '--only', 'auth', '--project', opts.projectId];
  if (imported && importDir) args.push('--import', importDir);

  // Until firebase-tools says it is ready, an answer on the port may come from another emulator that took the port
  // after we found it free (test files start emulators in parallel); ours then fails with "port taken" and is retried.
  let announcedReady = false;
  const onLine = (line: string) => {
    if (line.includes(READY_ANNOUNCEMENT)) announcedReady = true;
  };
  const proc = spawnManaged('Auth emulator', firebaseBin, args, { cwd: workDir, env, onLine });
  const removeWorkDir = () => fs.rmSync(workDir, { recursive: true, force: true });
  const host = `${LOOPBACK}:${port}`;
  try {
    await waitUntilReady({
      what: 'Auth emulator',
      process: proc,
      isReady: async () => announcedReady && (await answersHttp(`http://${host}/`)),
      timeoutMs: opts.readyTimeoutMs ?? timeoutFromEnv(READY_TIMEOUT_ENV, 120_000, env),
      timeoutEnvVar: READY_TIMEOUT_ENV,
      signal: opts.signal,
      explainExit: (output) =>
        /port taken|port .* (is )?not open|EADDRINUSE/i.test(output)
          ? portTakenError(port, 'Auth emulator', opts.portEnvVar)
          : null,
    });
  } catch (error) {
    await proc.stop({ graceMs: 2_000 });
    removeWorkDir();
    throw error;
  }

  const accountsUrl = `http://${host}/emulator/v1/projects/${encodeURIComponent(opts.projectId)}/accounts`;
  return {
    host,
    port,
    projectId: opts.projectId,
    imported,
    async clear() {
      const response = await fetch(accountsUrl, { method: 'DELETE' });
      if (!response.ok)
        throw new Error(`Clearing the Auth emulator failed: HTTP ${response.status} ${await response.text()}`);
    },
    async exportTo(dir: string) {
      // The emulator hub exports to a temporary directory and then swaps it in, so a failed export keeps old data.
      const response = await fetch(`http://${LOOPBACK}:${hubPort}/_admin/export`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ path: path.resolve(dir), initiatedBy: 'lovely-gifts-local-stack' }),
      });
      if (!response.ok)
        throw new Error(`Exporting Auth emulator data failed: HTTP ${response.status} ${await response.text()}`);
    },
    async stop() {
      // SIGINT is firebase-tools' clean shutdown; it stops the hub and logging emulators too.
      await proc.stop({ signal: 'SIGINT', graceMs: 10_000 });
      removeWorkDir();
    },
  };
}
