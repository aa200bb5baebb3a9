import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminWhatsAppMessages } from './AdminWhatsAppMessages';

const message = {
  __typename: 'WhatsAppMessage' as const,
  event: 'order.placed',
  template: 'order_placed',
  to: '+919876543210',
  state: 'SENT',
  delivery: 'read',
  attempts: 1,
  failure: null,
  createdAt: '2026-11-24T05:00:00.000Z',
};

afterEach(cleanup);

describe('AdminWhatsAppMessages', () => {
  it("shows each update's state, retries, and a permanent failure's reason as an alert", () => {
    render(
      <AdminWhatsAppMessages
        messages={[
          message,
          { ...message, event: 'order.packed', template: 'order_packed', delivery: 'sent', attempts: 3 },
          {
            ...message,
            event: 'order.shipped',
            template: 'order_shipped',
            state: 'PENDING',
            delivery: null,
            attempts: 1,
          },
          {
            ...message,
            event: 'order.delivered',
            template: 'order_delivered',
            state: 'FAILED',
            delivery: null,
            failure: '400 (code 132001): Template name does not exist in the translation',
          },
        ]}
      />,
    );
    const section = screen.getByRole('region', { name: 'WhatsApp updates' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'order_placed to +919876543210: Read',
      'order_packed to +919876543210: Sent after 3 attempts',
      'order_shipped to +919876543210: Will be tried again',
      'order_delivered to +919876543210: Failed',
    ]);
    expect(within(section).getByRole('alert').textContent).toBe(
      'Not sent: 400 (code 132001): Template name does not exist in the translation',
    );
  });

  it('says so when there are none', () => {
    render(<AdminWhatsAppMessages messages={[]} />);
    expect(screen.getByTestId('admin-order-whatsapp').textContent).toContain('None: the shopper did not ask');
  });
});
