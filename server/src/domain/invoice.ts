// A GST tax invoice for one order, computed from what the order froze. Prices are GST-inclusive: each line's
// taxable value is its net price × 100 / (100 + rate), rounded to the paisa (gst.ts), and the tax is split into
// CGST + SGST for a delivery inside the seller's state, IGST otherwise. The shipping and COD fees are shown as the
// order froze them (their rate is the shop's default at placing time), as services with their SAC code.
// Exempt goods (0 %) carry no tax: an order of only exempt goods and untaxed fees gets a bill of supply (CGST Rules,
// rule 49), one mixing them with taxable supplies an invoice-cum-bill of supply (rule 46A), any other a tax invoice.
// Money refunded before the invoice is issued is not sold: the invoice prints what was sold, a row "Less: refunded
// before invoicing" spread over the rows in proportion to their value (the GST inside each share at the row's rate,
// as a credit note reverses it), and totals and tax on the net.
import { spreadPaise } from './checkout-pricing.js';
import { gstIncluded, supplyFor, type Supply } from './gst.js';
import { INDIA_OFFSET_MILLIS } from './india-time.js';
import { sumPaise } from './money.js';

/** GST state codes (the first two digits of a GSTIN), used to print the place of supply. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = Object.freeze({
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
});

/** "Tamil Nadu (33)"; a state without a known code is printed as it is. */
export function placeOfSupply(state: string): string {
  const code = GST_STATE_CODES[state.trim()];
  return code ? `${state.trim()} (${code})` : state.trim();
}

export interface InvoiceLineInput {
  readonly description: string;
  readonly hsnCode: string | null;
  readonly quantity: number;
  /** What the shopper pays for the line after any discount, GST included. */
  readonly netPaise: number;
  readonly gstRate: number;
  /** The coupon's share of the line (0 or absent: none): the line's price before it is netPaise + discountPaise. */
  readonly discountPaise?: number;
}

export interface InvoiceLine {
  readonly description: string;
  readonly hsnCode: string | null;
  readonly quantity: number;
  readonly gstRate: number;
  /** Exempt goods (0 %): a bill of supply line, no tax. */
  readonly exempt: boolean;
  /** The line's price before the discount, GST included. */
  readonly grossPaise: number;
  readonly discountPaise: number;
  readonly taxablePaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
  readonly igstPaise: number;
  readonly totalPaise: number;
}

export interface InvoiceCharge {
  readonly label: string;
  readonly totalPaise: number;
  readonly taxablePaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
  readonly igstPaise: number;
  /** The service's SAC code, when known. */
  readonly sacCode?: string | null;
}

/** A fee as the invoice prints it: with its SAC code and the rate read back from its frozen tax. */
export interface InvoiceChargeRow extends InvoiceCharge {
  readonly sacCode: string | null;
  readonly gstRate: number;
}

/** Which document the supplies make: GST Rules 46 (tax invoice), 49 (bill of supply) and 46A (both in one). */
export type InvoiceKind = 'TAX_INVOICE' | 'BILL_OF_SUPPLY' | 'TAX_INVOICE_CUM_BILL_OF_SUPPLY';

export const INVOICE_TITLES: Readonly<Record<InvoiceKind, string>> = Object.freeze({
  TAX_INVOICE: 'Tax Invoice',
  BILL_OF_SUPPLY: 'Bill of Supply',
  TAX_INVOICE_CUM_BILL_OF_SUPPLY: 'Tax Invoice cum Bill of Supply',
});

export interface InvoiceInput {
  readonly sellerState: string;
  readonly deliveryState: string;
  /** The supply the order froze; recomputed from the states when missing. */
  readonly supply: Supply | null;
  readonly lines: readonly InvoiceLineInput[];
  /** The fees with the GST the order froze for them. */
  readonly charges: readonly InvoiceCharge[];
  /** What was refunded before the invoice was issued (0 or absent: nothing). */
  readonly refundedBeforePaise?: number;
}

/** The refund made before invoicing, as the invoice deducts it: its value and the GST inside it. */
export interface InvoiceRefundRow {
  readonly totalPaise: number;
  readonly taxablePaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
  readonly igstPaise: number;
  /** Its share of each row (goods, then fees), in the invoice's order. */
  readonly byRow: readonly number[];
}

export interface InvoiceFigures {
  readonly kind: InvoiceKind;
  readonly supply: Supply;
  readonly placeOfSupply: string;
  readonly lines: readonly InvoiceLine[];
  readonly charges: readonly InvoiceChargeRow[];
  /** The goods' discount, in all. */
  readonly discountPaise: number;
  /** The value of exempt goods (no tax in it), net of the refund before invoicing. */
  readonly exemptPaise: number;
  /** What the rows add up to: what was sold, before the refund before invoicing. */
  readonly soldPaise: number;
  /** Null when nothing was refunded before the invoice was issued. */
  readonly refundedBefore: InvoiceRefundRow | null;
  /**
   * Taxable value of the taxed rows (exempt goods are outside it: exemptPaise), taxes and total (everything): net of
   * the refund before invoicing. taxable + taxes + exempt = total.
   */
  readonly taxablePaise: number;
  readonly cgstPaise: number;
  readonly sgstPaise: number;
  readonly igstPaise: number;
  readonly totalPaise: number;
}

export function invoiceFigures(input: InvoiceInput): InvoiceFigures {
  const supply = input.supply ?? supplyFor(input.sellerState, input.deliveryState);
  const lines = input.lines.map((line): InvoiceLine => {
    const gst = gstIncluded(line.netPaise, line.gstRate, supply);
    const discountPaise = line.discountPaise ?? 0;
    return {
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      gstRate: line.gstRate,
      exempt: line.gstRate === 0,
      grossPaise: line.netPaise + discountPaise,
      discountPaise,
      taxablePaise: gst.taxablePaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      igstPaise: gst.igstPaise,
      totalPaise: line.netPaise,
    };
  });
  const charges = input.charges.map(chargeRow);
  const rows: readonly TaxedRow[] = [...lines, ...charges];
  const refundedBefore = refundRow(rows, input.refundedBeforePaise ?? 0, supply);
  const sum = (pick: (row: Omit<InvoiceCharge, 'label'>) => number) =>
    sumPaise(rows.map(pick)) - (refundedBefore ? pick(refundedBefore) : 0);
  const exemptShare = (line: InvoiceLine, index: number) =>
    line.exempt ? line.totalPaise - (refundedBefore?.byRow[index] ?? 0) : 0;
  const exemptPaise = sumPaise(lines.map(exemptShare));
  return {
    kind: invoiceKind(lines, charges),
    supply,
    placeOfSupply: placeOfSupply(input.deliveryState),
    lines,
    charges,
    discountPaise: lines.reduce((total, line) => total + line.discountPaise, 0),
    exemptPaise,
    soldPaise: sumPaise(rows.map((row) => row.totalPaise)),
    refundedBefore,
    // An exempt row's taxable value is its whole value (no tax in it): it is supplied exempt, not taxable.
    taxablePaise: sum((row) => row.taxablePaise) - exemptPaise,
    cgstPaise: sum((row) => row.cgstPaise),
    sgstPaise: sum((row) => row.sgstPaise),
    igstPaise: sum((row) => row.igstPaise),
    totalPaise: sum((row) => row.totalPaise),
  };
}

type TaxedRow = Omit<InvoiceCharge, 'label'> & { readonly gstRate: number };

/** The refund before invoicing spread over the rows by their value (capped at what they add up to); null for none. */
function refundRow(rows: readonly TaxedRow[], refundedPaise: number, supply: Supply): InvoiceRefundRow | null {
  const totals = rows.map((row) => row.totalPaise);
  const amount = Math.min(Math.max(0, Math.trunc(refundedPaise)), sumPaise(totals));
  if (amount === 0) return null;
  const byRow = spreadPaise(amount, totals);
  const taxes = byRow.map((share, index) => gstIncluded(share, rows[index]!.gstRate, supply));
  const add = (pick: (gst: (typeof taxes)[number]) => number) => sumPaise(taxes.map(pick));
  return {
    totalPaise: amount,
    taxablePaise: add((gst) => gst.taxablePaise),
    cgstPaise: add((gst) => gst.cgstPaise),
    sgstPaise: add((gst) => gst.sgstPaise),
    igstPaise: add((gst) => gst.igstPaise),
    byRow,
  };
}

/** A fee's rate, read back from its frozen tax (the nearest known rate; 0 when it carries none). */
function chargeRow(charge: InvoiceCharge): InvoiceChargeRow {
  const tax = charge.cgstPaise + charge.sgstPaise + charge.igstPaise;
  const gstRate = charge.taxablePaise > 0 ? Math.round((tax * 100) / charge.taxablePaise) : 0;
  return { ...charge, sacCode: charge.sacCode ?? null, gstRate };
}

function invoiceKind(lines: readonly InvoiceLine[], charges: readonly InvoiceChargeRow[]): InvoiceKind {
  const hasExempt = lines.some((line) => line.exempt);
  const hasTaxable = lines.some((line) => !line.exempt) || charges.some((charge) => charge.gstRate > 0);
  if (!hasExempt) return 'TAX_INVOICE';
  return hasTaxable ? 'TAX_INVOICE_CUM_BILL_OF_SUPPLY' : 'BILL_OF_SUPPLY';
}

// ---- Invoice numbers ----
// Consecutive within a financial year (1 April to 31 March, in India), at most 16 characters of letters, digits,
// '-' and '/': LG/2026-27/00001. One counter document per financial year hands them out.

export const INVOICE_PREFIX = 'LG';
export const MAX_INVOICE_NUMBER_LENGTH = 16;
const SEQUENCE_DIGITS = 5;
export const MAX_INVOICE_SEQUENCE = 10 ** SEQUENCE_DIGITS - 1;

/** The financial year a moment falls in, in India: "2026-27" from 1 April 2026 to 31 March 2027. */
export function financialYear(at: Date): string {
  const millis = at.getTime();
  if (Number.isNaN(millis)) throw new RangeError('the date must be valid');
  const india = new Date(millis + INDIA_OFFSET_MILLIS);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

export function invoiceNumber(year: string, sequence: number): string {
  if (!/^\d{4}-\d{2}$/.test(year)) throw new RangeError(`not a financial year: ${year}`);
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > MAX_INVOICE_SEQUENCE) {
    throw new RangeError(`invoice sequence must be from 1 to ${MAX_INVOICE_SEQUENCE}, got ${sequence}`);
  }
  const number = `${INVOICE_PREFIX}/${year}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (!isValidInvoiceNumber(number)) throw new RangeError(`invoice number ${number} breaks the GST format`);
  return number;
}

/** GST rule 46: at most 16 characters, letters, digits, '-' and '/' only. */
export function isValidInvoiceNumber(number: string): boolean {
  return number.length >= 1 && number.length <= MAX_INVOICE_NUMBER_LENGTH && /^[A-Za-z0-9/-]+$/.test(number);
}

/** The next sequence from a counter document's stored value (missing or unreadable: the year's first). */
export function nextInvoiceSequence(stored: unknown): number {
  const last = typeof stored === 'number' && Number.isInteger(stored) && stored >= 0 ? stored : 0;
  if (last >= MAX_INVOICE_SEQUENCE) throw new RangeError('the invoice numbers of this financial year are used up');
  return last + 1;
}
