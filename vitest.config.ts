import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { EMULATOR_SAFE_ENV } from './server/local/emulator-env.js';

// Four projects: fast pure-logic tests, React component tests, integration tests against the real Firestore and Auth
// emulators, and end-to-end tests in Debian's Chromium against the whole local stack.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: ONE on a 2-core machine, so every file ran after the other.
    // Most integration time is waiting on emulators, servers and timers, not CPU: two files at a time took the
    // integration project from 195 s to 120 s here (2 cores), and the unit and web projects from 45 s to 40 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/local/**/*.test.ts', 'web/src/**/*.test.ts'],
          // Vitest's 5 s is too close for the differential tests (hundreds of requests against a reference): the
          // results page's took 3.1–3.9 s each while the integration and e2e lanes ran beside it on two cores.
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.tsx'],
          setupFiles: ['web/src/testing/web-test-setup.ts'],
          // Room for a few 5 s waits (web-test-setup.ts) in one test when the machine is loaded.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          env: { ...EMULATOR_SAFE_ENV },
          testTimeout: 30_000,
          // One Firestore emulator and one Auth emulator for the whole run, started by a globalSetup and shared by
          // every file (tests/support/firebase-emulators.ts finds them with inject); each file keeps its data apart
          // under a `demo-` project id of its own (testProjectId()). Both emulators keep projects apart; the Auth
          // emulator's client REST API resolves every API key to its default project unless an authenticated caller
          // names the project in the request (`targetProjectId` with `Authorization: Bearer owner`), which the tests'
          // AuthEmulatorClient does. Tests that stop Firestore on purpose (outages) start one of their own
          // (`own: true`, `ownFirestore: true`; about 2 s), and the launcher tests (stack-*.test.ts) start theirs.
          // Before, every file started its own emulators in beforeAll (16 Auth emulator starts of 5–7 s each): the
          // project took 301 s with one worker; shared, 195 s (README, "How long `npm test` takes").
          globalSetup: ['tests/support/integration-global-setup.ts'],
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          env: { ...EMULATOR_SAFE_ENV },
          // One shared, seeded, ephemeral shop for all e2e files (appUrl, projectId, firestoreHost, authHost via inject).
          globalSetup: ['tests/support/e2e-global-setup.ts'],
          // Every test fails on a Content-Security-Policy violation in the browser.
          setupFiles: ['tests/support/e2e/csp-guard.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A browser on two shared cores can take seconds to render; every UI assertion polls for up to 10 s.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
