import { describe, expect, it } from 'vitest';
import { cancelRefundNote } from './refund-words';

const money = (paise: number) => ({ paise, formatted: `₹${(paise / 100).toLocaleString('en-IN')}` });

function paidOnline(method: string | null, refundablePaise: number) {
  return {
    paymentMethod: 'ONLINE' as const,
    payment: {
      status: 'PAID' as const,
      method,
      paidAt: '2026-11-22T10:00:00Z',
      refunds: [],
      totals: {
        paid: money(111_600),
        refunded: money(111_600 - refundablePaise),
        refunding: money(0),
        net: money(refundablePaise),
        refundable: money(refundablePaise),
      },
    },
  };
}

describe('cancelRefundNote', () => {
  it('says how much comes back, where and by when for an order paid online', () => {
    expect(cancelRefundNote(paidOnline('upi', 111_600))).toBe(
      '₹1,116 comes back to the UPI account you paid from within 5–7 working days of the cancellation.',
    );
    expect(cancelRefundNote(paidOnline('card', 81_600))).toMatch(/^₹816 comes back to the card you paid with/);
    expect(cancelRefundNote(paidOnline(null, 100))).toMatch(/the account you paid from/);
  });

  it('says nothing comes back for cash on delivery, an unpaid order, or one refunded already', () => {
    expect(cancelRefundNote({ paymentMethod: 'COD', payment: null })).toMatch(/not paid for this order/);
    expect(
      cancelRefundNote({ paymentMethod: 'ONLINE', payment: { ...paidOnline('upi', 0).payment, totals: null } }),
    ).toMatch(/not paid/);
    expect(cancelRefundNote(paidOnline('upi', 0))).toMatch(/already been refunded/);
  });
});
