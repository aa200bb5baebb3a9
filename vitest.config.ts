import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { EMULATOR_SAFE_ENV } from './server/local/emulator-env.js';

// Four projects: fast pure-logic tests, React component tests, integration tests against the real Firestore and Auth
// emulators, and end-to-end tests in Debian's Chromium against the whole local stack.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'server/local/**/*.test.ts', 'web/src/**/*.test.ts'],
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.tsx'],
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/rules/**/*.test.ts'],
          env: { ...EMULATOR_SAFE_ENV },
          testTimeout: 30_000,
          // Each file starts the emulators it needs in beforeAll (tests/support/firebase-emulators.ts), rather than
          // one globalSetup for all files: the Firestore emulator starts in about 2 s; some tests stop it on purpose
          // (outage handling); and one shared Auth emulator cannot keep files apart, because its client REST API
          // (what the Firebase JS SDK calls) resolves every API key to the emulator's one default project. The Auth
          // emulator costs 10–20 s of CPU per start, so files start it once in beforeAll and clear it between tests;
          // with two files starting it at once on two cores that can take a minute, hence the generous hook timeout.
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
          setupFiles: ['tests/e2e/support/csp-guard.ts'],
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
