// An order's credit notes in the API's shape, from what each note froze and the order's invoice.
import { amountInWords } from '../domain/amount-in-words.js';
import { creditNoteTotals } from '../domain/credit-note.js';
import { supplyFor } from '../domain/gst.js';
import { placeOfSupply } from '../domain/invoice.js';
import { money } from '../domain/money.js';
import { DEFAULT_SHOP_SETTINGS } from '../domain/shop-settings.js';
import type { ResolversTypes } from '../graphql/generated/resolvers-types.js';
import type { OrderRecord } from './order-document.js';
import { partiesAnswer } from './order-parties-answer.js';

type CreditNote = ResolversTypes['CreditNote'];

const amounts = (row: {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  creditedPaise: number;
}) => ({
  taxable: money(row.taxablePaise),
  cgst: money(row.cgstPaise),
  sgst: money(row.sgstPaise),
  igst: money(row.igstPaise),
  total: money(row.creditedPaise),
});

export function creditNotesAnswer(record: OrderRecord): CreditNote[] {
  const notes = record.creditNotes ?? [];
  if (notes.length === 0) return [];
  // Invoices issued before the seller was frozen name the shop's built-in seller here.
  const seller = record.invoice?.seller ?? DEFAULT_SHOP_SETTINGS.seller;
  const supply = record.gst.supply ?? supplyFor(seller.state, record.address.state);
  const parties = partiesAnswer(record);
  return notes.map((note) => ({
    number: note.number,
    issuedAt: note.issuedAt,
    reason: note.reason,
    note: note.note,
    invoiceNumber: note.invoiceNumber,
    invoiceIssuedAt: note.invoiceIssuedAt,
    orderNumber: record.orderNumber,
    seller: { ...seller },
    buyer: { ...record.address, landmark: record.address.landmark ?? null },
    parties,
    placeOfSupply: placeOfSupply(record.address.state),
    supply,
    lines: note.lines.map((line, index) => ({
      // The invoice's rows are its goods (one per order line) and then the order's charge lines.
      kind: (note.rows[index] ?? 0) < record.lines.length ? ('GOODS' as const) : ('CHARGE' as const),
      description: line.description,
      code: line.code,
      gstRate: line.gstRate,
      ...amounts(line),
    })),
    ...amounts(creditNoteTotals(note)),
    totalInWords: amountInWords(creditNoteTotals(note).creditedPaise),
  }));
}
