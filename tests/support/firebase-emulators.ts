import './emulator-env.js';
import { randomBytes } from 'node:crypto';
import { initializeApp, deleteApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { startAuthEmulator as launchAuthEmulator } from '../../server/local/emulators/auth-emulator.js';
import {
  clearFirestoreData,
  startFirestoreEmulator as launchFirestoreEmulator,
} from '../../server/local/emulators/firestore-emulator.js';

/** A `demo-` project id (emulator-only by Firebase's rules) unique to this test run. */
export function testProjectId(prefix = 'test'): string {
  return `demo-${prefix}-${randomBytes(4).toString('hex')}`;
}

/**
 * host:port of the emulator the integration project's globalSetup shares with every file
 * (tests/support/integration-global-setup.ts), or null outside such a run (another project, a script).
 */
async function sharedHost(key: 'sharedFirestoreHost' | 'sharedAuthHost'): Promise<string | null> {
  if (!process.env.VITEST) return null;
  const { inject } = await import('vitest');
  try {
    return inject(key) ?? null;
  } catch {
    return null;
  }
}

/**
 * The Firestore emulator for a test file, under a project id of its own: the run's shared emulator when there is one
 * (`stop()` then deletes the project's documents), otherwise a fresh one on a free loopback port. `own: true` always
 * starts a fresh one: for tests that stop it on purpose (outages). Stop it in afterAll.
 */
export async function startFirestoreEmulator(
  opts: { projectId?: string; own?: boolean } = {},
): Promise<{ host: string; projectId: string; stop(): Promise<void> }> {
  const projectId = opts.projectId ?? testProjectId();
  const shared = opts.own ? null : await sharedHost('sharedFirestoreHost');
  if (shared) return { host: shared, projectId, stop: () => clearFirestoreData(shared, projectId) };
  const emulator = await launchFirestoreEmulator({ projectId });
  return { host: emulator.host, projectId: emulator.projectId, stop: () => emulator.stop() };
}

/** Deletes every document of `projectId` in the emulator at `host` (fast reset between tests). */
export async function clearFirestore(host: string, projectId: string): Promise<void> {
  await clearFirestoreData(host, projectId);
}

/**
 * A firebase-admin Firestore client bound to the emulator at `host`, in its own named app so several can coexist in
 * one process. Call `close()` when done.
 */
export function adminFirestore(host: string, projectId: string): { db: Firestore; app: App; close(): Promise<void> } {
  const app = initializeApp({ projectId }, `test-${projectId}-${randomBytes(3).toString('hex')}`);
  const db = getFirestore(app);
  db.settings({ host, ssl: false });
  return { db, app, close: () => deleteApp(app) };
}

/**
 * The Auth emulator for a test file, under a project id of its own: the run's shared emulator when there is one
 * (`clear()` and `stop()` then delete the project's accounts), otherwise a fresh one (firebase-tools) on a free
 * loopback port. A fresh one takes 10–20 s of CPU to start on this machine: start it once per file (beforeAll) and
 * clear accounts between tests rather than restarting it. Sign shoppers in with AuthEmulatorClient, which names the
 * project in each request (the emulator's client API would otherwise use its default project).
 */
export async function startAuthEmulator(
  opts: { projectId?: string } = {},
): Promise<{ host: string; projectId: string; clear(): Promise<void>; stop(): Promise<void> }> {
  const projectId = opts.projectId ?? testProjectId();
  const shared = await sharedHost('sharedAuthHost');
  if (shared) {
    const clear = () => clearAuthAccounts(shared, projectId);
    return { host: shared, projectId, clear, stop: clear };
  }
  const emulator = await launchAuthEmulator({ projectId });
  return {
    host: emulator.host,
    projectId: emulator.projectId,
    clear: () => emulator.clear(),
    stop: () => emulator.stop(),
  };
}

/** Deletes every account of `projectId` in the Auth emulator at `host`. */
export async function clearAuthAccounts(host: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${host}/emulator/v1/projects/${encodeURIComponent(projectId)}/accounts`, {
    method: 'DELETE',
  });
  if (!response.ok)
    throw new Error(`Clearing the Auth emulator failed: HTTP ${response.status} ${await response.text()}`);
}
