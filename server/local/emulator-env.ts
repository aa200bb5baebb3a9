import { METADATA_PROBE_OFF, disableMetadataProbing } from '../src/firebase/emulator-safety.js';

/**
 * The metadata-server variables every process of ours sets before firebase-admin loads against the emulators (the
 * server's own start-up sets the same ones: one list, in server/src/firebase/emulator-safety.ts). Values already set
 * win.
 */
export const EMULATOR_SAFE_ENV = METADATA_PROBE_OFF;

export function applyEmulatorSafeEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  disableMetadataProbing(env);
  return env;
}

/** Environment for child processes we start (firebase-tools): quiet, no update checks, no telemetry prompts. */
export function emulatorChildEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...base,
    ...EMULATOR_SAFE_ENV,
    NO_UPDATE_NOTIFIER: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    CI: base.CI ?? 'true',
  };
  // Emulator variables meant for our own clients would make firebase-tools think an emulator already runs.
  delete env.FIRESTORE_EMULATOR_HOST;
  delete env.FIREBASE_AUTH_EMULATOR_HOST;
  delete env.FIREBASE_EMULATOR_HUB;
  return env;
}
