// The back-in-stock mail, as text and as HTML, for the "Trigger Email" extension's mail documents: the product, the
// option, today's price and a link to the product page. Names come from the owner's catalog and are escaped too.
import { escapeHtml } from '../domain/html.js';
import type { StockAlertMail } from './stock-alert-store.js';

export interface BackInStockMailFacts {
  readonly to: string;
  readonly shopName: string;
  readonly productName: string;
  readonly variant: string | null;
  /** The option's selling price now, formatted (₹1,299). */
  readonly price: string;
  /** The product page, absolute. */
  readonly productUrl: string;
}

export function backInStockMail(facts: BackInStockMailFacts): StockAlertMail {
  const name = facts.variant ? `${facts.productName} (${facts.variant})` : facts.productName;
  const subject = `${facts.shopName}: ${name} is back in stock`;
  const text = [
    'Hello,',
    '',
    `Good news: ${name} is back in stock at ${facts.price}.`,
    `See it here: ${facts.productUrl}`,
    '',
    'You asked us to tell you once; this request is now closed.',
    '',
    facts.shopName,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>Good news: <strong>${escapeHtml(name)}</strong> is back in stock at ${escapeHtml(facts.price)}.</p>`,
    `<p><a href="${escapeHtml(facts.productUrl)}">See it here</a></p>`,
    '<p>You asked us to tell you once; this request is now closed.</p>',
    `<p>${escapeHtml(facts.shopName)}</p>`,
  ].join('\n');
  return { to: facts.to, message: { subject, text, html } };
}
