// Shared set-up of the online-payment integration tests: the local Razorpay test gateway over HTTP beside two real
// servers (the orders harness) configured with its keys. Nothing mocked.
import { startTestGateway, type TestGateway } from '../../server/local/razorpay-test-gateway/index.js';
import { startOrdersHarness, type OrdersHarness } from './orders-harness.js';

export interface GatewayKeys {
  readonly keyId: string;
  readonly keySecret: string;
  readonly webhookSecret: string;
}

/** A test file's own gateway keys: `rzp_test_<name>`, `<name>-key-secret`, `<name>-webhook-secret`. */
export function gatewayKeys(name: string): GatewayKeys {
  return { keyId: `rzp_test_${name}`, keySecret: `${name}-key-secret`, webhookSecret: `${name}-webhook-secret` };
}

/** The Basic authorization the gateway's REST API takes, as Razorpay's does. */
export function gatewayAuthorization(keys: GatewayKeys): string {
  return `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`;
}

/**
 * The test gateway and two servers on one Firestore that pay through it. The servers reconcile a payment as soon as
 * it is due (PAYMENT_RECONCILE_AFTER_MS 0) but run no reconciler timer: a test runs each pass itself
 * (`server.reconcilePayments`). Razorpay's webhooks go to the first server, as they would reach the load balancer.
 * Stop the shop, then the gateway.
 */
export async function startPaymentsShop(keys: GatewayKeys): Promise<{ gateway: TestGateway; shop: OrdersHarness }> {
  const gateway = await startTestGateway(keys);
  try {
    const shop = await startOrdersHarness({
      servers: 2,
      env: {
        RAZORPAY_KEY_ID: keys.keyId,
        RAZORPAY_KEY_SECRET: keys.keySecret,
        RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
        RAZORPAY_API_BASE: gateway.url,
        RAZORPAY_CHECKOUT_SCRIPT_URL: gateway.checkoutScriptUrl,
        PAYMENT_RECONCILE_AFTER_MS: '0',
      },
      serverOptions: { reconcileIntervalMs: 0 },
    });
    gateway.setWebhookUrl(`${shop.servers[0]!.url}/webhooks/razorpay`);
    return { gateway, shop };
  } catch (error) {
    await gateway.stop();
    throw error;
  }
}
