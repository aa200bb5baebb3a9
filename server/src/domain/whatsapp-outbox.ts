// The rules of the WhatsApp outbox, without Firestore: a message's life (pending → sent, or failed), when it may be
// tried again, which status report moves it on, and what a status webhook's body says.

/** Where the shop stands with a message: waiting to be sent (again), accepted by the Cloud API, or given up. */
export type OutboxState = 'PENDING' | 'SENT' | 'FAILED';

/** What WhatsApp reported last about a message the Cloud API accepted. */
export type DeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export const DELIVERY_STATUSES: readonly DeliveryStatus[] = ['sent', 'delivered', 'read', 'failed'];

/** The first retry waits `baseMs`, each further one twice as long, never more than `capMs`. */
export function retryDelayMs(attemptsMade: number, baseMs: number, capMs = 3_600_000): number {
  if (attemptsMade < 1 || baseMs <= 0) return 0;
  return Math.min(capMs, baseMs * 2 ** Math.min(attemptsMade - 1, 30));
}

/** Whether a message may be claimed now: pending, due, and nobody holds its lease. */
export function isClaimable(
  message: { state: OutboxState; dueAt: string | null; leaseUntil: string | null },
  at: Date,
): boolean {
  if (message.state !== 'PENDING' || message.dueAt === null) return false;
  if (Date.parse(message.dueAt) > at.getTime()) return false;
  return message.leaseUntil === null || Date.parse(message.leaseUntil) <= at.getTime();
}

const RANK: Record<DeliveryStatus, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

/**
 * Whether a reported status moves the message on. Webhooks arrive late, twice and out of order ("read" before
 * "delivered"), so a status never goes back; "failed" ends it whatever came before, and nothing follows it.
 */
export function advancesDelivery(current: DeliveryStatus | null, reported: DeliveryStatus): boolean {
  if (current === null) return true;
  if (current === 'failed') return false;
  return RANK[reported] > RANK[current];
}

/** One status of one message, as a status webhook reports it. */
export interface StatusReport {
  readonly providerMessageId: string;
  readonly status: DeliveryStatus;
  /** When WhatsApp saw it (ISO time). */
  readonly at: string;
  /** The business phone number id the message went from. */
  readonly phoneNumberId: string | null;
  /** The first error of a failed message: Graph code and title. */
  readonly error: { readonly code: number | null; readonly title: string } | null;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function statusOf(raw: unknown, phoneNumberId: string | null): StatusReport | null {
  if (!isObject(raw) || typeof raw.id !== 'string' || raw.id === '' || raw.id.length > 256) return null;
  if (!DELIVERY_STATUSES.includes(raw.status as DeliveryStatus)) return null;
  const seconds = Number(raw.timestamp);
  const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : null;
  if (at === null || Number.isNaN(at.getTime())) return null;
  const first = Array.isArray(raw.errors) && isObject(raw.errors[0]) ? raw.errors[0] : null;
  return {
    providerMessageId: raw.id,
    status: raw.status as DeliveryStatus,
    at: at.toISOString(),
    phoneNumberId,
    error: first
      ? {
          code: typeof first.code === 'number' ? first.code : null,
          title: typeof first.title === 'string' ? first.title.slice(0, 500) : 'failed',
        }
      : null,
  };
}

/**
 * The status reports of a webhook body (`object: whatsapp_business_account`, entry → changes → value.statuses);
 * null when the body is not such a notification. Incoming messages and other fields carry no statuses and give [].
 */
export function parseStatusWebhook(body: unknown): StatusReport[] | null {
  if (!isObject(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) return null;
  const reports: StatusReport[] = [];
  for (const entry of body.entry) {
    if (!isObject(entry) || !Array.isArray(entry.changes)) return null;
    for (const change of entry.changes) {
      if (!isObject(change) || !isObject(change.value)) return null;
      const { value } = change;
      const metadata = isObject(value.metadata) ? value.metadata : {};
      const phoneNumberId = typeof metadata.phone_number_id === 'string' ? metadata.phone_number_id : null;
      if (value.statuses === undefined) continue;
      if (!Array.isArray(value.statuses)) return null;
      for (const raw of value.statuses) {
        const report = statusOf(raw, phoneNumberId);
        if (report === null) return null;
        reports.push(report);
      }
    }
  }
  return reports;
}
