import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, LOCAL_WHATSAPP_SETTINGS } from './config.js';

const localEnv = { APP_MODE: 'local', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085' };
const productionEnv = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'lovely-gifts-prod',
  FIREBASE_API_KEY: 'AIzaSyExample',
  FIREBASE_APP_ID: '1:123:web:abc',
  PUBLIC_URL: 'https://shop.example',
};
const live = {
  WHATSAPP_PHONE_NUMBER_ID: '109876543210987',
  WHATSAPP_ACCESS_TOKEN: 'EAAGliveToken123',
  WHATSAPP_APP_SECRET: '0123456789abcdef0123456789abcdef',
  WHATSAPP_VERIFY_TOKEN: 'coimbatore-gifts-hook-7f3a',
};
const double = {
  WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP_SETTINGS.phoneNumberId,
  WHATSAPP_ACCESS_TOKEN: LOCAL_WHATSAPP_SETTINGS.accessToken,
  WHATSAPP_APP_SECRET: LOCAL_WHATSAPP_SETTINGS.appSecret,
  WHATSAPP_VERIFY_TOKEN: LOCAL_WHATSAPP_SETTINGS.verifyToken,
  WHATSAPP_GRAPH_API_BASE: 'http://127.0.0.1:9400',
};

function configError(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig: WhatsApp updates', () => {
  it('is off without settings, in both modes', () => {
    expect(loadConfig(localEnv).whatsapp).toBeNull();
    expect(loadConfig(productionEnv).whatsapp).toBeNull();
  });

  it("defaults to Meta's Graph API and a current version in production", () => {
    expect(loadConfig({ ...productionEnv, ...live }).whatsapp).toEqual({
      graphApiBase: 'https://graph.facebook.com',
      apiVersion: 'v21.0',
      phoneNumberId: live.WHATSAPP_PHONE_NUMBER_ID,
      accessToken: live.WHATSAPP_ACCESS_TOKEN,
      appSecret: live.WHATSAPP_APP_SECRET,
      verifyToken: live.WHATSAPP_VERIFY_TOKEN,
      workerIntervalMs: 5_000,
      retryBaseMs: 30_000,
      maxAttempts: 6,
    });
  });

  it("takes the local test double's settings in local mode", () => {
    expect(loadConfig({ ...localEnv, ...double, WHATSAPP_RETRY_BASE_MS: '0' }).whatsapp).toMatchObject({
      graphApiBase: 'http://127.0.0.1:9400',
      accessToken: LOCAL_WHATSAPP_SETTINGS.accessToken,
      retryBaseMs: 0,
    });
  });

  it('names what is missing when only some settings are set', () => {
    expect(configError({ ...localEnv, WHATSAPP_ACCESS_TOKEN: 'x' })).toMatch(
      /^WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN must be set too/,
    );
  });

  it('refuses a malformed version or worker setting', () => {
    expect(configError({ ...localEnv, ...double, WHATSAPP_API_VERSION: '21' })).toMatch(
      /WHATSAPP_API_VERSION must look like v21\.0/,
    );
    expect(configError({ ...localEnv, ...double, WHATSAPP_MAX_ATTEMPTS: '0' })).toMatch(
      /WHATSAPP_MAX_ATTEMPTS must be a whole number from 1 to 20/,
    );
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['the test double as a whole', double, /WHATSAPP_GRAPH_API_BASE must be .*local test double's.*test token/],
    ['a loopback base URL', { ...live, WHATSAPP_GRAPH_API_BASE: 'https://127.0.0.1:9400' }, /GRAPH_API_BASE must be/],
    ['plain http to Meta', { ...live, WHATSAPP_GRAPH_API_BASE: 'http://graph.facebook.com' }, /GRAPH_API_BASE must/],
    [
      'a look-alike host',
      { ...live, WHATSAPP_GRAPH_API_BASE: 'https://graph.facebook.com.attacker.example' },
      /WHATSAPP_GRAPH_API_BASE must be/,
    ],
    ['a path on the base', { ...live, WHATSAPP_GRAPH_API_BASE: 'https://graph.facebook.com/x' }, /API_BASE must be/],
    ["the double's phone number id", { ...live, WHATSAPP_PHONE_NUMBER_ID: double.WHATSAPP_PHONE_NUMBER_ID }, /test/],
    ['a test access token', { ...live, WHATSAPP_ACCESS_TOKEN: 'my-test-token' }, /WHATSAPP_ACCESS_TOKEN is a test/],
    ['a test app secret', { ...live, WHATSAPP_APP_SECRET: 'test_secret' }, /WHATSAPP_APP_SECRET is a test secret/],
    ['a test verify token', { ...live, WHATSAPP_VERIFY_TOKEN: 'TEST-verify' }, /WHATSAPP_VERIFY_TOKEN is a test/],
  ])('production refuses %s', (_name, env, message) => {
    const error = configError({ ...productionEnv, ...env });
    expect(error).toMatch(/^Refusing to start in production mode with these WhatsApp settings/);
    expect(error).toMatch(message);
  });
});
