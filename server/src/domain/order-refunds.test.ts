import { describe, expect, it } from 'vitest';
import type { CashRefundRecord } from './cash-refund.js';
import { newOrderPayment } from './order-payment.js';
import {
  orderRefundSummary,
  paymentBucket,
  paymentBuckets,
  refundsGiven,
  type RefundedOrder,
} from './order-refunds.js';
import type { RefundRecord } from './payment-record.js';

const placedAt = new Date('2026-11-22T10:00:00Z');

function refund(amountPaise: number, status: RefundRecord['status'], at: string, paymentId = 'pay_1'): RefundRecord {
  return {
    key: `r-${amountPaise}-${paymentId}`,
    paymentId,
    amountPaise,
    reason: 'OWNER',
    note: 'Damaged mug',
    refundId: null,
    status,
    requestedAt: at,
  };
}

function online(refunds: RefundRecord[], status: RefundedOrder['status'] = 'DELIVERED'): RefundedOrder {
  return {
    status,
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

const cash = (key: string, amountPaise: number, refundedAt: string): CashRefundRecord => ({
  key,
  amountPaise,
  note: 'Wilted roses',
  refundedAt,
});

function cod(status: RefundedOrder['status'], cashRefunds: CashRefundRecord[] = []): RefundedOrder {
  return { status, paymentMethod: 'COD', totalPaise: 117_600, payment: null, cashRefunds };
}

describe('orderRefundSummary', () => {
  it('adds online refunds asked for (not failed) and lists each with its kind, oldest first', () => {
    const summary = orderRefundSummary(
      online([
        refund(30_000, 'PROCESSED', '2026-11-24T10:00:00.000Z'),
        refund(10_000, 'PENDING', '2026-11-23T10:00:00.000Z'),
        refund(5_000, 'FAILED', '2026-11-25T10:00:00.000Z'),
        refund(111_600, 'PROCESSED', '2026-11-22T11:00:00.000Z', 'pay_2'),
      ]),
    );
    expect(summary).toMatchObject({ refundedPaise: 40_000, netPaise: 71_600, state: 'PARTIAL' });
    expect(summary.entries.map((entry) => [entry.kind, entry.amountPaise, entry.status, entry.reason])).toEqual([
      ['ONLINE', 10_000, 'PENDING', 'Damaged mug'],
      ['ONLINE', 30_000, 'PROCESSED', 'Damaged mug'],
      ['ONLINE', 5_000, 'FAILED', 'Damaged mug'],
    ]);
  });

  it('adds cash handed back on a cash-on-delivery order, and calls a whole refund full', () => {
    const partly = orderRefundSummary(cod('DELIVERED', [cash('c1', 20_000, '2026-11-25T10:00:00.000Z')]));
    expect(partly).toMatchObject({ refundedPaise: 20_000, netPaise: 97_600, state: 'PARTIAL' });
    expect(partly.entries).toEqual([
      {
        kind: 'CASH',
        amountPaise: 20_000,
        at: '2026-11-25T10:00:00.000Z',
        reason: 'Wilted roses',
        status: 'HANDED_BACK',
      },
    ]);
    const whole = orderRefundSummary(cod('DELIVERED', [cash('c1', 117_600, '2026-11-25T10:00:00.000Z')]));
    expect(whole).toMatchObject({ refundedPaise: 117_600, netPaise: 0, state: 'FULL' });
    expect(orderRefundSummary(cod('PLACED'))).toEqual({
      refundedPaise: 0,
      netPaise: 117_600,
      state: 'NONE',
      entries: [],
    });
  });
});

describe('paymentBucket', () => {
  it('files cash orders by whether the cash is still to collect, and online ones by their payment', () => {
    expect(
      ['PLACED', 'PACKED', 'SHIPPED', 'OUT_FOR_DELIVERY'].map((status) => paymentBucket(cod(status as never))),
    ).toEqual(['CASH_TO_COLLECT', 'CASH_TO_COLLECT', 'CASH_TO_COLLECT', 'CASH_TO_COLLECT']);
    expect(paymentBucket(cod('DELIVERED'))).toBe('CASH_COLLECTED');
    expect(paymentBucket(cod('CANCELLED'))).toBe('NOT_PAID');
    expect(paymentBucket(online([]))).toBe('PAID_ONLINE');
    const unpaid = online([]);
    expect(
      paymentBucket({ ...unpaid, status: 'PENDING_PAYMENT', payment: { ...unpaid.payment!, state: 'AWAITING' } }),
    ).toBe('NOT_PAID');
  });

  it('files any refund, online or cash, as refunded; a failed one gave nothing back', () => {
    expect(paymentBucket(cod('DELIVERED', [cash('c1', 100, '2026-11-25T10:00:00.000Z')]))).toBe('REFUNDED');
    expect(paymentBucket(online([refund(100, 'PENDING', '2026-11-25T10:00:00.000Z')]))).toBe('REFUNDED');
    expect(paymentBucket(online([refund(100, 'FAILED', '2026-11-25T10:00:00.000Z')]))).toBe('PAID_ONLINE');
  });
});

describe('paymentBuckets', () => {
  it('keeps a refunded order under how its money was taken, and adds REFUNDED', () => {
    expect(paymentBuckets(cod('DELIVERED', [cash('c1', 100, '2026-11-25T10:00:00.000Z')]))).toEqual([
      'CASH_COLLECTED',
      'REFUNDED',
    ]);
    expect(paymentBuckets(online([refund(100, 'PENDING', '2026-11-25T10:00:00.000Z')]))).toEqual([
      'PAID_ONLINE',
      'REFUNDED',
    ]);
    expect(paymentBuckets(cod('DELIVERED'))).toEqual(['CASH_COLLECTED']);
    expect(paymentBuckets(cod('PACKED'))).toEqual(['CASH_TO_COLLECT']);
    expect(paymentBuckets(online([refund(100, 'FAILED', '2026-11-25T10:00:00.000Z')]))).toEqual(['PAID_ONLINE']);
  });
});

describe('refundsGiven', () => {
  it('names the online refunds a change processed and the cash refunds it recorded, once each', () => {
    const asked = online([refund(30_000, 'PENDING', '2026-11-24T10:00:00.000Z')]);
    const processed = online([refund(30_000, 'PROCESSED', '2026-11-24T10:00:00.000Z')]);
    expect(refundsGiven(asked, processed)).toEqual([
      { key: 'r-30000-pay_1', kind: 'ONLINE', amountPaise: 30_000, reason: 'Damaged mug' },
    ]);
    expect(refundsGiven(processed, processed)).toEqual([]);
    const first = cod('DELIVERED', [cash('c1', 20_000, '2026-11-25T10:00:00.000Z')]);
    const second = cod('DELIVERED', [...first.cashRefunds!, cash('c2', 5_000, '2026-11-26T10:00:00.000Z')]);
    expect(refundsGiven(cod('DELIVERED'), first)).toEqual([
      { key: 'c1', kind: 'CASH', amountPaise: 20_000, reason: 'Wilted roses' },
    ]);
    expect(refundsGiven(first, second).map((given) => given.key)).toEqual(['c2']);
  });
});
