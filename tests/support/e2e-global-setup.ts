/**
 * Vitest globalSetup of the e2e project: ONE local shop for the whole run — Firestore and Auth emulators, the demo
 * catalog, the built web app and the server — ephemeral (nothing is saved) and on free ports. Tests read the
 * addresses with `inject('appUrl')`, `inject('projectId')`, `inject('firestoreHost')` and `inject('authHost')`.
 * Tests that change data should use their own documents (or restore what they change): the stack is shared.
 */
import './emulator-env.js';
import type { TestProject } from 'vitest/node';
import { startLocalStackProcess } from '../../server/local/stack-process.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Base URL of the shop, e.g. http://127.0.0.1:41234 (no trailing slash). */
    appUrl: string;
    /** The demo- project id of the emulators. */
    projectId: string;
    /** host:port of the Firestore emulator. */
    firestoreHost: string;
    /** host:port of the Auth emulator. */
    authHost: string;
    /** The local Razorpay test gateway's URL (its /__test controls steer webhooks). */
    gatewayUrl: string;
    /** The local WhatsApp test double's URL (its page shows each phone's messages; /__test controls). */
    whatsappUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // In a child process: environment variables set in this (vitest's main) process would leak into the workers.
  const stack = await startLocalStackProcess(
    {
      appPort: 0,
      firestorePort: 0,
      authPort: 0,
      gatewayPort: 0,
      whatsappPort: 0,
      projectId: 'demo-e2e',
      dataDir: null,
      seed: 'demo',
      auth: true,
      buildWeb: 'if-stale',
    },
    // Each browser context tells its own address (tests/support/e2e/browser.ts), as shoppers behind a proxy would.
    { TRUST_PROXY: '127.0.0.1' },
  );
  if (!stack.authHost) throw new Error('The e2e stack started without the Auth emulator.');
  project.provide('appUrl', stack.url.replace(/\/$/, ''));
  project.provide('projectId', stack.projectId);
  project.provide('firestoreHost', stack.firestoreHost);
  project.provide('authHost', stack.authHost);
  if (!stack.gatewayUrl) throw new Error('The e2e stack started without the Razorpay test gateway.');
  project.provide('gatewayUrl', stack.gatewayUrl);
  if (!stack.whatsappUrl) throw new Error('The e2e stack started without the WhatsApp test double.');
  project.provide('whatsappUrl', stack.whatsappUrl);
  return () => stack.stop();
}
