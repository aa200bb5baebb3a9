// POST /webhooks/razorpay: the body stays raw bytes until its signature is checked (parsing and serialising it again
// would change it), and the answer goes back within Razorpay's 5 s even when handling takes longer.
import express, { Router } from 'express';
import type { Logger } from '../logger.js';

export interface WebhookAnswer {
  readonly status: number;
  readonly message: string;
}

export type PaymentWebhookHandler = (
  rawBody: Buffer,
  signature: string | null,
  eventId: string | null,
) => Promise<WebhookAnswer>;

export const PAYMENT_WEBHOOK_PATH = '/webhooks/razorpay';

function header(value: string | string[] | undefined): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? null : first;
}

export function paymentWebhookRoute(handle: PaymentWebhookHandler, logger: Logger, answerWithinMs = 4_000): Router {
  const router = Router();
  router.post(PAYMENT_WEBHOOK_PATH, express.raw({ type: () => true, limit: '1mb' }), (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let answered = false;
    const answer = (status: number, message: string) => {
      if (answered) return;
      answered = true;
      res.status(status).setHeader('Cache-Control', 'no-store').type('text').send(message);
    };
    // Past the limit the provider hears 200; the handling goes on, and the reconciler backs it up.
    const timer = setTimeout(() => answer(200, 'accepted'), answerWithinMs);
    handle(body, header(req.headers['x-razorpay-signature']), header(req.headers['x-razorpay-event-id']))
      .then((result) => answer(result.status, result.message))
      .catch((error: unknown) => {
        logger.error({ err: error }, 'payment webhook failed');
        answer(500, 'failed');
      })
      .finally(() => clearTimeout(timer));
  });
  return router;
}
