// The owner's refund form with an Apollo client answered by a function: what it sends, and where the server's
// answers show.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadSonner } from '../../../lib/toast';
import { answeringLink, money, renderPage } from '../../../testing/shop-test-kit';
import RefundDialog from './RefundDialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
await loadSonner();

type Call = { operationName: string; variables: Record<string, unknown> };

function refunded(amountPaise: number) {
  return {
    adminRefundOrder: {
      __typename: 'AdminOrderPayload',
      order: {
        __typename: 'AdminOrder',
        id: 'order-1',
        actions: ['REFUND'],
        refundable: money(42_800 - amountPaise),
        order: {
          __typename: 'Order',
          id: 'order-1',
          creditNotes: [],
          cashRefunds: [],
          payment: {
            __typename: 'OrderPayment',
            status: 'REFUND_PENDING',
            method: 'upi',
            providerOrderId: 'order_Q1',
            paymentId: 'pay_Q1',
            paidAt: '2026-11-23T05:00:00.000Z',
            expiresAt: '2026-11-23T05:20:00.000Z',
            failureReason: null,
            refunds: [],
            events: [],
          },
          refundSummary: {
            __typename: 'OrderRefundSummary',
            refunded: money(amountPaise),
            net: money(42_800 - amountPaise),
            state: 'PARTIAL',
            entries: [],
          },
          paymentBucket: 'REFUNDED',
        },
      },
      userErrors: [],
    },
  };
}

function open(
  answer: (variables: Record<string, unknown>) => Record<string, unknown>,
  calls: Call[] = [],
  cashOnDelivery = false,
) {
  const onClose = vi.fn();
  renderPage(
    <RefundDialog orderId="order-1" refundable={money(42_800)} cashOnDelivery={cashOnDelivery} onClose={onClose} />,
    '/admin/orders/order-1',
    answeringLink((_name, variables) => answer(variables), calls),
  );
  return onClose;
}

describe('RefundDialog', () => {
  it('starts empty, sends the amount in paise with the reason and a key, and closes when it worked', async () => {
    const calls: Call[] = [];
    const onClose = open((variables) => refunded((variables.input as { amountPaise: number }).amountPaise), calls);
    const amount = screen.getByLabelText<HTMLInputElement>('Amount (₹)');
    expect(amount.value).toBe('');
    expect(screen.getByText('At most ₹428')).toBeVisible();
    fireEvent.change(amount, { target: { value: '100.50' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Damaged handle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        operationName: 'RefundOrderAsOwner',
        variables: {
          id: 'order-1',
          input: {
            amountPaise: 10_050,
            reason: 'Damaged handle',
            idempotencyKey: expect.stringMatching(/^[\w-]{16,}$/),
          },
        },
      },
    ]);
  });

  it('refuses an Enter with the reason alone, and refunds everything only through "Refund all"', async () => {
    const calls: Call[] = [];
    const onClose = open((variables) => refunded((variables.input as { amountPaise: number }).amountPaise), calls);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Wrong cake' } });
    fireEvent.submit(screen.getByLabelText('Reason').closest('form')!);
    expect(await screen.findByText('Enter an amount in rupees, like 150 or 99.50')).toBeInTheDocument();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Refund all ₹428' }));
    expect(screen.getByLabelText<HTMLInputElement>('Amount (₹)').value).toBe('428');
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect((calls[0]!.variables.input as { amountPaise: number }).amountPaise).toBe(42_800);
  });

  it("shows the server's refusal beside the amount and stays open", async () => {
    const onClose = open(() => ({
      adminRefundOrder: {
        __typename: 'AdminOrderPayload',
        order: null,
        userErrors: [
          {
            __typename: 'UserError',
            field: 'input.amountPaise',
            message: 'At most ₹428 can still be refunded on this order.',
            code: 'INVALID',
          },
        ],
      },
    }));
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('At most ₹428 can still be refunded on this order.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (₹)').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not send an amount it cannot read, nor an empty reason', () => {
    const calls: Call[] = [];
    open(() => refunded(0), calls);
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(screen.getByText('Enter an amount in rupees, like 150 or 99.50')).toBeInTheDocument();
    expect(screen.getByText('Please enter the reason for the refund.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('on cash on delivery says it records money handed back, and toasts it as recorded, not asked of Razorpay', async () => {
    const { toast } = await import('sonner');
    const onClose = open((variables) => refunded((variables.input as { amountPaise: number }).amountPaise), [], true);
    expect(screen.getByText(/Record cash you handed back to the shopper: up to ₹428/)).toBeVisible();
    expect(screen.queryByText(/UPI/)).toBeNull();
    expect(screen.queryByText(/online payment/)).toBeNull();
    fireEvent.change(screen.getByLabelText('Amount (₹)'), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Crushed rose' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toast.success).toHaveBeenLastCalledWith('Refund of ₹150 recorded');
  });
});
