// The parts of the local stack besides the emulators: the Razorpay test gateway, the demo data, the web build, and
// the server's configuration for a stack.
import fs from 'node:fs';
import path from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { LOCAL_TEST_KEY_ID, LOCAL_WHATSAPP_SETTINGS } from '../src/config.js';
import { LOCAL_GATEWAY_KEYS, startTestGateway, type TestGateway } from './razorpay-test-gateway/index.js';
import { claimPort } from './emulators/ports.js';
import { startWhatsAppDouble, type WhatsAppDouble } from './whatsapp-test-double/index.js';
import { REPO_ROOT } from './repo-root.js';
import { hasCatalogData, seedDemoData } from './seed/seed-firestore.js';
import type { LocalStackOptions } from './stack-options.js';
import { buildWeb, isWebBuildStale } from './web-build.js';

const WEB_DIR = path.join(REPO_ROOT, 'dist', 'web');

/** The test gateway's keys: fixed, local only (production refuses LOCAL_TEST_KEY_ID and loopback URLs). */
const GATEWAY_KEYS = { ...LOCAL_GATEWAY_KEYS, keyId: LOCAL_TEST_KEY_ID };

export async function startGateway(opts: LocalStackOptions, log: (line: string) => void): Promise<TestGateway> {
  const port = await claimPort(opts.gatewayPort, 'Razorpay test gateway', opts.portEnvVars?.gateway);
  const gateway = await startTestGateway({ ...GATEWAY_KEYS, port });
  log(`  ✔ Razorpay test gateway on ${gateway.url} (offline; payments are pretend)`);
  return gateway;
}

/** Points the server at the test gateway: only these settings differ from real Razorpay. */
export function gatewayEnv(gateway: TestGateway): Record<string, string> {
  return {
    RAZORPAY_KEY_ID: GATEWAY_KEYS.keyId,
    RAZORPAY_KEY_SECRET: GATEWAY_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: GATEWAY_KEYS.webhookSecret,
    RAZORPAY_API_BASE: gateway.url,
    RAZORPAY_CHECKOUT_SCRIPT_URL: gateway.checkoutScriptUrl,
  };
}

export async function startWhatsApp(opts: LocalStackOptions, log: (line: string) => void): Promise<WhatsAppDouble> {
  const port = await claimPort(opts.whatsappPort, 'WhatsApp test double', opts.portEnvVars?.whatsapp);
  const double = await startWhatsAppDouble({ ...LOCAL_WHATSAPP_SETTINGS, port });
  log(`  ✔ WhatsApp test double on ${double.url} (offline; messages show on its page)`);
  return double;
}

/** Points the server at the WhatsApp test double: only these settings differ from Meta's Cloud API. */
export function whatsappEnv(double: WhatsAppDouble): Record<string, string> {
  return {
    WHATSAPP_GRAPH_API_BASE: double.url,
    WHATSAPP_PHONE_NUMBER_ID: LOCAL_WHATSAPP_SETTINGS.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: LOCAL_WHATSAPP_SETTINGS.accessToken,
    WHATSAPP_APP_SECRET: LOCAL_WHATSAPP_SETTINGS.appSecret,
    WHATSAPP_VERIFY_TOKEN: LOCAL_WHATSAPP_SETTINGS.verifyToken,
  };
}

/** Seeds the demo catalog unless the database already holds one. Returns what it wrote, or null. */
export async function seedIfEmpty(host: string, projectId: string) {
  const app = initializeApp({ projectId }, `local-stack-seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    db.settings({ host, ssl: false });
    if (await hasCatalogData(db)) return null;
    return await seedDemoData(db);
  } finally {
    await deleteApp(app);
  }
}

export async function prepareWeb(
  mode: 'if-stale' | 'never',
  log: (line: string) => void,
  signal: AbortSignal,
): Promise<string | null> {
  if (mode === 'if-stale' && isWebBuildStale(REPO_ROOT)) {
    log('  … building the web app (dist/web is missing or older than web/src)');
    const { seconds } = await timed(() => buildWeb(REPO_ROOT, { signal }));
    log(`  ✔ Web app built (${seconds} s)`);
  }
  return fs.existsSync(path.join(WEB_DIR, 'index.html')) ? WEB_DIR : null;
}

export async function timed<T>(run: () => Promise<T>): Promise<{ value: T; seconds: string }> {
  const start = performance.now();
  const value = await run();
  return { value, seconds: ((performance.now() - start) / 1000).toFixed(1) };
}
