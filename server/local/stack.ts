import './apply-emulator-env.js';
import fs from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { loadConfig } from '../src/config.js';
import { startServer } from '../src/server.js';
import { demoMediaRoute } from './demo-media/demo-media-route.js';
import { startAuthEmulator, type RunningAuthEmulator } from './emulators/auth-emulator.js';
import { startFirestoreEmulator, type RunningFirestoreEmulator } from './emulators/firestore-emulator.js';
import { claimPort, LOOPBACK } from './emulators/ports.js';
import { StackStartupError } from './emulators/startup-error.js';
import { REPO_ROOT } from './repo-root.js';
import { ensureLocalAdmin } from './seed/local-admin.js';
import { hasCatalogData, seedDemoData } from './seed/seed-firestore.js';
import { buildWeb, isWebBuildStale } from './web-build.js';

export interface LocalStackOptions {
  /** 0 or undefined: a free port. */
  appPort?: number;
  firestorePort?: number;
  authPort?: number;
  projectId?: string;
  /** A directory keeps data across restarts (export on stop, import on start); null or undefined: ephemeral. */
  dataDir?: string | null;
  /** 'demo' seeds the demo catalog when the database starts empty (default); 'none' leaves it empty. */
  seed?: 'demo' | 'none';
  /** Start the Auth emulator (default true). It costs 10–20 s of CPU at start. */
  auth?: boolean;
  /** 'if-stale' (default) builds the web app when dist/web is missing or older than web/src. */
  buildWeb?: 'if-stale' | 'never';
  /** No progress lines. */
  quiet?: boolean;
  /** Names of the environment variables that set the ports, for "port taken" messages. */
  portEnvVars?: { app?: string; firestore?: string; auth?: string };
  /** Aborting stops whatever has started and rejects. */
  signal?: AbortSignal;
  /**
   * Where the web server and the Auth emulator listen (default 127.0.0.1). In a container, 0.0.0.0 lets the host's
   * browser reach them; the Firestore emulator always stays on loopback (only the server talks to it).
   */
  bindHost?: string;
  /** Where progress lines go (default console.log). */
  log?: (line: string) => void;
}

export interface LocalStack {
  url: string;
  projectId: string;
  firestoreHost: string;
  authHost: string | null;
  /** The seeded admin account (only with the Auth emulator): signs in at /admin. */
  admin: { email: string; password: string } | null;
  /** Stops the server, saves the data (when a data directory is set) and stops the emulators. Safe to call twice. */
  stop(): Promise<void>;
}

export const DEFAULT_PROJECT_ID = 'demo-lovely-gifts';
const WEB_DIR = path.join(REPO_ROOT, 'dist', 'web');

/**
 * The whole local shop in one call: Firestore and Auth emulators, demo data on first start, the web app built when
 * needed, and the GraphQL server serving both on one port. The server runs in this process; the emulators run as
 * child process groups that `stop()` (or this process exiting) ends.
 *
 * Sets FIREBASE_AUTH_EMULATOR_HOST in this process's environment while it runs (that is the only way firebase-admin's
 * Auth finds an emulator), so one process runs one stack with Auth; a test runner's main process, whose environment
 * its workers inherit, should use `startLocalStackProcess` (stack-process.ts) instead.
 */
export async function startLocalStack(opts: LocalStackOptions = {}): Promise<LocalStack> {
  const projectId = opts.projectId ?? DEFAULT_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new StackStartupError(
      `The local stack needs a demo- project id, not "${projectId}".`,
      'Firebase treats demo- projects as emulator-only, so nothing can reach a real project by mistake.',
    );
  }
  const log = opts.quiet ? () => {} : (opts.log ?? ((line: string) => console.log(line)));
  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : null;
  const started: { stop(): Promise<void> }[] = [];
  const stopStarted = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => {});
    started.length = 0;
  };
  // Aborted by the caller, or by us when one emulator fails while the other is still starting.
  const startup = new AbortController();
  const onAbort = () => {
    startup.abort();
    void stopStarted();
  };
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const checkAborted = () => {
    if (startup.signal.aborted) throw new StackStartupError('Start-up was interrupted.', 'Nothing was left running.');
  };

  try {
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    // Claim the app port first: failing on it after a 20-second emulator start would be a poor experience.
    const appPort = await claimPort(opts.appPort, 'web server', opts.portEnvVars?.app);

    const firestoreStart = timed(() =>
      startFirestoreEmulator({
        projectId,
        port: opts.firestorePort,
        portEnvVar: opts.portEnvVars?.firestore,
        importFrom: dataDir ? path.join(dataDir, 'firestore') : null,
        signal: startup.signal,
      }),
    ).then(({ value, seconds }) => {
      started.push(value);
      log(
        `  ✔ Firestore emulator on ${value.host} (${value.source}${value.imported ? ', saved data loaded' : ''}, ${seconds} s)`,
      );
      return value;
    });
    const authStart =
      opts.auth === false
        ? Promise.resolve(null)
        : timed(() =>
            startAuthEmulator({
              projectId,
              port: opts.authPort,
              portEnvVar: opts.portEnvVars?.auth,
              importFrom: dataDir ? path.join(dataDir, 'auth') : null,
              signal: startup.signal,
              bindHost: opts.bindHost,
            }),
          ).then(({ value, seconds }) => {
            started.push(value);
            log(`  ✔ Auth emulator on ${value.host} (${value.imported ? 'saved accounts loaded, ' : ''}${seconds} s)`);
            return value;
          });
    if (opts.auth !== false) log('  … starting the Firestore and Auth emulators (the Auth emulator takes 10–20 s)');
    else log('  … starting the Firestore emulator');

    // When one fails, stop the other at once rather than waiting out its start-up.
    const failFast = (error: unknown) => {
      startup.abort();
      throw error;
    };
    const [firestoreResult, authResult] = await Promise.allSettled([
      firestoreStart.catch(failFast),
      authStart.catch(failFast),
    ]);
    // Report the first real cause, not the "interrupted" of the one we stopped.
    const failures = [firestoreResult, authResult].filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    const cause = failures.find((f) => !/interrupted/.test(String((f.reason as Error)?.message))) ?? failures[0];
    if (cause) throw cause.reason;
    if (firestoreResult.status !== 'fulfilled' || authResult.status !== 'fulfilled') throw new Error('unreachable');
    const firestore: RunningFirestoreEmulator = firestoreResult.value;
    const auth: RunningAuthEmulator | null = authResult.value;
    checkAborted();

    // firebase-admin's Auth reads its emulator from process.env on every call (there is no setting), and the server
    // keeps a value that is already there: set ours, and put back what was there when the stack stops.
    const previousAuthHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    const restoreAuthHost = () => {
      if (previousAuthHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
      else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousAuthHost;
    };
    if (auth) process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
    started.push({ stop: async () => restoreAuthHost() });

    const admin = auth ? await ensureLocalAdmin(projectId) : null;
    if (admin) log(`  ✔ Admin account ${admin.email}`);

    if (opts.seed !== 'none' && !firestore.imported) {
      const seeded = await seedIfEmpty(firestore.host, projectId);
      if (seeded) log(`  ✔ Demo data: ${seeded.products} products in ${seeded.categories} categories`);
    }
    checkAborted();

    const webDir = await prepareWeb(opts.buildWeb ?? 'if-stale', log, startup.signal);
    checkAborted();

    const config = loadConfig({
      ...process.env,
      APP_MODE: 'local',
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_AUTH_EMULATOR_HOST: auth?.host ?? '',
      FIREBASE_PROJECT_ID: projectId,
      // The console shows our progress lines; the server's JSON logs only when something is wrong (LOG_LEVEL wins).
      LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    });
    const server = await startServer(config, {
      port: appPort,
      host: opts.bindHost ?? LOOPBACK,
      webDir,
      // The demo catalog's pictures are drawn by the local stack; a production server serves real images only.
      extraRoutes: [demoMediaRoute()],
    });
    started.push(server);
    const url = server.url;

    let stopping: Promise<void> | null = null;
    return {
      url,
      projectId,
      firestoreHost: firestore.host,
      authHost: auth?.host ?? null,
      admin,
      stop() {
        stopping ??= (async () => {
          opts.signal?.removeEventListener('abort', onAbort);
          const errors: unknown[] = [];
          await server.stop().catch((error: unknown) => errors.push(error));
          if (dataDir) {
            await firestore.exportTo(path.join(dataDir, 'firestore')).catch((error: unknown) => errors.push(error));
            if (auth) await auth.exportTo(path.join(dataDir, 'auth')).catch((error: unknown) => errors.push(error));
          }
          await Promise.all([firestore.stop(), auth?.stop()]);
          restoreAuthHost();
          started.length = 0;
          if (errors.length > 0) {
            throw new Error(`The local stack stopped, but not cleanly: ${errors.map(String).join('; ')}`);
          }
        })();
        return stopping;
      },
    };
  } catch (error) {
    await stopStarted();
    throw error;
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/** Seeds the demo catalog unless the database already holds one. Returns what it wrote, or null. */
async function seedIfEmpty(host: string, projectId: string) {
  const app = initializeApp({ projectId }, `local-stack-seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    db.settings({ host, ssl: false });
    if (await hasCatalogData(db)) return null;
    return await seedDemoData(db);
  } finally {
    await deleteApp(app);
  }
}

async function prepareWeb(
  mode: 'if-stale' | 'never',
  log: (line: string) => void,
  signal: AbortSignal,
): Promise<string | null> {
  if (mode === 'if-stale' && isWebBuildStale(REPO_ROOT)) {
    log('  … building the web app (dist/web is missing or older than web/src)');
    const { seconds } = await timed(() => buildWeb(REPO_ROOT, { signal }));
    log(`  ✔ Web app built (${seconds} s)`);
  }
  return fs.existsSync(path.join(WEB_DIR, 'index.html')) ? WEB_DIR : null;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: string }> {
  const start = performance.now();
  const value = await run();
  return { value, seconds: ((performance.now() - start) / 1000).toFixed(1) };
}
