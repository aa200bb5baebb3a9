import { describe, expect, it } from 'vitest';
import { testOrder } from '../../test-support/test-orders.js';
import { refundMail } from './refund-mail.js';

describe('refundMail', () => {
  it('gives the refund, then what was refunded in all and what the order now comes to', () => {
    const order = testOrder({
      paymentMethod: 'COD',
      totalPaise: 1_446_00,
      cashRefunds: [
        { key: 'first', amountPaise: 100_00, note: 'Late', refundedAt: '2026-12-08T10:00:00.000Z' },
        { key: 'second', amountPaise: 300_00, note: 'Mug chipped', refundedAt: '2026-12-09T10:00:00.000Z' },
      ],
    });
    const refund = { key: 'second', kind: 'CASH' as const, amountPaise: 300_00, reason: 'Mug chipped' };
    const { message } = refundMail(order, refund, 'Lovely Gifts');
    expect(message.subject).toBe('Lovely Gifts: ₹300 refunded on your order LG-261122-7KQ2M');
    expect(message.text).toContain('We have refunded ₹300 on your order LG-261122-7KQ2M.');
    expect(message.text).toContain('Order total ₹1,446; refunded in all ₹400; the order now comes to ₹1,046.');
    expect(message.html).toContain('refunded in all ₹400');
  });
});
