import { describe, expect, it } from 'vitest';
import {
  financialYear,
  INVOICE_TITLES,
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

describe('invoiceFigures: exempt goods and discounts', () => {
  const mug = { description: 'Mug', hsnCode: '6912', quantity: 1, netPaise: 293_78, gstRate: 18, discountPaise: 55_22 };
  const roses = { description: 'Roses', hsnCode: '0603', quantity: 1, netPaise: 899_00, gstRate: 0 };
  const figures = (
    lines: (typeof mug | typeof roses)[],
    charges = [] as Parameters<typeof invoiceFigures>[0]['charges'],
  ) => invoiceFigures({ sellerState: 'Tamil Nadu', deliveryState: 'Tamil Nadu', supply: null, lines, charges });
  const shipping = {
    label: 'Shipping',
    sacCode: '9968',
    totalPaise: 79_00,
    taxablePaise: 66_95,
    cgstPaise: 603,
    sgstPaise: 602,
    igstPaise: 0,
  };

  it('shows the discount per line: ₹349 less ₹55.22 is ₹293.78, whose taxable value is ₹248.97', () => {
    const [line] = figures([mug]).lines;
    expect(line).toMatchObject({ grossPaise: 349_00, discountPaise: 55_22, totalPaise: 293_78, taxablePaise: 248_97 });
    expect(figures([mug]).discountPaise).toBe(55_22);
  });

  it('marks exempt lines, charges them no tax and makes a mixed order an invoice-cum-bill of supply', () => {
    const result = figures([mug, roses]);
    expect(result.kind).toBe('TAX_INVOICE_CUM_BILL_OF_SUPPLY');
    expect(result.lines.map((line) => line.exempt)).toEqual([false, true]);
    expect(result.lines[1]).toMatchObject({ taxablePaise: 899_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    expect(result.exemptPaise).toBe(899_00);
    expect(result.totalPaise).toBe(293_78 + 899_00);
    // The taxable value is the mug's alone: the exempt roses are outside it, and the parts add up to the total.
    expect(result.taxablePaise).toBe(248_97);
    const tax = result.cgstPaise + result.sgstPaise + result.igstPaise;
    expect(result.taxablePaise + tax + result.exemptPaise).toBe(result.totalPaise);
    expect(figures([roses]).taxablePaise).toBe(0);
  });

  it('makes exempt goods alone a bill of supply, and a taxed fee beside them an invoice-cum-bill of supply', () => {
    expect(figures([roses]).kind).toBe('BILL_OF_SUPPLY');
    expect(figures([roses]).cgstPaise + figures([roses]).sgstPaise).toBe(0);
    expect(figures([roses], [shipping]).kind).toBe('TAX_INVOICE_CUM_BILL_OF_SUPPLY');
    expect(figures([mug]).kind).toBe('TAX_INVOICE');
  });

  it('prints a fee as a service with its SAC code and the rate read back from its frozen tax', () => {
    expect(figures([mug], [shipping]).charges[0]).toMatchObject({ sacCode: '9968', gstRate: 18, totalPaise: 79_00 });
    expect(INVOICE_TITLES.TAX_INVOICE_CUM_BILL_OF_SUPPLY).toBe('Tax Invoice cum Bill of Supply');
  });
});
