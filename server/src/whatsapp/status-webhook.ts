// A status webhook delivery: its signature checked on the raw bytes first (a forged or malformed one changes
// nothing), then every status report applied to its message, forward only, so repeats and reorderings are harmless.
import { parseStatusWebhook } from '../domain/whatsapp-outbox.js';
import type { Logger } from '../logger.js';
import { handshakeChallenge, verifyHubSignature } from './hub-signature.js';
import type { OutboxStore } from './outbox-store.js';

export interface WebhookReply {
  readonly status: number;
  readonly body: string;
}

export interface WhatsAppWebhook {
  /** GET: the verification handshake Meta runs when the webhook's URL is saved. */
  verify(query: { mode: unknown; token: unknown; challenge: unknown }): WebhookReply;
  /** POST: status notifications. */
  receive(rawBody: Buffer, signature: string | null): Promise<WebhookReply>;
}

export function createWhatsAppWebhook(deps: {
  readonly appSecret: string;
  readonly verifyToken: string;
  readonly phoneNumberId: string;
  readonly store: OutboxStore;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
}): WhatsAppWebhook {
  return {
    verify(query) {
      const challenge = handshakeChallenge(deps.verifyToken, query);
      return challenge === null ? { status: 403, body: 'forbidden' } : { status: 200, body: challenge };
    },

    async receive(rawBody, signature) {
      if (!verifyHubSignature(deps.appSecret, rawBody, signature)) {
        deps.logger.warn({ bytes: rawBody.length }, 'whatsapp webhook with a bad signature refused');
        return { status: 401, body: 'bad signature' };
      }
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { status: 400, body: 'not JSON' };
      }
      const reports = parseStatusWebhook(json);
      if (reports === null) return { status: 400, body: 'not a WhatsApp notification' };
      const counts: Record<string, number> = {};
      for (const report of reports) {
        // Another business number's messages (a shared app) are not ours to change.
        const outcome =
          report.phoneNumberId !== null && report.phoneNumberId !== deps.phoneNumberId
            ? 'another number'
            : await deps.store.applyStatus(report);
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
      if (reports.length > 0) deps.logger.info({ counts }, 'whatsapp statuses received');
      const summary = Object.entries(counts).map(([outcome, n]) => `${n} ${outcome}`);
      return { status: 200, body: summary.length === 0 ? 'no statuses' : summary.join(', ') };
    },
  };
}
