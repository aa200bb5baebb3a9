// A webhook delivery: its signature checked on the raw bytes first (a forged or malformed one changes nothing), then
// every status report applied to its message, forward only, so repeats and reorderings are harmless, and every
// "STOP" or "START" someone sent the shop recorded for their number (opt-outs.ts).
import { parseStatusWebhook } from '../domain/whatsapp-outbox.js';
import type { Logger } from '../logger.js';
import { handshakeChallenge, verifyHubSignature } from './hub-signature.js';
import { parseInboundMessages, replyKeyword, type InboundMessage } from './inbound-messages.js';
import type { WhatsAppOptOuts } from './opt-outs.js';
import type { OutboxStore } from './outbox-store.js';

export interface WebhookReply {
  readonly status: number;
  readonly body: string;
}

export interface WhatsAppWebhook {
  /** GET: the verification handshake Meta runs when the webhook's URL is saved. */
  verify(query: { mode: unknown; token: unknown; challenge: unknown }): WebhookReply;
  /** POST: status notifications and the messages people send the shop. */
  receive(rawBody: Buffer, signature: string | null): Promise<WebhookReply>;
}

export function createWhatsAppWebhook(deps: {
  readonly appSecret: string;
  readonly verifyToken: string;
  readonly phoneNumberId: string;
  readonly store: OutboxStore;
  readonly optOuts: Pick<WhatsAppOptOuts, 'recordReply'>;
  readonly logger: Pick<Logger, 'info' | 'warn'>;
}): WhatsAppWebhook {
  /** What came of one message sent to the shop: only STOP and START to our own number change anything. */
  async function applyReply(message: InboundMessage): Promise<string> {
    if (message.phoneNumberId !== null && message.phoneNumberId !== deps.phoneNumberId) return 'another number';
    const keyword = replyKeyword(message.text);
    if (keyword === null) return 'message ignored';
    const outcome = await deps.optOuts.recordReply({
      phone: message.from,
      optedOut: keyword === 'STOP',
      at: message.at,
      messageId: message.id,
    });
    if (outcome === 'applied') deps.logger.info({ keyword }, 'whatsapp reply keyword recorded for a number');
    return outcome === 'applied' ? keyword : `${keyword} outdated`;
  }

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
      const messages = parseInboundMessages(json);
      if (reports === null || messages === null) return { status: 400, body: 'not a WhatsApp notification' };
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
      for (const message of messages) {
        const outcome = await applyReply(message);
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
      const summary = Object.entries(counts).map(([outcome, n]) => `${n} ${outcome}`);
      return { status: 200, body: summary.length === 0 ? 'nothing to apply' : summary.join(', ') };
    },
  };
}
