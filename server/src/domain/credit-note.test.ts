import { describe, expect, it } from 'vitest';
import {
  creditNoteNumber,
  creditNoteTotals,
  draftCreditNote,
  issueCreditNote,
  nextCreditNoteSequence,
  uncreditedPaise,
} from './credit-note.js';
import { invoiceFigures } from './invoice.js';

const figures = invoiceFigures({
  sellerState: 'Tamil Nadu',
  deliveryState: 'Tamil Nadu',
  supply: null,
  lines: [
    { description: 'Mug', hsnCode: '6912', quantity: 1, netPaise: 349_00, gstRate: 18 },
    { description: 'Roses', hsnCode: '0603', quantity: 1, netPaise: 899_00, gstRate: 0 },
  ],
  charges: [
    {
      label: 'Shipping',
      sacCode: '9968',
      totalPaise: 79_00,
      taxablePaise: 66_95,
      cgstPaise: 603,
      sgstPaise: 602,
      igstPaise: 0,
    },
  ],
});
const invoice = { number: 'LG/2026-27/00007', issuedAt: '2026-11-20T05:00:00.000Z' };
const at = new Date('2026-11-24T05:00:00.000Z');
const draft = (amountPaise: number | null, earlier: Parameters<typeof draftCreditNote>[0]['earlier'] = []) =>
  draftCreditNote({
    figures,
    supply: 'INTRA_STATE',
    invoice,
    earlier,
    reason: amountPaise ? 'REFUND' : 'CANCELLATION',
    amountPaise,
  });

describe('draftCreditNote', () => {
  it('credits the goods first, by value, and reverses the GST inside each share at its rate', () => {
    const note = draft(500_00)!;
    expect(note.amountPaise).toBe(500_00);
    expect(note.invoiceNumber).toBe('LG/2026-27/00007');
    expect(creditNoteTotals(note).creditedPaise).toBe(500_00);
    const [mug, roses] = note.lines;
    expect(mug).toMatchObject({ description: 'Mug', code: '6912', gstRate: 18 });
    expect(mug!.taxablePaise + mug!.cgstPaise + mug!.sgstPaise).toBe(mug!.creditedPaise);
    expect(mug!.cgstPaise).toBeGreaterThan(0);
    expect(roses).toMatchObject({ code: '0603', gstRate: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(roses!.taxablePaise).toBe(roses!.creditedPaise);
    // ₹500 of ₹1,248 of goods, in proportion (₹349 : ₹899); the shipping is not touched.
    expect([mug!.creditedPaise, roses!.creditedPaise]).toEqual([139_82, 360_18]);
    expect(note.rows).toEqual([0, 1]);
  });

  it('credits the fees only for what a refund exceeds the goods left, shared over them by value', () => {
    const note = draft(1_268_00)!;
    expect(note.lines.map((line) => [line.description, line.creditedPaise])).toEqual([
      ['Mug', 349_00],
      ['Roses', 899_00],
      ['Shipping', 20_00],
    ]);
    expect(note.rows).toEqual([0, 1, 2]);
  });

  it("keeps the owner's words for a refund as its note", () => {
    const note = draftCreditNote({
      figures,
      supply: 'INTRA_STATE',
      invoice,
      earlier: [],
      reason: 'REFUND',
      note: 'Damaged mug',
      amountPaise: 100_00,
    });
    expect(note).toMatchObject({ reason: 'REFUND', note: 'Damaged mug' });
    expect(draft(null)!.note).toBeNull();
  });

  it('credits on a cancellation exactly what earlier notes left, and nothing once all is credited', () => {
    const first = issueCreditNote(draft(500_00)!, 'CN/2026-27/0001', at);
    expect(uncreditedPaise(figures, [first])).toBe(figures.totalPaise - 500_00);
    const rest = draft(null, [first])!;
    expect(rest.amountPaise).toBe(figures.totalPaise - 500_00);
    const second = issueCreditNote(rest, 'CN/2026-27/0002', at);
    expect(uncreditedPaise(figures, [first, second])).toBe(0);
    expect(draft(null, [first, second])).toBeNull();
    expect(draft(100, [first, second])).toBeNull();
  });

  it('never credits more than the invoice', () => {
    expect(draft(figures.totalPaise + 1_000_00)!.amountPaise).toBe(figures.totalPaise);
  });
});

describe('credit note numbers', () => {
  it('runs its own series per financial year: CN/2026-27/0001, at most 16 characters', () => {
    expect(creditNoteNumber('2026-27', 1)).toBe('CN/2026-27/0001');
    expect(creditNoteNumber('2026-27', 9999).length).toBeLessThanOrEqual(16);
    expect(() => creditNoteNumber('2026', 1)).toThrow(RangeError);
    expect(() => creditNoteNumber('2026-27', 0)).toThrow(RangeError);
  });

  it('takes the next sequence after the counter’s stored one', () => {
    expect(nextCreditNoteSequence(undefined)).toBe(1);
    expect(nextCreditNoteSequence('x')).toBe(1);
    expect(nextCreditNoteSequence(41)).toBe(42);
    expect(() => nextCreditNoteSequence(9999)).toThrow(RangeError);
  });
});
