// The order confirmation, as text and as HTML, for the "Trigger Email" extension's mail documents. Everything the
// shopper typed is escaped before it goes into the HTML.
import { formatPaise } from '../domain/money.js';
import { escapeHtml } from '../domain/html.js';
import { displayPhone } from '../domain/phone-display.js';
import { chargeAmountText } from '../domain/charge-lines.js';
import { orderParties, partyAddressLines } from '../domain/order-parties.js';
import { orderChargeLines } from './order-charges.js';
import type { OrderRecord } from './order-document.js';
import type { MailMessage } from './orders-store.js';

/** Where the buyer follows the order: the later steps are not mailed (WhatsApp carries them, for those who asked). */
const FOLLOW_IT = 'Follow it under My orders on our website, and on WhatsApp if you chose updates there.';

export function orderConfirmation(order: OrderRecord, shopName: string): MailMessage {
  const a = order.address;
  const lines = order.lines.map((line) => {
    const name = line.variant ? `${line.productName} (${line.variant})` : line.productName;
    const options = [
      ...(line.personalisation ? [`Personalisation: “${line.personalisation}”`] : []),
      ...(line.giftWrap ? ['Gift wrap: yes'] : []),
      ...(line.giftMessage ? [`Gift message: “${line.giftMessage}”`] : []),
    ];
    // The item's own price, before any coupon: the item lines add up to "Items", the discount is its own line below.
    return { name, quantity: line.quantity, amount: formatPaise(line.lineTotalPaise), options };
  });
  // Every charge line, as every surface prints them: the list adds up to the total.
  const figures: [string, string][] = [
    ...orderChargeLines(order).map((line): [string, string] => [line.label, chargeAmountText(line, formatPaise)]),
    ['Total', formatPaise(order.totalPaise)],
  ];
  // The buyer is mailed either way; the goods go to the ship-to (a gift's recipient, else the buyer).
  const { shipTo, gift } = orderParties(order);
  // A gift's cash is asked of its recipient at the door, as checkout told the buyer.
  const payment =
    order.paymentMethod !== 'COD'
      ? 'Paid online.'
      : gift
        ? `Cash on delivery: ${shipTo.firstName} will be asked to pay ${formatPaise(order.totalPaise)} in cash at the door.`
        : `Cash on delivery: please keep ${formatPaise(order.totalPaise)} ready.`;
  const subject = `${shopName}: your order ${order.orderNumber} is placed`;
  const addressLines = [
    `${shipTo.firstName} ${shipTo.lastName}`,
    ...partyAddressLines(shipTo),
    ...(shipTo.phone ? [displayPhone(shipTo.phone)] : []),
  ];
  const promise = order.delivery ? [order.delivery.text, ''] : [];
  const text = [
    `Hello ${a.firstName},`,
    '',
    `Thank you for your order ${order.orderNumber}. ${FOLLOW_IT}`,
    '',
    ...promise,
    ...lines.flatMap((line) => [
      `${line.quantity} × ${line.name}: ${line.amount}`,
      ...line.options.map((option) => `  ${option}`),
    ]),
    '',
    ...figures.map(([label, amount]) => `${label}: ${amount}`),
    payment,
    '',
    gift ? 'A gift for:' : 'Delivery address:',
    ...addressLines,
    '',
    shopName,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(a.firstName)},</p>`,
    `<p>Thank you for your order <strong>${escapeHtml(order.orderNumber)}</strong>. ${escapeHtml(FOLLOW_IT)}</p>`,
    ...(order.delivery ? [`<p><strong>${escapeHtml(order.delivery.text)}</strong></p>`] : []),
    '<table>',
    ...lines.map(
      (line) =>
        `<tr><td>${line.quantity} × ${escapeHtml(line.name)}` +
        line.options.map((option) => `<br><small>${escapeHtml(option).replace(/\n/g, '<br>')}</small>`).join('') +
        `</td><td>${escapeHtml(line.amount)}</td></tr>`,
    ),
    ...figures.map(
      ([label, amount]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(amount)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(payment)}</p>`,
    `<p>${gift ? 'A gift for' : 'Delivery address'}:<br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
  ].join('\n');
  return { to: a.email, message: { subject, text, html } };
}

export { escapeHtml };
