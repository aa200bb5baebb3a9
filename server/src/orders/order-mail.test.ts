import { describe, expect, it } from 'vitest';
import { testOrder } from '../../test-support/test-orders.js';
import { orderDocument, parseOrderDocument } from './order-document.js';
import { orderConfirmation } from './order-mail.js';

describe('orderConfirmation', () => {
  it('shows the delivery phone as the shop shows numbers, in the text and the HTML', () => {
    const mail = orderConfirmation(testOrder(), 'Lovely Gifts');
    expect(mail.message.text).toContain('\n+91 98765 43210\n');
    expect(mail.message.text).not.toContain('+919876543210');
    expect(mail.message.html).toContain('+91 98765 43210');
  });

  it('promises no later mails (the later steps go to WhatsApp and the order pages)', () => {
    const { message } = orderConfirmation(testOrder(), 'Lovely Gifts');
    expect(message.text).toContain('Follow it under My orders on our website');
    expect(message.text).not.toMatch(/let you know|we will (mail|e-mail|email)/i);
  });
});

// ₹349 with 10 % off (₹314.10), ₹79 shipping and ₹49 COD fee: ₹442.10, paid as ₹442.
const rounded = testOrder({
  couponCode: 'TEN',
  discountPaise: 34_90,
  totalPaise: 442_00,
  roundOffPaise: -10,
});

describe('order mail totals', () => {
  it('shows the round-off line and the whole-rupee total the courier collects', () => {
    const { message } = orderConfirmation(rounded, 'Lovely Gifts');
    expect(message.text).toContain('Round off: −₹0.10\nTotal: ₹442\n');
    expect(message.text).toContain('Cash on delivery: please keep ₹442 ready.');
    expect(message.html).toContain('<tr><th align="left">Round off</th><td>−₹0.10</td></tr>');
  });

  it('tells the buyer of a cash-on-delivery gift that the recipient is asked to pay at the door', () => {
    const recipient = {
      firstName: 'Anitha',
      lastName: 'Kumar',
      phone: '+919123456780',
      address: '4 Lake View',
      landmark: null,
      city: 'Coimbatore',
      postalCode: '641002',
      state: 'Tamil Nadu',
    };
    const { message } = orderConfirmation(testOrder({ ...rounded, recipient }), 'Lovely Gifts');
    expect(message.text).toContain('Cash on delivery: Anitha will be asked to pay ₹442 in cash at the door.');
    expect(message.text).not.toContain('please keep');
  });

  it('prices each item before the coupon, so the item lines add up to Items and the lines to the total', () => {
    const [mug] = testOrder().lines;
    const cake = { ...mug!, productId: 'cake', productName: 'Cake', variant: null, lineTotalPaise: 50000 };
    const order = testOrder({
      lines: [
        { ...mug!, discountPaise: 3490, netPaise: 31410 },
        { ...cake, unitPricePaise: 50000, discountPaise: 5000, netPaise: 45000 },
      ],
      itemsSubtotalPaise: 84900,
      couponCode: 'TEN',
      discountPaise: 8490,
      totalPaise: 89200,
      roundOffPaise: -10,
    });
    const { text } = orderConfirmation(order, 'Lovely Gifts').message;
    expect(text).toContain('1 × Photo Mug (Blue): ₹349\n');
    expect(text).toContain('1 × Cake: ₹500\n');
    expect(text).not.toContain('₹314.10');
    const rupees = (line: string) => Number(line.replace(/^.*: [−-]?₹/, '').replace(/,/g, ''));
    const itemLines = text.split('\n').filter((line) => /^\d+ × /.test(line));
    const itemsLine = text.split('\n').find((line) => line.startsWith('Items'))!;
    expect(itemLines.map(rupees).reduce((a, b) => a + b, 0)).toBe(rupees(itemsLine));
    const start = text.indexOf(itemsLine);
    const figures = text.slice(start, text.indexOf('\nTotal: ')).split('\n');
    const signed = figures.map((line) => (line.includes(': −₹') ? -rupees(line) : rupees(line)));
    expect(Math.round(signed.reduce((a, b) => a + b, 0) * 100)).toBe(89200);
    expect(text).toContain('Total: ₹892\n');
  });

  it('has no round-off line for an order without one (placed before totals were rounded)', () => {
    const { message } = orderConfirmation(testOrder(), 'Lovely Gifts');
    expect(message.text).not.toContain('Round off');
    expect(message.text).toContain('Total: ₹477');
  });
});

describe('the stored round-off', () => {
  it('is written with the exact total and read back', () => {
    const stored = orderDocument(rounded);
    expect(stored).toMatchObject({ totalPaise: 442_00, roundOffPaise: -10, exactTotalPaise: 442_10 });
    const parsed = parseOrderDocument(rounded.id, { ...stored, createdAt: new Date(rounded.placedAt) });
    expect(parsed.ok && parsed.value.roundOffPaise).toBe(-10);
  });

  it('reads as none when absent or out of range', () => {
    const { roundOffPaise: _gone, ...old } = orderDocument(rounded);
    const placed = new Date(rounded.placedAt);
    const absent = parseOrderDocument(rounded.id, { ...old, createdAt: placed });
    expect(absent.ok && absent.value.roundOffPaise).toBeUndefined();
    const wild = parseOrderDocument(rounded.id, { ...old, roundOffPaise: 5_00, createdAt: placed });
    expect(wild.ok && wild.value.roundOffPaise).toBeUndefined();
  });
});
