import { describe, expect, it } from 'vitest';
import { backInStockMail } from './back-in-stock-mail.js';

const facts = {
  to: 'asha@example.in',
  shopName: 'Lovely Gifts',
  productName: 'Photo Frame <Classic>',
  variant: '6 x 8 in',
  price: '₹1,299',
  productUrl: 'https://shop.example/product/frame',
};

describe('backInStockMail', () => {
  it('names the product, the option, the price and the link', () => {
    const mail = backInStockMail(facts);
    expect(mail.to).toBe('asha@example.in');
    expect(mail.message.subject).toBe('Lovely Gifts: Photo Frame <Classic> (6 x 8 in) is back in stock');
    expect(mail.message.text).toContain('Good news: Photo Frame <Classic> (6 x 8 in) is back in stock at ₹1,299.');
    expect(mail.message.text).toContain('See it here: https://shop.example/product/frame');
  });

  it('escapes the names in the HTML and leaves out a missing option', () => {
    const mail = backInStockMail({ ...facts, variant: null });
    expect(mail.message.html).toContain('<strong>Photo Frame &lt;Classic&gt;</strong>');
    expect(mail.message.html).toContain('<a href="https://shop.example/product/frame">');
    expect(mail.message.subject).toBe('Lovely Gifts: Photo Frame <Classic> is back in stock');
  });
});
