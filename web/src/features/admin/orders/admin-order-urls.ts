// The owner's order pages: /admin/orders (filters in the query string), /admin/orders/:id and its printable pages.
export const ADMIN_ORDERS_URL = '/admin/orders';

export function adminOrderUrl(id: string): string {
  return `${ADMIN_ORDERS_URL}/${encodeURIComponent(id)}`;
}

export function packingSlipUrl(id: string): string {
  return `${adminOrderUrl(id)}/packing-slip`;
}

export function invoiceUrl(id: string): string {
  return `${adminOrderUrl(id)}/invoice`;
}
