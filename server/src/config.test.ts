import { describe, expect, it } from 'vitest';
import { ConfigError, EMULATOR_VARIABLES, loadConfig, LOCAL_TEST_KEY_ID } from './config.js';

const emulators = { FIRESTORE_EMULATOR_HOST: '127.0.0.1:8085', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
const localEnv = { APP_MODE: 'local', ...emulators };
const productionEnv = {
  NODE_ENV: 'production',
  FIREBASE_PROJECT_ID: 'lovely-gifts-prod',
  FIREBASE_API_KEY: 'AIzaSyExample',
  FIREBASE_APP_ID: '1:123:web:abc',
  PUBLIC_URL: 'https://shop.example',
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

describe('loadConfig in local mode', () => {
  it('uses the emulators, the demo project and exploration tools', () => {
    expect(loadConfig(localEnv)).toMatchObject({
      mode: 'local',
      projectId: 'demo-lovely-gifts',
      port: 3000,
      host: '127.0.0.1',
      credentials: { kind: 'none' },
      firestoreEmulatorHost: '127.0.0.1:8085',
      authEmulatorHost: '127.0.0.1:9099',
      authEmulatorUrl: 'http://127.0.0.1:9099',
      webFirebase: {
        apiKey: 'demo-api-key',
        authDomain: 'demo-lovely-gifts.firebaseapp.com',
        projectId: 'demo-lovely-gifts',
      },
      introspection: true,
      sandbox: true,
      trustProxy: { kind: 'none' },
    });
  });

  it.each<[string, NodeJS.ProcessEnv, Record<string, unknown>]>([
    ['port', { PORT: '41000' }, { port: 41000 }],
    ['port 0 (any free port)', { PORT: '0' }, { port: 0 }],
    [
      'project',
      { GCLOUD_PROJECT: 'demo-other' },
      { projectId: 'demo-other', webFirebase: expect.objectContaining({ projectId: 'demo-other' }) },
    ],
    [
      'introspection off',
      { GRAPHQL_INTROSPECTION: 'false', GRAPHQL_SANDBOX: '0' },
      { introspection: false, sandbox: false },
    ],
    ['public URL', { PUBLIC_URL: 'https://shop.example/some/path' }, { publicUrl: 'https://shop.example' }],
    [
      'auth emulator URL for the browser',
      { AUTH_EMULATOR_PUBLIC_URL: 'http://localhost:9099' },
      { authEmulatorUrl: 'http://localhost:9099' },
    ],
    ['APP_MODE=local wins over NODE_ENV', { APP_MODE: 'local', NODE_ENV: 'production' }, { mode: 'local' }],
  ])('reads %s', (_name, env, expected) => {
    expect(loadConfig({ ...localEnv, ...env })).toMatchObject(expected);
  });

  it('asks for the emulators when the demo project would be used without them', () => {
    expect(configError({ APP_MODE: 'local' })).toMatch(/FIRESTORE_EMULATOR_HOST is not set.*npm start/);
  });

  it('allows a real project with Application Default Credentials in local mode', () => {
    expect(loadConfig({ APP_MODE: 'local', FIREBASE_PROJECT_ID: 'my-shop' })).toMatchObject({
      credentials: { kind: 'application-default' },
    });
  });
});

describe('loadConfig never guesses the mode', () => {
  it.each<[string, NodeJS.ProcessEnv]>([
    ['nothing set', {}],
    ['only the emulators', emulators],
    ['NODE_ENV=development', { ...emulators, NODE_ENV: 'development' }],
    ['NODE_ENV=test', { ...emulators, NODE_ENV: 'test' }],
    ['an empty APP_MODE', { ...emulators, APP_MODE: ' ' }],
    [
      'a production setup without NODE_ENV',
      {
        FIREBASE_PROJECT_ID: 'lovely-gifts-prod',
        FIREBASE_API_KEY: 'AIzaSyExample',
        FIREBASE_APP_ID: '1:123:web:abc',
        PUBLIC_URL: 'https://shop.example',
      },
    ],
  ])('refuses to start with %s', (_name, env) => {
    expect(configError(env)).toMatch(
      /^APP_MODE must be set: "production" for the real shop, or "local" for the Firebase emulators/,
    );
  });

  it('takes NODE_ENV=production as production', () => {
    expect(loadConfig(productionEnv).mode).toBe('production');
  });
});

describe('emulator variables only with a demo- project', () => {
  it.each(EMULATOR_VARIABLES.map((name) => [name]))('local mode refuses %s with a real project id', (name) => {
    const message = configError({ APP_MODE: 'local', FIREBASE_PROJECT_ID: 'lovely-gifts-prod', [name]: '127.0.0.1:1' });
    expect(message).toMatch(/^Refusing to start with emulator variables/);
    expect(message).toContain(name);
    expect(message).toContain('"lovely-gifts-prod"');
    expect(message).toContain('unsigned ID tokens');
  });

  it.each<[string, NodeJS.ProcessEnv]>([
    ['FIREBASE_PROJECT_ID', { FIREBASE_PROJECT_ID: 'my-shop' }],
    ['GOOGLE_CLOUD_PROJECT', { GOOGLE_CLOUD_PROJECT: 'my-shop' }],
    ['GCLOUD_PROJECT', { GCLOUD_PROJECT: 'my-shop' }],
    [
      'a service account key',
      { FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ project_id: 'my-shop', client_email: 'a@b', private_key: 'k' }) },
    ],
  ])('whichever way the project is named: %s', (_name, env) => {
    expect(configError({ ...localEnv, ...env })).toMatch(/^Refusing to start with emulator variables .*"my-shop"/);
  });

  it('allows them with a demo- project id', () => {
    expect(loadConfig({ ...localEnv, FIREBASE_PROJECT_ID: 'demo-shop' }).projectId).toBe('demo-shop');
  });
});

describe('loadConfig in production mode', () => {
  it('uses the real project and hides exploration tools', () => {
    expect(loadConfig(productionEnv)).toMatchObject({
      mode: 'production',
      projectId: 'lovely-gifts-prod',
      port: 8080,
      host: '0.0.0.0',
      credentials: { kind: 'application-default' },
      firestoreEmulatorHost: null,
      authEmulatorHost: null,
      authEmulatorUrl: null,
      webFirebase: { apiKey: 'AIzaSyExample', authDomain: 'lovely-gifts-prod.firebaseapp.com', appId: '1:123:web:abc' },
      introspection: false,
      sandbox: false,
      publicUrl: 'https://shop.example',
      // Behind no proxy unless told: X-Forwarded-For from the internet would let anyone choose their address.
      trustProxy: { kind: 'none' },
    });
  });

  it('is chosen by APP_MODE too', () => {
    const { NODE_ENV: _ignored, ...rest } = productionEnv;
    expect(loadConfig({ ...rest, APP_MODE: 'production' }).mode).toBe('production');
  });

  it.each(EMULATOR_VARIABLES.map((name) => [name]))('refuses to start while %s is set', (name) => {
    const message = configError({ ...productionEnv, [name]: '127.0.0.1:1234' });
    expect(message).toContain('Refusing to start in production mode');
    expect(message).toContain(name);
  });

  it('names every emulator variable that is set', () => {
    expect(configError({ ...productionEnv, ...emulators })).toContain(
      'FIRESTORE_EMULATOR_HOST, FIREBASE_AUTH_EMULATOR_HOST',
    );
  });

  it.each<[string, Record<string, unknown>]>([
    ['1', { kind: 'hops', hops: 1 }],
    ['2', { kind: 'hops', hops: 2 }],
    ['false', { kind: 'none' }],
    ['0', { kind: 'none' }],
    ['10.0.0.0/8,192.0.2.7', { kind: 'addresses', addresses: ['10.0.0.0/8', '192.0.2.7'] }],
  ])('reads TRUST_PROXY=%s', (raw, expected) => {
    expect(loadConfig({ ...productionEnv, TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  it('enables introspection and the Sandbox only when asked', () => {
    expect(loadConfig({ ...productionEnv, GRAPHQL_INTROSPECTION: 'true', GRAPHQL_SANDBOX: 'yes' })).toMatchObject({
      introspection: true,
      sandbox: true,
    });
  });

  it.each<[string, NodeJS.ProcessEnv, Record<string, unknown>]>([
    [
      'a service account file',
      { GOOGLE_APPLICATION_CREDENTIALS: '/secrets/sa.json' },
      { credentials: { kind: 'service-account-file', path: '/secrets/sa.json' } },
    ],
    [
      'a service account JSON',
      {
        FIREBASE_PROJECT_ID: '',
        FIREBASE_SERVICE_ACCOUNT: JSON.stringify({ project_id: 'from-key', client_email: 'a@b.iam', private_key: 'k' }),
      },
      { projectId: 'from-key', credentials: { kind: 'service-account-json' } },
    ],
  ])('reads credentials from %s', (_name, env, expected) => {
    expect(loadConfig({ ...productionEnv, ...env })).toMatchObject(expected);
  });

  it.each<[string, NodeJS.ProcessEnv, RegExp]>([
    ['no project', { FIREBASE_PROJECT_ID: undefined }, /FIREBASE_PROJECT_ID must name the Firebase project/],
    [
      'no web config',
      { FIREBASE_API_KEY: undefined, FIREBASE_APP_ID: ' ' },
      /FIREBASE_API_KEY and FIREBASE_APP_ID must be set/,
    ],
    ['no public URL', { PUBLIC_URL: undefined }, /^PUBLIC_URL must be set in production: .*Host header/],
    ['an empty public URL', { PUBLIC_URL: ' ' }, /^PUBLIC_URL must be set in production/],
    ['a public URL over http', { PUBLIC_URL: 'http://shop.example' }, /^PUBLIC_URL must be an https URL in production/],
    ['bad service account JSON', { FIREBASE_SERVICE_ACCOUNT: '{nope' }, /not valid JSON/],
    [
      'service account without a key',
      { FIREBASE_SERVICE_ACCOUNT: '{"client_email":"x"}' },
      /client_email and private_key/,
    ],
  ])('explains %s', (_name, env, message) => {
    expect(configError({ ...productionEnv, ...env })).toMatch(message);
  });
});

describe('loadConfig rejects malformed settings with a clear message', () => {
  it.each<[NodeJS.ProcessEnv, RegExp]>([
    [{ APP_MODE: 'staging' }, /APP_MODE must be "local" or "production" \(got "staging"\)/],
    [{ PORT: 'eighty' }, /PORT must be a whole number from 0 to 65535/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ GRAPHQL_SANDBOX: 'maybe' }, /GRAPHQL_SANDBOX must be true or false/],
    [{ FIRESTORE_EMULATOR_HOST: 'localhost' }, /FIRESTORE_EMULATOR_HOST must look like host:port/],
    [{ PUBLIC_URL: 'shop.example' }, /PUBLIC_URL must be an absolute URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY must name a number of proxies .* would trust every hop/],
    [{ TRUST_PROXY: 'lb.internal' }, /^TRUST_PROXY must be a number of proxies .*invalid IP address: lb\.internal/],
    [{ TRUST_PROXY: '10.0.0.0/40' }, /^TRUST_PROXY must be .*invalid range/],
    [{ TRUST_PROXY: '99' }, /^TRUST_PROXY must be at most 20 proxies/],
  ])('%j', (env, message) => {
    expect(configError({ ...localEnv, ...env })).toMatch(message);
  });
});

describe('loadConfig: online payment', () => {
  const keys = { RAZORPAY_KEY_ID: 'rzp_live_abc', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
  const gateway = {
    RAZORPAY_KEY_ID: LOCAL_TEST_KEY_ID,
    RAZORPAY_KEY_SECRET: 'secret',
    RAZORPAY_WEBHOOK_SECRET: 'hook',
    RAZORPAY_API_BASE: 'http://127.0.0.1:9300',
    RAZORPAY_CHECKOUT_SCRIPT_URL: 'http://127.0.0.1:9300/v1/checkout.js',
  };

  it('is off without keys (only cash on delivery is offered)', () => {
    expect(loadConfig(localEnv).payments).toBeNull();
    expect(loadConfig(productionEnv).payments).toBeNull();
  });

  it("defaults to Razorpay's API and Checkout.js", () => {
    expect(loadConfig({ ...productionEnv, ...keys }).payments).toMatchObject({
      keyId: 'rzp_live_abc',
      apiBase: 'https://api.razorpay.com',
      checkoutScriptUrl: 'https://checkout.razorpay.com/v1/checkout.js',
      reservationMs: 20 * 60_000,
    });
  });

  it('takes the test gateway in local mode', () => {
    expect(loadConfig({ ...localEnv, ...gateway }).payments).toMatchObject({
      apiBase: 'http://127.0.0.1:9300',
      checkoutScriptUrl: 'http://127.0.0.1:9300/v1/checkout.js',
    });
  });

  it('names the missing key when only some are set', () => {
    expect(configError({ ...localEnv, RAZORPAY_KEY_ID: 'rzp_test_x' })).toMatch(
      /^RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set too/,
    );
  });

  it.each<[string, Record<string, string>, RegExp]>([
    ['an http API base', { ...keys, RAZORPAY_API_BASE: 'http://api.razorpay.com' }, /RAZORPAY_API_BASE must be/],
    ['a loopback API base', { ...keys, RAZORPAY_API_BASE: 'https://127.0.0.1:9300' }, /RAZORPAY_API_BASE must be/],
    [
      'a loopback script',
      { ...keys, RAZORPAY_CHECKOUT_SCRIPT_URL: 'https://localhost/v1/checkout.js' },
      /RAZORPAY_CHECKOUT_SCRIPT_URL must be on https:\/\/checkout\.razorpay\.com/,
    ],
    [
      'the local test key',
      { ...keys, RAZORPAY_KEY_ID: LOCAL_TEST_KEY_ID },
      /RAZORPAY_KEY_ID is the local test gateway's/,
    ],
    [
      'the whole local gateway',
      gateway,
      /RAZORPAY_API_BASE must be .*RAZORPAY_CHECKOUT_SCRIPT_URL must be .*local test/,
    ],
    [
      'any https API host but Razorpay’s',
      { ...keys, RAZORPAY_API_BASE: 'https://api.razorpay.com.attacker.example' },
      /RAZORPAY_API_BASE must be https:\/\/api\.razorpay\.com \(got https:\/\/api\.razorpay\.com\.attacker\.example\/\)/,
    ],
    ['another port', { ...keys, RAZORPAY_API_BASE: 'https://api.razorpay.com:8443' }, /RAZORPAY_API_BASE must be/],
    [
      'a path on the API',
      { ...keys, RAZORPAY_API_BASE: 'https://api.razorpay.com/proxy' },
      /RAZORPAY_API_BASE must be/,
    ],
    [
      'any https script host but Razorpay’s',
      { ...keys, RAZORPAY_CHECKOUT_SCRIPT_URL: 'https://cdn.example/checkout.js' },
      /RAZORPAY_CHECKOUT_SCRIPT_URL must be on https:\/\/checkout\.razorpay\.com/,
    ],
    [
      'Razorpay test mode keys without the staging switch',
      { ...keys, RAZORPAY_KEY_ID: 'rzp_test_abc' },
      /RAZORPAY_KEY_ID is a test mode key .*RAZORPAY_ALLOW_TEST_KEYS=true/,
    ],
    [
      'Razorpay test mode keys with the switch off',
      { ...keys, RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_ALLOW_TEST_KEYS: 'false' },
      /RAZORPAY_KEY_ID is a test mode key/,
    ],
    [
      'the local gateway even with the staging switch',
      { ...gateway, RAZORPAY_ALLOW_TEST_KEYS: 'true' },
      /RAZORPAY_API_BASE must be .*local test gateway's/,
    ],
  ])('production refuses %s', (_name, env, problem) => {
    const message = configError({ ...productionEnv, ...env });
    expect(message).toMatch(/^Refusing to start in production mode with these payment settings: /);
    expect(message).toMatch(problem);
  });

  it('production takes Razorpay test mode keys on a staging deployment that says so', () => {
    const staging = { ...keys, RAZORPAY_KEY_ID: 'rzp_test_abc', RAZORPAY_ALLOW_TEST_KEYS: 'true' };
    expect(loadConfig({ ...productionEnv, ...staging }).payments).toMatchObject({
      keyId: 'rzp_test_abc',
      testKeys: true,
      apiBase: 'https://api.razorpay.com',
    });
    expect(loadConfig({ ...productionEnv, ...keys }).payments?.testKeys).toBe(false);
  });

  it("production accepts Razorpay's own hosts written out", () => {
    const own = {
      ...keys,
      RAZORPAY_API_BASE: 'https://api.razorpay.com/',
      RAZORPAY_CHECKOUT_SCRIPT_URL: 'https://checkout.razorpay.com/v1/checkout.js',
    };
    expect(loadConfig({ ...productionEnv, ...own }).payments).toMatchObject({ apiBase: 'https://api.razorpay.com' });
  });

  it('local mode takes test keys without the switch', () => {
    expect(loadConfig({ ...localEnv, ...gateway }).payments?.testKeys).toBe(true);
  });
});
