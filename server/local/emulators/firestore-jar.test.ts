import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { locateFirestoreEmulator, newestFirebaseToolsJar } from './firestore-jar.js';
import { StackStartupError } from './startup-error.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'firestore-jar-test-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('newestFirebaseToolsJar', () => {
  it('picks the highest version, comparing numbers rather than text', () => {
    for (const name of [
      'cloud-firestore-emulator-v1.9.0.jar',
      'cloud-firestore-emulator-v1.19.1.jar',
      'cloud-firestore-emulator-v1.2.0.jar',
      'other.jar',
    ]) {
      fs.writeFileSync(path.join(dir, name), '');
    }
    expect(newestFirebaseToolsJar(dir)).toBe(path.join(dir, 'cloud-firestore-emulator-v1.19.1.jar'));
  });

  it('returns null for a missing or empty directory', () => {
    expect(newestFirebaseToolsJar(path.join(dir, 'nope'))).toBeNull();
  });
});

describe('locateFirestoreEmulator', () => {
  it('prefers FIRESTORE_EMULATOR_JAR', () => {
    const jar = path.join(dir, 'mine.jar');
    fs.writeFileSync(jar, '');
    expect(locateFirestoreEmulator({ FIRESTORE_EMULATOR_JAR: jar })).toEqual({
      kind: 'jar',
      jarPath: jar,
      foundVia: 'FIRESTORE_EMULATOR_JAR',
    });
  });

  it('rejects a FIRESTORE_EMULATOR_JAR that is not a file, saying so', () => {
    expect(() => locateFirestoreEmulator({ FIRESTORE_EMULATOR_JAR: dir })).toThrow(StackStartupError);
    expect(() => locateFirestoreEmulator({ FIRESTORE_EMULATOR_JAR: dir })).toThrow(/is not a file/);
  });
});
