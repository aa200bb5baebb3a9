// The "your order is on its way" mail, written in the same transaction that marks the order shipped, with the
// courier, the tracking number and (when the courier has one) the link to its tracking page.
import { escapeHtml } from './order-mail.js';
import type { OrderRecord, ShipmentRecord } from './order-document.js';
import type { MailMessage } from './orders-store.js';

export function shippedMail(order: OrderRecord, shipment: ShipmentRecord, shopName: string): MailMessage {
  const a = order.address;
  const subject = `${shopName}: your order ${order.orderNumber} is on its way`;
  const tracking = `${shipment.courier}, tracking number ${shipment.trackingNumber}`;
  const text = [
    `Hello ${a.firstName},`,
    '',
    `Your order ${order.orderNumber} has been shipped with ${tracking}.`,
    ...(shipment.trackingUrl ? [`Track it here: ${shipment.trackingUrl}`] : []),
    '',
    'It is on its way to:',
    `${a.firstName} ${a.lastName}`,
    a.address,
    `${a.city} ${a.postalCode}`,
    '',
    shopName,
  ].join('\n');
  const link = shipment.trackingUrl ? `<p><a href="${escapeHtml(shipment.trackingUrl)}">Track your parcel</a></p>` : '';
  const html = [
    `<p>Hello ${escapeHtml(a.firstName)},</p>`,
    `<p>Your order <strong>${escapeHtml(order.orderNumber)}</strong> has been shipped with ${escapeHtml(tracking)}.</p>`,
    link,
    `<p>It is on its way to:<br>${[`${a.firstName} ${a.lastName}`, a.address, `${a.city} ${a.postalCode}`].map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { to: a.email, message: { subject, text, html } };
}
