// Shared set-up of the WhatsApp integration tests: the local WhatsApp test double over HTTP beside two real servers
// (the orders harness) configured with its settings. Nothing mocked. The servers run no outbox timer: a test runs
// each worker pass itself (`server.sendWhatsApp`); retries are due at once (WHATSAPP_RETRY_BASE_MS 0) unless a
// test starts a server of its own with a back-off. Status webhooks go to the first server.
import { startTestGateway, type TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { startWhatsAppDouble, type WhatsAppDouble } from '../../server/local/whatsapp-test-double/index.js';
import { startOrdersHarness, type OrdersHarness } from './orders-harness.js';

export interface WhatsAppSettings {
  readonly WHATSAPP_PHONE_NUMBER_ID: string;
  readonly WHATSAPP_ACCESS_TOKEN: string;
  readonly WHATSAPP_APP_SECRET: string;
  readonly WHATSAPP_VERIFY_TOKEN: string;
}

/** A test file's own settings, named after it. */
export function whatsappSettings(name: string): WhatsAppSettings {
  return {
    WHATSAPP_PHONE_NUMBER_ID: `1000000${String(name.length).padStart(8, '0')}`,
    WHATSAPP_ACCESS_TOKEN: `${name}-access-token`,
    WHATSAPP_APP_SECRET: `${name}-app-secret`,
    WHATSAPP_VERIFY_TOKEN: `${name}-verify-token`,
  };
}

export async function startWhatsAppShop(
  settings: WhatsAppSettings,
  maxAttempts = 3,
): Promise<{ double: WhatsAppDouble; shop: OrdersHarness; env: Record<string, string> }> {
  const double = await startWhatsAppDouble({
    phoneNumberId: settings.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: settings.WHATSAPP_ACCESS_TOKEN,
    appSecret: settings.WHATSAPP_APP_SECRET,
  });
  const env = {
    ...settings,
    WHATSAPP_GRAPH_API_BASE: double.url,
    WHATSAPP_RETRY_BASE_MS: '0',
    WHATSAPP_MAX_ATTEMPTS: String(maxAttempts),
  };
  try {
    const shop = await startOrdersHarness({ servers: 2, env, serverOptions: { whatsappIntervalMs: 0 } });
    double.setWebhookUrl(`${shop.servers[0]!.url}/webhooks/whatsapp`);
    return { double, shop, env };
  } catch (error) {
    await double.stop();
    throw error;
  }
}

/**
 * The WhatsApp test double and the local Razorpay test gateway beside two servers that use both: online orders paid
 * through the gateway (webhooks to the first server, no reconciler timer) and their updates sent through the double.
 */
export async function startWhatsAppPaymentsShop(
  settings: WhatsAppSettings,
  keys: { keyId: string; keySecret: string; webhookSecret: string },
): Promise<{ double: WhatsAppDouble; gateway: TestGateway; shop: OrdersHarness }> {
  const double = await startWhatsAppDouble({
    phoneNumberId: settings.WHATSAPP_PHONE_NUMBER_ID,
    accessToken: settings.WHATSAPP_ACCESS_TOKEN,
    appSecret: settings.WHATSAPP_APP_SECRET,
  });
  const gateway = await startTestGateway(keys);
  try {
    const shop = await startOrdersHarness({
      servers: 2,
      env: {
        ...settings,
        WHATSAPP_GRAPH_API_BASE: double.url,
        WHATSAPP_RETRY_BASE_MS: '0',
        WHATSAPP_MAX_ATTEMPTS: '3',
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
        RAZORPAY_API_BASE: gateway.url,
        RAZORPAY_CHECKOUT_SCRIPT_URL: gateway.checkoutScriptUrl,
        PAYMENT_RECONCILE_AFTER_MS: '0',
      },
      serverOptions: { whatsappIntervalMs: 0, reconcileIntervalMs: 0 },
    });
    double.setWebhookUrl(`${shop.servers[0]!.url}/webhooks/whatsapp`);
    gateway.setWebhookUrl(`${shop.servers[0]!.url}/webhooks/razorpay`);
    return { double, gateway, shop };
  } catch (error) {
    await Promise.all([double.stop(), gateway.stop()]);
    throw error;
  }
}
