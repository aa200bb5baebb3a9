// WhatsApp Business Cloud API settings: the Graph API's address, the shop's phone number id, its access token, the
// app secret that signs status webhooks and the token of the webhook's verification handshake, with the refusals
// that keep a production shop on Meta's own host and off the local test double's settings.
import { ConfigError, httpUrl, integer, value } from './config-env.js';
import type { AppMode } from './config-firebase.js';

/** How the shop sends WhatsApp template messages and checks the status webhooks (null: WhatsApp is off). */
export interface WhatsAppConfig {
  /** Origin of the Graph API, e.g. https://graph.facebook.com (no trailing slash). */
  readonly graphApiBase: string;
  /** The Graph API version in the path, e.g. v21.0. */
  readonly apiVersion: string;
  /** The business phone number's id (WhatsApp Manager → API setup), not the number itself. */
  readonly phoneNumberId: string;
  /** A system user's permanent access token, sent as a bearer token. */
  readonly accessToken: string;
  /** The Meta app's secret: X-Hub-Signature-256 of a status webhook is its HMAC over the raw body. */
  readonly appSecret: string;
  /** What the webhook's verification handshake (hub.verify_token) must carry. */
  readonly verifyToken: string;
  /** How often the outbox worker looks for messages to send, in ms (0 = never; tests run each pass themselves). */
  readonly workerIntervalMs: number;
  /** The first retry waits this long, in ms; every further one twice as long as the one before. */
  readonly retryBaseMs: number;
  /** Attempts before a message that keeps failing for a passing reason is recorded as failed. */
  readonly maxAttempts: number;
}

export const WHATSAPP_GRAPH_API_BASE = 'https://graph.facebook.com';
const GRAPH_API_HOST = 'graph.facebook.com';
export const WHATSAPP_DEFAULT_API_VERSION = 'v21.0';

/** The local test double's settings; production refuses every one of them. */
export const LOCAL_WHATSAPP_SETTINGS = {
  phoneNumberId: '100000000000001',
  accessToken: 'local-whatsapp-test-access-token',
  appSecret: 'local-whatsapp-test-app-secret',
  verifyToken: 'local-whatsapp-test-verify-token',
} as const;

/** Secrets that name themselves as test ones: a production shop never holds such a token. */
const TEST_SECRET = /(^|[-_])test([-_]|$)/i;

const REQUIRED = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'];

export function whatsappOf(env: NodeJS.ProcessEnv, mode: AppMode): WhatsAppConfig | null {
  const set = Object.fromEntries(REQUIRED.map((name) => [name, value(env, name)]));
  const missing = REQUIRED.filter((name) => set[name] === null);
  if (missing.length === REQUIRED.length) return null;
  if (missing.length > 0) {
    throw new ConfigError(
      `${missing.join(' and ')} must be set too: WhatsApp updates need the phone number id, a permanent access ` +
        "token, the app secret and the webhook's verify token (Meta for Developers → your app → WhatsApp → API " +
        'setup and Configuration). Unset all four to send no WhatsApp messages.',
    );
  }
  const base = httpUrl(env, 'WHATSAPP_GRAPH_API_BASE', WHATSAPP_GRAPH_API_BASE);
  const apiVersion = value(env, 'WHATSAPP_API_VERSION') ?? WHATSAPP_DEFAULT_API_VERSION;
  if (!/^v\d{1,3}\.\d{1,3}$/.test(apiVersion)) {
    throw new ConfigError(`WHATSAPP_API_VERSION must look like v21.0 (got "${apiVersion}").`);
  }
  const config: WhatsAppConfig = {
    graphApiBase: base.origin + base.pathname.replace(/\/+$/, ''),
    apiVersion,
    phoneNumberId: set.WHATSAPP_PHONE_NUMBER_ID!,
    accessToken: set.WHATSAPP_ACCESS_TOKEN!,
    appSecret: set.WHATSAPP_APP_SECRET!,
    verifyToken: set.WHATSAPP_VERIFY_TOKEN!,
    workerIntervalMs: integer(env, 'WHATSAPP_WORKER_INTERVAL_MS', 5_000, 0, 3_600_000),
    retryBaseMs: integer(env, 'WHATSAPP_RETRY_BASE_MS', 30_000, 0, 3_600_000),
    maxAttempts: integer(env, 'WHATSAPP_MAX_ATTEMPTS', 6, 1, 20),
  };
  if (mode === 'production') refuseTestWhatsApp(config, base);
  return config;
}

/**
 * Production messages real shoppers: the Graph API must be Meta's own over HTTPS, and none of the settings may be
 * the local test double's or a token that names itself a test one, so a stack's settings left in a deployment stop
 * it instead of sending nothing (or sending to a stranger's server).
 */
function refuseTestWhatsApp(config: WhatsAppConfig, base: URL): void {
  const local = LOCAL_WHATSAPP_SETTINGS;
  const isMeta =
    base.protocol === 'https:' &&
    base.hostname === GRAPH_API_HOST &&
    base.port === '' &&
    base.username === '' &&
    /^\/?$/.test(base.pathname) &&
    base.search === '';
  const problems = [
    !isMeta && `WHATSAPP_GRAPH_API_BASE must be ${WHATSAPP_GRAPH_API_BASE} (got ${base.href})`,
    config.phoneNumberId === local.phoneNumberId &&
      `WHATSAPP_PHONE_NUMBER_ID is the local test double's (${local.phoneNumberId})`,
    !/^\d{6,20}$/.test(config.phoneNumberId) &&
      `WHATSAPP_PHONE_NUMBER_ID must be the number's id from WhatsApp Manager (digits only)`,
    (config.accessToken === local.accessToken || TEST_SECRET.test(config.accessToken)) &&
      'WHATSAPP_ACCESS_TOKEN is a test token',
    (config.appSecret === local.appSecret || TEST_SECRET.test(config.appSecret)) &&
      'WHATSAPP_APP_SECRET is a test secret',
    (config.verifyToken === local.verifyToken || TEST_SECRET.test(config.verifyToken)) &&
      'WHATSAPP_VERIFY_TOKEN is a test token',
  ].filter((problem): problem is string => typeof problem === 'string');
  if (problems.length > 0) {
    throw new ConfigError(
      `Refusing to start in production mode with these WhatsApp settings: ${problems.join('; ')}. ` +
        "Unset WHATSAPP_GRAPH_API_BASE (it defaults to Meta's Graph API) and use the app's live settings.",
    );
  }
}
