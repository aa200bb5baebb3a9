// The order confirmation, as text and as HTML, for the "Trigger Email" extension's mail documents. Everything the
// shopper typed is escaped before it goes into the HTML.
import { formatPaise } from '../domain/money.js';
import { escapeHtml } from '../domain/html.js';
import { displayPhone } from '../domain/phone-display.js';
import { orderRoundOffPaise } from '../domain/order-record.js';
import { formatRoundOff } from '../domain/round-off.js';
import type { OrderRecord } from './order-document.js';
import type { MailMessage } from './orders-store.js';

export function orderConfirmation(order: OrderRecord, shopName: string): MailMessage {
  const a = order.address;
  const lines = order.lines.map((line) => {
    const name = line.variant ? `${line.productName} (${line.variant})` : line.productName;
    const options = [
      ...(line.personalisation ? [`Personalisation: “${line.personalisation}”`] : []),
      ...(line.giftWrap ? ['Gift wrap: yes'] : []),
      ...(line.giftMessage ? [`Gift message: “${line.giftMessage}”`] : []),
    ];
    return { name, quantity: line.quantity, amount: formatPaise(line.netPaise), options };
  });
  const roundOff = orderRoundOffPaise(order);
  const amounts: [string, number][] = [
    ['Items', order.itemsSubtotalPaise],
    ...(order.discountPaise > 0 ? [['Discount', order.discountPaise] as [string, number]] : []),
    ['Shipping', order.shippingPaise],
    ...(order.codFeePaise > 0 ? [['Cash on delivery fee', order.codFeePaise] as [string, number]] : []),
    ...((order.slotSurchargePaise ?? 0) > 0 ? [['Delivery slot', order.slotSurchargePaise!] as [string, number]] : []),
  ];
  // The total is rounded to the whole rupee; the round-off is its own line, as on the invoice.
  const figures: [string, string][] = [
    ...amounts.map(([label, paise]): [string, string] => [label, formatPaise(paise)]),
    ...(roundOff !== 0 ? [['Round off', formatRoundOff(roundOff, formatPaise)] as [string, string]] : []),
    ['Total', formatPaise(order.totalPaise)],
  ];
  const payment =
    order.paymentMethod === 'COD'
      ? `Cash on delivery: please keep ${formatPaise(order.totalPaise)} ready.`
      : 'Paid online.';
  const subject = `${shopName}: your order ${order.orderNumber} is placed`;
  // The buyer is mailed either way; a gift goes to its recipient's address.
  const to = order.recipient ?? a;
  const addressLines = [
    `${to.firstName} ${to.lastName}`,
    to.address,
    ...(to.landmark ? [`Landmark: ${to.landmark}`] : []),
    `${to.city} ${to.postalCode}`,
    to.state,
    displayPhone(to.phone),
  ];
  const promise = order.delivery ? [order.delivery.text, ''] : [];
  const text = [
    `Hello ${a.firstName},`,
    '',
    `Thank you for your order ${order.orderNumber}. We will let you know when it is packed and shipped.`,
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
    order.recipient ? 'A gift for:' : 'Delivery address:',
    ...addressLines,
    '',
    shopName,
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(a.firstName)},</p>`,
    `<p>Thank you for your order <strong>${escapeHtml(order.orderNumber)}</strong>. We will let you know when it is packed and shipped.</p>`,
    ...(order.delivery ? [`<p><strong>${escapeHtml(order.delivery.text)}</strong></p>`] : []),
    '<table>',
    ...lines.map(
      (line) =>
        `<tr><td>${line.quantity} × ${escapeHtml(line.name)}` +
        line.options.map((option) => `<br><small>${escapeHtml(option).replace(/\n/g, '<br>')}</small>`).join('') +
        `</td><td>${escapeHtml(line.amount)}</td></tr>`,
    ),
    ...figures.map(([label, amount]) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(amount)}</td></tr>`),
    '</table>',
    `<p>${escapeHtml(payment)}</p>`,
    `<p>${order.recipient ? 'A gift for' : 'Delivery address'}:<br>${addressLines.map(escapeHtml).join('<br>')}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
  ].join('\n');
  return { to: a.email, message: { subject, text, html } };
}

export { escapeHtml };
