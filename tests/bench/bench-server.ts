/**
 * The GraphQL server as its own process for the benchmark, so the load generator and the server do not share one
 * event loop. Configured from the environment (FIRESTORE_EMULATOR_HOST, FIREBASE_PROJECT_ID); prints one line
 * `BENCH_SERVER {"url": …}` when listening; stops on SIGTERM.
 */
import '../support/emulator-env.js';
import { loadConfig } from '../../server/src/config.js';
import { startServer } from '../../server/src/server.js';

const server = await startServer(loadConfig(process.env), { port: 0, host: '127.0.0.1', webDir: null });
console.log(`BENCH_SERVER ${JSON.stringify({ url: server.url })}`);
const stop = () => {
  server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
