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

/** Starts a fresh Firestore emulator on a free loopback port. Stop it in afterAll. */
export async function startFirestoreEmulator(
  opts: { projectId?: string } = {},
): Promise<{ host: string; projectId: string; stop(): Promise<void> }> {
  const emulator = await launchFirestoreEmulator({ projectId: opts.projectId ?? testProjectId() });
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
 * Starts the Auth emulator (firebase-tools) on a free loopback port. It takes 10–20 s to start on this machine:
 * start it once per file (beforeAll) and clear accounts between tests rather than restarting it.
 */
export async function startAuthEmulator(
  opts: { projectId?: string } = {},
): Promise<{ host: string; projectId: string; clear(): Promise<void>; stop(): Promise<void> }> {
  const emulator = await launchAuthEmulator({ projectId: opts.projectId ?? testProjectId() });
  return {
    host: emulator.host,
    projectId: emulator.projectId,
    clear: () => emulator.clear(),
    stop: () => emulator.stop(),
  };
}
