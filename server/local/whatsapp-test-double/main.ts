/**
 * Runs the local WhatsApp test double by itself, for manual use:
 *   WHATSAPP_DOUBLE_PORT=8791 WHATSAPP_WEBHOOK_URL=http://127.0.0.1:3000/webhooks/whatsapp \
 *     npx tsx server/local/whatsapp-test-double/main.ts
 * Settings come from WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN and WHATSAPP_APP_SECRET (the local ones
 * otherwise).
 */
import { LOCAL_WHATSAPP_SETTINGS as LOCAL } from '../../src/config.js';
import { startWhatsAppDouble } from './index.js';

const port = Number(process.env.WHATSAPP_DOUBLE_PORT ?? 0);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`WHATSAPP_DOUBLE_PORT must be a port number, not "${process.env.WHATSAPP_DOUBLE_PORT}"`);
  process.exit(1);
}

const double = await startWhatsAppDouble({
  port,
  phoneNumberId: process.env.WHATSAPP_PHONE_NUMBER_ID ?? LOCAL.phoneNumberId,
  accessToken: process.env.WHATSAPP_ACCESS_TOKEN ?? LOCAL.accessToken,
  appSecret: process.env.WHATSAPP_APP_SECRET ?? LOCAL.appSecret,
  webhookUrl: process.env.WHATSAPP_WEBHOOK_URL,
});
console.log(`WhatsApp TEST DOUBLE listening at ${double.url} (messages received: ${double.url}/)`);
console.log(`Status webhooks go to ${process.env.WHATSAPP_WEBHOOK_URL ?? '(nowhere: set WHATSAPP_WEBHOOK_URL)'}`);

const shutdown = () => {
  void double.stop().then(() => process.exit(0));
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
