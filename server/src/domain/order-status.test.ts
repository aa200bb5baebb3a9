import { describe, expect, it } from 'vitest';
import {
  initialStatus,
  isFinalStatus,
  openingEntry,
  ORDER_STATUSES,
  OWN_DELIVERY_NOT_SHIPPED,
  shopperCanCancel,
  transition,
  type OrderActor,
  type OrderStatus,
} from './order-status.js';

const now = new Date('2026-03-14T18:45:00.000Z'); // 15 March, 00:15 in India
const ACTORS: readonly OrderActor[] = ['shopper', 'owner', 'payments', 'system'];

// Every move that is allowed, written out independently of the module's own table.
const ALLOWED = new Set([
  'PENDING_PAYMENT>PLACED:payments',
  'PENDING_PAYMENT>CANCELLED:shopper',
  'PENDING_PAYMENT>CANCELLED:owner',
  'PENDING_PAYMENT>EXPIRED:system',
  'PLACED>PACKED:owner',
  'PLACED>CANCELLED:shopper',
  'PLACED>CANCELLED:owner',
  'PACKED>SHIPPED:owner',
  'PACKED>CANCELLED:owner',
  'SHIPPED>DELIVERED:owner',
  'SHIPPED>DELIVERED:system',
  'SHIPPED>OUT_FOR_DELIVERY:owner',
  'OUT_FOR_DELIVERY>DELIVERED:owner',
  'OUT_FOR_DELIVERY>DELIVERED:system',
]);

describe('transition: who may do what', () => {
  it('allows exactly the listed moves and refuses every other', () => {
    const allowed: string[] = [];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        for (const actor of ACTORS) {
          const result = transition({ status: from, paymentMethod: 'ONLINE' }, to, actor, 'a reason', now);
          if (result.ok) allowed.push(`${from}>${to}:${actor}`);
        }
      }
    }
    expect(new Set(allowed)).toEqual(ALLOWED);
  });

  it.each<[OrderStatus, OrderStatus, OrderActor, string]>([
    ['PLACED', 'PLACED', 'owner', 'ALREADY_IN_STATUS'],
    ['DELIVERED', 'CANCELLED', 'owner', 'ORDER_CLOSED'],
    ['CANCELLED', 'PLACED', 'payments', 'ORDER_CLOSED'],
    ['EXPIRED', 'PLACED', 'payments', 'ORDER_CLOSED'],
    ['SHIPPED', 'PACKED', 'owner', 'NOT_ALLOWED'], // backwards
    ['PLACED', 'SHIPPED', 'owner', 'NOT_ALLOWED'], // skips a step
    ['PLACED', 'EXPIRED', 'system', 'NOT_ALLOWED'], // only an unpaid order expires
    ['SHIPPED', 'CANCELLED', 'owner', 'NOT_ALLOWED'], // on its way: a return, not a cancellation
    ['OUT_FOR_DELIVERY', 'CANCELLED', 'owner', 'NOT_ALLOWED'],
    ['OUT_FOR_DELIVERY', 'SHIPPED', 'owner', 'NOT_ALLOWED'], // backwards
    ['PACKED', 'OUT_FOR_DELIVERY', 'owner', 'NOT_ALLOWED'], // skips shipped (a courier's parcel)
    ['SHIPPED', 'OUT_FOR_DELIVERY', 'system', 'ACTOR_NOT_ALLOWED'],
    ['PACKED', 'CANCELLED', 'shopper', 'ACTOR_NOT_ALLOWED'],
    ['PENDING_PAYMENT', 'PLACED', 'shopper', 'ACTOR_NOT_ALLOWED'], // only the gateway confirms a payment
    ['PENDING_PAYMENT', 'EXPIRED', 'shopper', 'ACTOR_NOT_ALLOWED'],
    ['PLACED', 'PACKED', 'system', 'ACTOR_NOT_ALLOWED'],
  ])('%s → %s by %s is refused: %s', (from, to, actor, code) => {
    const result = transition({ status: from, paymentMethod: 'COD' }, to, actor, 'why', now);
    expect(result).toMatchObject({ ok: false, code });
  });

  it('tells a shopper plainly why a packed order cannot be cancelled', () => {
    expect(transition({ status: 'PACKED', paymentMethod: 'COD' }, 'CANCELLED', 'shopper', null, now)).toEqual({
      ok: false,
      code: 'ACTOR_NOT_ALLOWED',
      message: 'This order has already been packed, so it can no longer be cancelled here. Please contact us.',
    });
  });
});

describe('transition: results', () => {
  it('moves forward with a timeline entry', () => {
    expect(transition({ status: 'PLACED', paymentMethod: 'COD' }, 'PACKED', 'owner', null, now)).toEqual({
      ok: true,
      status: 'PACKED',
      entry: { from: 'PLACED', to: 'PACKED', at: '2026-03-14T18:45:00.000Z', actor: 'owner', reason: null },
      returnsStock: false,
      releasesCoupon: false,
      refundDue: false,
    });
  });

  it.each<[OrderStatus, OrderStatus, OrderActor, 'COD' | 'ONLINE', boolean, boolean]>([
    // from, to, actor, payment, returns stock, refund due
    ['PLACED', 'CANCELLED', 'shopper', 'COD', true, false],
    ['PLACED', 'CANCELLED', 'shopper', 'ONLINE', true, true], // paid: refund
    ['PACKED', 'CANCELLED', 'owner', 'ONLINE', true, true],
    ['PENDING_PAYMENT', 'CANCELLED', 'shopper', 'ONLINE', true, false], // nothing was paid
    ['PENDING_PAYMENT', 'EXPIRED', 'system', 'ONLINE', true, false],
    ['PENDING_PAYMENT', 'PLACED', 'payments', 'ONLINE', false, false],
    ['SHIPPED', 'DELIVERED', 'system', 'ONLINE', false, false],
  ])('%s → %s by %s (%s): stock back %s, refund %s', (from, to, actor, paymentMethod, returnsStock, refundDue) => {
    const result = transition({ status: from, paymentMethod }, to, actor, 'Changed my mind', now);
    expect(result).toMatchObject({ ok: true, status: to, returnsStock, releasesCoupon: returnsStock, refundDue });
  });

  it('records who cancelled and why, tidied', () => {
    const result = transition(
      { status: 'PLACED', paymentMethod: 'COD' },
      'CANCELLED',
      'shopper',
      '  Ordered the   wrong size ',
      now,
    );
    expect(result.ok && result.entry).toEqual({
      from: 'PLACED',
      to: 'CANCELLED',
      at: now.toISOString(),
      actor: 'shopper',
      reason: 'Ordered the wrong size',
    });
  });

  it('lets the shopper cancel without a reason', () => {
    const result = transition({ status: 'PLACED', paymentMethod: 'COD' }, 'CANCELLED', 'shopper', '   ', now);
    expect(result.ok && result.entry.reason).toBeNull();
  });

  it.each([[null], [''], ['  ']])('asks the owner why they cancel (reason %j)', (reason) => {
    expect(transition({ status: 'PACKED', paymentMethod: 'COD' }, 'CANCELLED', 'owner', reason, now)).toMatchObject({
      ok: false,
      code: 'REASON_REQUIRED',
    });
  });

  it('refuses a reason longer than 500 characters', () => {
    expect(
      transition({ status: 'PLACED', paymentMethod: 'COD' }, 'CANCELLED', 'shopper', 'x'.repeat(501), now),
    ).toMatchObject({
      ok: false,
      code: 'REASON_TOO_LONG',
    });
    expect(
      transition({ status: 'PLACED', paymentMethod: 'COD' }, 'CANCELLED', 'shopper', 'x'.repeat(500), now).ok,
    ).toBe(true);
  });

  it('refuses an invalid clock reading', () => {
    expect(() =>
      transition({ status: 'PLACED', paymentMethod: 'COD' }, 'PACKED', 'owner', null, new Date(Number.NaN)),
    ).toThrow(RangeError);
  });
});

describe('a new order', () => {
  it('starts placed when paid on delivery, waiting for payment when paid online', () => {
    expect(initialStatus('COD')).toBe('PLACED');
    expect(initialStatus('ONLINE')).toBe('PENDING_PAYMENT');
  });

  it('opens its timeline with the shopper placing it', () => {
    expect(openingEntry('COD', now)).toEqual({
      from: null,
      to: 'PLACED',
      at: '2026-03-14T18:45:00.000Z',
      actor: 'shopper',
      reason: null,
    });
    expect(openingEntry('ONLINE', now).to).toBe('PENDING_PAYMENT');
  });
});

describe('status helpers', () => {
  it.each<[OrderStatus, boolean, boolean]>([
    ['PENDING_PAYMENT', false, true],
    ['PLACED', false, true],
    ['PACKED', false, false],
    ['SHIPPED', false, false],
    ['DELIVERED', true, false],
    ['CANCELLED', true, false],
    ['EXPIRED', true, false],
  ])('%s: final %s, shopper may cancel %s', (status, final, cancellable) => {
    expect(isFinalStatus(status)).toBe(final);
    expect(shopperCanCancel(status)).toBe(cancellable);
  });
});

describe("the shop's own delivery", () => {
  const now = new Date('2026-12-07T10:00:00Z');
  it('goes out for delivery straight from packed, by the owner only; a courier parcel is shipped first', () => {
    const local = { status: 'PACKED', paymentMethod: 'COD', delivery: { mode: 'LOCAL' } } as const;
    expect(transition(local, 'OUT_FOR_DELIVERY', 'owner', null, now)).toMatchObject({
      ok: true,
      entry: { from: 'PACKED', to: 'OUT_FOR_DELIVERY', actor: 'owner' },
    });
    expect(transition(local, 'OUT_FOR_DELIVERY', 'system', null, now)).toMatchObject({ ok: false });
    const courier = { ...local, delivery: { mode: 'COURIER' } } as const;
    expect(transition(courier, 'OUT_FOR_DELIVERY', 'owner', null, now)).toMatchObject({
      ok: false,
      code: 'NOT_ALLOWED',
    });
    expect(transition({ ...local, delivery: null }, 'OUT_FOR_DELIVERY', 'owner', null, now)).toMatchObject({
      ok: false,
    });
  });

  it('is never shipped by courier, whoever asks; a courier parcel is', () => {
    const local = { status: 'PACKED', paymentMethod: 'COD', delivery: { mode: 'LOCAL' } } as const;
    expect(transition(local, 'SHIPPED', 'owner', null, now)).toEqual({
      ok: false,
      code: 'NOT_ALLOWED',
      message: OWN_DELIVERY_NOT_SHIPPED,
    });
    expect(transition({ ...local, delivery: { mode: 'COURIER' } }, 'SHIPPED', 'owner', null, now)).toMatchObject({
      ok: true,
    });
  });
});
