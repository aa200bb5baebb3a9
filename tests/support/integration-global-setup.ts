/**
 * Vitest globalSetup of the integration project: ONE Firestore emulator and ONE Auth emulator for the whole run,
 * shared by every file. Files keep their data apart by project id (a fresh `demo-` id per harness, testProjectId()):
 *
 * - The Firestore emulator keeps every project's documents apart (its REST reset clears one project).
 * - The Auth emulator keeps accounts apart per project for the Admin SDK and its `projects/<id>/…` REST paths. Its
 *   client REST API (`accounts:signUp?key=…`, what the Firebase JS SDK calls) resolves every API key to the
 *   emulator's one default project; a request that also carries `Authorization: Bearer owner` may name its project
 *   in the body (`targetProjectId`), and its ID tokens then carry that project as `aud`. The tests' AuthEmulatorClient
 *   does that, so every file signs its shoppers in to its own project.
 *
 * Tests read the addresses with `inject('sharedFirestoreHost')` and `inject('sharedAuthHost')`, through
 * tests/support/firebase-emulators.ts. Tests that stop an emulator on purpose (outages) start their own.
 */
import './emulator-env.js';
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../../server/local/emulators/auth-emulator.js';
import { startFirestoreEmulator } from '../../server/local/emulators/firestore-emulator.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** host:port of the integration run's shared Firestore emulator. */
    sharedFirestoreHost: string;
    /** host:port of the integration run's shared Auth emulator. */
    sharedAuthHost: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const projectId = 'demo-integration-shared';
  const [firestore, auth] = await Promise.all([
    startFirestoreEmulator({ projectId }),
    // Many projects on purpose: no "multiple projectIds" warning per request.
    startAuthEmulator({ projectId, singleProjectMode: false }),
  ]);
  project.provide('sharedFirestoreHost', firestore.host);
  project.provide('sharedAuthHost', auth.host);
  return async () => {
    await Promise.all([firestore.stop(), auth.stop()]);
  };
}
