/**
 * firebase-admin's Google Cloud clients probe the GCE metadata server even when they talk to an emulator; without
 * one that costs seconds of timeouts or reaches for the network. Whenever we use emulators these must be in
 * process.env before firebase-admin loads, which is why firebase-admin is only ever imported dynamically after
 * this has run (static imports are hoisted above any code of the importing module).
 */
export const METADATA_PROBE_OFF: Readonly<Record<string, string>> = {
  METADATA_SERVER_DETECTION: 'none',
  GCE_METADATA_HOST: '127.0.0.1:9',
  GCE_METADATA_IP: '127.0.0.1:9',
};

export function disableMetadataProbing(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(METADATA_PROBE_OFF)) env[name] ??= value;
}
