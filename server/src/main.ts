/**
 * Production entry (`npm run serve` = node dist/server/src/main.js): configuration from the environment, JSON logs,
 * graceful shutdown on SIGTERM/SIGINT. Start-up problems end the process with a one-line explanation, not a stack.
 */
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { disableMetadataProbing } from './firebase/emulator-safety.js';
import { createLogger } from './logger.js';

async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    createLogger({ level: 'info' }).fatal({ problem: error.message }, `Cannot start: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  // graphql-js checks every type test twice unless NODE_ENV is production (about a fifth of each request); it reads
  // NODE_ENV once, when it loads, so the server (and graphql with it) loads only now.
  if (config.mode === 'production') process.env.NODE_ENV ??= 'production';
  // firebase-admin loads with the server; against emulators the metadata-server probe must be off before it does.
  if (config.firestoreEmulatorHost !== null || config.authEmulatorHost !== null) disableMetadataProbing();
  const { startServer, StartupError } = await import('./server.js');
  const logger = createLogger({ level: config.logLevel });
  if (config.mode === 'production' && config.payments?.testKeys) {
    logger.warn('Razorpay test mode keys (RAZORPAY_ALLOW_TEST_KEYS=true): payments move no money; staging only');
  }
  process.on('unhandledRejection', (reason) => {
    logger.error({ err: reason }, 'unhandled promise rejection');
  });
  process.on('uncaughtException', (error) => {
    logger.fatal({ err: error }, 'uncaught exception; exiting');
    process.exit(1);
  });

  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, { logger });
  } catch (error) {
    if (error instanceof StartupError || error instanceof ConfigError)
      logger.fatal({ problem: error.message }, `Cannot start: ${error.message}`);
    else logger.fatal({ err: error }, `Cannot start: ${(error as Error).message}`);
    process.exitCode = 1;
    return;
  }

  let signalled = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    signalled = true;
    logger.info({ signal }, 'shutting down');
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

await main();
