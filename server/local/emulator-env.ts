/**
 * firebase-admin's Firestore client probes the Google Cloud metadata server even when it talks to an emulator; on a
 * machine without one that costs seconds of timeouts (or reaches out to the network). Every process of ours that
 * uses firebase-admin against the emulators sets these before firebase-admin loads. Values already set win.
 */
export const EMULATOR_SAFE_ENV: Readonly<Record<string, string>> = {
  METADATA_SERVER_DETECTION: 'none',
  GCE_METADATA_HOST: '127.0.0.1:9',
  GCE_METADATA_IP: '127.0.0.1:9',
};

export function applyEmulatorSafeEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  for (const [key, value] of Object.entries(EMULATOR_SAFE_ENV)) env[key] ??= value;
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
