import path from 'node:path';
import { startAuthEmulator, type RunningAuthEmulator } from './emulators/auth-emulator.js';
import { startFirestoreEmulator, type RunningFirestoreEmulator } from './emulators/firestore-emulator.js';
import type { LocalStackOptions } from './stack-options.js';
import { timed } from './stack-parts.js';

export interface StackEmulators {
  readonly firestore: RunningFirestoreEmulator;
  readonly auth: RunningAuthEmulator | null;
}

export interface EmulatorsStart {
  readonly projectId: string;
  readonly dataDir: string | null;
  /** Aborted by the caller, or here when one emulator fails while the other is still starting. */
  readonly startup: AbortController;
  /** Each emulator is added as soon as it runs, so that a failure stops it. */
  readonly started: { stop(): Promise<void> }[];
  readonly log: (line: string) => void;
}

/** Starts the Firestore emulator and (unless turned off) the Auth emulator side by side. */
export async function startEmulators(opts: LocalStackOptions, start: EmulatorsStart): Promise<StackEmulators> {
  const { projectId, dataDir, startup, started, log } = start;
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
  return bothStarted(firestoreStart, authStart, startup);
}

async function bothStarted(
  firestoreStart: Promise<RunningFirestoreEmulator>,
  authStart: Promise<RunningAuthEmulator | null>,
  startup: AbortController,
): Promise<StackEmulators> {
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
  return { firestore: firestoreResult.value, auth: authResult.value };
}
