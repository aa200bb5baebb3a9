import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const PRODUCTION = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'lovely-gifts-prod',
  FIREBASE_API_KEY: 'AIzaSyExample',
  FIREBASE_APP_ID: '1:123:web:abc',
  PORT: '0',
};

/** Runs the production entry (server/src/main.ts, what `npm run serve` runs once built) and collects its output. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: repo,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
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

  it('explains missing production settings', async () => {
    const { code, stdout } = await runMain({ NODE_ENV: 'production' });
    expect(code).toBe(1);
    expect(stdout).toContain('FIREBASE_PROJECT_ID must name the Firebase project');
  });
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
