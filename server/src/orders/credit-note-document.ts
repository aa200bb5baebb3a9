// The credit notes an order keeps (orders/{id}.creditNotes, a list written only when a note is issued) and their
// tolerant reading: a note that lacks its number or invoice is dropped; a row that cannot be read counts nothing.
import type { CreditNoteLine, CreditNoteReason, CreditNoteRecord } from '../domain/credit-note.js';
import { MAX_PAISE } from '../domain/money.js';

export function creditNoteDocument(note: CreditNoteRecord): Record<string, unknown> {
  return {
    number: note.number,
    issuedAt: note.issuedAt,
    invoiceNumber: note.invoiceNumber,
    invoiceIssuedAt: note.invoiceIssuedAt,
    reason: note.reason,
    note: note.note,
    amountPaise: note.amountPaise,
    lines: note.lines.map((line) => ({ ...line })),
    rows: [...note.rows],
  };
}

/** The order's credit notes, oldest first; null when it has none. */
export function parseCreditNotes(value: unknown): CreditNoteRecord[] | null {
  if (!Array.isArray(value)) return null;
  const notes = value.flatMap((entry) => {
    const note = parseCreditNote(entry);
    return note ? [note] : [];
  });
  return notes.length > 0 ? notes : null;
}

function parseCreditNote(value: unknown): CreditNoteRecord | null {
  if (!isRecord(value)) return null;
  const number = text(value.number);
  const invoiceNumber = text(value.invoiceNumber);
  if (number === null || invoiceNumber === null) return null;
  const rawLines: unknown[] = Array.isArray(value.lines) ? value.lines : [];
  const rawRows: unknown[] = Array.isArray(value.rows) ? value.rows : [];
  const lines: CreditNoteLine[] = [];
  const rows: number[] = [];
  rawLines.forEach((raw, index) => {
    const line = parseLine(raw);
    const row = rawRows[index];
    if (line === null || typeof row !== 'number' || !Number.isInteger(row) || row < 0) return;
    lines.push(line);
    rows.push(row);
  });
  const reason: CreditNoteReason = value.reason === 'CANCELLATION' ? 'CANCELLATION' : 'REFUND';
  return {
    number,
    issuedAt: text(value.issuedAt) ?? new Date(0).toISOString(),
    invoiceNumber,
    invoiceIssuedAt: text(value.invoiceIssuedAt) ?? new Date(0).toISOString(),
    reason,
    note: text(value.note),
    amountPaise: paise(value.amountPaise),
    lines,
    rows,
  };
}

function parseLine(value: unknown): CreditNoteLine | null {
  if (!isRecord(value)) return null;
  return {
    description: text(value.description) ?? '',
    code: text(value.code),
    gstRate: typeof value.gstRate === 'number' && Number.isFinite(value.gstRate) ? value.gstRate : 0,
    creditedPaise: paise(value.creditedPaise),
    taxablePaise: paise(value.taxablePaise),
    cgstPaise: paise(value.cgstPaise),
    sgstPaise: paise(value.sgstPaise),
    igstPaise: paise(value.igstPaise),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function paise(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_PAISE ? value : 0;
}
