/**
 * A local, offline stand-in for Razorpay: its REST API subset (orders, payments, refunds) with Razorpay's JSON shapes
 * and signatures, signed webhooks to our server, a Checkout.js look-alike, and test controls. Local and test use
 * only; production talks to Razorpay itself, and only the base URL, keys and script URL differ.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiRoutes } from './api-routes.js';
import { checkoutRoutes } from './checkout-routes.js';
import { router } from './http.js';
import { payOrder, type PayResponse } from './pay.js';
import { GatewayLedger, type GatewayEvent, type PayOptions } from './ledger.js';
import { testRoutes } from './test-routes.js';
import { WebhookDispatcher, type WebhookLogEntry, type WebhookMode } from './webhooks.js';

export type { WebhookMode } from './webhooks.js';
export { BANNER as TEST_GATEWAY_BANNER, CHECKOUT_FRAME_TITLE } from './checkout-routes.js';
export type { PayResponse } from './pay.js';
export type { OrderEntity, PaymentEntity, RefundEntity } from './ledger.js';

/** Keys for local runs: `rzp_test_` like Razorpay's test keys, and never valid at Razorpay. */
export const LOCAL_GATEWAY_KEYS = {
  keyId: 'rzp_test_localgateway',
  keySecret: 'local-gateway-key-secret',
  webhookSecret: 'local-gateway-webhook-secret',
} as const;

export interface TestGatewayOptions {
  /** 0 or undefined = a free loopback port. */
  port?: number;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where signed webhooks go (our server's /webhooks/razorpay); may be set later. */
  webhookUrl?: string;
}

export interface TestGateway {
  /** http://127.0.0.1:PORT — the API base (the shop calls url + '/v1/orders'). */
  readonly url: string;
  /** url + '/v1/checkout.js' */
  readonly checkoutScriptUrl: string;
  setWebhookUrl(url: string): void;
  setWebhookBehaviour(b: { mode: WebhookMode; delayMs?: number }): void;
  /** Pays a gateway order as the dialog would, without a browser. */
  pay(
    orderId: string,
    outcome: 'success' | 'failure',
    opts?: { method?: 'upi' | 'card' | 'netbanking' },
  ): Promise<PayResponse>;
  /** Resolves when every webhook queued so far has been sent (or dropped). */
  flushWebhooks(): Promise<void>;
  /** Webhooks sent so far: event id, event name, HTTP status our server answered (one entry per attempt). */
  webhookLog(): ReadonlyArray<WebhookLogEntry>;
  stop(): Promise<void>;
}

export async function startTestGateway(options: TestGatewayOptions): Promise<TestGateway> {
  const ledger = new GatewayLedger();
  const webhooks = new WebhookDispatcher({ secret: options.webhookSecret, url: options.webhookUrl });
  const emit = (events: GatewayEvent[]) => webhooks.enqueue(events);
  const payDeps = { ledger, keySecret: options.keySecret, emit };
  const pay = (orderId: string, outcome: 'success' | 'failure', opts?: PayOptions) =>
    payOrder(payDeps, orderId, outcome, opts);

  const handle = router([
    ...apiRoutes({ ledger, keyId: options.keyId, keySecret: options.keySecret, emit }),
    ...testRoutes({ webhooks, pay }),
    ...checkoutRoutes({ ledger, keyId: options.keyId, pay }),
  ]);
  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  return {
    url,
    checkoutScriptUrl: `${url}/v1/checkout.js`,
    setWebhookUrl: (webhookUrl) => webhooks.setUrl(webhookUrl),
    setWebhookBehaviour: (behaviour) => webhooks.setBehaviour(behaviour),
    pay: async (orderId, outcome, opts) => pay(orderId, outcome, { method: opts?.method }),
    flushWebhooks: () => webhooks.flush(),
    webhookLog: () => webhooks.log(),
    stop: async () => {
      await webhooks.stop();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
