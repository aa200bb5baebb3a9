// The GST invoice of an issued order, from what the order and its invoice froze.
import { feeCharges } from '../domain/charge-lines.js';
import { invoiceFigures, type InvoiceCharge, type InvoiceFigures } from '../domain/invoice.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import { feeSacCode, orderChargeLines } from './order-charges.js';
import type { InvoiceSellerRecord, OrderRecord } from './order-document.js';

/** The order's fees as the invoice prints them (services), from its charge lines. */
export function invoiceCharges(order: OrderRecord): InvoiceCharge[] {
  return feeCharges([...orderChargeLines(order)])
    .filter((fee) => fee.amountPaise > 0)
    .map((fee) => ({
      label: fee.label,
      totalPaise: fee.amountPaise,
      taxablePaise: fee.tax?.taxablePaise ?? fee.amountPaise,
      cgstPaise: fee.tax?.cgstPaise ?? 0,
      sgstPaise: fee.tax?.sgstPaise ?? 0,
      igstPaise: fee.tax?.igstPaise ?? 0,
    }));
}

/** The fees of invoiceCharges with their SAC codes. */
function invoiceServices(order: OrderRecord): InvoiceCharge[] {
  const kinds = feeCharges([...orderChargeLines(order)])
    .filter((fee) => fee.amountPaise > 0)
    .map((fee) => fee.kind);
  return invoiceCharges(order).map((charge, index) => ({ ...charge, sacCode: feeSacCode(kinds[index]!) }));
}

export interface IssuedInvoice {
  readonly order: OrderRecord;
  readonly number: string;
  readonly issuedAt: string;
  readonly seller: InvoiceSellerRecord;
  readonly figures: InvoiceFigures;
}

/**
 * The invoice of an order that has one; null otherwise. Its seller is the one frozen when it was issued. Invoices
 * issued before the seller was frozen have none: they take the current settings, which is what they always showed
 * (the seller has not been editable for longer than invoices have existed without the snapshot).
 */
export function issuedInvoice(order: OrderRecord, settings: ShopSettings): IssuedInvoice | null {
  if (!order.invoice) return null;
  const seller = order.invoice.seller ?? settings.seller;
  const figures = invoiceFigures({
    sellerState: seller.state,
    deliveryState: order.address.state,
    supply: order.gst.supply,
    lines: order.lines.map((line) => ({
      description: line.variant ? `${line.productName} (${line.variant})` : line.productName,
      hsnCode: line.hsnCode,
      quantity: line.quantity,
      netPaise: line.netPaise,
      gstRate: line.gstRate,
      discountPaise: line.discountPaise,
    })),
    charges: invoiceServices(order),
    refundedBeforePaise: order.invoice.refundedBeforePaise ?? 0,
  });
  return { order, number: order.invoice.number, issuedAt: order.invoice.issuedAt, seller, figures };
}
