import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { emulatorChildEnv } from '../emulator-env.js';
import { detectJava } from './java.js';
import { locateFirestoreEmulator, noEmulatorError, type FirestoreEmulatorSource } from './firestore-jar.js';
import { spawnManaged, type ManagedProcess } from './managed-process.js';
import { claimPort, findFreePort, LOOPBACK, portTakenError, withFreePortRetry } from './ports.js';
import { answersHttp, timeoutFromEnv, waitUntilReady } from './readiness.js';
import { StackStartupError } from './startup-error.js';

export interface FirestoreEmulatorOptions {
  projectId: string;
  /** 0 or undefined: a free port chosen by the OS. */
  port?: number;
  /** Name of the environment variable that sets the port, for the "port taken" message. */
  portEnvVar?: string;
  /** A directory written by `exportTo` earlier; its data is loaded at start when it holds an export. */
  importFrom?: string | null;
  readyTimeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  /** Where node_modules lives (to find firebase-tools). Defaults to this repository. */
  repoRoot?: string;
  /** Aborting during start-up stops the emulator and rejects. */
  signal?: AbortSignal;
}

export interface RunningFirestoreEmulator {
  /** "127.0.0.1:<port>", the value for FIRESTORE_EMULATOR_HOST. */
  host: string;
  port: number;
  projectId: string;
  /** What runs it, e.g. "the google-cloud-cli-firestore-emulator package". */
  source: string;
  /** Whether data was loaded from `importFrom`. */
  imported: boolean;
  /** Deletes every document of the project. */
  clear(): Promise<void>;
  /** Writes all data to `dir` (replacing what was there) so a later start can import it. */
  exportTo(dir: string): Promise<void>;
  /** Stops the emulator and every process it started. Safe to call twice. */
  stop(): Promise<void>;
}

const JAR_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const EXPORT_NAME = 'firestore_export';
const READY_TIMEOUT_ENV = 'FIRESTORE_EMULATOR_START_TIMEOUT';

/** Starts the real Firestore emulator on loopback and resolves once it answers. */
export function startFirestoreEmulator(opts: FirestoreEmulatorOptions): Promise<RunningFirestoreEmulator> {
  return withFreePortRetry(opts.port, () => startFirestoreEmulatorOnce(opts));
}

async function startFirestoreEmulatorOnce(opts: FirestoreEmulatorOptions): Promise<RunningFirestoreEmulator> {
  const env = emulatorChildEnv(opts.env ?? process.env);
  const source = locateFirestoreEmulator(env, opts.repoRoot);
  const port = await claimPort(opts.port, 'Firestore emulator', opts.portEnvVar);
  if (opts.importFrom) recoverInterruptedExport(opts.importFrom);
  const seedFile = opts.importFrom ? exportMetadataFile(opts.importFrom) : null;
  const readyTimeoutMs =
    opts.readyTimeoutMs ?? timeoutFromEnv(READY_TIMEOUT_ENV, source.kind === 'jar' ? 60_000 : 180_000, env);

  const launch = source.kind === 'jar' ? launchJar : launchViaFirebaseTools;
  let running = await launch({
    source,
    port,
    projectId: opts.projectId,
    seedFile,
    env,
    importDir: opts.importFrom ?? null,
  });
  const explain = (output: string) => explainFirestoreFailure(output, port, opts.portEnvVar, source);
  const signal = opts.signal;
  const discard = async (launched: Launched) => {
    await launched.process.stop({ graceMs: 2_000 });
    if (launched.tempDir) fs.rmSync(launched.tempDir, { recursive: true, force: true });
  };
  try {
    await waitForFirestore(running.process, port, readyTimeoutMs, explain, signal);
  } catch (error) {
    await discard(running);
    // Some jars (firebase-tools' download) are started with -jar rather than with their main class.
    if (source.kind !== 'jar' || !/Could not find or load main class/.test(running.process.recentOutput())) throw error;
    running = await launchJar({
      source,
      port,
      projectId: opts.projectId,
      seedFile,
      env,
      importDir: null,
      useJarFlag: true,
    });
    try {
      await waitForFirestore(running.process, port, readyTimeoutMs, explain, signal);
    } catch (retryError) {
      await discard(running);
      throw retryError;
    }
  }

  const host = `${LOOPBACK}:${port}`;
  const proc = running.process;
  return {
    host,
    port,
    projectId: opts.projectId,
    source: source.kind === 'jar' ? source.foundVia : 'firebase-tools',
    imported: seedFile !== null,
    clear: () => clearFirestoreData(host, opts.projectId),
    exportTo: (dir) => exportFirestoreData(host, opts.projectId, dir),
    async stop() {
      await proc.stop({ signal: 'SIGTERM', graceMs: 5_000 });
      if (running.tempDir) fs.rmSync(running.tempDir, { recursive: true, force: true });
    },
  };
}

/**
 * Deletes every document in the emulator's default database of `projectId`. An emulator shared by several projects
 * at once (the integration tests') has answered 500 "UNKNOWN" to a clear while other projects' transactions ran; the
 * clear is tried again, up to three times.
 */
export async function clearFirestoreData(host: string, projectId: string): Promise<void> {
  const url = `http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/documents`;
  for (let attempt = 1; ; attempt += 1) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.ok) return;
    const answer = `HTTP ${response.status} ${await response.text()}`;
    if (response.status < 500 || attempt === CLEAR_ATTEMPTS) {
      throw new Error(`Clearing the Firestore emulator at ${host} failed: ${answer}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}

const CLEAR_ATTEMPTS = 3;

/**
 * Exports all data to `dir` in the layout firebase-tools uses for `--import`, replacing the previous export only once
 * the new one is complete (a crash during export keeps the old data).
 */
export async function exportFirestoreData(host: string, projectId: string, dir: string): Promise<void> {
  const target = path.resolve(dir);
  const staging = `${target}.saving-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const response = await fetch(`http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}:export`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      database: `projects/${projectId}/databases/(default)`,
      export_directory: staging,
      export_name: EXPORT_NAME,
    }),
  });
  if (!response.ok) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw new Error(`Exporting Firestore data failed: HTTP ${response.status} ${await response.text()}`);
  }
  // The metadata file firebase-tools reads, so `firebase emulators:start --import <dir>` can load it too.
  fs.writeFileSync(
    path.join(staging, 'firebase-export-metadata.json'),
    JSON.stringify(
      {
        version: 'lovely-gifts',
        firestore: { version: 'local', path: EXPORT_NAME, metadata_file: relativeMetadataFile() },
      },
      null,
      2,
    ),
  );
  const previous = `${target}.previous-${process.pid}`;
  if (fs.existsSync(target)) fs.renameSync(target, previous);
  fs.renameSync(staging, target);
  fs.rmSync(previous, { recursive: true, force: true });
}

/**
 * Tidies up after an export that was cut short (the process was killed while saving): keeps the last complete
 * export, restoring it if it had already been moved aside, and removes half-written ones.
 */
export function recoverInterruptedExport(dir: string): void {
  const target = path.resolve(dir);
  const parent = path.dirname(target);
  const base = path.basename(target);
  let entries: string[];
  try {
    entries = fs.readdirSync(parent);
  } catch {
    return;
  }
  const previous = entries.filter((name) => name.startsWith(`${base}.previous-`));
  const saving = entries.filter((name) => name.startsWith(`${base}.saving-`));
  const [restorable] = previous;
  if (!fs.existsSync(target) && restorable) fs.renameSync(path.join(parent, restorable), target);
  for (const name of [...previous, ...saving]) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
}

/** The seed file of an export made by `exportFirestoreData`, or null when `dir` holds none. */
export function exportMetadataFile(dir: string): string | null {
  const file = path.resolve(dir, relativeMetadataFile());
  return fs.existsSync(file) ? file : null;
}

function relativeMetadataFile(): string {
  return path.join(EXPORT_NAME, `${EXPORT_NAME}.overall_export_metadata`);
}

interface Launched {
  process: ManagedProcess;
  tempDir: string | null;
}

interface LaunchArgs {
  source: FirestoreEmulatorSource;
  port: number;
  projectId: string;
  seedFile: string | null;
  importDir: string | null;
  env: NodeJS.ProcessEnv;
  useJarFlag?: boolean;
}

async function launchJar({ source, port, projectId, seedFile, env, useJarFlag }: LaunchArgs): Promise<Launched> {
  if (source.kind !== 'jar') throw new Error('launchJar needs a jar');
  const java = detectJava(isFirebaseToolsJar(source.jarPath) ? 21 : 11, env);
  const jarArgs =
    useJarFlag || isFirebaseToolsJar(source.jarPath)
      ? ['-jar', source.jarPath]
      : ['-cp', source.jarPath, JAR_MAIN_CLASS];
  const args = [
    '-Duser.language=en',
    ...jarArgs,
    '--host',
    LOOPBACK,
    '--port',
    String(port),
    '--project_id',
    projectId,
  ];
  if (seedFile) args.push(`--seed_from_export=${seedFile}`);
  // The emulator writes firestore-debug.log into its working directory: keep it out of the repo.
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'firestore-emulator-'));
  return { process: spawnManaged('Firestore emulator', java.command, args, { cwd, env }), tempDir: cwd };
}

async function launchViaFirebaseTools({ source, port, projectId, importDir, env }: LaunchArgs): Promise<Launched> {
  if (source.kind !== 'firebase-tools') throw new Error('launchViaFirebaseTools needs firebase-tools');
  detectJavaForFirebaseTools(env);
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'firestore-emulator-'));
  const [websocketPort, hubPort, loggingPort] = [await findFreePort(), await findFreePort(), await findFreePort()];
  fs.writeFileSync(
    path.join(tempDir, 'firebase.json'),
    JSON.stringify({
      emulators: {
        firestore: { host: LOOPBACK, port, websocketPort },
        hub: { host: LOOPBACK, port: hubPort },
        logging: { host: LOOPBACK, port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const args = ['emulators:start', '--only', 'firestore', '--project', projectId];
  if (importDir && fs.existsSync(path.join(importDir, 'firebase-export-metadata.json')))
    args.push('--import', path.resolve(importDir));
  return { process: spawnManaged('Firestore emulator', source.firebaseBin, args, { cwd: tempDir, env }), tempDir };
}

function detectJavaForFirebaseTools(env: NodeJS.ProcessEnv): void {
  try {
    detectJava(21, env);
  } catch (error) {
    if (error instanceof StackStartupError) {
      throw noEmulatorError(
        `No Firestore emulator jar is installed, and firebase-tools cannot fetch one: ${error.message}`,
      );
    }
    throw error;
  }
}

async function waitForFirestore(
  proc: ManagedProcess,
  port: number,
  timeoutMs: number,
  explainExit: (output: string) => StackStartupError | null,
  signal: AbortSignal | undefined,
): Promise<void> {
  await waitUntilReady({
    what: 'Firestore emulator',
    process: proc,
    isReady: () => answersHttp(`http://${LOOPBACK}:${port}/`),
    timeoutMs,
    timeoutEnvVar: READY_TIMEOUT_ENV,
    signal,
    explainExit: (output) => (/Could not find or load main class/.test(output) ? null : explainExit(output)),
  });
}

function explainFirestoreFailure(
  output: string,
  port: number,
  portEnvVar: string | undefined,
  source: FirestoreEmulatorSource,
): StackStartupError | null {
  if (/address already in use|BindException|port .* (is )?(taken|not open)/i.test(output)) {
    return portTakenError(port, 'Firestore emulator', portEnvVar);
  }
  if (/UnsupportedClassVersionError/.test(output)) {
    return new StackStartupError(
      'Your Java is too old for this Firestore emulator jar.',
      'Install Java 21 (e.g. sudo apt-get install -y openjdk-21-jre-headless) or use the ' +
        'google-cloud-cli-firestore-emulator package, which runs on Java 17.',
      output,
    );
  }
  if (source.kind === 'firebase-tools' && /download|ENOTFOUND|EAI_AGAIN|getaddrinfo|fetch|Java/i.test(output)) {
    return noEmulatorError(output);
  }
  return null;
}

function isFirebaseToolsJar(jarPath: string): boolean {
  return /cloud-firestore-emulator-v\d+\.\d+\.\d+\.jar$/.test(jarPath);
}
