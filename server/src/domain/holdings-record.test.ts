import { describe, expect, it } from 'vitest';
import {
  EMPTY_HOLDINGS,
  heldNow,
  holdingsDifferences,
  holdingsDocument,
  holdingsWith,
  parseHoldings,
  rebuildHoldings,
  type HoldingSource,
} from './holdings-record.js';

const order = (id: string, overrides: Partial<HoldingSource> = {}): HoldingSource => ({
  id,
  status: 'PLACED',
  paymentMethod: 'COD',
  payment: null,
  lines: [
    { productId: 'roses', quantity: 2 },
    { productId: 'mug', quantity: 1 },
    { productId: 'roses', quantity: 1 },
  ],
  delivery: { mode: 'LOCAL', date: '2026-11-27', slot: { id: 'evening' } },
  ...overrides,
});

const unpaid = (id: string, expiresAt: string) =>
  order(id, { status: 'PENDING_PAYMENT', paymentMethod: 'ONLINE', payment: { state: 'AWAITING', expiresAt } });

describe('the holdings record', () => {
  it('holds an open order with its units per product and its slot, and counts it live', () => {
    const holdings = holdingsWith(EMPTY_HOLDINGS, null, order('a'));
    expect(holdings).toEqual({
      liveOrders: 1,
      open: {
        a: {
          status: 'PLACED',
          paymentMethod: 'COD',
          payBy: null,
          units: { roses: 3, mug: 1 },
          slot: '2026-11-27/evening',
        },
      },
    });
  });

  it('follows every transition: paid, packed, shipped (no longer held, still live), delivered, cancelled, expired', () => {
    let holdings = holdingsWith(EMPTY_HOLDINGS, null, unpaid('a', '2026-11-27T10:20:00.000Z'));
    expect(holdings.open.a?.payBy).toBe('2026-11-27T10:20:00.000Z');
    const paid = order('a', {
      paymentMethod: 'ONLINE',
      payment: { state: 'PAID', expiresAt: '2026-11-27T10:20:00.000Z' },
    });
    holdings = holdingsWith(holdings, unpaid('a', '2026-11-27T10:20:00.000Z'), paid);
    expect(holdings.open.a).toMatchObject({ status: 'PLACED', payBy: null });
    holdings = holdingsWith(holdings, paid, { ...paid, status: 'SHIPPED' });
    expect(holdings).toEqual({ liveOrders: 1, open: {} });
    holdings = holdingsWith(holdings, { ...paid, status: 'SHIPPED' }, { ...paid, status: 'DELIVERED' });
    expect(holdings).toEqual({ liveOrders: 1, open: {} });

    holdings = holdingsWith(holdings, null, order('b'));
    holdings = holdingsWith(holdings, order('b'), order('b', { status: 'CANCELLED' }));
    expect(holdings).toEqual({ liveOrders: 1, open: {} });
    holdings = holdingsWith(holdings, null, unpaid('c', '2026-11-27T10:20:00.000Z'));
    holdings = holdingsWith(holdings, unpaid('c', '2026-11-27T10:20:00.000Z'), order('c', { status: 'EXPIRED' }));
    expect(holdings).toEqual({ liveOrders: 1, open: {} });
    // A late payment revives an expired order: live and held again.
    holdings = holdingsWith(holdings, order('c', { status: 'EXPIRED' }), order('c', { paymentMethod: 'ONLINE' }));
    expect(holdings.liveOrders).toBe(2);
    expect(Object.keys(holdings.open)).toEqual(['c']);
  });

  it('is rebuilt from the orders to the same record, and the check names every difference', () => {
    const orders = [order('a'), unpaid('b', '2026-11-27T10:20:00.000Z'), order('c', { status: 'CANCELLED' })];
    const rebuilt = rebuildHoldings(orders);
    expect(rebuilt.liveOrders).toBe(2);
    expect(holdingsDifferences(rebuilt, rebuildHoldings([...orders].reverse()))).toEqual([]);
    const wrong = { liveOrders: 3, open: { a: rebuilt.open.a!, z: rebuilt.open.a! } };
    expect(holdingsDifferences(wrong, rebuilt)).toEqual([
      'liveOrders: stored 3, orders say 2',
      expect.stringMatching(/^open order b: stored null, orders say \{"status":"PENDING_PAYMENT"/),
      expect.stringMatching(/^open order z: stored \{.*\}, orders say null$/),
    ]);
    expect(holdingsDifferences(null, EMPTY_HOLDINGS)).toEqual([]);
    expect(holdingsDifferences(null, rebuilt)).toEqual(['no holdings record']);
  });

  it('stops counting an unpaid order once its payment window has ended', () => {
    const holdings = rebuildHoldings([order('a'), unpaid('b', '2026-11-27T10:20:00.000Z')]);
    expect(heldNow(holdings, new Date('2026-11-27T10:19:59.000Z'))).toHaveLength(2);
    const after = heldNow(holdings, new Date('2026-11-27T10:20:00.000Z'));
    expect(after).toEqual([
      {
        status: 'PLACED',
        paymentMethod: 'COD',
        lines: [
          { productId: 'roses', quantity: 3 },
          { productId: 'mug', quantity: 1 },
        ],
      },
    ]);
  });

  it('reads back what it stores, and refuses a record it cannot understand (it is then rebuilt)', () => {
    const holdings = rebuildHoldings([order('a'), unpaid('b', '2026-11-27T10:20:00.000Z')]);
    expect(parseHoldings(holdingsDocument(holdings))).toEqual(holdings);
    expect(parseHoldings(undefined)).toBeNull();
    expect(parseHoldings({ liveOrders: -1, open: {} })).toBeNull();
    expect(parseHoldings({ liveOrders: 1, open: { a: { status: 'SHIPPED' } } })).toBeNull();
  });
});
