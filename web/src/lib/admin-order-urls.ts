// The admin's order pages. Their own module, beside urls.ts: only the admin's lazy chunks import it, so these links
// add nothing to a shopper's first load (urls.ts is in it).
import { ADMIN_URLS } from './urls';

/** The admin's page of one order. */
export function adminOrderUrl(orderId: string): string {
  return `${ADMIN_URLS.orders}/${encodeURIComponent(orderId)}`;
}

/** The order's printable packing slip. */
export function adminPackingSlipUrl(orderId: string): string {
  return `${adminOrderUrl(orderId)}/packing-slip`;
}

/** The order's printable GST invoice. */
export function adminInvoiceUrl(orderId: string): string {
  return `${adminOrderUrl(orderId)}/invoice`;
}

/** The order's n-th credit note (counted from 1, oldest first), printable. */
export function adminCreditNoteUrl(orderId: string, position: number): string {
  return `${adminOrderUrl(orderId)}/credit-notes/${position}`;
}
