import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminPaymentDetails } from './AdminPaymentDetails';

const paid = {
  __typename: 'OrderPayment' as const,
  status: 'REFUNDED' as const,
  method: 'upi',
  providerOrderId: 'order_Q1',
  paymentId: 'pay_Q1',
  paidAt: '2026-11-23T05:00:00.000Z',
  expiresAt: '2026-11-23T05:20:00.000Z',
  failureReason: null,
  refunds: [
    {
      amount: { formatted: '₹1,299' },
      reason: 'CANCELLED' as const,
      status: 'PROCESSED' as const,
      requestedAt: '2026-11-23T06:00:00.000Z',
      refundId: 'rfnd_Q1',
      note: null,
    },
  ],
  events: [
    { at: '2026-11-23T05:00:00.000Z', kind: 'PAYMENT_CAPTURED', source: 'webhook', detail: 'upi' },
    { at: '2026-11-23T06:00:00.000Z', kind: 'REFUND_PROCESSED', source: 'webhook', detail: null },
  ],
};

afterEach(cleanup);

describe('AdminPaymentDetails', () => {
  it("shows the provider's ids, the refund and every payment event, webhooks included", () => {
    render(<AdminPaymentDetails payment={paid} />);
    const details = screen.getByTestId('admin-order-payment');
    expect(within(details).getByText('Refunded')).toBeInTheDocument();
    expect(within(details).getByText('order_Q1')).toBeInTheDocument();
    expect(within(details).getByText('pay_Q1')).toBeInTheDocument();
    expect(within(details).getByText(/₹1,299 \(cancelled\): processed · rfnd_Q1/)).toBeInTheDocument();
    const events = within(screen.getByTestId('admin-payment-events')).getAllByRole('listitem');
    expect(events.map((event) => event.textContent?.split(')')[0])).toEqual([
      'payment captured (from the webhook',
      'refund processed (from the webhook',
    ]);
  });

  it("shows a partial refund by the owner with its amount, status and the owner's reason", () => {
    const ownRefund = {
      amount: { formatted: '₹500' },
      reason: 'OWNER' as const,
      status: 'PENDING' as const,
      requestedAt: '2026-11-23T07:00:00.000Z',
      refundId: 'rfnd_Q2',
      note: 'Damaged handle',
    };
    render(<AdminPaymentDetails payment={{ ...paid, status: 'PARTIALLY_REFUNDED', refunds: [ownRefund] }} />);
    const details = screen.getByTestId('admin-order-payment');
    expect(within(details).getByText('Partly refunded')).toBeInTheDocument();
    expect(within(details).getByText(/₹500 \(by you: Damaged handle\): pending · rfnd_Q2/)).toBeInTheDocument();
  });

  it('shows until when the stock is held while the payment is awaited', () => {
    render(
      <AdminPaymentDetails payment={{ ...paid, status: 'AWAITING_PAYMENT', paidAt: null, refunds: [], events: [] }} />,
    );
    expect(screen.getByText('Stock held until')).toBeInTheDocument();
    expect(screen.queryByText('Refunds')).toBeNull();
  });
});
