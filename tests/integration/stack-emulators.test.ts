import '../support/emulator-env.js';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  adminFirestore,
  clearFirestore,
  startFirestoreEmulator,
  testProjectId,
} from '../support/firebase-emulators.js';
import {
  recoverInterruptedExport,
  startFirestoreEmulator as launchFirestoreEmulator,
} from '../../server/local/emulators/firestore-emulator.js';
import { StackStartupError } from '../../server/local/emulators/startup-error.js';

describe('Firestore emulator launcher (tests/support)', () => {
  let emulator: Awaited<ReturnType<typeof startFirestoreEmulator>>;
  let client: ReturnType<typeof adminFirestore>;

  beforeAll(async () => {
    emulator = await startFirestoreEmulator();
    client = adminFirestore(emulator.host, emulator.projectId);
  });

  afterAll(async () => {
    await client?.close();
    await emulator?.stop();
  });

  it('runs on loopback with a demo- project id', () => {
    expect(emulator.host).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(emulator.projectId).toMatch(/^demo-/);
  });

  it('stores what firebase-admin writes and reads it back, Timestamps included', async () => {
    const createdAt = Timestamp.fromDate(new Date('2025-10-01T10:00:00Z'));
    await client.db.doc('products/mug-1').set({ productName: 'Photo Mug', sellingPrice: 349, createdAt });
    const snapshot = await client.db.doc('products/mug-1').get();
    expect(snapshot.data()).toEqual({ productName: 'Photo Mug', sellingPrice: 349, createdAt });
  });

  it('clearFirestore deletes every document', async () => {
    await client.db.doc('products/a').set({ productName: 'A' });
    await client.db.doc('categories/b').set({ category: 'B', subCategory: [] });
    await clearFirestore(emulator.host, emulator.projectId);
    expect((await client.db.collection('products').get()).size).toBe(0);
    expect((await client.db.collection('categories').get()).size).toBe(0);
  });
});

describe('Firestore emulator persistence and start-up errors (server/local)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-emulators-test-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('exports on stop and imports on the next start', async () => {
    const projectId = testProjectId('persist');
    const first = await launchFirestoreEmulator({ projectId, importFrom: dataDir });
    expect(first.imported).toBe(false);
    const writer = adminFirestore(first.host, projectId);
    await writer.db.doc('marketing/marketingData').set({ offerTitle: 'Diwali Sale', minimumOrderValue: 499 });
    await writer.close();
    await first.exportTo(dataDir);
    await first.stop();

    const second = await launchFirestoreEmulator({ projectId, importFrom: dataDir });
    try {
      expect(second.imported).toBe(true);
      const reader = adminFirestore(second.host, projectId);
      const snapshot = await reader.db.doc('marketing/marketingData').get();
      await reader.close();
      expect(snapshot.data()).toEqual({ offerTitle: 'Diwali Sale', minimumOrderValue: 499 });
    } finally {
      await second.stop();
    }
  }, 90_000); // two emulator starts and an export: 17 s at load 5, past 30 s under heavy load

  it('stop leaves no emulator process behind', async () => {
    const emulator = await launchFirestoreEmulator({ projectId: testProjectId('stop') });
    const port = emulator.port;
    await emulator.stop();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it('names the port and the way out when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      const attempt = launchFirestoreEmulator({ projectId: testProjectId('port'), port, portEnvVar: 'FIRESTORE_PORT' });
      await expect(attempt).rejects.toBeInstanceOf(StackStartupError);
      await expect(attempt).rejects.toThrow(`Port ${port} is already in use`);
      const error = (await attempt.catch((e: unknown) => e)) as StackStartupError;
      expect(error.hint).toContain('FIRESTORE_PORT=<port>');
    } finally {
      blocker.close();
    }
  });

  it('explains a missing Java', async () => {
    const attempt = launchFirestoreEmulator({
      projectId: testProjectId('java'),
      env: { ...process.env, JAVA: '/nonexistent/bin/java' },
    });
    await expect(attempt).rejects.toThrow(/Java was not found/);
    const error = (await attempt.catch((e: unknown) => e)) as StackStartupError;
    expect(error.hint).toMatch(/openjdk-17-jre-headless/);
  });

  it('explains a FIRESTORE_EMULATOR_JAR that does not exist', async () => {
    const attempt = launchFirestoreEmulator({
      projectId: testProjectId('jar'),
      env: { ...process.env, FIRESTORE_EMULATOR_JAR: '/nonexistent/emulator.jar' },
    });
    await expect(attempt).rejects.toThrow(/FIRESTORE_EMULATOR_JAR points at \/nonexistent\/emulator.jar/);
  });

  it('reports an emulator that does not come up in time, and kills it', async () => {
    const attempt = launchFirestoreEmulator({ projectId: testProjectId('slow'), readyTimeoutMs: 1 });
    const error = (await attempt.catch((e: unknown) => e)) as StackStartupError;
    expect(error).toBeInstanceOf(StackStartupError);
    expect(error.message).toMatch(/did not come up within/);
    expect(error.hint).toMatch(/FIRESTORE_EMULATOR_START_TIMEOUT/);
  });
});

describe('recoverInterruptedExport', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'stack-recover-test-'));
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('removes a half-written export and keeps the complete one', () => {
    const target = path.join(parent, 'a', 'firestore');
    fs.mkdirSync(target, { recursive: true });
    fs.writeFileSync(path.join(target, 'kept'), '');
    fs.mkdirSync(`${target}.saving-123`);
    recoverInterruptedExport(target);
    expect(fs.readdirSync(path.dirname(target))).toEqual(['firestore']);
    expect(fs.existsSync(path.join(target, 'kept'))).toBe(true);
  });

  it('restores the previous export when the process died between the two renames', () => {
    const target = path.join(parent, 'b', 'firestore');
    fs.mkdirSync(`${target}.previous-456`, { recursive: true });
    fs.writeFileSync(path.join(`${target}.previous-456`, 'old'), '');
    recoverInterruptedExport(target);
    expect(fs.existsSync(path.join(target, 'old'))).toBe(true);
    expect(fs.readdirSync(path.dirname(target))).toEqual(['firestore']);
  });
});
