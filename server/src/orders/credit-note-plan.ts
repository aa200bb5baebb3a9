// Which credit note a refund or a cancellation of an order makes: none without an invoice; otherwise the amount
// credited against the invoice's rows, less what earlier notes credited (domain/credit-note.ts).
import { draftCreditNote, type CreditNoteDraft, type CreditNoteReason } from '../domain/credit-note.js';
import { DEFAULT_SHOP_SETTINGS } from '../domain/shop-settings.js';
import { issuedInvoice } from './invoice-answer.js';
import type { OrderRecord } from './order-document.js';

/** `amountPaise` null: everything left on the invoice (a cancellation). `note`: the owner's reason for a refund. */
export function planCreditNote(
  order: OrderRecord,
  reason: CreditNoteReason,
  amountPaise: number | null,
  note: string | null = null,
): CreditNoteDraft | null {
  if (!order.invoice) return null;
  // The settings only stand in for a seller an old invoice did not freeze; the figures do not depend on it.
  const issued = issuedInvoice(order, DEFAULT_SHOP_SETTINGS);
  if (!issued) return null;
  return draftCreditNote({
    figures: issued.figures,
    supply: issued.figures.supply,
    invoice: { number: order.invoice.number, issuedAt: order.invoice.issuedAt },
    earlier: order.creditNotes ?? [],
    reason,
    note,
    amountPaise,
  });
}
