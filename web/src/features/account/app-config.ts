// The browser's runtime configuration, served by the shop's server (never baked into the bundle).

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

export interface AppConfig {
  firebase: FirebaseWebConfig;
  /** The Auth emulator's URL in local mode (for example http://127.0.0.1:9099), null in production. */
  authEmulatorUrl: string | null;
}

function requireString(value: unknown, name: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`/app-config.json lacks ${name}`);
  return value;
}

/** Checks the shape of /app-config.json so a broken deployment fails with a clear message. */
export function parseAppConfig(json: unknown): AppConfig {
  const root = (json ?? {}) as { firebase?: Record<string, unknown>; authEmulatorUrl?: unknown };
  const firebase = root.firebase ?? {};
  return {
    firebase: {
      apiKey: requireString(firebase['apiKey'], 'firebase.apiKey'),
      authDomain: requireString(firebase['authDomain'], 'firebase.authDomain'),
      projectId: requireString(firebase['projectId'], 'firebase.projectId'),
      appId: requireString(firebase['appId'], 'firebase.appId'),
    },
    authEmulatorUrl:
      typeof root.authEmulatorUrl === 'string' && root.authEmulatorUrl !== '' ? root.authEmulatorUrl : null,
  };
}

export async function fetchAppConfig(): Promise<AppConfig> {
  const response = await fetch('/app-config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`/app-config.json answered ${response.status}`);
  return parseAppConfig(await response.json());
}
