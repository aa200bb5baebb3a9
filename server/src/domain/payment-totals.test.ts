import { describe, expect, it } from 'vitest';
import { newOrderPayment, paymentTotals, type PayableOrder } from './order-payment.js';
import type { RefundRecord } from './payment-record.js';

const placedAt = new Date('2026-11-22T10:00:00Z');

function refund(amountPaise: number, status: RefundRecord['status'], paymentId = 'pay_1'): RefundRecord {
  return {
    key: `r-${amountPaise}-${status}-${paymentId}`,
    paymentId,
    amountPaise,
    reason: 'OWNER',
    note: null,
    refundId: null,
    status,
    requestedAt: placedAt.toISOString(),
  };
}

function paid(refunds: RefundRecord[]): PayableOrder {
  return {
    status: 'DELIVERED',
    paymentMethod: 'ONLINE',
    totalPaise: 111_600,
    payment: {
      ...newOrderPayment(placedAt, 20 * 60_000),
      state: 'PAID',
      paymentId: 'pay_1',
      paidAt: placedAt.toISOString(),
      refunds,
    },
  };
}

describe('paymentTotals', () => {
  it('adds up what was paid, what came back, what is on its way and the net', () => {
    const totals = paymentTotals(
      paid([refund(30_000, 'PROCESSED'), refund(10_000, 'PENDING'), refund(5_000, 'FAILED')]),
    );
    expect(totals).toEqual({
      paidPaise: 111_600,
      refundedPaise: 30_000,
      refundingPaise: 10_000,
      netPaise: 81_600,
      refundablePaise: 71_600,
    });
  });

  it('leaves out refunds of another payment (a second or late one, given back whole)', () => {
    expect(paymentTotals(paid([refund(111_600, 'PROCESSED', 'pay_2')]))?.refundedPaise).toBe(0);
  });

  it('is null for cash on delivery and for an online order not paid', () => {
    expect(paymentTotals({ ...paid([]), paymentMethod: 'COD', payment: null })).toBeNull();
    const unpaid = paid([]);
    expect(
      paymentTotals({ ...unpaid, payment: { ...unpaid.payment!, state: 'AWAITING', paymentId: null } }),
    ).toBeNull();
  });
});
