import { describe, expect, it } from 'vitest';
import { parseAppConfig } from './app-config';

const firebase = { apiKey: 'key', authDomain: 'shop.example.com', projectId: 'demo-lovely-gifts', appId: '1:2:web:3' };

describe('parseAppConfig', () => {
  it('reads a local-mode config', () => {
    expect(parseAppConfig({ firebase, authEmulatorUrl: 'http://127.0.0.1:9099' })).toEqual({
      firebase,
      authEmulatorUrl: 'http://127.0.0.1:9099',
    });
  });

  it('treats a missing or empty emulator URL as production', () => {
    expect(parseAppConfig({ firebase, authEmulatorUrl: null }).authEmulatorUrl).toBeNull();
    expect(parseAppConfig({ firebase, authEmulatorUrl: '' }).authEmulatorUrl).toBeNull();
  });

  it.each(['apiKey', 'authDomain', 'projectId', 'appId'])('refuses a config without %s', (field) => {
    expect(() => parseAppConfig({ firebase: { ...firebase, [field]: '' } })).toThrow(`firebase.${field}`);
  });

  it('refuses garbage', () => {
    expect(() => parseAppConfig(null)).toThrow('/app-config.json lacks firebase.apiKey');
  });
});
