import { ConfigError, EMULATOR_VARIABLES } from '../config.js';

/**
 * firebase-admin's Google Cloud clients probe the GCE metadata server even when they talk to an emulator; without
 * one that costs seconds of timeouts or reaches for the network. Whenever we use emulators these must be in
 * process.env before firebase-admin loads, so every entry point sets them before it loads the server (main.ts
 * before its dynamic import of server.js, server/local through apply-emulator-env.ts, the tests through their env).
 */
export const METADATA_PROBE_OFF: Readonly<Record<string, string>> = {
  METADATA_SERVER_DETECTION: 'none',
  GCE_METADATA_HOST: '127.0.0.1:9',
  GCE_METADATA_IP: '127.0.0.1:9',
};

export function disableMetadataProbing(env: NodeJS.ProcessEnv = process.env): void {
  for (const [name, value] of Object.entries(METADATA_PROBE_OFF)) env[name] ??= value;
}

/**
 * firebase-admin reads the emulator variables from process.env itself, whatever the configuration says, and with
 * one set it accepts unsigned ID tokens. So the process's own environment is checked too, just before
 * firebase-admin starts: emulators only ever serve a demo- project.
 */
export function refuseEmulatorsForRealProject(projectId: string, env: NodeJS.ProcessEnv = process.env): void {
  if (projectId.startsWith('demo-')) return;
  const set = EMULATOR_VARIABLES.filter((name) => (env[name] ?? '').trim() !== '');
  if (set.length === 0) return;
  throw new ConfigError(
    `Refusing to start with emulator variables (${set.join(', ')}) in the environment for the project ` +
      `"${projectId}": with them firebase-admin accepts unsigned ID tokens. Unset them, or use a demo- project id.`,
  );
}
