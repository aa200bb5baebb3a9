import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTION = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'lovely-gifts-prod',
  FIREBASE_API_KEY: 'AIzaSyExample',
  FIREBASE_APP_ID: '1:123:web:abc',
  PUBLIC_URL: 'https://shop.example',
  PORT: '0',
};

const NO_METADATA_SERVER = {
  METADATA_SERVER_DETECTION: 'none',
  GCE_METADATA_HOST: '127.0.0.1:9',
  GCE_METADATA_IP: '127.0.0.1:9',
};

/** Runs the production entry (server/src/main.ts, what `npm run serve` runs once built) and collects its output. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return startMain(env).exited;
}

/**
 * Starts the production entry; `listening` resolves with its URL once it serves (null if it exits first), `exited`
 * when the process ends (it is killed after 20 s).
 */
function startMain(env: Record<string, string>): {
  listening: Promise<string | null>;
  exited: Promise<{ code: number | null; stdout: string; stderr: string }>;
  kill(): void;
} {
  let announce: (url: string | null) => void = () => undefined;
  const listening = new Promise<string | null>((resolve) => (announce = resolve));
  let kill: () => void = () => undefined;
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    kill = () => child.kill('SIGKILL');
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      const url = /"url":"(http:[^"]+)"[^\n]*"msg":"server listening"/.exec(stdout)?.[1];
      if (url) announce(url);
    });
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      announce(null);
      resolve({ code, stdout, stderr });
    });
  });
  return { listening, exited, kill: () => kill() };
}

/** An unsigned (`alg: none`) ID token for `projectId` claiming admin: what firebase-admin accepts near an emulator. */
function unsignedAdminToken(projectId: string, uid: string): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    auth_time: now,
    iat: now,
    exp: now + 3600,
    admin: true,
    firebase: { sign_in_provider: 'password', identities: {} },
  };
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

describe('the production entry', () => {
  it.each([
    ['FIRESTORE_EMULATOR_HOST', '127.0.0.1:8085'],
    ['FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099'],
    ['FIREBASE_EMULATOR_HUB', '127.0.0.1:4400'],
  ])('refuses to start while %s is set, with a one-line JSON explanation', async (name, value) => {
    const { code, stdout, stderr } = await runMain({ ...PRODUCTION, [name]: value });
    expect(code).toBe(1);
    const line = JSON.parse(stdout.trim().split('\n').at(-1)!);
    expect(line.level).toBe('fatal');
    expect(line.msg).toContain('Refusing to start in production mode');
    expect(line.msg).toContain(name);
    expect(stdout + stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it.each<[string, Record<string, string>, RegExp]>([
    [
      'Razorpay test mode keys without the staging switch',
      { RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' },
      /RAZORPAY_KEY_ID is a test mode key .*RAZORPAY_ALLOW_TEST_KEYS=true/,
    ],
    [
      "an API that is not Razorpay's",
      {
        RAZORPAY_KEY_ID: 'rzp_live_abc',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'hook',
        RAZORPAY_API_BASE: 'https://payments.example',
      },
      /RAZORPAY_API_BASE must be https:\/\/api\.razorpay\.com/,
    ],
  ])('refuses to take payments with %s', async (_name, env, message) => {
    const { code, stdout } = await runMain({ ...PRODUCTION, ...env });
    expect(code).toBe(1);
    const line = JSON.parse(stdout.trim().split('\n').at(-1)!) as { level: string; msg: string };
    expect(line.level).toBe('fatal');
    expect(line.msg).toMatch(message);
  });

  it('refuses to start without PUBLIC_URL (robots.txt and sitemap.xml would echo the Host header)', async () => {
    const { PUBLIC_URL: _unset, ...withoutPublicUrl } = PRODUCTION;
    const { code, stdout } = await runMain(withoutPublicUrl);
    expect(code).toBe(1);
    const line = JSON.parse(stdout.trim().split('\n').at(-1)!) as { level: string; msg: string };
    expect(line.level).toBe('fatal');
    expect(line.msg).toMatch(/PUBLIC_URL must be set in production/);
  });

  it('explains missing production settings', async () => {
    const { code, stdout } = await runMain({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stdout).toContain('FIREBASE_PROJECT_ID must name the Firebase project');
  });
});

describe('the entry never guesses its mode, and emulators serve only demo- projects', () => {
  type Emulator = { host: string; projectId: string; stop(): Promise<void> };
  let firestore: Emulator;
  let auth: Emulator;
  beforeAll(async () => {
    const { startAuthEmulator, startFirestoreEmulator, testProjectId } =
      await import('../support/firebase-emulators.js');
    const projectId = testProjectId('launch');
    [firestore, auth] = await Promise.all([startFirestoreEmulator({ projectId }), startAuthEmulator({ projectId })]);
  });
  afterAll(async () => {
    await firestore?.stop();
    await auth?.stop();
  });

  /** A real account in the Auth emulator: the forged token claims to be it, plus `admin: true`. */
  async function createAccount(projectId: string, uid: string): Promise<void> {
    const response = await fetch(
      `http://${auth.host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: uid, email: `${uid}@example.in`, password: 'secret123' }),
      },
    );
    if (!response.ok) throw new Error(`creating ${uid}: ${response.status} ${await response.text()}`);
  }

  it.each<[string, Record<string, string>, string | null, RegExp]>([
    [
      'without APP_MODE (a local stack started with `npm run serve`)',
      {},
      null,
      /APP_MODE must be set: "production" for the real shop, or "local" for the Firebase emulators/,
    ],
    [
      'in local mode for a real project id',
      { APP_MODE: 'local' },
      'lovely-gifts-prod',
      /Refusing to start with emulator variables \(FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST\) for the project "lovely-gifts-prod"/,
    ],
  ])(
    'with the emulator variables set %s: refuses to start, so a forged unsigned admin token is never accepted',
    async (_name, settings, realProject, message) => {
      const projectId = realProject ?? firestore.projectId;
      const uid = `mallory-${Date.now()}`;
      await createAccount(projectId, uid);
      const main = startMain({
        ...NO_METADATA_SERVER,
        FIRESTORE_EMULATOR_HOST: firestore.host,
        FIREBASE_AUTH_EMULATOR_HOST: auth.host,
        FIREBASE_PROJECT_ID: projectId,
        PORT: '0',
        ...settings,
      });
      const url = await main.listening;
      let answer: unknown = null;
      if (url !== null) {
        const response = await fetch(`${url}/graphql`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${unsignedAdminToken(projectId, uid)}`,
          },
          body: JSON.stringify({ query: '{ adminMe { uid } }' }),
        });
        answer = await response.json();
        main.kill();
      }
      const { code, stdout, stderr } = await main.exited;
      // Before: the server started in local mode and took the forged token for an admin ({ adminMe: { uid } }).
      expect(answer).toBeNull();
      expect(code).toBe(1);
      const line = JSON.parse(stdout.trim().split('\n').at(-1)!) as { level: string; msg: string };
      expect(line.level).toBe('fatal');
      expect(line.msg).toMatch(message);
      expect(stdout + stderr).not.toMatch(/\n\s+at /);
    },
  );
});

describe('start-up problems', () => {
  it('explains a port that is taken, without a stack trace', async () => {
    const { createServer } = await import('node:net');
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { startFirestoreEmulator } = await import('../support/firebase-emulators.js');
      const emulator = await startFirestoreEmulator();
      try {
        const { code, stdout, stderr } = await runMain({
          APP_MODE: 'local',
          FIRESTORE_EMULATOR_HOST: emulator.host,
          GCLOUD_PROJECT: emulator.projectId,
          PORT: String(port),
          METADATA_SERVER_DETECTION: 'none',
          GCE_METADATA_HOST: '127.0.0.1:9',
          GCE_METADATA_IP: '127.0.0.1:9',
        });
        expect(code).toBe(1);
        expect(stdout).toContain(`Port ${port} on 127.0.0.1 is already in use`);
        expect(stdout + stderr).not.toMatch(/\n\s+at /);
      } finally {
        await emulator.stop();
      }
    } finally {
      blocker.close();
    }
  });
});
