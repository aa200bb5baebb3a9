// The one module that knows the outbox's collection and its documents' shape: a message as stored in
// `whatsappOutbox/{key}`, and its parser, which turns a malformed document into null rather than a crash.
import { WHATSAPP_LANGUAGES, type TemplateMessage, type WhatsAppLanguage } from './template-message.js';
import { DELIVERY_STATUSES, type DeliveryStatus, type OutboxState } from '../domain/whatsapp-outbox.js';

export const WHATSAPP_OUTBOX = 'whatsappOutbox';

/** A message waiting, sent or given up, as the worker and the status webhook see it. */
export interface OutboxMessage extends TemplateMessage {
  /** The document id: one key per event (e.g. "<order id>:shipped"), so the same event never queues twice. */
  readonly key: string;
  readonly orderId: string | null;
  /** The account the message is for (its opt-out stops it); null for a gift's recipient. */
  readonly uid: string | null;
  /** What caused it, e.g. "order.shipped". */
  readonly event: string;
  readonly state: OutboxState;
  /** Attempts made so far (a claim counts as one). */
  readonly attempts: number;
  /** When it may be tried (again); null once sent or failed, so the worker's query never sees it again. */
  readonly dueAt: string | null;
  /** An instance is sending it until then; nobody else may. */
  readonly leaseUntil: string | null;
  readonly providerMessageId: string | null;
  readonly delivery: DeliveryStatus | null;
  readonly lastError: string | null;
  /** Why it will never be sent or delivered, when it will not. */
  readonly failure: { readonly code: number | null; readonly message: string; readonly at: string } | null;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

/** What a caller queues: the message and what caused it. */
export interface QueuedWhatsApp extends TemplateMessage {
  readonly key: string;
  readonly orderId?: string | null;
  /** The account it is for (see OutboxMessage.uid). */
  readonly uid?: string | null;
  readonly event: string;
}

type Data = Record<string, unknown>;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The document a queued message starts as: pending, due at once. */
export function newOutboxDocument(message: QueuedWhatsApp, at: Date): Data {
  const now = at.toISOString();
  return {
    key: message.key,
    orderId: message.orderId ?? null,
    uid: message.uid ?? null,
    event: message.event,
    to: message.to,
    template: message.template,
    language: message.language,
    parameters: [...message.parameters],
    state: 'PENDING',
    attempts: 0,
    dueAt: now,
    leaseUntil: null,
    providerMessageId: null,
    delivery: null,
    lastError: null,
    failure: null,
    createdAt: now,
    sentAt: null,
  };
}

function failureOf(value: unknown): OutboxMessage['failure'] {
  if (typeof value !== 'object' || value === null) return null;
  const raw = value as Data;
  const message = text(raw.message);
  const at = text(raw.at);
  if (message === null || at === null) return null;
  return { code: typeof raw.code === 'number' ? raw.code : null, message, at };
}

export function parseOutboxDocument(key: string, data: Data | undefined): OutboxMessage | null {
  if (data === undefined) return null;
  const to = text(data.to);
  const template = text(data.template);
  const event = text(data.event);
  const createdAt = text(data.createdAt);
  const state = data.state;
  if (to === null || template === null || event === null || createdAt === null) return null;
  if (state !== 'PENDING' && state !== 'SENT' && state !== 'FAILED') return null;
  if (!(WHATSAPP_LANGUAGES as readonly unknown[]).includes(data.language)) return null;
  if (!Array.isArray(data.parameters) || !data.parameters.every((p) => typeof p === 'string')) return null;
  const delivery = DELIVERY_STATUSES.includes(data.delivery as DeliveryStatus)
    ? (data.delivery as DeliveryStatus)
    : null;
  return {
    key,
    orderId: text(data.orderId),
    uid: text(data.uid),
    event,
    to,
    template,
    language: data.language as WhatsAppLanguage,
    parameters: data.parameters,
    state,
    attempts: typeof data.attempts === 'number' && data.attempts >= 0 ? data.attempts : 0,
    dueAt: text(data.dueAt),
    leaseUntil: text(data.leaseUntil),
    providerMessageId: text(data.providerMessageId),
    delivery,
    lastError: text(data.lastError),
    failure: failureOf(data.failure),
    createdAt,
    sentAt: text(data.sentAt),
  };
}
