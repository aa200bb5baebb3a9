// Numbering a credit note inside the transaction of the refund or cancellation that makes it:
// creditNoteCounters/{financial year} holds the year's last number and is read and written only here, so numbers
// are unique and consecutive across instances. The counter is read before the transaction's first write.
import { FieldValue, type DocumentReference, type Firestore, type Transaction } from 'firebase-admin/firestore';
import {
  creditNoteNumber,
  issueCreditNote,
  nextCreditNoteSequence,
  type CreditNoteDraft,
  type CreditNoteRecord,
} from '../domain/credit-note.js';
import { financialYear } from '../domain/invoice.js';
import { creditNoteDocument } from './credit-note-document.js';
import type { OrderRecord } from './order-document.js';

export const CREDIT_NOTE_COUNTERS_COLLECTION = 'creditNoteCounters';

/** A credit note numbered in a transaction and not yet written. */
export interface NumberedCreditNote {
  readonly counter: DocumentReference;
  readonly sequence: number;
  readonly note: CreditNoteRecord;
}

/** A credit note the change makes: its draft from the order as the transaction read it, and when it is issued. */
export interface CreditNoteRequest {
  readonly at: Date;
  readonly draft: (order: OrderRecord) => CreditNoteDraft | null;
}

/** Reads the year's counter and numbers the note (a read: call it before the transaction's first write). */
export async function numberCreditNote(
  tx: Transaction,
  db: Firestore,
  draft: CreditNoteDraft,
  at: Date,
): Promise<NumberedCreditNote> {
  const counter = db.collection(CREDIT_NOTE_COUNTERS_COLLECTION).doc(financialYear(at));
  const sequence = nextCreditNoteSequence((await tx.get(counter)).get('lastSequence'));
  return { counter, sequence, note: issueCreditNote(draft, creditNoteNumber(financialYear(at), sequence), at) };
}

/** Writes the counter and adds the note to the order; returns the order with it. */
export function writeCreditNote(
  tx: Transaction,
  orderRef: DocumentReference,
  order: OrderRecord,
  numbered: NumberedCreditNote,
): OrderRecord {
  const { counter, sequence, note } = numbered;
  tx.set(counter, { lastSequence: sequence, updatedAt: new Date(note.issuedAt) });
  tx.update(orderRef, { creditNotes: FieldValue.arrayUnion(creditNoteDocument(note)) });
  return { ...order, creditNotes: [...(order.creditNotes ?? []), note] };
}
