import { describe, expect, it } from 'vitest';
import {
  financialYear,
  invoiceFigures,
  invoiceNumber,
  isValidInvoiceNumber,
  nextInvoiceSequence,
  placeOfSupply,
} from './invoice.js';

describe('invoiceFigures', () => {
  const line = { description: 'Mug', hsnCode: '6912', quantity: 2, netPaise: 1_180_00, gstRate: 18 };
  const shipping = {
    label: 'Shipping',
    totalPaise: 79_00,
    taxablePaise: 66_95,
    cgstPaise: 603,
    sgstPaise: 602,
    igstPaise: 0,
  };

  it('takes the taxable value out of the inclusive price and splits CGST and SGST inside Tamil Nadu', () => {
    const figures = invoiceFigures({
      sellerState: 'Tamil Nadu',
      deliveryState: 'Tamil Nadu',
      supply: null,
      lines: [line],
      charges: [shipping],
    });
    expect(figures.supply).toBe('INTRA_STATE');
    expect(figures.placeOfSupply).toBe('Tamil Nadu (33)');
    expect(figures.lines[0]).toMatchObject({
      taxablePaise: 1_000_00,
      cgstPaise: 90_00,
      sgstPaise: 90_00,
      igstPaise: 0,
    });
    expect(figures.totalPaise).toBe(1_259_00);
    expect(figures.taxablePaise).toBe(1_066_95);
    expect(figures.cgstPaise + figures.sgstPaise + figures.igstPaise + figures.taxablePaise).toBe(figures.totalPaise);
  });

  it('charges IGST to another state and rounds the taxable value to the paisa', () => {
    const figures = invoiceFigures({
      sellerState: 'Tamil Nadu',
      deliveryState: 'Karnataka',
      supply: null,
      lines: [{ ...line, netPaise: 999, gstRate: 5 }],
      charges: [],
    });
    // 999 × 100 / 105 = 951.43 → 951
    expect(figures.lines[0]).toMatchObject({ taxablePaise: 951, igstPaise: 48, cgstPaise: 0, sgstPaise: 0 });
    expect(figures.placeOfSupply).toBe('Karnataka (29)');
  });

  it('keeps the supply the order froze', () => {
    const figures = invoiceFigures({
      sellerState: 'Kerala',
      deliveryState: 'Tamil Nadu',
      supply: 'INTRA_STATE',
      lines: [line],
      charges: [],
    });
    expect(figures.supply).toBe('INTRA_STATE');
  });

  it('prints an unknown state without a code', () => {
    expect(placeOfSupply(' Atlantis ')).toBe('Atlantis');
  });
});

describe('invoice numbers', () => {
  it('runs financial years from 1 April to 31 March in India', () => {
    expect(financialYear(new Date('2026-03-31T18:29:59Z'))).toBe('2025-26'); // 23:59:59 IST, 31 March
    expect(financialYear(new Date('2026-03-31T18:30:00Z'))).toBe('2026-27'); // 00:00 IST, 1 April
    expect(financialYear(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });

  it('formats at most 16 characters of letters, digits, - and /', () => {
    const number = invoiceNumber('2026-27', 1);
    expect(number).toBe('LG/2026-27/00001');
    expect(number.length).toBeLessThanOrEqual(16);
    expect(isValidInvoiceNumber(number)).toBe(true);
    expect(invoiceNumber('2026-27', 99_999)).toBe('LG/2026-27/99999');
    expect(() => invoiceNumber('2026-27', 100_000)).toThrow(RangeError);
    expect(() => invoiceNumber('2026-27', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('2026', 1)).toThrow(RangeError);
  });

  it('refuses numbers longer than 16 characters or with other characters', () => {
    expect(isValidInvoiceNumber('LG/2026-27/000001')).toBe(false);
    expect(isValidInvoiceNumber('LG 2026')).toBe(false);
    expect(isValidInvoiceNumber('')).toBe(false);
  });

  it('counts on from the stored counter, the first of a year being 1', () => {
    expect(nextInvoiceSequence(undefined)).toBe(1);
    expect(nextInvoiceSequence('7')).toBe(1);
    expect(nextInvoiceSequence(41)).toBe(42);
    expect(() => nextInvoiceSequence(99_999)).toThrow(/used up/);
  });
});
