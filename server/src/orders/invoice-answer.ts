// The GST invoice of an issued order, from what the order and its invoice froze.
import { gstIncluded, isKnownGstRate } from '../domain/gst.js';
import { FEE_SAC_CODES } from '../domain/hsn-gst-table.js';
import { invoiceFigures, type InvoiceCharge, type InvoiceFigures } from '../domain/invoice.js';
import type { ShopSettings } from '../domain/shop-settings.js';
import type { InvoiceSellerRecord, OrderRecord } from './order-document.js';

/**
 * The fees' GST is what the order froze for them: the order's GST less its lines'. When both fees were charged,
 * their shared rate is read back from that remainder and the shipping fee's share computed with it.
 */
export function invoiceCharges(order: OrderRecord): InvoiceCharge[] {
  const supply = order.gst.supply;
  const fees = orderFees(order).map(({ label, totalPaise }) => ({ label, totalPaise }));
  if (fees.length === 0) return [];
  const lines = order.lines.reduce(
    (sum, line) => ({
      taxablePaise: sum.taxablePaise + line.gst.taxablePaise,
      cgstPaise: sum.cgstPaise + line.gst.cgstPaise,
      sgstPaise: sum.sgstPaise + line.gst.sgstPaise,
      igstPaise: sum.igstPaise + line.gst.igstPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  );
  const remainder = {
    taxablePaise: Math.max(0, order.gst.taxablePaise - lines.taxablePaise),
    cgstPaise: Math.max(0, order.gst.cgstPaise - lines.cgstPaise),
    sgstPaise: Math.max(0, order.gst.sgstPaise - lines.sgstPaise),
    igstPaise: Math.max(0, order.gst.igstPaise - lines.igstPaise),
  };
  if (fees.length === 1) return [{ ...fees[0]!, ...remainder }];
  const tax = remainder.cgstPaise + remainder.sgstPaise + remainder.igstPaise;
  const rate = remainder.taxablePaise > 0 ? Math.round((tax * 100) / remainder.taxablePaise) : 0;
  // Every fee but the last at the shared rate; the last takes what is left, so the fees add up to the order's GST.
  const computed = fees.slice(0, -1).map((fee) => {
    const gst = gstIncluded(fee.totalPaise, isKnownGstRate(rate) ? rate : 0, supply);
    const { taxablePaise, cgstPaise, sgstPaise, igstPaise } = gst;
    return { ...fee, taxablePaise, cgstPaise, sgstPaise, igstPaise };
  });
  const taken = (pick: (row: InvoiceCharge) => number) => computed.reduce((sum, row) => sum + pick(row), 0);
  const last = {
    ...fees[fees.length - 1]!,
    taxablePaise: Math.max(0, remainder.taxablePaise - taken((row) => row.taxablePaise)),
    cgstPaise: Math.max(0, remainder.cgstPaise - taken((row) => row.cgstPaise)),
    sgstPaise: Math.max(0, remainder.sgstPaise - taken((row) => row.sgstPaise)),
    igstPaise: Math.max(0, remainder.igstPaise - taken((row) => row.igstPaise)),
  };
  return [...computed, last];
}

/** The fees the order charged, in the invoice's order, each with its service's SAC code. */
function orderFees(order: OrderRecord): { label: string; totalPaise: number; sacCode: string }[] {
  return [
    { label: 'Shipping', totalPaise: order.shippingPaise, sacCode: FEE_SAC_CODES.delivery },
    { label: 'Cash on delivery fee', totalPaise: order.codFeePaise, sacCode: FEE_SAC_CODES.cashOnDelivery },
    { label: deliverySlotLabel(order), totalPaise: order.slotSurchargePaise ?? 0, sacCode: FEE_SAC_CODES.delivery },
  ].filter((fee) => fee.totalPaise > 0);
}

/** The fees of invoiceCharges with their SAC codes. */
function invoiceServices(order: OrderRecord): InvoiceCharge[] {
  const sacCodes = orderFees(order).map((fee) => fee.sacCode);
  return invoiceCharges(order).map((charge, index) => ({ ...charge, sacCode: sacCodes[index] ?? null }));
}

/** "Delivery slot: 18:00–20:00" (the surcharge's line). */
function deliverySlotLabel(order: OrderRecord): string {
  const slot = order.delivery?.slot ?? null;
  return slot ? `Delivery slot: ${slot.label}` : 'Delivery slot';
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
