// WhatsApp order updates as one service: the outbox other features queue into, the worker that sends it through
// the Cloud API (Meta's, or the local test double: only the settings differ), and the status webhook.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { OrderRecord } from '../domain/order-record.js';
import type { WhatsAppTemplates } from '../domain/whatsapp-templates.js';
import type { WhatsAppConfig } from '../config-whatsapp.js';
import type { Logger } from '../logger.js';
import { createCloudApiSender } from './cloud-api.js';
import type { OutboxMessage, QueuedWhatsApp } from './outbox-document.js';
import { createOutboxStore, queueWhatsApp } from './outbox-store.js';
import type { WhatsAppOptOuts } from './opt-outs.js';
import { orderUpdateMessages, type OrderMessageConsent } from './order-update-messages.js';
import { createOutboxWorker, type OutboxPassReport } from './outbox-worker.js';
import { createWhatsAppWebhook, type WhatsAppWebhook } from './status-webhook.js';

export type { OutboxPassReport } from './outbox-worker.js';

export interface WhatsAppService {
  /** Queues a message in the caller's transaction (see queueWhatsApp). */
  queue(tx: Transaction, message: QueuedWhatsApp): void;
  /** Queues the messages an order's change causes (if any) in the change's transaction. */
  queueOrderChange(tx: Transaction, before: OrderRecord | null, after: OrderRecord, consent: OrderMessageConsent): void;
  /** One pass of the outbox worker. */
  sendDueOnce(): Promise<OutboxPassReport>;
  /** An order's messages, oldest first. */
  messagesOf(orderId: string): Promise<OutboxMessage[]>;
  readonly webhook: WhatsAppWebhook;
}

export function createWhatsAppService(deps: {
  readonly config: WhatsAppConfig;
  readonly db: Firestore;
  readonly logger: Logger;
  /** The owner's templates and the shop's name as the shop uses them now (the settings). */
  readonly shop: () => { readonly templates: WhatsAppTemplates; readonly shopName: string };
  readonly optOuts: WhatsAppOptOuts;
  readonly now?: () => Date;
}): WhatsAppService {
  const { config, db, logger } = deps;
  const store = createOutboxStore(db);
  const worker = createOutboxWorker({
    store,
    sender: createCloudApiSender(config),
    retryBaseMs: config.retryBaseMs,
    maxAttempts: config.maxAttempts,
    logger,
    optOuts: deps.optOuts,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    queue: (tx, message) => queueWhatsApp(tx, db, message, deps.now?.() ?? new Date()),
    queueOrderChange: (tx, before, after, consent) => {
      const at = deps.now?.() ?? new Date();
      for (const message of orderUpdateMessages(before, after, consent, deps.shop()))
        queueWhatsApp(tx, db, message, at);
    },
    sendDueOnce: () => worker.sendDueOnce(),
    messagesOf: (orderId) => store.ofOrder(orderId),
    webhook: createWhatsAppWebhook({
      appSecret: config.appSecret,
      verifyToken: config.verifyToken,
      phoneNumberId: config.phoneNumberId,
      store,
      optOuts: deps.optOuts,
      logger,
    }),
  };
}
