/**
 * A local, offline stand-in for the WhatsApp Business Cloud API: the template send with Meta's JSON shapes and
 * errors, a page showing the messages each phone received (with a form to reply to the shop from any number, e.g.
 * "STOP"), signed status and inbound-message webhooks back to the shop, and test controls (planned failures for
 * retry tests, POST /__test/inbound {from, text}). Local and test use only; production talks to Meta, and only the
 * base URL and settings differ.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { router } from './http.js';
import { MessageLog, type FailureMode, type ReceivedMessage } from './message-log.js';
import { replyRoute, sendPhonePage } from './phone-page.js';
import { sendRoute } from './send-route.js';
import { StatusWebhooks, type ReportedStatus, type WebhookLogEntry } from './status-webhooks.js';
import { testRoutes } from './test-routes.js';

export { PHONE_PAGE_TITLE } from './phone-page.js';
export type { FailureMode, ReceivedMessage } from './message-log.js';
export type { ReportedStatus, WebhookLogEntry } from './status-webhooks.js';

export interface WhatsAppDoubleOptions {
  /** 0 or undefined = a free loopback port. */
  readonly port?: number;
  readonly phoneNumberId: string;
  readonly accessToken: string;
  readonly appSecret: string;
  /** Where signed status webhooks go (the shop's /webhooks/whatsapp); may be set later. */
  readonly webhookUrl?: string;
}

export interface WhatsAppDouble {
  /** http://127.0.0.1:PORT — the Graph API base (the shop posts to url + '/v21.0/<id>/messages'). */
  readonly url: string;
  setWebhookUrl(url: string): void;
  /** The next `count` sends answer this failure (count 0: none). */
  failNext(mode: FailureMode, count: number): void;
  /** Which statuses the double reports for each accepted message, in order. */
  reportStatuses(statuses: readonly ReportedStatus[]): void;
  messages(): readonly ReceivedMessage[];
  /** Send requests answered with a planned failure so far. */
  refusedCount(): number;
  /**
   * Sends the shop a message from `from` (E.164) through its webhook, as the Cloud API does when someone writes to
   * the shop's number; the shop's HTTP status (null: no answer) and the start of its answer.
   */
  sendInbound(from: string, text: string): Promise<{ httpStatus: number | null; answer: string | null }>;
  /** Resolves when every status webhook queued so far has been sent (or missed). */
  flushWebhooks(): Promise<void>;
  webhookLog(): readonly WebhookLogEntry[];
  stop(): Promise<void>;
}

export async function startWhatsAppDouble(options: WhatsAppDoubleOptions): Promise<WhatsAppDouble> {
  const log = new MessageLog();
  const webhooks = new StatusWebhooks(options.appSecret, options.phoneNumberId, options.webhookUrl);
  const handle = router([
    { method: 'GET', path: /^\/$/, handle: ({ res }) => sendPhonePage(res, log) },
    replyRoute(webhooks),
    sendRoute({ ...options, log, accepted: (message) => webhooks.enqueue(message) }),
    ...testRoutes(log, webhooks),
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
  return {
    url: `http://127.0.0.1:${port}`,
    setWebhookUrl: (url) => webhooks.setUrl(url),
    failNext: (mode, count) => log.failNext(mode, count),
    reportStatuses: (statuses) => {
      webhooks.reported = [...statuses];
    },
    messages: () => log.all(),
    refusedCount: () => log.refused,
    sendInbound: (from, text) => webhooks.inbound(from, text),
    flushWebhooks: () => webhooks.flush(),
    webhookLog: () => webhooks.log(),
    stop: async () => {
      await webhooks.flush();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
