// Shared set-up of the catalog integration tests: the real Firestore emulator, documents written with
// firebase-admin, and the real server started with startServer on a free port, queried over HTTP.
import './emulator-env.js';
import type { Firestore } from 'firebase-admin/firestore';
import { loadConfig } from '../../server/src/config.js';
import { createLogger } from '../../server/src/logger.js';
import { demoMediaRoute } from '../../server/local/demo-media/demo-media-route.js';
import { startServer, type RunningServer, type StartServerOptions } from '../../server/src/server.js';
import { adminFirestore, startFirestoreEmulator, testProjectId } from './firebase-emulators.js';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: Data | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

export interface CatalogHarness {
  url: string;
  db: Firestore;
  projectId: string;
  firestoreHost: string;
  server: RunningServer;
  /** POSTs a GraphQL operation as JSON. */
  graphql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<Data>>;
  stopServer(): Promise<void>;
  stopEmulator(): Promise<void>;
  stop(): Promise<void>;
}

export interface HarnessOptions extends StartServerOptions {
  seed?: (db: Firestore) => Promise<void>;
  env?: NodeJS.ProcessEnv;
  /** A Firestore emulator of this harness's own instead of the run's shared one: for tests that stop it (outages). */
  ownFirestore?: boolean;
}

export async function startCatalogHarness(options: HarnessOptions = {}): Promise<CatalogHarness> {
  const projectId = testProjectId('catalog');
  const emulator = await startFirestoreEmulator({ projectId, own: options.ownFirestore ?? false });
  const admin = adminFirestore(emulator.host, projectId);
  await options.seed?.(admin.db);
  const config = loadConfig({
    APP_MODE: 'local',
    FIRESTORE_EMULATOR_HOST: emulator.host,
    GCLOUD_PROJECT: projectId,
    ...options.env,
  });
  const { seed: _seed, env: _env, ownFirestore: _ownFirestore, ...serverOptions } = options;
  const server = await startServer(config, {
    port: 0,
    webDir: null,
    logger: createLogger({ level: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    // The fixtures point at demo images, as the local stack serves them.
    extraRoutes: [demoMediaRoute()],
    ...serverOptions,
  });
  let serverStopped = false;
  let emulatorStopped = false;
  const harness: CatalogHarness = {
    url: server.url,
    db: admin.db,
    projectId,
    firestoreHost: emulator.host,
    server,
    async graphql(query, variables, headers = {}) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, headers: response.headers, body: await response.json() };
    },
    async stopServer() {
      if (serverStopped) return;
      serverStopped = true;
      await server.stop();
    },
    async stopEmulator() {
      if (emulatorStopped) return;
      emulatorStopped = true;
      await emulator.stop();
    },
    async stop() {
      await harness.stopServer();
      await admin.close();
      await harness.stopEmulator();
    },
  };
  return harness;
}

/** Polls `check` until it returns a value other than undefined (a change travelling Firestore → listener → API). */
export async function eventually<T>(check: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out waiting for ${what}${last instanceof Error ? `: ${last.message}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
