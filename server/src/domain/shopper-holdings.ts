// What one shopper may hold at once, over all their open orders: a limited offer's per-order maximum counts across
// every order that still holds its units (not shipped, cancelled or expired), and only so many cash-on-delivery
// orders may wait unshipped, and so many online orders unpaid (each holds its stock and slot place until its payment
// window ends). Otherwise three orders of the maximum take a whole limited product off the shelf.
import type { PaymentMethod } from './payment-method.js';
import type { OrderStatus } from './order-status.js';
import { userError, type UserError } from './user-errors.js';

/** Orders that still hold their units for the shopper: not yet shipped, and not cancelled or expired. */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = Object.freeze(['PENDING_PAYMENT', 'PLACED', 'PACKED']);

/** The default of the owner's setting `cod.maxOpenOrders`. */
export const DEFAULT_MAX_OPEN_COD_ORDERS = 3;

/** The default of the owner's setting `onlinePayment.maxOpenUnpaidOrders`. */
export const DEFAULT_MAX_OPEN_UNPAID_ORDERS = 3;

/** The owner's caps on what one shopper may hold in open orders. */
export interface HoldingCaps {
  /** Cash-on-delivery orders placed or packed, not yet shipped. */
  readonly maxOpenCodOrders: number;
  /** Online orders waiting for their payment, within their payment window. */
  readonly maxOpenUnpaidOrders: number;
}

/** What the check reads of one of the shopper's open orders. */
export interface OpenOrder {
  readonly status: OrderStatus;
  readonly paymentMethod: PaymentMethod;
  readonly lines: readonly { readonly productId: string; readonly quantity: number }[];
}

/** A line of the order being placed, with the limited offer's cap of its product (null: no cap). */
export interface WantedLine {
  readonly productId: string;
  readonly productName: string;
  readonly quantity: number;
  readonly cap: number | null;
}

export const HoldingMessages = {
  quantityLimit: (name: string, cap: number, held: number) =>
    held > 0
      ? `${name} is a limited offer: at most ${cap} per shopper across open orders, and you already have ${held} on order. ` +
        `You can add ${Math.max(0, cap - held)} more.`
      : `${name} is a limited offer: at most ${cap} per shopper.`,
  openOrdersLimit: (max: number) =>
    max === 1
      ? 'You already have a cash-on-delivery order waiting to be shipped. Please pay online, or order again once it has shipped.'
      : `You already have ${max} cash-on-delivery orders waiting to be shipped. ` +
        'Please pay online, or order again once one of them has shipped.',
  openUnpaidLimit: (max: number) =>
    max === 1
      ? 'You already have an online order waiting for payment. Please pay for it (My orders), or order again once its payment window has ended.'
      : `You already have ${max} online orders waiting for payment. ` +
        'Please pay for one of them (My orders), or order again once its payment window has ended.',
} as const;

function isOpen(order: OpenOrder): boolean {
  return OPEN_ORDER_STATUSES.includes(order.status);
}

/**
 * Why this order would take the shopper over what they may hold (empty: it may go ahead). Quantity refusals name the
 * last line of the product (`input.lines[i].quantity`); the open-orders refusal names the payment method.
 */
export function holdingRefusals(
  wanted: readonly WantedLine[],
  paymentMethod: PaymentMethod,
  openOrders: readonly OpenOrder[],
  { maxOpenCodOrders, maxOpenUnpaidOrders }: HoldingCaps,
): UserError[] {
  const open = openOrders.filter(isOpen);
  const held = new Map<string, number>();
  for (const order of open)
    for (const line of order.lines) held.set(line.productId, (held.get(line.productId) ?? 0) + line.quantity);

  const errors: UserError[] = [];
  const lastIndex = new Map<string, number>();
  const wantedUnits = new Map<string, number>();
  wanted.forEach((line, index) => {
    lastIndex.set(line.productId, index);
    wantedUnits.set(line.productId, (wantedUnits.get(line.productId) ?? 0) + line.quantity);
  });
  for (const [productId, index] of lastIndex) {
    const line = wanted[index]!;
    if (line.cap === null) continue;
    const already = held.get(productId) ?? 0;
    if (already + wantedUnits.get(productId)! > line.cap)
      errors.push(
        userError(
          `input.lines[${index}].quantity`,
          'QUANTITY_LIMIT',
          HoldingMessages.quantityLimit(line.productName, line.cap, already),
        ),
      );
  }
  const openCod = open.filter((order) => order.paymentMethod === 'COD').length;
  if (paymentMethod === 'COD' && openCod >= maxOpenCodOrders)
    errors.push(userError('paymentMethod', 'OPEN_ORDERS_LIMIT', HoldingMessages.openOrdersLimit(maxOpenCodOrders)));
  const unpaid = open.filter((order) => order.status === 'PENDING_PAYMENT').length;
  if (paymentMethod === 'ONLINE' && unpaid >= maxOpenUnpaidOrders)
    errors.push(userError('paymentMethod', 'OPEN_UNPAID_LIMIT', HoldingMessages.openUnpaidLimit(maxOpenUnpaidOrders)));
  return errors;
}
