// An invoice issued after a refund: what was sold, the refund as a row deducted, and totals and tax on the net.
import { describe, expect, it } from 'vitest';
import { draftCreditNote, uncreditedPaise } from './credit-note.js';
import { invoiceFigures } from './invoice.js';

const mug = { description: 'Mug', hsnCode: '6912', quantity: 1, netPaise: 1_180_00, gstRate: 18 };
const roses = { description: 'Red roses', hsnCode: '0603', quantity: 1, netPaise: 899_00, gstRate: 0 };
const inTamilNadu = { sellerState: 'Tamil Nadu', deliveryState: 'Tamil Nadu', supply: null, charges: [] };

describe('invoiceFigures after a refund before invoicing', () => {
  it('shows what was sold, deducts the refund with the GST inside it and taxes the net', () => {
    const figures = invoiceFigures({ ...inTamilNadu, lines: [mug], refundedBeforePaise: 590_00 });
    expect(figures.soldPaise).toBe(1_180_00);
    expect(figures.lines[0]).toMatchObject({ totalPaise: 1_180_00, taxablePaise: 1_000_00, cgstPaise: 90_00 });
    // 590 × 100 / 118 = 500 taxable, 90 GST split in two.
    expect(figures.refundedBefore).toEqual({
      totalPaise: 590_00,
      taxablePaise: 500_00,
      cgstPaise: 45_00,
      sgstPaise: 45_00,
      igstPaise: 0,
      byRow: [590_00],
    });
    expect(figures).toMatchObject({ totalPaise: 590_00, taxablePaise: 500_00, cgstPaise: 45_00, sgstPaise: 45_00 });
  });

  it('spreads the refund over exempt and taxable rows by their value, so the exempt value is net too', () => {
    const figures = invoiceFigures({ ...inTamilNadu, lines: [roses, mug], refundedBeforePaise: 207_90 });
    expect(figures.refundedBefore?.byRow).toEqual([89_90, 118_00]);
    // The mug's share of 118 holds 100 taxable and 18 GST; the roses' share is exempt.
    expect(figures.refundedBefore).toMatchObject({ taxablePaise: 189_90, cgstPaise: 9_00, sgstPaise: 9_00 });
    expect(figures.exemptPaise).toBe(809_10);
    expect(figures).toMatchObject({ soldPaise: 2_079_00, totalPaise: 1_871_10, cgstPaise: 81_00, sgstPaise: 81_00 });
    // The exempt roses are outside the taxable value: taxable + GST + exempt = total.
    expect(figures.taxablePaise).toBe(900_00);
    expect(figures.taxablePaise + figures.cgstPaise + figures.sgstPaise + figures.exemptPaise).toBe(figures.totalPaise);
    expect(figures.kind).toBe('TAX_INVOICE_CUM_BILL_OF_SUPPLY');
  });

  it('has no refund row without a refund and never deducts more than was sold', () => {
    const none = invoiceFigures({ ...inTamilNadu, lines: [mug] });
    expect(none.refundedBefore).toBeNull();
    expect(none.soldPaise).toBe(none.totalPaise);
    const all = invoiceFigures({ ...inTamilNadu, lines: [mug], refundedBeforePaise: 5_000_00 });
    expect(all.refundedBefore?.totalPaise).toBe(1_180_00);
    expect(all).toMatchObject({ totalPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 });
  });

  it('leaves only the net to credit: a later cancellation credits what was invoiced, not what was refunded', () => {
    const figures = invoiceFigures({ ...inTamilNadu, lines: [roses, mug], refundedBeforePaise: 207_90 });
    expect(uncreditedPaise(figures, [])).toBe(1_871_10);
    const note = draftCreditNote({
      figures,
      supply: figures.supply,
      invoice: { number: 'LG/2026-27/00001', issuedAt: '2026-11-24T10:00:00.000Z' },
      earlier: [],
      reason: 'CANCELLATION',
      amountPaise: null,
    });
    expect(note?.amountPaise).toBe(1_871_10);
    expect(note?.lines.map((line) => line.creditedPaise)).toEqual([809_10, 1_062_00]);
  });
});
