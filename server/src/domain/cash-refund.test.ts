import { describe, expect, it } from 'vitest';
import { cashRefundablePaise, cashToCollectPaise, refundCashByOwner, type CashOrder } from './cash-refund.js';
import { ORDER_STATUSES } from './order-status.js';

const NOW = new Date('2026-12-07T10:00:00Z');
const delivered: CashOrder = { status: 'DELIVERED', paymentMethod: 'COD', totalPaise: 120_000 };

describe('refundCashByOwner', () => {
  it('records part, then refuses more than was collected less earlier refunds', () => {
    const first = refundCashByOwner(delivered, { key: 'a', amountPaise: 50_000, note: 'Crushed box' }, NOW);
    expect(first).toMatchObject({ kind: 'write', refund: { amountPaise: 50_000, refundedAt: NOW.toISOString() } });
    if (first.kind !== 'write') throw new Error('expected a write');
    const after = { ...delivered, cashRefunds: first.cashRefunds };
    expect(cashRefundablePaise(after)).toBe(70_000);
    expect(refundCashByOwner(after, { key: 'b', amountPaise: 70_001, note: 'x' }, NOW)).toEqual({
      kind: 'refused',
      refusal: { code: 'OVER_REFUND', refundablePaise: 70_000 },
    });
    const rest = refundCashByOwner(after, { key: 'b', amountPaise: 70_000, note: 'x' }, NOW);
    expect(rest.kind).toBe('write');
  });

  it('finds the same key again, and refuses it reused for another amount', () => {
    const first = refundCashByOwner(delivered, { key: 'a', amountPaise: 100, note: 'n' }, NOW);
    if (first.kind !== 'write') throw new Error('expected a write');
    const after = { ...delivered, cashRefunds: first.cashRefunds };
    expect(refundCashByOwner(after, { key: 'a', amountPaise: 100, note: 'n' }, NOW)).toEqual({
      kind: 'existing',
      refund: first.refund,
    });
    expect(refundCashByOwner(after, { key: 'a', amountPaise: 200, note: 'n' }, NOW)).toEqual({
      kind: 'refused',
      refusal: { code: 'KEY_REUSED' },
    });
  });

  it('refuses an online order and a COD order not yet delivered (nothing collected)', () => {
    expect(
      refundCashByOwner({ ...delivered, paymentMethod: 'ONLINE' }, { key: 'a', amountPaise: 1, note: 'n' }, NOW),
    ).toEqual({ kind: 'refused', refusal: { code: 'NOT_COD' } });
    for (const status of ['PLACED', 'PACKED', 'SHIPPED', 'OUT_FOR_DELIVERY', 'CANCELLED'] as const) {
      expect(refundCashByOwner({ ...delivered, status }, { key: 'a', amountPaise: 1, note: 'n' }, NOW)).toEqual({
        kind: 'refused',
        refusal: { code: 'NOT_COLLECTED' },
      });
      expect(cashRefundablePaise({ ...delivered, status })).toBe(0);
    }
  });
});

describe('cashToCollectPaise', () => {
  it("is a COD order's total until it is delivered or closed, and nothing for an online order", () => {
    const due = ORDER_STATUSES.map((status) => [
      status,
      cashToCollectPaise({ status, paymentMethod: 'COD', totalPaise: 117600 }),
      cashToCollectPaise({ status, paymentMethod: 'ONLINE', totalPaise: 117600 }),
    ]);
    expect(due).toEqual([
      ['PENDING_PAYMENT', 117600, 0],
      ['PLACED', 117600, 0],
      ['PACKED', 117600, 0],
      ['SHIPPED', 117600, 0],
      ['OUT_FOR_DELIVERY', 117600, 0],
      ['DELIVERED', 0, 0],
      ['CANCELLED', 0, 0],
      ['EXPIRED', 0, 0],
    ]);
  });
});
