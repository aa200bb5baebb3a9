/**
 * Runs the local Razorpay test gateway by itself, for manual use:
 *   RAZORPAY_TEST_GATEWAY_PORT=8790 RAZORPAY_WEBHOOK_URL=http://127.0.0.1:3000/webhooks/razorpay \
 *     npx tsx server/local/razorpay-test-gateway/main.ts
 * Keys come from RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET (LOCAL_GATEWAY_KEYS otherwise).
 */
import { LOCAL_GATEWAY_KEYS as DEFAULTS, startTestGateway } from './index.js';

const port = Number(process.env.RAZORPAY_TEST_GATEWAY_PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`RAZORPAY_TEST_GATEWAY_PORT must be a port number, not "${process.env.RAZORPAY_TEST_GATEWAY_PORT}"`);
  process.exit(1);
}

const gateway = await startTestGateway({
  port,
  keyId: process.env.RAZORPAY_KEY_ID ?? DEFAULTS.keyId,
  keySecret: process.env.RAZORPAY_KEY_SECRET ?? DEFAULTS.keySecret,
  webhookSecret: process.env.RAZORPAY_WEBHOOK_SECRET ?? DEFAULTS.webhookSecret,
  webhookUrl: process.env.RAZORPAY_WEBHOOK_URL,
});
console.log(`Razorpay TEST GATEWAY listening at ${gateway.url} (checkout script ${gateway.checkoutScriptUrl})`);
console.log(`Webhooks go to ${process.env.RAZORPAY_WEBHOOK_URL ?? '(nowhere: set RAZORPAY_WEBHOOK_URL)'}`);

const shutdown = () => {
  void gateway.stop().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
