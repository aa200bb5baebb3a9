import { describe, expect, it } from 'vitest';
import { testOrder } from '../../test-support/test-orders.js';
import { orderConfirmation } from './order-mail.js';

describe('orderConfirmation', () => {
  it('shows the delivery phone as the shop shows numbers, in the text and the HTML', () => {
    const mail = orderConfirmation(testOrder(), 'Lovely Gifts');
    expect(mail.message.text).toContain('\n+91 98765 43210\n');
    expect(mail.message.text).not.toContain('+919876543210');
    expect(mail.message.html).toContain('+91 98765 43210');
  });
});
