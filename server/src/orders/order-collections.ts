// Where orders are stored (see orders-store.ts): the collection names, and which strings can be order ids.
export const ORDERS_COLLECTION = 'orders';
export const ORDER_NUMBERS_COLLECTION = 'orderNumbers';
export const MAIL_COLLECTION = 'mail';
export const ORDER_GUARDS_COLLECTION = 'orderGuards';

const ORDER_ID_PATTERN = /^[0-9a-f]{64}$/;

/** Whether a string can be an order id (orderDocumentId: 64 hex characters); others are never looked up. */
export function isOrderId(id: string): boolean {
  return ORDER_ID_PATTERN.test(id);
}
