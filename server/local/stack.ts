import './apply-emulator-env.js';
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/config.js';
import type { TestGateway } from './razorpay-test-gateway/index.js';
import type { WhatsAppDouble } from './whatsapp-test-double/index.js';
import { startServer, type RunningServer } from '../src/server.js';
import { demoMediaRoute } from './demo-media/demo-media-route.js';
import type { RunningAuthEmulator } from './emulators/auth-emulator.js';
import { claimPort, LOOPBACK } from './emulators/ports.js';
import { StackStartupError } from './emulators/startup-error.js';
import { ensureLocalAdmin } from './seed/local-admin.js';
import { startEmulators, type StackEmulators } from './stack-emulators.js';
import type { LocalStack, LocalStackOptions } from './stack-options.js';
import { gatewayEnv, prepareWeb, seedIfEmpty, startGateway, startWhatsApp, whatsappEnv } from './stack-parts.js';

export type { LocalStack, LocalStackOptions } from './stack-options.js';

export const DEFAULT_PROJECT_ID = 'demo-lovely-gifts';

/**
 * The whole local shop in one call: Firestore and Auth emulators, demo data on first start, the web app built when
 * needed, and the GraphQL server serving both on one port. The server runs in this process; the emulators run as
 * child process groups that `stop()` (or this process exiting) ends.
 *
 * Sets FIREBASE_AUTH_EMULATOR_HOST in this process's environment while it runs (that is the only way firebase-admin's
 * Auth finds an emulator), so one process runs one stack with Auth; a test runner's main process, whose environment
 * its workers inherit, should use `startLocalStackProcess` (stack-process.ts) instead.
 */
export async function startLocalStack(opts: LocalStackOptions = {}): Promise<LocalStack> {
  const projectId = opts.projectId ?? DEFAULT_PROJECT_ID;
  if (!projectId.startsWith('demo-')) {
    throw new StackStartupError(
      `The local stack needs a demo- project id, not "${projectId}".`,
      'Firebase treats demo- projects as emulator-only, so nothing can reach a real project by mistake.',
    );
  }
  const log = opts.quiet ? () => {} : (opts.log ?? ((line: string) => console.log(line)));
  const dataDir = opts.dataDir ? path.resolve(opts.dataDir) : null;
  const started: { stop(): Promise<void> }[] = [];
  const stopStarted = async () => {
    for (const part of started.reverse()) await part.stop().catch(() => {});
    started.length = 0;
  };
  // Aborted by the caller, or by us when one emulator fails while the other is still starting.
  const startup = new AbortController();
  const onAbort = () => {
    startup.abort();
    void stopStarted();
  };
  opts.signal?.addEventListener('abort', onAbort, { once: true });
  const checkAborted = () => {
    if (startup.signal.aborted) throw new StackStartupError('Start-up was interrupted.', 'Nothing was left running.');
  };

  try {
    if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
    // Check a port asked for first: failing on it after a 20-second emulator start would be a poor experience.
    // Otherwise the OS picks one when the server binds (0): a free port found now could be taken by another process
    // (parallel test files start emulators) during the minute the emulators, data and web build take.
    const appPort = opts.appPort ? await claimPort(opts.appPort, 'web server', opts.portEnvVars?.app) : 0;
    const emulators = await startEmulators(opts, { projectId, dataDir, startup, started, log });
    checkAborted();
    const restoreAuthHost = useAuthEmulator(emulators.auth);
    started.push({ stop: async () => restoreAuthHost() });
    const admin = await prepareData(opts, projectId, emulators, log);
    checkAborted();
    const webDir = await prepareWeb(opts.buildWeb ?? 'if-stale', log, startup.signal);
    checkAborted();
    const gateway = process.env.RAZORPAY_KEY_ID ? null : await startGateway(opts, log);
    if (gateway) started.push(gateway);
    const whatsapp = process.env.WHATSAPP_ACCESS_TOKEN ? null : await startWhatsApp(opts, log);
    if (whatsapp) started.push(whatsapp);
    checkAborted();
    const serverStart = { appPort, projectId, dataDir, emulators, gateway, whatsapp, webDir };
    const server = await startStackServer(opts, serverStart);
    started.push(server);
    gateway?.setWebhookUrl(`${server.url}/webhooks/razorpay`);
    whatsapp?.setWebhookUrl(`${server.url}/webhooks/whatsapp`);
    const stopping = { opts, onAbort, dataDir, emulators, gateway, whatsapp, server, restoreAuthHost, started };
    return {
      ...stackFacts(projectId, emulators, gateway, admin, server),
      whatsappUrl: whatsapp?.url ?? null,
      stop: stopOnce(stopping),
    };
  } catch (error) {
    await stopStarted();
    throw error;
  } finally {
    opts.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * firebase-admin's Auth reads its emulator from process.env on every call (there is no setting), and the server
 * keeps a value that is already there: set ours, and answer how to put back what was there when the stack stops.
 */
function useAuthEmulator(auth: RunningAuthEmulator | null): () => void {
  const previousAuthHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (auth) process.env.FIREBASE_AUTH_EMULATOR_HOST = auth.host;
  return () => {
    if (previousAuthHost === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    else process.env.FIREBASE_AUTH_EMULATOR_HOST = previousAuthHost;
  };
}

/** The admin account (with the Auth emulator) and the demo data on a first start; answers the admin's sign-in. */
async function prepareData(
  opts: LocalStackOptions,
  projectId: string,
  { firestore, auth }: StackEmulators,
  log: (line: string) => void,
): Promise<LocalStack['admin']> {
  const admin = auth ? await ensureLocalAdmin(projectId) : null;
  if (admin) log(`  ✔ Admin account ${admin.email}`);
  if (opts.seed !== 'none' && !firestore.imported) {
    const seeded = await seedIfEmpty(firestore.host, projectId);
    if (seeded) log(`  ✔ Demo data: ${seeded.products} products in ${seeded.categories} categories`);
  }
  return admin;
}

interface StackServerStart {
  readonly appPort: number;
  readonly projectId: string;
  readonly dataDir: string | null;
  readonly emulators: StackEmulators;
  readonly gateway: TestGateway | null;
  readonly whatsapp: WhatsAppDouble | null;
  readonly webDir: string | null;
}

function startStackServer(opts: LocalStackOptions, start: StackServerStart): Promise<RunningServer> {
  const { emulators, gateway, dataDir } = start;
  const config = loadConfig({
    ...process.env,
    ...(gateway ? gatewayEnv(gateway) : {}),
    ...(start.whatsapp ? whatsappEnv(start.whatsapp) : {}),
    APP_MODE: 'local',
    FIRESTORE_EMULATOR_HOST: emulators.firestore.host,
    FIREBASE_AUTH_EMULATOR_HOST: emulators.auth?.host ?? '',
    FIREBASE_PROJECT_ID: start.projectId,
    // Uploaded images live beside the saved data (or in a temporary folder when nothing is saved).
    MEDIA_DIR: process.env.MEDIA_DIR || (dataDir ? path.join(dataDir, 'media') : ''),
    // The console shows our progress lines; the server's JSON logs only when something is wrong (LOG_LEVEL wins).
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
  });
  return startServer(config, {
    port: start.appPort,
    host: opts.bindHost ?? LOOPBACK,
    webDir: start.webDir,
    // The demo catalog's pictures are drawn by the local stack; a production server serves real images only.
    extraRoutes: [demoMediaRoute()],
  });
}

function stackFacts(
  projectId: string,
  { firestore, auth }: StackEmulators,
  gateway: TestGateway | null,
  admin: LocalStack['admin'],
  server: RunningServer,
): Omit<LocalStack, 'stop' | 'whatsappUrl'> {
  return {
    url: server.url,
    projectId,
    firestoreHost: firestore.host,
    authHost: auth?.host ?? null,
    gatewayUrl: gateway?.url ?? null,
    admin,
  };
}

interface Stopping {
  readonly opts: LocalStackOptions;
  readonly onAbort: () => void;
  readonly dataDir: string | null;
  readonly emulators: StackEmulators;
  readonly gateway: TestGateway | null;
  readonly whatsapp: WhatsAppDouble | null;
  readonly server: RunningServer;
  readonly restoreAuthHost: () => void;
  readonly started: unknown[];
}

/** Stops the server, saves the data (when a data directory is set) and stops the emulators; once, however called. */
function stopOnce(parts: Stopping): () => Promise<void> {
  let stopping: Promise<void> | null = null;
  return () => (stopping ??= stopStack(parts));
}

async function stopStack(parts: Stopping): Promise<void> {
  const { dataDir, server, gateway, whatsapp } = parts;
  const { firestore, auth } = parts.emulators;
  parts.opts.signal?.removeEventListener('abort', parts.onAbort);
  const errors: unknown[] = [];
  await server.stop().catch((error: unknown) => errors.push(error));
  if (dataDir) {
    await firestore.exportTo(path.join(dataDir, 'firestore')).catch((error: unknown) => errors.push(error));
    if (auth) await auth.exportTo(path.join(dataDir, 'auth')).catch((error: unknown) => errors.push(error));
  }
  await Promise.all([firestore.stop(), auth?.stop(), gateway?.stop(), whatsapp?.stop()]);
  parts.restoreAuthHost();
  parts.started.length = 0;
  if (errors.length > 0) {
    throw new Error(`The local stack stopped, but not cleanly: ${errors.map(String).join('; ')}`);
  }
}
