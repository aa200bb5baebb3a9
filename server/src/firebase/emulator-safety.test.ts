import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { refuseEmulatorsForRealProject } from './emulator-safety.js';

describe('refuseEmulatorsForRealProject (the environment firebase-admin itself reads)', () => {
  it('refuses a real project while FIREBASE_AUTH_EMULATOR_HOST is in the environment', () => {
    expect(() =>
      refuseEmulatorsForRealProject('lovely-gifts-prod', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(ConfigError);
    expect(() =>
      refuseEmulatorsForRealProject('lovely-gifts-prod', { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow(/FIREBASE_AUTH_EMULATOR_HOST.*"lovely-gifts-prod".*unsigned ID tokens/);
  });

  it('allows a demo- project with emulators, and a real project without them', () => {
    expect(() =>
      refuseEmulatorsForRealProject('demo-shop', { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' }),
    ).not.toThrow();
    expect(() =>
      refuseEmulatorsForRealProject('lovely-gifts-prod', { FIRESTORE_EMULATOR_HOST: ' ', PATH: '/usr/bin' }),
    ).not.toThrow();
  });
});
