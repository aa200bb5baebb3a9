import '../support/emulator-env.js';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { testProjectId } from '../support/firebase-emulators.js';
import { startAuthEmulator } from '../../server/local/emulators/auth-emulator.js';
import { StackStartupError } from '../../server/local/emulators/startup-error.js';

/** Runs `fn` with a firebase-admin Auth client bound to the emulator at `host`. */
async function withAdminAuth<T>(
  host: string,
  projectId: string,
  fn: (auth: ReturnType<typeof getAuth>) => Promise<T>,
): Promise<T> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  const app = initializeApp({ projectId }, `auth-${projectId}-${Math.random()}`);
  try {
    return await fn(getAuth(app));
  } finally {
    await deleteApp(app);
  }
}

describe('Auth emulator launcher', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-auth-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps accounts across a restart (export, then import) and leaves no process behind', async () => {
    const projectId = testProjectId('auth');
    const first = await startAuthEmulator({ projectId, importFrom: dataDir });
    try {
      expect(first.imported).toBe(false);
      await withAdminAuth(first.host, projectId, (auth) =>
        auth.createUser({ uid: 'priya', email: 'priya@example.in', password: 'secret123', displayName: 'Priya R' }),
      );
      await first.exportTo(dataDir);
    } finally {
      await first.stop();
    }
    await expect(fetch(`http://${first.host}/`)).rejects.toThrow();

    const second = await startAuthEmulator({ projectId, importFrom: dataDir });
    try {
      expect(second.imported).toBe(true);
      const user = await withAdminAuth(second.host, projectId, (auth) => auth.getUser('priya'));
      expect(user.email).toBe('priya@example.in');

      await second.clear();
      await expect(withAdminAuth(second.host, projectId, (auth) => auth.getUser('priya'))).rejects.toThrow(
        /no user record/i,
      );
    } finally {
      await second.stop();
    }
    // Two Auth emulator starts: 10–20 s each on an idle machine, far more when the test run loads both cores.
  }, 240_000);

  it('names the port when it is taken, before spending time on start-up', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const error = await startAuthEmulator({ projectId: testProjectId('port'), port, portEnvVar: 'AUTH_PORT' }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(StackStartupError);
      expect((error as StackStartupError).message).toContain(`Port ${port} is already in use`);
    } finally {
      blocker.close();
    }
  });
});
