/**
 * The GraphQL server as its own process for the benchmark, so the load generator and the server do not share one
 * event loop. Configured from the environment (FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID); prints one line
 * `BENCH_SERVER {"url": …}` when listening; stops on SIGTERM.
 *
 * BENCH_RESPONSE_CACHE=off runs it without the response cache (every answer is worked out). BENCH_SERVER_BUILD runs
 * the server compiled into that folder (server-build.ts: what production runs), BENCH_SERVER_ROOT the TypeScript
 * sources of another checkout of this repository (e.g. the commit before a change, for side-by-side figures);
 * without either, this checkout's sources. BENCH_WEB_DIR serves a built web app (the rendered pages' benchmark).
 * BENCH_ORDER_LIMITS=raised raises placeOrder's per-account and per-address rate limits to 10,000 an hour (bench:orders
 * places more orders per shopper than a shopper would; every other protection stays on).
 */
import '../support/emulator-env.js';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_ADMISSION_RULES } from '../../server/src/orders/orders-service.js';

type ServerModule = typeof import('../../server/src/server.js');
type ConfigModule = typeof import('../../server/src/config.js');

/** The server's modules from a folder holding `server.<extension>` and `config.<extension>`. */
function serverModules(folder: string, extension: 'js' | 'ts'): Promise<[ServerModule, ConfigModule]> {
  return Promise.all([
    import(pathToFileURL(path.join(folder, `server.${extension}`)).href) as Promise<ServerModule>,
    import(pathToFileURL(path.join(folder, `config.${extension}`)).href) as Promise<ConfigModule>,
  ]);
}

const build = process.env['BENCH_SERVER_BUILD'];
const root = process.env['BENCH_SERVER_ROOT'];
const [{ startServer }, { loadConfig }] = build
  ? await serverModules(path.join(build, 'src'), 'js')
  : root
    ? await serverModules(path.join(root, 'server', 'src'), 'ts')
    : await Promise.all([import('../../server/src/server.js'), import('../../server/src/config.js')]);
/** The server's transaction counters, from the same folder as its modules (an older checkout may lack them). */
const transactions = (await (build
  ? import(pathToFileURL(path.join(build, 'src', 'shared', 'firestore-transaction.js')).href)
  : root
    ? import(pathToFileURL(path.join(root, 'server', 'src', 'shared', 'firestore-transaction.ts')).href)
    : import('../../server/src/shared/firestore-transaction.js'))) as {
  transactionCounts?: () => { transactions: number; attempts: number };
};

const server = await startServer(loadConfig(process.env), {
  port: 0,
  host: '127.0.0.1',
  // BENCH_WEB_DIR serves the built web app from there, with its server-rendered pages (dist/web beside dist/web-ssr).
  webDir: process.env['BENCH_WEB_DIR'] || null,
  responseCache: process.env['BENCH_RESPONSE_CACHE'] !== 'off',
  // BENCH_PRODUCT_LANES=n: n placements of one hot product at once per instance (this checkout's admission rules).
  ...(process.env['BENCH_PRODUCT_LANES']
    ? { placementAdmission: { ...DEFAULT_ADMISSION_RULES, productLanes: Number(process.env['BENCH_PRODUCT_LANES']) } }
    : {}),
  ...(process.env['BENCH_ORDER_LIMITS'] === 'raised'
    ? {
        orderLimits: {
          placementsPerAccount: { limit: 10_000, windowMs: 3_600_000 },
          placementsPerIp: { limit: 10_000, windowMs: 3_600_000 },
          mailPerAccount: { limit: 10_000, windowMs: 86_400_000 },
        },
      }
    : {}),
});
console.log(`BENCH_SERVER ${JSON.stringify({ url: server.url })}`);
// SIGUSR2 asks for the transactions this process ran and their attempts (a checkout without the counters: null).
process.on('SIGUSR2', () => {
  console.log(`BENCH_COUNTS ${JSON.stringify(transactions.transactionCounts?.() ?? null)}`);
});
const stop = () => {
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
