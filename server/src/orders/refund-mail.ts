// The "we have refunded you" mail, the same for an online refund (once processed) and cash handed back on a
// cash-on-delivery order, written in the transaction that records the refund under an id made from the refund's own
// key: one mail per refund, however often the change is retried or whichever instance makes it.
import { createHash } from 'node:crypto';
import { escapeHtml } from '../domain/html.js';
import { formatPaise } from '../domain/money.js';
import { orderRefundSummary, type GivenRefund } from '../domain/order-refunds.js';
import type { OrderRecord } from './order-document.js';
import type { MailMessage } from './orders-store-types.js';

export function refundMailId(orderId: string, refundKey: string): string {
  return `order-refund-${createHash('sha256')
    .update(JSON.stringify([orderId, refundKey]))
    .digest('hex')
    .slice(0, 40)}`;
}

const HOW = {
  ONLINE: 'It has been sent back to the account you paid from; banks take 5–7 working days to show it.',
  CASH: 'It was handed back to you by the shop (in cash).',
} as const;

/** `order` is the order with this refund recorded: the totals include it. */
export function refundMail(order: OrderRecord, refund: GivenRefund, shopName: string): MailMessage {
  const amount = formatPaise(refund.amountPaise);
  const subject = `${shopName}: ${amount} refunded on your order ${order.orderNumber}`;
  const summary = orderRefundSummary(order);
  const lines = [
    `We have refunded ${amount} on your order ${order.orderNumber}.`,
    HOW[refund.kind],
    ...(refund.reason ? [`Reason: ${refund.reason}`] : []),
    `Order total ${formatPaise(order.totalPaise)}; refunded in all ${formatPaise(summary.refundedPaise)}; ` +
      `the order now comes to ${formatPaise(summary.netPaise)}.`,
    'Its credit note is with the order under My orders on our website.',
  ];
  const text = [`Hello ${order.address.firstName},`, '', ...lines, '', shopName].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(order.address.firstName)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p>${escapeHtml(shopName)}</p>`,
  ].join('\n');
  return { to: order.address.email, message: { subject, text, html } };
}
