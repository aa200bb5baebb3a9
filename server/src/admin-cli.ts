/**
 * `npm run admin:grant -- <email>` and `npm run admin:revoke -- <email>`: sets or removes the custom claim
 * `admin: true` on a Firebase Auth account (revoke also revokes its refresh tokens).
 *
 * Against the configured project, read like the server's configuration: in local mode (the default) the Auth emulator
 * of `npm start` (127.0.0.1:AUTH_EMULATOR_PORT, default 9099, or FIREBASE_AUTH_EMULATOR_HOST) and its demo project;
 * with APP_MODE=production, the real project (FIREBASE_PROJECT_ID) with Application Default Credentials, a
 * GOOGLE_APPLICATION_CREDENTIALS key file or FIREBASE_SERVICE_ACCOUNT.
 */
import { ConfigError, loadConfig } from './config.js';
import { disableMetadataProbing } from './firebase/emulator-safety.js';

const USAGE = 'Usage: npm run admin:grant -- <email>   or   npm run admin:revoke -- <email>';
const LOCAL_PROJECT_ID = 'demo-lovely-gifts';

async function main(): Promise<void> {
  const [command, email, ...extra] = process.argv.slice(2);
  if ((command !== 'grant' && command !== 'revoke') || !email || extra.length > 0 || !email.includes('@')) {
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
  if (config.authEmulatorHost !== null) {
    disableMetadataProbing();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.authEmulatorHost;
  }
  const { initFirebase } = await import('./firebase/firebase-admin.js');
  const { getAuth } = await import('firebase-admin/auth');
  const { grantAdmin, revokeAdmin } = await import('./shared/admin-claims.js');
  const firebase = await initFirebase(config);
  const where = config.authEmulatorHost
    ? `the Auth emulator at ${config.authEmulatorHost} (${config.projectId})`
    : `the project ${config.projectId}`;
  try {
    const auth = getAuth(firebase.app);
    if (command === 'grant') {
      const change = await grantAdmin(auth, email);
      console.log(
        `${change.email} ${change.wasAdmin ? 'was already' : 'is now'} an admin in ${where}. ` +
          'They sign in (again) at /admin.',
      );
    } else {
      const change = await revokeAdmin(auth, email);
      console.log(
        `${change.email} ${change.wasAdmin ? 'is no longer' : 'was not'} an admin in ${where}; ` +
          'their sessions were revoked.',
      );
    }
  } finally {
    await firebase.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`✖ The configuration is not valid: ${error.message}`);
  else if ((error as { code?: unknown }).code === 'app/network-error' || /ECONNREFUSED/.test(String(error)))
    console.error('✖ The Auth emulator does not answer. Start the shop first (npm start) in another terminal.');
  else console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
