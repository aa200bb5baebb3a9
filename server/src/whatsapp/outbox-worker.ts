// One pass of the outbox worker: every due message is claimed under a lease (in a transaction, so of all the
// instances running passes at once exactly one gets it), sent outside any transaction, and its outcome recorded by
// the claim's holder: sent, pending again after a back-off, or failed for good.
import { randomUUID } from 'node:crypto';
import { retryDelayMs } from '../domain/whatsapp-outbox.js';
import type { Logger } from '../logger.js';
import { WhatsAppSendError, type WhatsAppSender } from './cloud-api.js';
import type { OutboxMessage } from './outbox-document.js';
import type { OutboxStore } from './outbox-store.js';
import { InvalidTemplateMessageError } from './template-message.js';

export interface OutboxWorkerDeps {
  readonly store: OutboxStore;
  readonly sender: WhatsAppSender;
  readonly retryBaseMs: number;
  readonly maxAttempts: number;
  /** How long a claim holds; longer than a send can take (the sender gives up after 10 s). */
  readonly leaseMs?: number;
  /** Messages looked at per pass. */
  readonly batchSize?: number;
  readonly now?: () => Date;
  /** Whether the shopper opted out since the message was queued: then it is never sent. */
  readonly optOuts?: { stops(to: string, uid: string | null): Promise<boolean> };
  readonly logger: Pick<Logger, 'info' | 'warn' | 'error'>;
}

export interface OutboxPassReport {
  sent: number;
  retrying: number;
  failed: number;
  /** Due messages another instance had claimed (or finished) first. */
  skipped: number;
}

type Outcome = keyof OutboxPassReport;

/** The failure recorded on a message whose shopper opted out before it went. */
export const OPTED_OUT = 'not sent: the shopper opted out of WhatsApp updates';

/** How a failed attempt ends: for good, or pending again. */
function failureVerdict(error: unknown, message: OutboxMessage, maxAttempts: number) {
  const code = error instanceof WhatsAppSendError ? error.code : null;
  const text = error instanceof Error ? error.message : String(error);
  const permanent =
    error instanceof InvalidTemplateMessageError || (error instanceof WhatsAppSendError && error.permanent);
  if (permanent) return { final: true, code, message: text };
  if (message.attempts >= maxAttempts) {
    return { final: true, code, message: `gave up after ${message.attempts} attempts: ${text}` };
  }
  return { final: false, code, message: text };
}

export function createOutboxWorker(deps: OutboxWorkerDeps): { sendDueOnce(): Promise<OutboxPassReport> } {
  const { store, sender, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const leaseMs = deps.leaseMs ?? 60_000;

  async function attempt(key: string): Promise<Outcome> {
    const claimedAt = now();
    const claimId = randomUUID();
    const message = await store.claim(key, claimedAt, {
      claimId,
      until: new Date(claimedAt.getTime() + leaseMs),
    });
    if (message === null) return 'skipped';
    if (await deps.optOuts?.stops(message.to, message.uid)) {
      await store.recordFailure(key, claimId, { code: null, message: OPTED_OUT }, now());
      logger.info({ key, event: message.event }, 'whatsapp message not sent: the shopper opted out');
      return 'failed';
    }
    try {
      const { providerMessageId } = await sender.send(message);
      if (!(await store.recordSent(key, claimId, providerMessageId, now()))) {
        // Only when a send outlasted the lease and another instance claimed the message meanwhile.
        logger.warn({ key, providerMessageId }, 'whatsapp message sent after its lease ran out');
      }
      return 'sent';
    } catch (error) {
      const verdict = failureVerdict(error, message, deps.maxAttempts);
      const log = { key, event: message.event, attempts: message.attempts, error: verdict.message };
      if (verdict.final) {
        await store.recordFailure(key, claimId, { code: verdict.code, message: verdict.message }, now());
        logger.warn(log, 'whatsapp message failed for good');
        return 'failed';
      }
      const due = new Date(now().getTime() + retryDelayMs(message.attempts, deps.retryBaseMs));
      await store.recordRetry(key, claimId, verdict.message, due);
      logger.info({ ...log, dueAt: due.toISOString() }, 'whatsapp message will be retried');
      return 'retrying';
    }
  }

  return {
    async sendDueOnce() {
      const report: OutboxPassReport = { sent: 0, retrying: 0, failed: 0, skipped: 0 };
      const keys = await store.dueKeys(now(), deps.batchSize ?? 50);
      // One at a time: a burst of messages reaches the Cloud API as a steady trickle, within its per-second limits.
      for (const key of keys) report[await attempt(key)] += 1;
      return report;
    },
  };
}
