// Credit notes (CGST Act s.34): a refund or a cancellation after an order's tax invoice was issued is documented by
// a numbered credit note that names the invoice, the value credited on each of its rows and the tax reversed in it.
// A refund credits the goods first, shared over the goods rows in proportion to what is left uncredited on each, and
// the fees (delivery, slot, COD …) only for what exceeds the goods left, shared over them the same way: a partial
// refund is for goods, and the fees were earned by delivering. So the notes of one invoice never credit a row more
// than it was invoiced, and a cancellation credits exactly what is left.
import { spreadPaise } from './checkout-pricing.js';
import { gstIncluded, type Supply } from './gst.js';
import type { InvoiceFigures } from './invoice.js';
import { sumPaise } from './money.js';

export type CreditNoteReason = 'REFUND' | 'CANCELLATION';

/** One invoice row credited: goods (with HSN) or a fee (with SAC), the value credited and the GST inside it. */
export interface CreditNoteLine {
  readonly description: string;
  /** HSN of goods or SAC of a service; null when the invoice had none. */
  readonly code: string | null;
  readonly gstRate: number;
  readonly creditedPaise: number;
  readonly taxablePaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
  readonly igstPaise: number;
}

/** A credit note as the order keeps it, frozen when it is issued. */
export interface CreditNoteRecord {
  readonly number: string;
  /** ISO 8601. */
  readonly issuedAt: string;
  readonly invoiceNumber: string;
  /** ISO 8601: the invoice's date, which a credit note must name with its number. */
  readonly invoiceIssuedAt: string;
  readonly reason: CreditNoteReason;
  /** The owner's words for a refund (printed as its reason); null for a cancellation or a note issued before. */
  readonly note: string | null;
  readonly amountPaise: number;
  /** Only rows with something credited, in the invoice's order. */
  readonly lines: readonly CreditNoteLine[];
  /** The invoice row each line credits (its index among goods then fees), to add up earlier notes per row. */
  readonly rows: readonly number[];
}

/** An invoice row as a credit note reads it. */
interface InvoiceRow {
  readonly description: string;
  readonly code: string | null;
  readonly gstRate: number;
  readonly totalPaise: number;
}

function invoiceRows(figures: InvoiceFigures): InvoiceRow[] {
  return [
    ...figures.lines.map((line) => ({
      description: line.description,
      code: line.hsnCode,
      gstRate: line.gstRate,
      totalPaise: line.totalPaise,
    })),
    ...figures.charges.map((charge) => ({
      description: charge.label,
      code: charge.sacCode,
      gstRate: charge.gstRate,
      totalPaise: charge.totalPaise,
    })),
  ];
}

/** What is left to credit on each invoice row after the earlier notes. */
export function uncreditedByRow(figures: InvoiceFigures, earlier: readonly CreditNoteRecord[]): number[] {
  // A refund before invoicing was never invoiced: it is not there to credit.
  const left = invoiceRows(figures).map((row, index) => row.totalPaise - (figures.refundedBefore?.byRow[index] ?? 0));
  for (const note of earlier)
    note.rows.forEach((row, index) => {
      if (row < left.length) left[row] = Math.max(0, left[row]! - note.lines[index]!.creditedPaise);
    });
  return left;
}

/** What is left to credit on the whole invoice. */
export function uncreditedPaise(figures: InvoiceFigures, earlier: readonly CreditNoteRecord[]): number {
  return sumPaise(uncreditedByRow(figures, earlier));
}

export interface CreditNoteDraft {
  readonly invoiceNumber: string;
  readonly invoiceIssuedAt: string;
  readonly reason: CreditNoteReason;
  readonly note: string | null;
  /** Capped at what is left uncredited. */
  readonly amountPaise: number;
  readonly lines: readonly CreditNoteLine[];
  readonly rows: readonly number[];
}

/**
 * The credit note for `amountPaise` (null: everything left, a cancellation) against an invoice and its earlier
 * notes; null when nothing is left to credit. The tax reversed on each row is the GST inside its credited value at
 * the row's rate.
 */
export function draftCreditNote(input: {
  readonly figures: InvoiceFigures;
  readonly supply: Supply;
  readonly invoice: { readonly number: string; readonly issuedAt: string };
  readonly earlier: readonly CreditNoteRecord[];
  readonly reason: CreditNoteReason;
  readonly note?: string | null;
  readonly amountPaise: number | null;
}): CreditNoteDraft | null {
  const rows = invoiceRows(input.figures);
  const left = uncreditedByRow(input.figures, input.earlier);
  const leftInAll = sumPaise(left);
  const amountPaise = Math.min(input.amountPaise ?? leftInAll, leftInAll);
  if (amountPaise <= 0) return null;
  const shares = goodsFirst(amountPaise, left, input.figures.lines.length);
  const lines: CreditNoteLine[] = [];
  const credited: number[] = [];
  shares.forEach((share, index) => {
    if (share === 0) return;
    const row = rows[index]!;
    const gst = gstIncluded(share, row.gstRate, input.supply);
    const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = gst;
    lines.push({ ...rowFacts(row), creditedPaise: share, taxablePaise, cgstPaise, sgstPaise, igstPaise });
    credited.push(index);
  });
  return {
    invoiceNumber: input.invoice.number,
    invoiceIssuedAt: input.invoice.issuedAt,
    reason: input.reason,
    note: input.note ?? null,
    amountPaise,
    lines,
    rows: credited,
  };
}

/** `amountPaise` over the rows: the goods rows (the first `goodsRows`) first, the fee rows only for the rest. */
export function goodsFirst(amountPaise: number, left: readonly number[], goodsRows: number): number[] {
  const goodsLeft = left.slice(0, goodsRows);
  const feesLeft = left.slice(goodsRows);
  const onGoods = Math.min(amountPaise, sumPaise(goodsLeft));
  const onFees = amountPaise - onGoods;
  return [
    ...(onGoods > 0 ? spreadPaise(onGoods, goodsLeft) : goodsLeft.map(() => 0)),
    ...(onFees > 0 ? spreadPaise(onFees, feesLeft) : feesLeft.map(() => 0)),
  ];
}

function rowFacts(row: InvoiceRow): Pick<CreditNoteLine, 'description' | 'code' | 'gstRate'> {
  return { description: row.description, code: row.code, gstRate: row.gstRate };
}

/** A credit note's totals: value credited, taxable value and each tax reversed. */
export function creditNoteTotals(note: Pick<CreditNoteRecord, 'lines'>) {
  const sum = (pick: (line: CreditNoteLine) => number) => sumPaise(note.lines.map(pick));
  return {
    creditedPaise: sum((line) => line.creditedPaise),
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    igstPaise: sum((line) => line.igstPaise),
  };
}

// ---- Credit note numbers ----
// Their own series, consecutive within a financial year (April to March, in India), at most 16 characters of
// letters, digits, '-' and '/' like invoice numbers: CN/2026-27/0001. One counter document per year hands them out.

export const CREDIT_NOTE_PREFIX = 'CN';
const SEQUENCE_DIGITS = 4;
export const MAX_CREDIT_NOTE_SEQUENCE = 10 ** SEQUENCE_DIGITS - 1;

export function creditNoteNumber(year: string, sequence: number): string {
  if (!/^\d{4}-\d{2}$/.test(year)) throw new RangeError(`not a financial year: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_CREDIT_NOTE_SEQUENCE) {
    throw new RangeError(`credit note sequence must be from 1 to ${MAX_CREDIT_NOTE_SEQUENCE}, got ${sequence}`);
  }
  return `${CREDIT_NOTE_PREFIX}/${year}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
}

/** The next sequence from a counter document's stored value (missing or unreadable: the year's first). */
export function nextCreditNoteSequence(stored: unknown): number {
  const last = typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : 0;
  if (last >= MAX_CREDIT_NOTE_SEQUENCE)
    throw new RangeError('the credit note numbers of this financial year are used up');
  return last + 1;
}

/** Issues a draft under its number. */
export function issueCreditNote(draft: CreditNoteDraft, number: string, at: Date): CreditNoteRecord {
  return { ...draft, number, issuedAt: at.toISOString() };
}
