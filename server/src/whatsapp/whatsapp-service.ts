// WhatsApp order updates as one service: the outbox other features queue into, the worker that sends it through
// the Cloud API (Meta's, or the local test double: only the settings differ), and the status webhook.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { OrderRecord } from '../domain/order-record.js';
import { DEFAULT_WHATSAPP_TEMPLATES } from '../domain/whatsapp-templates.js';
import type { WhatsAppConfig } from '../config-whatsapp.js';
import type { Logger } from '../logger.js';
import { createCloudApiSender } from './cloud-api.js';
import type { OutboxMessage, QueuedWhatsApp } from './outbox-document.js';
import { createOutboxStore, queueWhatsApp } from './outbox-store.js';
import { orderStatusMessage } from './order-status-messages.js';
import { createOutboxWorker, type OutboxPassReport } from './outbox-worker.js';
import { createWhatsAppWebhook, type WhatsAppWebhook } from './status-webhook.js';

export type { OutboxPassReport } from './outbox-worker.js';

export interface WhatsAppService {
  /** Queues a message in the caller's transaction (see queueWhatsApp). */
  queue(tx: Transaction, message: QueuedWhatsApp): void;
  /** Queues the message an order's status change causes (if any) in the change's transaction. */
  queueStatusChange(tx: Transaction, before: OrderRecord | null, after: OrderRecord, optedIn: boolean): void;
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
    ...(deps.now ? { now: deps.now } : {}),
  });
  return {
    queue: (tx, message) => queueWhatsApp(tx, db, message, deps.now?.() ?? new Date()),
    queueStatusChange: (tx, before, after, optedIn) => {
      // The shop's own templates setting is not read yet: the defaults' names are the ones to approve.
      const message = orderStatusMessage(before, after, optedIn, DEFAULT_WHATSAPP_TEMPLATES);
      if (message) queueWhatsApp(tx, db, message, deps.now?.() ?? new Date());
    },
    sendDueOnce: () => worker.sendDueOnce(),
    messagesOf: (orderId) => store.ofOrder(orderId),
    webhook: createWhatsAppWebhook({
      appSecret: config.appSecret,
      verifyToken: config.verifyToken,
      phoneNumberId: config.phoneNumberId,
      store,
      logger,
    }),
  };
}
