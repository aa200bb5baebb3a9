/**
 * The server's settings, read once from the environment. Local mode talks to the Firebase emulators; production
 * mode talks to a real Firebase project and refuses to start while any emulator variable is set, because
 * firebase-admin would then accept unsigned ID tokens and write to the wrong place.
 */

import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { ConfigError, flag, hostPort, integer, trustProxyOf, value } from './config-env.js';
import {
  credentialsOf,
  modeOf,
  projectIdOf,
  refuseEmulatorsInProduction,
  refuseEmulatorsOfRealProject,
  type AppMode,
  type Credentials,
} from './config-firebase.js';
import { graphqlLimitsOf, publicUrlOf, type GraphQLLimits } from './config-http.js';
import { paymentsOf, type PaymentsConfig } from './config-payments.js';
import { whatsappOf, type WhatsAppConfig } from './config-whatsapp.js';
import type { TrustProxy } from './trust-proxy.js';

export { ConfigError } from './config-env.js';
export { EMULATOR_VARIABLES, LOCAL_PROJECT_ID, type AppMode, type Credentials } from './config-firebase.js';
export type { GraphQLLimits } from './config-http.js';
export {
  LOCAL_TEST_KEY_ID,
  RAZORPAY_API_BASE,
  RAZORPAY_CHECKOUT_SCRIPT_URL,
  RAZORPAY_TEST_KEY_PREFIX,
  type PaymentsConfig,
} from './config-payments.js';
export { LOCAL_WHATSAPP_SETTINGS, WHATSAPP_GRAPH_API_BASE, type WhatsAppConfig } from './config-whatsapp.js';

export interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain: string;
  readonly projectId: string;
  readonly appId: string;
}

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
  /** Order updates on WhatsApp (Meta's Cloud API, or the local test double); null when no WhatsApp settings are set. */
  readonly whatsapp: WhatsAppConfig | null;
  /** The Cloud Storage bucket uploaded images go to in production (FIREBASE_STORAGE_BUCKET). */
  readonly storageBucket: string;
  /** Local mode: the folder uploaded images go to (MEDIA_DIR); null in production (Cloud Storage). */
  readonly mediaDir: string | null;
  /**
   * Local mode: the private folder of shoppers' photos (PHOTOS_DIR; default beside the media folder, `photos` next to
   * a `media` folder); null in production (Cloud Storage, under private/photos/). Never served as public media.
   */
  readonly photosDir: string | null;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads the configuration. Throws a ConfigError with an actionable message when a setting is missing, malformed
 * or unsafe.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = modeOf(env);
  refuseEmulatorsInProduction(env, mode);
  const credentials = credentialsOf(env, mode);
  const payments = paymentsOf(env, mode);
  const whatsapp = whatsappOf(env, mode);
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
  const logLevel = logLevelOf(env);
  const publicUrl = publicUrlOf(env, mode);
  const webFirebase = webFirebaseOf(env, mode, projectId);
  return {
    mode,
    projectId,
    port: integer(env, 'PORT', local ? 3000 : 8080, 0, 65_535),
    host: value(env, 'HOST') ?? (local ? '127.0.0.1' : '0.0.0.0'),
    credentials,
    firestoreEmulatorHost,
    authEmulatorHost,
    webFirebase,
    authEmulatorUrl:
      authEmulatorHost === null ? null : (value(env, 'AUTH_EMULATOR_PUBLIC_URL') ?? `http://${authEmulatorHost}`),
    introspection: flag(env, 'GRAPHQL_INTROSPECTION', local),
    sandbox: flag(env, 'GRAPHQL_SANDBOX', local),
    publicUrl,
    logLevel,
    trustProxy: trustProxyOf(env),
    catalogMaxAgeSeconds: integer(env, 'CATALOG_MAX_AGE_SECONDS', 60, 0, 86_400),
    graphqlLimits: graphqlLimitsOf(env),
    payments,
    whatsapp,
    storageBucket: value(env, 'FIREBASE_STORAGE_BUCKET') ?? `${projectId}.firebasestorage.app`,
    mediaDir: local ? (value(env, 'MEDIA_DIR') ?? join(tmpdir(), `lovely-gifts-media-${projectId}`)) : null,
    photosDir: local
      ? (value(env, 'PHOTOS_DIR') ??
        photosBeside(value(env, 'MEDIA_DIR') ?? join(tmpdir(), `lovely-gifts-media-${projectId}`)))
      : null,
  };
}

/** The photos folder beside a media folder: <data>/media → <data>/photos, any other name → <name>-photos. */
function photosBeside(mediaDir: string): string {
  const name = basename(mediaDir);
  return join(dirname(mediaDir), name === 'media' ? 'photos' : `${name}-photos`);
}

function logLevelOf(env: NodeJS.ProcessEnv): string {
  const logLevel = value(env, 'LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}").`);
  }
  return logLevel;
}

/** The Firebase web app's config the browser signs shoppers in with; production must name its own. */
function webFirebaseOf(env: NodeJS.ProcessEnv, mode: AppMode, projectId: string): FirebaseWebConfig {
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
    apiKey: apiKey ?? 'demo-api-key',
    authDomain: value(env, 'FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: appId ?? 'demo-app-id',
  };
}
