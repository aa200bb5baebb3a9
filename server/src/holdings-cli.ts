/**
 * `npm run holdings:check` (add `-- --repair` to rewrite what differs): rebuilds every shopper's and verified phone's
 * holdings record (orderGuards/) from the orders and prints each difference. Exit code 1 when any record differed.
 *
 * Against the configured project, read like the server's configuration: in local mode (the default) the Firestore
 * emulator of `npm start` (127.0.0.1:FIRESTORE_EMULATOR_PORT, default 8085, or FIRESTORE_EMULATOR_HOST) and its demo
 * project; with APP_MODE=production, the real project with its credentials.
 */
import { ConfigError, loadConfig } from './config.js';
import { disableMetadataProbing } from './firebase/emulator-safety.js';

const USAGE = 'Usage: npm run holdings:check [-- --repair]';
const LOCAL_PROJECT_ID = 'demo-lovely-gifts';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.some((arg) => arg !== '--repair')) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  const env = { ...process.env };
  const local = (env.APP_MODE ?? (env.NODE_ENV === 'production' ? 'production' : 'local')) === 'local';
  if (local) {
    env.APP_MODE = 'local';
    env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${env.AUTH_EMULATOR_PORT || '9099'}`;
    env.FIRESTORE_EMULATOR_HOST ||= `127.0.0.1:${env.FIRESTORE_EMULATOR_PORT || '8085'}`;
    env.FIREBASE_PROJECT_ID ||= LOCAL_PROJECT_ID;
  }
  const config = loadConfig(env);
  if (config.firestoreEmulatorHost !== null) disableMetadataProbing();
  const { initFirebase } = await import('./firebase/firebase-admin.js');
  const { checkHoldings } = await import('./orders/holdings-check.js');
  const firebase = await initFirebase(config);
  try {
    const report = await checkHoldings(firebase.firestore, { repair: args.includes('--repair') });
    for (const { record, differences } of report.differing)
      for (const difference of differences) console.log(`${record}: ${difference}`);
    console.log(
      `${report.shoppersChecked} shoppers and ${report.phonesChecked} phones checked: ` +
        `${report.differing.length} records differ from their orders` +
        (args.includes('--repair') ? `, ${report.repaired} rewritten.` : '.'),
    );
    if (report.differing.length > 0 && !args.includes('--repair')) process.exitCode = 1;
  } finally {
    await firebase.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`✖ The configuration is not valid: ${error.message}`);
  else console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
