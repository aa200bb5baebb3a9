/**
 * The server's settings, read once from the environment. Local mode talks to the Firebase emulators; production
 * mode talks to a real Firebase project and refuses to start while any emulator variable is set, because
 * firebase-admin would then accept unsigned ID tokens and write to the wrong place.
 */

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseTrustProxy, type TrustProxy } from './trust-proxy.js';

export type AppMode = 'local' | 'production';

export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId: string;
}

export type Credentials =
  | { readonly kind: 'application-default' }
  | { readonly kind: 'service-account-file'; readonly path: string }
  | { readonly kind: 'service-account-json'; readonly json: Readonly<Record<string, unknown>> }
  | { readonly kind: 'none' };

export interface AppConfig {
  readonly mode: AppMode;
  readonly projectId: string;
  readonly port: number;
  readonly host: string;
  readonly credentials: Credentials;
  /** host:port of the Firestore emulator, local mode only. */
  readonly firestoreEmulatorHost: string | null;
  /** host:port of the Auth emulator, local mode only. */
  readonly authEmulatorHost: string | null;
  /** What the browser needs to start Firebase Auth (served as /app-config.json). */
  readonly webFirebase: FirebaseWebConfig;
  /** The Auth emulator URL as the browser reaches it, or null. */
  readonly authEmulatorUrl: string | null;
  readonly introspection: boolean;
  /** Whether GET /graphql in a browser shows the Apollo Sandbox landing page. */
  readonly sandbox: boolean;
  /**
   * The shop's public origin for sitemap.xml and robots.txt (e.g. https://shop.example). Required in production;
   * null only in local mode, where those routes take the request's host.
   */
  readonly publicUrl: string | null;
  readonly logLevel: string;
  /**
   * Which proxies may tell the client's address and protocol (X-Forwarded-*): none unless TRUST_PROXY says how many
   * stand in front of the server, or their addresses. Feeds the per-IP limits and Express's `trust proxy`.
   */
  readonly trustProxy: TrustProxy;
  /** Seconds shared caches may keep public catalog responses. */
  readonly catalogMaxAgeSeconds: number;
  readonly graphqlLimits: GraphQLLimits;
  /** Online payment through Razorpay (or the local test gateway); null when no keys are set: only COD is offered. */
  readonly payments: PaymentsConfig | null;
  /** The Cloud Storage bucket uploaded images go to in production (FIREBASE_STORAGE_BUCKET). */
  readonly storageBucket: string;
  /** Local mode: the folder uploaded images go to (MEDIA_DIR); null in production (Cloud Storage). */
  readonly mediaDir: string | null;
}

/** Razorpay's keys and where its API and Checkout.js live (the local test gateway in local mode and tests). */
export interface PaymentsConfig {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
  /** Origin of the HTTP API, e.g. https://api.razorpay.com (no trailing slash). */
  readonly apiBase: string;
  /** The Checkout.js script the browser loads when the shopper pays. */
  readonly checkoutScriptUrl: string;
  /**
   * Whether the keys are Razorpay test mode keys (`rzp_test_…`): no money moves. Production allows them only with
   * RAZORPAY_ALLOW_TEST_KEYS=true (a staging deployment).
   */
  readonly testKeys: boolean;
  /** How often the reconciler looks at pending payments, refunds and expiries, in ms (0 = never). */
  readonly reconcileIntervalMs: number;
  /** How old an unpaid order must be before the reconciler asks the provider about it, in ms. */
  readonly reconcileAfterMs: number;
  /** How long an online order holds its stock waiting for payment, in ms. */
  readonly reservationMs: number;
}

/** The key id the local stack gives the test gateway; production refuses it. */
export const LOCAL_TEST_KEY_ID = 'rzp_test_localgateway';
export const RAZORPAY_API_BASE = 'https://api.razorpay.com';
export const RAZORPAY_CHECKOUT_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
const RAZORPAY_API_HOST = 'api.razorpay.com';
const RAZORPAY_CHECKOUT_HOST = 'checkout.razorpay.com';
/** Razorpay's test mode keys start so; payments made with them move no money. */
export const RAZORPAY_TEST_KEY_PREFIX = 'rzp_test_';

/** The limits of the GraphQL endpoint (the README's "GraphQL limits" names each setting). */
export interface GraphQLLimits {
  readonly maxTokens: number;
  readonly maxDepth: number;
  readonly maxCost: number;
  readonly maxAliases: number;
  readonly maxRootFields: number;
  readonly maxSelectionWidth: number;
  /** The largest answer sent, in bytes; a larger one is refused with 400. */
  readonly maxResponseBytes: number;
  /** The longest query text accepted, in UTF-8 bytes, checked before parsing; a longer one is refused with 413. */
  readonly maxQueryBytes: number;
}

/** Every variable that points a Firebase or Google Cloud SDK at an emulator. */
export const EMULATOR_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_AUTH_EMULATOR_HOST',
  'FIREBASE_EMULATOR_HUB',
  'FIREBASE_STORAGE_EMULATOR_HOST',
  'STORAGE_EMULATOR_HOST',
  'FIREBASE_DATABASE_EMULATOR_HOST',
  'FIREBASE_DATACONNECT_EMULATOR_HOST',
  'PUBSUB_EMULATOR_HOST',
  'DATASTORE_EMULATOR_HOST',
  'FUNCTIONS_EMULATOR',
  'FUNCTIONS_EMULATOR_HOST',
  'CLOUD_TASKS_EMULATOR_HOST',
  'EVENTARC_EMULATOR',
] as const;

export const LOCAL_PROJECT_ID = 'demo-lovely-gifts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** A setting the server cannot start with; the message says what to change. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function value(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  if (raw === undefined) return null;
  const trimmed = raw.trim();
  return trimmed === '' ? null : trimmed;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = value(env, name);
  if (raw === null) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}").`);
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = value(env, name);
  if (raw === null) return fallback;
  const parsed = Number(raw);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}").`);
  }
  return parsed;
}

function trustProxyOf(env: NodeJS.ProcessEnv): TrustProxy {
  try {
    return parseTrustProxy(value(env, 'TRUST_PROXY'));
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY ${(error as Error).message}`);
  }
}

function hostPort(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = value(env, name);
  if (raw === null) return null;
  if (!/^[\w.-]+:\d{1,5}$|^\[[\da-f:]+\]:\d{1,5}$/i.test(raw)) {
    throw new ConfigError(`${name} must look like host:port, for example 127.0.0.1:8085 (got "${raw}").`);
  }
  return raw;
}

/**
 * The mode is never guessed: a server started without one would fall back to local mode, where the production
 * refusals do not run and introspection and the Sandbox are on. NODE_ENV=production alone counts as asking for
 * production (container platforms set it); anything else needs APP_MODE.
 */
function modeOf(env: NodeJS.ProcessEnv): AppMode {
  const appMode = value(env, 'APP_MODE');
  if (appMode === null) {
    if (value(env, 'NODE_ENV') === 'production') return 'production';
    throw new ConfigError(
      'APP_MODE must be set: "production" for the real shop, or "local" for the Firebase emulators ' +
        '(npm start sets it). The server does not guess, because local mode turns the production checks off.',
    );
  }
  if (appMode === 'local' || appMode === 'production') return appMode;
  throw new ConfigError(`APP_MODE must be "local" or "production" (got "${appMode}").`);
}

/**
 * With any emulator variable set, firebase-admin accepts unsigned ID tokens (anyone may claim to be anyone, admin
 * included). Only a demo- project, which Firebase serves from the emulators alone, may run so.
 */
function refuseEmulatorsOfRealProject(env: NodeJS.ProcessEnv, projectId: string): void {
  if (projectId.startsWith('demo-')) return;
  const set = EMULATOR_VARIABLES.filter((name) => value(env, name) !== null);
  if (set.length === 0) return;
  throw new ConfigError(
    `Refusing to start with emulator variables (${set.join(', ')}) for the project "${projectId}": with them ` +
      'firebase-admin accepts unsigned ID tokens. Emulators run only with a demo- project id ' +
      `(FIREBASE_PROJECT_ID=${LOCAL_PROJECT_ID}); for the real project, unset them.`,
  );
}

function credentialsOf(env: NodeJS.ProcessEnv, mode: AppMode): Credentials {
  const json = value(env, 'FIREBASE_SERVICE_ACCOUNT');
  if (json !== null) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      throw new ConfigError(
        'FIREBASE_SERVICE_ACCOUNT must hold the JSON of a service account key (it is not valid JSON).',
      );
    }
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      typeof (parsed as { client_email?: unknown }).client_email !== 'string' ||
      typeof (parsed as { private_key?: unknown }).private_key !== 'string'
    ) {
      throw new ConfigError(
        'FIREBASE_SERVICE_ACCOUNT must be a service account key with client_email and private_key.',
      );
    }
    return { kind: 'service-account-json', json: parsed as Record<string, unknown> };
  }
  const file = value(env, 'GOOGLE_APPLICATION_CREDENTIALS');
  if (file !== null) return { kind: 'service-account-file', path: file };
  // Emulators need no credentials; anything else uses Application Default Credentials (gcloud, metadata server).
  return mode === 'local' && value(env, 'FIRESTORE_EMULATOR_HOST') !== null
    ? { kind: 'none' }
    : { kind: 'application-default' };
}

function projectIdOf(env: NodeJS.ProcessEnv, mode: AppMode, credentials: Credentials): string {
  const explicit =
    value(env, 'FIREBASE_PROJECT_ID') ?? value(env, 'GOOGLE_CLOUD_PROJECT') ?? value(env, 'GCLOUD_PROJECT');
  if (explicit !== null) return explicit;
  if (credentials.kind === 'service-account-json' && typeof credentials.json.project_id === 'string') {
    return credentials.json.project_id;
  }
  if (mode === 'local') return LOCAL_PROJECT_ID;
  throw new ConfigError(
    'FIREBASE_PROJECT_ID must name the Firebase project in production (or use GOOGLE_CLOUD_PROJECT).',
  );
}

/**
 * The shop's public origin. Production requires it, over HTTPS: robots.txt and sitemap.xml name the shop's URLs, and
 * built from the request's Host header they would name whatever host a client (or a misrouted proxy) sent.
 */
function publicUrlOf(env: NodeJS.ProcessEnv, mode: AppMode): string | null {
  const raw = value(env, 'PUBLIC_URL');
  if (raw === null) {
    if (mode === 'local') return null;
    throw new ConfigError(
      "PUBLIC_URL must be set in production: the shop's public address, such as https://shop.example " +
        "(robots.txt and sitemap.xml name it; they never trust the request's Host header).",
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL such as https://shop.example (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`PUBLIC_URL must be an http(s) URL (got "${raw}").`);
  }
  if (mode === 'production' && url.protocol !== 'https:') {
    throw new ConfigError(`PUBLIC_URL must be an https URL in production (got "${raw}").`);
  }
  return url.origin;
}

function httpUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): URL {
  const raw = value(env, name) ?? fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL (got "${raw}").`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must be an http(s) URL (got "${raw}").`);
  }
  return url;
}

function paymentsOf(env: NodeJS.ProcessEnv, mode: AppMode): PaymentsConfig | null {
  const keys = {
    RAZORPAY_KEY_ID: value(env, 'RAZORPAY_KEY_ID'),
    RAZORPAY_KEY_SECRET: value(env, 'RAZORPAY_KEY_SECRET'),
    RAZORPAY_WEBHOOK_SECRET: value(env, 'RAZORPAY_WEBHOOK_SECRET'),
  };
  const missing = Object.entries(keys)
    .filter(([, set]) => set === null)
    .map(([name]) => name);
  if (missing.length === 3) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(' and ')} must be set too: online payment needs the key id, the key secret and the webhook ` +
        'secret (Razorpay dashboard → Account & Settings → API keys, and Webhooks). Unset all three to offer only COD.',
    );
  }
  const apiBase = httpUrl(env, 'RAZORPAY_API_BASE', RAZORPAY_API_BASE);
  const script = httpUrl(env, 'RAZORPAY_CHECKOUT_SCRIPT_URL', RAZORPAY_CHECKOUT_SCRIPT_URL);
  const allowTestKeys = flag(env, 'RAZORPAY_ALLOW_TEST_KEYS', false);
  const testKeys = keys.RAZORPAY_KEY_ID!.startsWith(RAZORPAY_TEST_KEY_PREFIX);
  if (mode === 'production') refuseUnsafeProductionPayments(keys.RAZORPAY_KEY_ID!, apiBase, script, allowTestKeys);
  return {
    keyId: keys.RAZORPAY_KEY_ID!,
    keySecret: keys.RAZORPAY_KEY_SECRET!,
    webhookSecret: keys.RAZORPAY_WEBHOOK_SECRET!,
    apiBase: apiBase.origin + apiBase.pathname.replace(/\/+$/, ''),
    checkoutScriptUrl: script.href,
    testKeys,
    reconcileIntervalMs: integer(env, 'PAYMENT_RECONCILE_INTERVAL_MS', 60_000, 0, 3_600_000),
    reconcileAfterMs: integer(env, 'PAYMENT_RECONCILE_AFTER_MS', 180_000, 0, 3_600_000),
    reservationMs: integer(env, 'PAYMENT_RESERVATION_MS', 20 * 60_000, 1_000, 24 * 3_600_000),
  };
}

/** Only Razorpay's own hosts, over HTTPS on the standard port, may take payments in production. */
function isRazorpayHost(url: URL, host: string): boolean {
  return url.protocol === 'https:' && url.hostname === host && url.port === '' && url.username === '';
}

/**
 * Production takes money: the API and Checkout.js must be Razorpay's own, and keys in Razorpay's test mode
 * (`rzp_test_…`, no money moves) need the explicit staging switch, so a test key left in a live deployment stops it.
 */
function refuseUnsafeProductionPayments(keyId: string, apiBase: URL, script: URL, allowTestKeys: boolean): void {
  const problems = [
    (!isRazorpayHost(apiBase, RAZORPAY_API_HOST) || !/^\/?$/.test(apiBase.pathname) || apiBase.search !== '') &&
      `RAZORPAY_API_BASE must be ${RAZORPAY_API_BASE} (got ${apiBase.href})`,
    !isRazorpayHost(script, RAZORPAY_CHECKOUT_HOST) &&
      `RAZORPAY_CHECKOUT_SCRIPT_URL must be on https://${RAZORPAY_CHECKOUT_HOST} (got ${script.href})`,
    keyId === LOCAL_TEST_KEY_ID && `RAZORPAY_KEY_ID is the local test gateway's (${LOCAL_TEST_KEY_ID})`,
    keyId !== LOCAL_TEST_KEY_ID &&
      keyId.startsWith(RAZORPAY_TEST_KEY_PREFIX) &&
      !allowTestKeys &&
      `RAZORPAY_KEY_ID is a test mode key (${RAZORPAY_TEST_KEY_PREFIX}…, no money moves); use the live keys, or set ` +
        'RAZORPAY_ALLOW_TEST_KEYS=true on a staging deployment',
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) {
    throw new ConfigError(
      `Refusing to start in production mode with these payment settings: ${problems.join('; ')}. ` +
        'Unset RAZORPAY_API_BASE and RAZORPAY_CHECKOUT_SCRIPT_URL (they default to Razorpay).',
    );
  }
}

/**
 * Reads the configuration. Throws a ConfigError with an actionable message when a setting is missing, malformed
 * or unsafe.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = modeOf(env);
  if (mode === 'production') {
    const set = EMULATOR_VARIABLES.filter((name) => value(env, name) !== null);
    if (set.length > 0) {
      throw new ConfigError(
        `Refusing to start in production mode while emulator variables are set: ${set.join(', ')}. ` +
          'Unset them (they point firebase-admin at an emulator and make it accept unsigned ID tokens), ' +
          'or run in local mode with APP_MODE=local.',
      );
    }
  }
  const credentials = credentialsOf(env, mode);
  const payments = paymentsOf(env, mode);
  const projectId = projectIdOf(env, mode, credentials);
  refuseEmulatorsOfRealProject(env, projectId);
  const local = mode === 'local';
  const firestoreEmulatorHost = mode === 'local' ? hostPort(env, 'FIRESTORE_EMULATOR_HOST') : null;
  const authEmulatorHost = mode === 'local' ? hostPort(env, 'FIREBASE_AUTH_EMULATOR_HOST') : null;

  if (local && firestoreEmulatorHost === null && projectId.startsWith('demo-')) {
    throw new ConfigError(
      `FIRESTORE_EMULATOR_HOST is not set, and the project "${projectId}" only exists in the emulators. ` +
        'Start the shop with `npm start` (it runs the emulators), or set FIREBASE_PROJECT_ID to a real project.',
    );
  }
  const logLevel = value(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  }

  const publicUrl = publicUrlOf(env, mode);
  const apiKey = value(env, 'FIREBASE_API_KEY');
  const appId = value(env, 'FIREBASE_APP_ID');
  if (mode === 'production' && (apiKey === null || appId === null)) {
    const missing = [apiKey === null && 'FIREBASE_API_KEY', appId === null && 'FIREBASE_APP_ID']
      .filter(Boolean)
      .join(' and ');
    throw new ConfigError(
      `${missing} must be set in production: the browser needs the Firebase web app's config to sign shoppers in ` +
        '(Firebase console → Project settings → Your apps).',
    );
  }
  return {
    mode,
    projectId,
    port: integer(env, 'PORT', local ? 3000 : 8080, 0, 65_535),
    host: value(env, 'HOST') ?? (local ? '127.0.0.1' : '0.0.0.0'),
    credentials,
    firestoreEmulatorHost,
    authEmulatorHost,
    webFirebase: {
      apiKey: apiKey ?? 'demo-api-key',
      authDomain: value(env, 'FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      projectId,
      appId: appId ?? 'demo-app-id',
    },
    authEmulatorUrl:
      authEmulatorHost === null ? null : (value(env, 'AUTH_EMULATOR_PUBLIC_URL') ?? `http://${authEmulatorHost}`),
    introspection: flag(env, 'GRAPHQL_INTROSPECTION', local),
    sandbox: flag(env, 'GRAPHQL_SANDBOX', local),
    publicUrl,
    logLevel,
    trustProxy: trustProxyOf(env),
    catalogMaxAgeSeconds: integer(env, 'CATALOG_MAX_AGE_SECONDS', 60, 0, 86_400),
    graphqlLimits: {
      // graphql-js parses recursively: far beyond 5,000 tokens a document can nest deep enough to exhaust the stack.
      maxTokens: integer(env, 'GRAPHQL_MAX_TOKENS', 2_000, 100, 5_000),
      maxDepth: integer(env, 'GRAPHQL_MAX_DEPTH', 10, 2, 100),
      maxCost: integer(env, 'GRAPHQL_MAX_COMPLEXITY', 20_000, 100, 10_000_000),
      maxAliases: integer(env, 'GRAPHQL_MAX_ALIASES', 30, 0, 1_000),
      maxRootFields: integer(env, 'GRAPHQL_MAX_ROOT_FIELDS', 20, 1, 1_000),
      maxSelectionWidth: integer(env, 'GRAPHQL_MAX_SELECTION_WIDTH', 100, 10, 1_000),
      maxResponseBytes: integer(env, 'GRAPHQL_MAX_RESPONSE_BYTES', 2_000_000, 10_000, 100_000_000),
      // The web app's largest document is under 2 kB printed; comments and whitespace, which the token limit does
      // not count, still cost the parser time in proportion to the text.
      maxQueryBytes: integer(env, 'GRAPHQL_MAX_QUERY_BYTES', 32_768, 1_024, 1_000_000),
    },
    payments,
    storageBucket: value(env, 'FIREBASE_STORAGE_BUCKET') ?? `${projectId}.firebasestorage.app`,
    mediaDir: local ? (value(env, 'MEDIA_DIR') ?? join(tmpdir(), `lovely-gifts-media-${projectId}`)) : null,
  };
}
