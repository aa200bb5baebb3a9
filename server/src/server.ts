// Starting a server, in three steps: build the services (compose-services.ts), build the transport over them
// (compose-transport.ts), then listen. This is the composition root: every service and store is built below it and
// handed down; nothing below builds or looks up another module's service.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { getAuth } from 'firebase-admin/auth';
import { startCatalogSync } from './catalog/catalog-sync.js';
import { LiveCatalog } from './catalog/live-catalog.js';
import { composeServices } from './compose-services.js';
import { composeTransport, type Transport } from './compose-transport.js';
import type { AppConfig } from './config.js';
import { disableMetadataProbing } from './firebase/emulator-safety.js';
import { initFirebase } from './firebase/firebase-admin.js';
import { listen, localUrl } from './listen.js';
import { createLogger, type Logger } from './logger.js';
import type { PaymentsService } from './payments/payments-service.js';
import { startReconciler } from './payments/reconciler.js';
import type { RunningServer, StartServerOptions } from './server-options.js';
import { startOutboxTimer } from './whatsapp/outbox-timer.js';
import { PHOTO_SWEEP_INTERVAL_MS, startPhotoSweep } from './photos/photo-sweep.js';
import type { PhotosService } from './photos/photos-model.js';
import type { WhatsAppService } from './whatsapp/whatsapp-service.js';

export { StartupError } from './listen.js';
export type { RunningServer, StartServerOptions } from './server-options.js';

/**
 * Starts the whole server: firebase-admin, the catalog kept current by Firestore listeners, Apollo and the HTTP app.
 * Resolves once it listens. firebase-admin is imported statically here: it reads the metadata-server variables
 * (firebase/emulator-safety.ts) when it calls out, not when it loads, and every entry point sets them before it
 * loads this module anyway (main.ts, server/local, the tests' environment).
 */
export async function startServer(config: AppConfig, opts: StartServerOptions = {}): Promise<RunningServer> {
  const logger = opts.logger ?? createLogger({ level: config.logLevel });
  if (config.firestoreEmulatorHost !== null || config.authEmulatorHost !== null) disableMetadataProbing();
  const firebase = await initFirebase(config);
  const auth = getAuth(firebase.app);
  // What a token must look like before firebase-admin verifies it; unsigned exactly when firebase-admin accepts
  // unsigned tokens (it reads FIREBASE_AUTH_EMULATOR_HOST from the environment on every call).
  const tokenRules = { projectId: config.projectId, unsigned: Boolean(process.env.FIREBASE_AUTH_EMULATOR_HOST) };
  const store = new LiveCatalog({
    onRebuilt: (snapshot, elapsedMs) =>
      logger.info(
        { version: snapshot.version, products: snapshot.productCount, ms: Math.round(elapsedMs) },
        'catalog updated',
      ),
  });
  const composed = composeServices({ config, opts, firebase, auth, tokenRules, store, logger });
  const sync = startCatalogSync(firebase.firestore, store, logger, opts.sync);
  const release = async () => {
    sync.stop();
    store.dispose();
    await firebase.close();
  };
  let transport: Transport | undefined;
  try {
    transport = await composeTransport({ config, opts, composed, auth, tokenRules, store, logger });
    const host = opts.host ?? config.host;
    // Listen first (a taken port fails fast; /healthz answers "starting" meanwhile), then wait for the catalog.
    const port = await listen(transport.server, opts.port ?? config.port, host);
    await waitForCatalog(store, opts.catalogWaitMs ?? 30_000, logger);
    const url = localUrl(host, port);
    logger.info(
      { url, mode: config.mode, projectId: config.projectId, products: store.current().productCount },
      'server listening',
    );
    const { payments, whatsapp, photos } = composed;
    return running({ url, port, payments, whatsapp, photos, transport, release, logger }, config, opts);
  } catch (error) {
    transport?.server.close();
    await transport?.apollo.stop();
    await release();
    throw error;
  }
}

async function waitForCatalog(store: LiveCatalog, waitMs: number, logger: Logger): Promise<void> {
  if (await store.whenLive(waitMs)) return;
  logger.warn(
    { problem: store.status().problem },
    'no catalog from Firestore yet; serving an empty catalog, /healthz says "starting"',
  );
}

interface Listening {
  readonly url: string;
  readonly port: number;
  readonly payments: PaymentsService | null;
  readonly whatsapp: WhatsAppService | null;
  readonly photos: PhotosService;
  readonly transport: Transport;
  /** Stops the catalog sync and closes firebase-admin. */
  readonly release: () => Promise<void>;
  readonly logger: Logger;
}

/** The listening server with its payments reconciler running, and how to stop them both. */
function running(listening: Listening, config: AppConfig, opts: StartServerOptions): RunningServer {
  const { url, port, payments, whatsapp, photos, transport, release, logger } = listening;
  const reconciler = payments
    ? startReconciler(
        () => payments.reconcileOnce(),
        opts.reconcileIntervalMs ?? config.payments!.reconcileIntervalMs,
        logger,
      )
    : null;
  const outbox = whatsapp
    ? startOutboxTimer(
        () => whatsapp.sendDueOnce(),
        opts.whatsappIntervalMs ?? config.whatsapp!.workerIntervalMs,
        logger,
      )
    : null;
  const photoSweep = startPhotoSweep(
    () => photos.sweepOnce(),
    opts.photoSweepIntervalMs ?? PHOTO_SWEEP_INTERVAL_MS,
    logger,
  );
  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    reconcilePayments: payments ? () => payments.reconcileOnce() : null,
    sendWhatsApp: whatsapp ? () => whatsapp.sendDueOnce() : null,
    sweepPhotos: () => photos.sweepOnce(),
    stop() {
      stopping ??= (async () => {
        await reconciler?.stop();
        await outbox?.stop();
        await photoSweep.stop();
        await closeServer(transport.server, transport.sockets);
        await transport.apollo.stop();
        await release();
        logger.info('server stopped');
      })();
      return stopping;
    },
  };
}

/** Stops listening; requests in flight get a moment to finish, then every connection goes. */
async function closeServer(server: Server, sockets: ReadonlySet<Socket>): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const grace = setTimeout(() => {
    for (const socket of sockets) socket.destroy();
  }, 3_000);
  grace.unref();
  await closed;
  clearTimeout(grace);
}
