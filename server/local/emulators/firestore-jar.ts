import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../repo-root.js';
import { StackStartupError } from './startup-error.js';

/** Where the Firestore emulator comes from: a jar we run with Java, or firebase-tools (which fetches its own jar). */
export type FirestoreEmulatorSource =
  { kind: 'jar'; jarPath: string; foundVia: string } | { kind: 'firebase-tools'; firebaseBin: string };

const DEBIAN_PACKAGE = 'google-cloud-cli-firestore-emulator';
const SDK_RELATIVE_JAR = path.join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');
const WELL_KNOWN_SDK_ROOTS = [
  '/usr/lib/google-cloud-sdk',
  '/usr/share/google-cloud-sdk',
  '/opt/google-cloud-sdk',
  '/opt/homebrew/share/google-cloud-sdk',
  '/usr/local/share/google-cloud-sdk',
  path.join(os.homedir(), 'google-cloud-sdk'),
];

/**
 * Finds the Firestore emulator, in order: $FIRESTORE_EMULATOR_JAR, the Debian package
 * google-cloud-cli-firestore-emulator (or a Google Cloud SDK in a usual place), firebase-tools' download cache,
 * and finally firebase-tools itself (works with internet access and Java 21).
 */
export function locateFirestoreEmulator(
  env: NodeJS.ProcessEnv = process.env,
  repoRoot = REPO_ROOT,
): FirestoreEmulatorSource {
  const fromEnv = env.FIRESTORE_EMULATOR_JAR;
  if (fromEnv) {
    if (!isFile(fromEnv)) {
      throw new StackStartupError(
        `FIRESTORE_EMULATOR_JAR points at ${fromEnv}, which is not a file.`,
        'Fix the path, or unset FIRESTORE_EMULATOR_JAR to let the shop find the emulator itself.',
      );
    }
    return { kind: 'jar', jarPath: path.resolve(fromEnv), foundVia: 'FIRESTORE_EMULATOR_JAR' };
  }
  const fromPackage = jarFromDebianPackage();
  if (fromPackage) return { kind: 'jar', jarPath: fromPackage, foundVia: `the ${DEBIAN_PACKAGE} package` };

  const sdkRoots = [env.CLOUDSDK_ROOT_DIR, ...WELL_KNOWN_SDK_ROOTS].filter((root): root is string => Boolean(root));
  for (const root of sdkRoots) {
    const jar = path.join(root, SDK_RELATIVE_JAR);
    if (isFile(jar)) return { kind: 'jar', jarPath: jar, foundVia: `the Google Cloud SDK in ${root}` };
  }

  const cacheJar = newestFirebaseToolsJar(
    env.FIREBASE_EMULATORS_PATH ?? path.join(os.homedir(), '.cache', 'firebase', 'emulators'),
  );
  if (cacheJar) return { kind: 'jar', jarPath: cacheJar, foundVia: "firebase-tools' emulator cache" };

  const firebaseBin = path.join(repoRoot, 'node_modules', '.bin', 'firebase');
  if (isFile(firebaseBin)) return { kind: 'firebase-tools', firebaseBin };

  throw noEmulatorError();
}

export function noEmulatorError(details?: string): StackStartupError {
  return new StackStartupError(
    'No Firestore emulator could be found or fetched.',
    `Install one of:\n` +
      `  • Debian/Ubuntu: sudo apt-get install -y ${DEBIAN_PACKAGE}  (from Google's Cloud SDK apt repository)\n` +
      `  • Google Cloud SDK: gcloud components install cloud-firestore-emulator\n` +
      `  • or, with internet access and Java 21+: npx firebase setup:emulators:firestore\n` +
      `Or set FIRESTORE_EMULATOR_JAR=/path/to/cloud-firestore-emulator.jar`,
    details,
  );
}

function jarFromDebianPackage(): string | null {
  const result = spawnSync('dpkg', ['-L', DEBIAN_PACKAGE], { encoding: 'utf8', timeout: 10_000 });
  if (result.error || result.status !== 0) return null;
  const jar = result.stdout.split('\n').find((line) => line.endsWith('.jar'));
  return jar && isFile(jar) ? jar : null;
}

/** The highest-versioned cloud-firestore-emulator-v<x.y.z>.jar in firebase-tools' cache directory. */
export function newestFirebaseToolsJar(cacheDir: string): string | null {
  let names: string[];
  try {
    names = fs.readdirSync(cacheDir);
  } catch {
    return null;
  }
  const jars = names
    .map((name) => ({ name, version: /^cloud-firestore-emulator-v(\d+)\.(\d+)\.(\d+)\.jar$/.exec(name) }))
    .filter((entry): entry is { name: string; version: RegExpExecArray } => entry.version !== null)
    .sort((a, b) => compareVersions(b.version, a.version));
  const newest = jars[0];
  return newest ? path.join(cacheDir, newest.name) : null;
}

function compareVersions(a: RegExpExecArray, b: RegExpExecArray): number {
  for (let i = 1; i <= 3; i++) {
    const diff = Number(a[i]) - Number(b[i]);
    if (diff !== 0) return diff;
  }
  return 0;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
