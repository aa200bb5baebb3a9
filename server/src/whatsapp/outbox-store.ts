// The outbox in Firestore: messages queued inside the transaction of the change that causes them, claimed by one
// instance at a time under a lease, and their outcome recorded only by the instance that holds the claim.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { advancesDelivery, isClaimable, type StatusReport } from '../domain/whatsapp-outbox.js';
import {
  newOutboxDocument,
  parseOutboxDocument,
  WHATSAPP_OUTBOX,
  type OutboxMessage,
  type QueuedWhatsApp,
} from './outbox-document.js';
import { templateRequestBody } from './template-message.js';
import { runTransaction } from '../shared/firestore-transaction.js';

/** A claim on a message: who holds it (a random id per attempt) and until when. */
export interface OutboxClaim {
  readonly claimId: string;
  readonly until: Date;
}

export type StatusOutcome = 'applied' | 'unchanged' | 'unknown message';

export interface OutboxStore {
  /** Keys of pending messages due by then, oldest first. */
  dueKeys(at: Date, limit: number): Promise<string[]>;
  /** Takes the message for one attempt if it is claimable; the attempt is counted now. */
  claim(key: string, at: Date, claim: OutboxClaim): Promise<OutboxMessage | null>;
  /** The Cloud API accepted it: never sent again. False when the claim was lost meanwhile. */
  recordSent(key: string, claimId: string, providerMessageId: string, at: Date): Promise<boolean>;
  /** Tried and failed for a passing reason: pending again from dueAt. */
  recordRetry(key: string, claimId: string, error: string, dueAt: Date): Promise<boolean>;
  /** Failed for good (or too often): recorded, never tried again. */
  recordFailure(
    key: string,
    claimId: string,
    failure: { code: number | null; message: string },
    at: Date,
  ): Promise<boolean>;
  /** A status webhook's report, applied when it moves the message on. */
  applyStatus(report: StatusReport): Promise<StatusOutcome>;
  get(key: string): Promise<OutboxMessage | null>;
  /** An order's messages, oldest first (malformed ones left out). */
  ofOrder(orderId: string): Promise<OutboxMessage[]>;
}

/**
 * Queues a message inside the caller's transaction (which must not have read the message's document): written
 * together with the order change that causes it, or not at all. The key names the event once ("<order>:<step>"), so
 * a message is queued at most once; queuing it again fails the transaction. A message the Cloud API would refuse
 * (a malformed number, template name or language) throws before anything is written.
 */
export function queueWhatsApp(tx: Transaction, db: Firestore, message: QueuedWhatsApp, at: Date = new Date()): void {
  templateRequestBody(message);
  if (!/^[\w:.-]{1,300}$/.test(message.key)) throw new Error(`Outbox key "${message.key}" is not a document id.`);
  tx.create(db.collection(WHATSAPP_OUTBOX).doc(message.key), newOutboxDocument(message, at));
}

export function createOutboxStore(db: Firestore): OutboxStore {
  const outbox = db.collection(WHATSAPP_OUTBOX);

  /** Changes a claimed message when the claim is still the caller's (a late instance's result is dropped). */
  const settle = (key: string, claimId: string, changes: Record<string, unknown>) =>
    runTransaction(db, async (tx) => {
      const snapshot = await tx.get(outbox.doc(key));
      const data = snapshot.data();
      if (data?.claimId !== claimId || data.state !== 'PENDING') return false;
      tx.update(snapshot.ref, { ...changes, leaseUntil: null, claimId: null });
      return true;
    });

  return {
    async dueKeys(at, limit) {
      const due = await outbox.where('dueAt', '<=', at.toISOString()).orderBy('dueAt').limit(limit).get();
      return due.docs.map((doc) => doc.id);
    },

    claim: (key, at, claim) =>
      runTransaction(db, async (tx) => {
        const snapshot = await tx.get(outbox.doc(key));
        const message = parseOutboxDocument(key, snapshot.data());
        if (message === null || !isClaimable(message, at)) return null;
        const attempts = message.attempts + 1;
        tx.update(snapshot.ref, { leaseUntil: claim.until.toISOString(), claimId: claim.claimId, attempts });
        return { ...message, attempts };
      }),

    recordSent: (key, claimId, providerMessageId, at) =>
      settle(key, claimId, {
        state: 'SENT',
        dueAt: null,
        providerMessageId,
        sentAt: at.toISOString(),
        delivery: 'sent',
        lastError: null,
      }),

    recordRetry: (key, claimId, error, dueAt) =>
      settle(key, claimId, { dueAt: dueAt.toISOString(), lastError: error.slice(0, 1000) }),

    recordFailure: (key, claimId, failure, at) =>
      settle(key, claimId, {
        state: 'FAILED',
        dueAt: null,
        lastError: failure.message.slice(0, 1000),
        failure: { code: failure.code, message: failure.message.slice(0, 1000), at: at.toISOString() },
      }),

    applyStatus: (report) => applyStatusReport(db, report),

    async ofOrder(orderId) {
      const found = await outbox.where('orderId', '==', orderId).limit(100).get();
      return found.docs
        .map((doc) => parseOutboxDocument(doc.id, doc.data()))
        .filter((message): message is OutboxMessage => message !== null)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.key.localeCompare(b.key));
    },

    async get(key) {
      return parseOutboxDocument(key, (await outbox.doc(key).get()).data());
    },
  };
}

/** Applies a status report to the message it names, when the report moves it on. */
async function applyStatusReport(db: Firestore, report: StatusReport): Promise<StatusOutcome> {
  const outbox = db.collection(WHATSAPP_OUTBOX);
  const found = await outbox.where('providerMessageId', '==', report.providerMessageId).limit(1).get();
  const ref = found.docs[0]?.ref;
  if (ref === undefined) return 'unknown message';
  return runTransaction(db, async (tx) => {
    const message = parseOutboxDocument(ref.id, (await tx.get(ref)).data());
    if (message === null || !advancesDelivery(message.delivery, report.status)) return 'unchanged';
    const failed = report.status === 'failed';
    tx.update(ref, {
      delivery: report.status,
      [`statusAt.${report.status}`]: report.at,
      ...(failed
        ? {
            state: 'FAILED',
            failure: {
              code: report.error?.code ?? null,
              message: `not delivered: ${report.error?.title ?? 'failed'}`,
              at: report.at,
            },
          }
        : {}),
    });
    return 'applied';
  });
}
