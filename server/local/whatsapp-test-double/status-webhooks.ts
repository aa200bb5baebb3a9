// Status notifications back to the shop, as Meta sends them: one POST per status (sent, delivered, read), signed
// with X-Hub-Signature-256 (sha256= HMAC of the exact body with the app secret), one after another in order.
import { createHmac } from 'node:crypto';
import { inboundNotification, sendInbound } from './inbound.js';
import type { ReceivedMessage } from './message-log.js';

export type ReportedStatus = 'sent' | 'delivered' | 'read';

export interface WebhookLogEntry {
  readonly messageId: string;
  readonly status: ReportedStatus;
  /** What the shop answered (null: no answer). */
  readonly httpStatus: number | null;
}

export function statusNotification(phoneNumberId: string, message: ReceivedMessage, status: ReportedStatus): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'LOCAL-WABA',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '910000000000', phone_number_id: phoneNumberId },
              statuses: [
                {
                  id: message.id,
                  status,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  recipient_id: message.to,
                  ...(status === 'sent'
                    ? { conversation: { id: 'local-conversation', origin: { type: 'utility' } } }
                    : {}),
                },
              ],
            },
          },
        ],
      },
    ],
  });
}

export class StatusWebhooks {
  private url: string | null;
  private chain: Promise<void> = Promise.resolve();
  private readonly entries: WebhookLogEntry[] = [];
  /** Which statuses the double reports for each accepted message (none: the shop hears nothing). */
  reported: readonly ReportedStatus[] = ['sent', 'delivered', 'read'];

  constructor(
    private readonly appSecret: string,
    private readonly phoneNumberId: string,
    url: string | undefined,
  ) {
    this.url = url ?? null;
  }

  setUrl(url: string): void {
    this.url = url;
  }

  /** Queues this message's status notifications behind those already queued. */
  enqueue(message: ReceivedMessage): void {
    for (const status of this.reported) {
      this.chain = this.chain.then(() => this.deliver(message, status));
    }
  }

  private async deliver(message: ReceivedMessage, status: ReportedStatus): Promise<void> {
    message.status = status;
    if (this.url === null) return;
    const body = statusNotification(this.phoneNumberId, message, status);
    const signature = `sha256=${createHmac('sha256', this.appSecret).update(body).digest('hex')}`;
    let httpStatus: number | null = null;
    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.arrayBuffer();
      httpStatus = response.status;
    } catch {
      // The shop is down or stopping: Meta would retry later; the double records the miss.
    }
    this.entries.push({ messageId: message.id, status, httpStatus });
  }

  /** A message from `from` (E.164) to the shop, signed and posted after the notifications queued so far. */
  async inbound(from: string, text: string): Promise<{ httpStatus: number | null; answer: string | null }> {
    await this.chain;
    return sendInbound(this.url, this.appSecret, inboundNotification(this.phoneNumberId, from, text));
  }

  /** Resolves when every notification queued so far has been sent (or missed). */
  flush(): Promise<void> {
    return this.chain;
  }

  log(): readonly WebhookLogEntry[] {
    return this.entries;
  }
}
