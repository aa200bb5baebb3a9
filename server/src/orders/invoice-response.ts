// The GST invoice in the API's shape, for the owner (adminInvoice) and for the buyer (myOrderInvoice) alike.
import { amountInWords } from '../domain/amount-in-words.js';
import { promiseAnswer } from '../domain/delivery-answers.js';
import { INVOICE_TITLES } from '../domain/invoice.js';
import { money } from '../domain/money.js';
import { orderRoundOffPaise } from '../domain/order-record.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import type { ResolversTypes } from '../graphql/generated/resolvers-types.js';
import { issuedInvoice } from './invoice-answer.js';
import { partiesAnswer } from './order-parties-answer.js';
import type { OrderRecord } from './order-document.js';

type Invoice = ResolversTypes['Invoice'];

const amounts = (row: {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
}) => ({
  taxable: money(row.taxablePaise),
  cgst: money(row.cgstPaise),
  sgst: money(row.sgstPaise),
  igst: money(row.igstPaise),
  total: money(row.totalPaise),
});

/** The order's invoice; null while none is issued. After a refund before invoicing, `total` and `payable` are net. */
export function invoiceAnswer(record: OrderRecord, settings: ShopSettings): Invoice | null {
  const issued = issuedInvoice(record, settings);
  if (!issued) return null;
  const { figures } = issued;
  const roundOffPaise = orderRoundOffPaise(record);
  const payablePaise = figures.totalPaise + roundOffPaise;
  return {
    kind: figures.kind,
    title: INVOICE_TITLES[figures.kind],
    number: { number: issued.number, issuedAt: issued.issuedAt },
    orderNumber: record.orderNumber,
    orderPlacedAt: record.placedAt,
    seller: { ...issued.seller },
    buyer: { ...record.address, landmark: record.address.landmark ?? null },
    shipTo: record.recipient ? { ...record.recipient } : null,
    parties: partiesAnswer(record),
    delivery: record.delivery ? promiseAnswer(record.delivery) : null,
    placeOfSupply: figures.placeOfSupply,
    supply: figures.supply,
    lines: figures.lines.map((line) => ({
      description: line.description,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      gstRate: line.gstRate,
      exempt: line.exempt,
      lineTotal: money(line.grossPaise),
      discount: money(line.discountPaise),
      ...amounts(line),
    })),
    charges: figures.charges.map((charge) => ({
      label: charge.label,
      sacCode: charge.sacCode,
      gstRate: charge.gstRate,
      ...amounts(charge),
    })),
    ...amounts(figures),
    discount: money(figures.discountPaise),
    exemptValue: money(figures.exemptPaise),
    sold: money(figures.soldPaise),
    refundedBeforeInvoicing: figures.refundedBefore ? amounts(figures.refundedBefore) : null,
    roundOff: money(roundOffPaise),
    payable: money(payablePaise),
    // The amount in words is what the buyer pays: the rounded total.
    totalInWords: amountInWords(payablePaise),
  };
}
