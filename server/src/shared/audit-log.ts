import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import type { AdminActor } from './admin-actor.js';

/** The collection of audit entries: one document per admin change, never updated. */
export const AUDIT_LOG = 'auditLog';

/** One admin change: who, what, on which document, and the document before and after (null where absent). */
export interface AuditEntry {
  readonly actor: AdminActor;
  /** What was done, as a short dotted verb: "product.create", "product.stock", "category.rename", "order.ship" … */
  readonly action: string;
  readonly target: { readonly type: string; readonly id: string };
  readonly before: unknown;
  readonly after: unknown;
}

/** Firestore refuses `undefined`; an audit entry keeps what was there, so undefined becomes null. */
function storable(value: unknown): unknown {
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.map(storable);
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, storable(inner)]));
  }
  return value;
}

function auditDocument(entry: AuditEntry): DocumentData {
  return {
    actor: { uid: entry.actor.uid, email: entry.actor.email },
    action: entry.action,
    target: { type: entry.target.type, id: entry.target.id },
    before: storable(entry.before),
    after: storable(entry.after),
    at: FieldValue.serverTimestamp(),
  };
}

/**
 * Records an admin change in `auditLog` (at = the server's time). Pass the transaction or batch that makes the change
 * so that the entry is written if and only if the change is; a Firestore handle writes it on its own.
 */
export async function recordAudit(writer: Transaction | WriteBatch | Firestore, entry: AuditEntry): Promise<void> {
  if ('collection' in writer) {
    await writer.collection(AUDIT_LOG).add(auditDocument(entry));
    return;
  }
  const ref = firestoreOf(writer).collection(AUDIT_LOG).doc();
  // Transaction.set and WriteBatch.set take the same arguments; the union's overloads do not type-check as one call.
  (writer as WriteBatch).set(ref, auditDocument(entry));
}

/**
 * The database a transaction or batch writes to. Neither exposes it publicly, but both keep it as `_firestore`
 * (@google-cloud/firestore 7); a test covers both, so a client update that renames it fails loudly there.
 */
function firestoreOf(writer: Transaction | WriteBatch): Firestore {
  const firestore = (writer as unknown as { _firestore?: Firestore })._firestore;
  if (!firestore || typeof firestore.collection !== 'function') {
    throw new Error('recordAudit: cannot find the database of this transaction or batch.');
  }
  return firestore;
}
