/**
 * `npm start`: the whole shop on this machine, offline. Starts the Firestore and Auth emulators, seeds the demo
 * catalog on first start, builds the web app when needed, serves it and /graphql on one port, and prints the URL.
 * Ctrl-C saves the data to .data/ and stops everything it started.
 *
 * Environment: PORT (3000), FIRESTORE_EMULATOR_PORT (8085), AUTH_EMULATOR_PORT (9099), LOCAL_DATA_DIR (.data),
 * LOCAL_BIND_HOST (127.0.0.1; 0.0.0.0 in a container), FIRESTORE_EMULATOR_JAR,
 * FIRESTORE_EMULATOR_START_TIMEOUT / AUTH_EMULATOR_START_TIMEOUT (seconds).
 */
import './apply-emulator-env.js';
import path from 'node:path';
import { StackStartupError } from './emulators/startup-error.js';
import { REPO_ROOT } from './repo-root.js';
import type { LocalStack } from './stack-options.js';

const PORTS = {
  app: { envVar: 'PORT', fallback: 3000 },
  firestore: { envVar: 'FIRESTORE_EMULATOR_PORT', fallback: 8085 },
  auth: { envVar: 'AUTH_EMULATOR_PORT', fallback: 9099 },
  gateway: { envVar: 'RAZORPAY_GATEWAY_PORT', fallback: 9300 },
  whatsapp: { envVar: 'WHATSAPP_DOUBLE_PORT', fallback: 9310 },
} as const;

/** What Ctrl-C stops: the stack once it runs (with the Vite dev server in --dev), else the start-up under way. */
interface Running {
  stack: { stop(): Promise<void> } | null;
  stopping: boolean;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--dev');
  if (unknown.length > 0)
    fail(new StackStartupError(`Unknown argument: ${unknown.join(' ')}`, 'Usage: npm start  (or: npm run dev)'));
  const dev = args.includes('--dev');
  const dataDir = path.resolve(REPO_ROOT, process.env.LOCAL_DATA_DIR || '.data');

  const abort = new AbortController();
  const running: Running = { stack: null, stopping: false };
  const onSignal = signalHandler(running, abort, dataDir);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  console.log('Starting Lovely Gifts locally…');
  // Loaded only now, so that the line above shows at once: the stack brings firebase-admin and the server (~1 s).
  const { startLocalStack } = await import('./stack.js');
  const started = await startLocalStack({
    appPort: portFromEnv('app'),
    firestorePort: portFromEnv('firestore'),
    authPort: portFromEnv('auth'),
    gatewayPort: portFromEnv('gateway'),
    whatsappPort: portFromEnv('whatsapp'),
    dataDir,
    seed: 'demo',
    auth: true,
    buildWeb: dev ? 'never' : 'if-stale',
    portEnvVars: {
      app: PORTS.app.envVar,
      firestore: PORTS.firestore.envVar,
      auth: PORTS.auth.envVar,
      gateway: PORTS.gateway.envVar,
      whatsapp: PORTS.whatsapp.envVar,
    },
    signal: abort.signal,
    bindHost: process.env.LOCAL_BIND_HOST || undefined,
  });
  running.stack = started;
  let url = started.url;
  if (dev) {
    // Vite loads only for `npm run dev`; `npm start` serves the built app.
    const { startViteDevServer } = await import('./vite-dev.js');
    const vite = await startViteDevServer({ apiUrl: started.url });
    running.stack = {
      async stop() {
        await vite.close();
        await started.stop();
      },
    };
    url = vite.url;
  }
  if (running.stopping) {
    await running.stack.stop();
    process.exit(0);
  }
  printReady(started, url, dataDir);
}

function signalHandler(running: Running, abort: AbortController, dataDir: string): (signal: NodeJS.Signals) => void {
  let firstSignalAt = 0;
  return (signal) => {
    // One Ctrl-C can arrive twice: from the terminal and relayed by tsx (npm start runs us under tsx).
    if (running.stopping && Date.now() - firstSignalAt < 2_000) return;
    if (running.stopping) {
      console.log('\nStopping right now (data since the last save is lost).');
      process.exit(130); // The exit hook kills the emulator process groups.
    }
    running.stopping = true;
    firstSignalAt = Date.now();
    if (!running.stack) {
      console.log(`\n${signal}: stopping what has started so far…`);
      abort.abort();
      return;
    }
    console.log('\nSaving data and stopping… (press Ctrl-C again to stop at once)');
    running.stack
      .stop()
      .then(() => {
        console.log(`Stopped. Data saved in ${path.relative(process.cwd(), dataDir) || dataDir}/.`);
        process.exit(0);
      })
      .catch((error: unknown) => {
        console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      });
  };
}

function printReady(started: LocalStack, url: string, dataDir: string): void {
  const line = '─'.repeat(60);
  console.log(
    [
      line,
      `  Lovely Gifts is running:  ${url}`,
      `  GraphQL API (explore it): ${started.url}/graphql`,
      `  Firestore emulator:       ${started.firestoreHost}`,
      `  Auth emulator:            ${started.authHost ?? 'off'}`,
      `  Razorpay test gateway:    ${started.gatewayUrl ?? 'off (real Razorpay keys are set)'}`,
      `  WhatsApp test double:     ${started.whatsappUrl ?? 'off (real WhatsApp settings are set)'}`,
      ...(started.admin
        ? [
            `  Shop admin:               ${url}/admin  (e-mail ${started.admin.email}, password ${started.admin.password})`,
          ]
        : []),
      `  Data is kept in ${path.relative(process.cwd(), dataDir) || dataDir}/ (delete it to start fresh).`,
      '  Press Ctrl-C to save and stop.',
      line,
    ].join('\n'),
  );
}

function portFromEnv(which: keyof typeof PORTS): number {
  const { envVar, fallback } = PORTS[which];
  const raw = process.env[envVar];
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    fail(
      new StackStartupError(
        `${envVar}=${raw} is not a port number.`,
        `Use a whole number from 1 to 65535, e.g. ${envVar}=${fallback}.`,
      ),
    );
  }
  return port;
}

function fail(error: unknown): never {
  if (error instanceof StackStartupError) {
    console.error(`\n${error.describe()}`);
  } else if (error instanceof Error && error.name === 'ConfigError') {
    console.error(`\n✖ The server's configuration is not valid: ${error.message}`);
  } else {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`\n✖ The shop could not start: ${message}`);
    if (process.env.DEBUG && error instanceof Error && error.stack) console.error(error.stack);
    else console.error('  → Run again with DEBUG=1 for the full stack trace.');
  }
  process.exit(1);
}

main().catch(fail);
