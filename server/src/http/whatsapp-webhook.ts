// /webhooks/whatsapp: GET answers Meta's verification handshake (hub.mode, hub.verify_token, hub.challenge); POST
// takes status notifications, whose body stays raw bytes until X-Hub-Signature-256 is checked.
import express, { Router } from 'express';
import type { Logger } from '../logger.js';

export const WHATSAPP_WEBHOOK_PATH = '/webhooks/whatsapp';

interface Reply {
  readonly status: number;
  readonly body: string;
}

export interface WhatsAppWebhookHandler {
  verify(query: { mode: unknown; token: unknown; challenge: unknown }): Reply;
  receive(rawBody: Buffer, signature: string | null): Promise<Reply>;
}

export function whatsappWebhookRoute(handler: WhatsAppWebhookHandler, logger: Logger): Router {
  const router = Router();
  const send = (res: express.Response, reply: Reply) =>
    res.status(reply.status).setHeader('Cache-Control', 'no-store').type('text').send(reply.body);
  router.get(WHATSAPP_WEBHOOK_PATH, (req, res) => {
    // The raw query: Express would read "hub.mode" as a nested object.
    const query = new URL(req.originalUrl, 'http://shop.invalid').searchParams;
    send(
      res,
      handler.verify({
        mode: query.get('hub.mode'),
        token: query.getAll('hub.verify_token').length === 1 ? query.get('hub.verify_token') : null,
        challenge: query.get('hub.challenge'),
      }),
    );
  });
  router.post(WHATSAPP_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['x-hub-signature-256'];
    handler
      .receive(body, typeof signature === 'string' && signature !== '' ? signature : null)
      .then((reply) => send(res, reply))
      .catch((error: unknown) => {
        // Meta sends the notification again until it hears 200.
        logger.error({ err: error }, 'whatsapp webhook failed');
        send(res, { status: 500, body: 'failed' });
      });
  });
  return router;
}
