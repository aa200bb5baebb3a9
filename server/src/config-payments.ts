// Online payment settings: Razorpay's keys and URLs, with the refusals that keep a production shop on Razorpay's own
// hosts and live keys.
import { ConfigError, flag, httpUrl, integer, value } from './config-env.js';
import type { AppMode } from './config-firebase.js';

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

export function paymentsOf(env: NodeJS.ProcessEnv, mode: AppMode): PaymentsConfig | null {
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
