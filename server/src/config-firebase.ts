// The Firebase side of the configuration: the mode, the project, its credentials, and the emulator variables
// that only a demo- project may run with.
import { ConfigError, value } from './config-env.js';

export type AppMode = 'local' | 'production';

export type Credentials =
  | { readonly kind: 'application-default' }
  | { readonly kind: 'service-account-file'; readonly path: string }
  | { readonly kind: 'service-account-json'; readonly json: Readonly<Record<string, unknown>> }
  | { readonly kind: 'none' };

/** Every variable that points a Firebase or Google Cloud SDK at an emulator. */
export const EMULATOR_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'FIREBASE_DATACONNECT_EMULATOR_HOST',
  'PUBSUB_EMULATOR_HOST',
  'DATASTORE_EMULATOR_HOST',
  'FUNCTIONS_EMULATOR',
  'FUNCTIONS_EMULATOR_HOST',
  'CLOUD_TASKS_EMULATOR_HOST',
  'EVENTARC_EMULATOR',
] as const;

export const LOCAL_PROJECT_ID = 'demo-lovely-gifts';

/**
 * The mode is never guessed: a server started without one would fall back to local mode, where the production
 * refusals do not run and introspection and the Sandbox are on. NODE_ENV=production alone counts as asking for
 * production (container platforms set it); anything else needs APP_MODE.
 */
export function modeOf(env: NodeJS.ProcessEnv): AppMode {
  const appMode = value(env, 'APP_MODE');
  if (appMode === null) {
    if (value(env, 'NODE_ENV') === 'production') return 'production';
    throw new ConfigError(
      'APP_MODE must be set: "production" for the real shop, or "local" for the Firebase emulators ' +
        '(npm start sets it). The server does not guess, because local mode turns the production checks off.',
    );
  }
  if (appMode === 'local' || appMode === 'production') return appMode;
  throw new ConfigError(`APP_MODE must be "local" or "production" (got "${appMode}").`);
}

/**
 * With any emulator variable set, firebase-admin accepts unsigned ID tokens (anyone may claim to be anyone, admin
 * included). Only a demo- project, which Firebase serves from the emulators alone, may run so.
 */
export function refuseEmulatorsOfRealProject(env: NodeJS.ProcessEnv, projectId: string): void {
  if (projectId.startsWith('demo-')) return;
  const set = EMULATOR_VARIABLES.filter((name) => value(env, name) !== null);
  if (set.length === 0) return;
  throw new ConfigError(
    `Refusing to start with emulator variables (${set.join(', ')}) for the project "${projectId}": with them ` +
      'firebase-admin accepts unsigned ID tokens. Emulators run only with a demo- project id ' +
      `(FIREBASE_PROJECT_ID=${LOCAL_PROJECT_ID}); for the real project, unset them.`,
  );
}

export function credentialsOf(env: NodeJS.ProcessEnv, mode: AppMode): Credentials {
  const json = value(env, 'FIREBASE_SERVICE_ACCOUNT');
  if (json !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new ConfigError(
        'FIREBASE_SERVICE_ACCOUNT must hold the JSON of a service account key (it is not valid JSON).',
      );
    }
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      typeof (parsed as { client_email?: unknown }).client_email !== 'string' ||
      typeof (parsed as { private_key?: unknown }).private_key !== 'string'
    ) {
      throw new ConfigError(
        'FIREBASE_SERVICE_ACCOUNT must be a service account key with client_email and private_key.',
      );
    }
    return { kind: 'service-account-json', json: parsed as Record<string, unknown> };
  }
  const file = value(env, 'GOOGLE_APPLICATION_CREDENTIALS');
  if (file !== null) return { kind: 'service-account-file', path: file };
  // Emulators need no credentials; anything else uses Application Default Credentials (gcloud, metadata server).
  return mode === 'local' && value(env, 'FIRESTORE_EMULATOR_HOST') !== null
    ? { kind: 'none' }
    : { kind: 'application-default' };
}

export function projectIdOf(env: NodeJS.ProcessEnv, mode: AppMode, credentials: Credentials): string {
  const explicit =
    value(env, 'FIREBASE_PROJECT_ID') ?? value(env, 'GOOGLE_CLOUD_PROJECT') ?? value(env, 'GCLOUD_PROJECT');
  if (explicit !== null) return explicit;
  if (credentials.kind === 'service-account-json' && typeof credentials.json.project_id === 'string') {
    return credentials.json.project_id;
  }
  if (mode === 'local') return LOCAL_PROJECT_ID;
  throw new ConfigError(
    'FIREBASE_PROJECT_ID must name the Firebase project in production (or use GOOGLE_CLOUD_PROJECT).',
  );
}

/** Production never runs with an emulator variable set, whatever the project. */
export function refuseEmulatorsInProduction(env: NodeJS.ProcessEnv, mode: AppMode): void {
  if (mode !== 'production') return;
  const set = EMULATOR_VARIABLES.filter((name) => value(env, name) !== null);
  if (set.length > 0) {
    throw new ConfigError(
      `Refusing to start in production mode while emulator variables are set: ${set.join(', ')}. ` +
        'Unset them (they point firebase-admin at an emulator and make it accept unsigned ID tokens), ' +
        'or run in local mode with APP_MODE=local.',
    );
  }
}
