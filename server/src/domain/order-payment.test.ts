import { describe, expect, it } from 'vitest';
import {
  canStartPayment,
  expireIfDue,
  linesInStock,
  newOrderPayment,
  paymentStatusView,
  recordRefund,
  refundablePaise,
  refundByOwner,
  refundCancelled,
  refundedPaise,
  refundRefused,
  settlePayment,
  type PayableOrder,
  type PaymentDecision,
  type PaymentSource,
  type ReportedPayment,
} from './order-payment.js';

const placedAt = new Date('2026-11-22T10:00:00Z');
const now = new Date('2026-11-22T10:05:00Z');
const later = new Date('2026-11-22T10:30:00Z');

function pending(): PayableOrder {
  return {
    status: 'PENDING_PAYMENT',
    paymentMethod: 'ONLINE',
    totalPaise: 34_900,
    payment: { ...newOrderPayment(placedAt, 20 * 60_000), providerOrderId: 'order_P' },
  };
}

const captured: ReportedPayment = {
  id: 'pay_1',
  providerOrderId: 'order_P',
  status: 'captured',
  amountPaise: 34_900,
  currency: 'INR',
  method: 'upi',
  errorDescription: null,
};
const failed: ReportedPayment = { ...captured, id: 'pay_0', status: 'failed', errorDescription: 'Bank declined' };

/** Applies a decision as the store would, counting stock moves and refunds asked for. */
interface World {
  order: PayableOrder;
  stock: number;
  refunds: number;
  paidCount: number;
}
function apply(world: World, decision: PaymentDecision): World {
  if (decision.kind !== 'write') return world;
  return {
    order: { ...world.order, status: decision.status?.to ?? world.order.status, payment: decision.payment },
    stock: world.stock + (decision.stock === 'take' ? -1 : decision.stock === 'return' ? 1 : 0),
    refunds: world.refunds + (decision.refund ? 1 : 0),
    paidCount: world.paidCount + (decision.outcome === 'PAID' || decision.outcome === 'PAID_LATE' ? 1 : 0),
  };
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

describe('settlePayment: one captured payment through callback, webhook and reconciler', () => {
  const sources: PaymentSource[] = ['callback', 'webhook', 'reconciler'];
  it.each(permutations(sources).map((order) => [order.join(' → '), order]))(
    '%s ends paid once, no refund',
    (_name, order) => {
      let world: World = { order: pending(), stock: 0, refunds: 0, paidCount: 0 };
      for (const source of order) world = apply(world, settlePayment(world.order, captured, source, now));
      expect(world.order.status).toBe('PLACED');
      expect(world.order.payment?.state).toBe('PAID');
      expect(world.order.payment?.paymentId).toBe('pay_1');
      expect(world).toMatchObject({ paidCount: 1, refunds: 0, stock: 0 });
      expect(world.order.payment?.events.map((event) => event.kind)).toEqual(['PAYMENT_CAPTURED']);
    },
  );

  it('repeats of every source after payment change nothing', () => {
    let world: World = { order: pending(), stock: 0, refunds: 0, paidCount: 0 };
    world = apply(world, settlePayment(world.order, captured, 'webhook', now));
    for (const source of sources)
      expect(settlePayment(world.order, captured, source, later)).toEqual({ kind: 'none', why: 'already-paid' });
  });

  it('a failed attempt, then a success: failure recorded once, then paid', () => {
    let world: World = { order: pending(), stock: 0, refunds: 0, paidCount: 0 };
    world = apply(world, settlePayment(world.order, failed, 'callback', now));
    expect(paymentStatusView(world.order)).toBe('FAILED');
    expect(canStartPayment(world.order, now)).toBe(true);
    expect(settlePayment(world.order, failed, 'webhook', now)).toEqual({ kind: 'none', why: 'failure-known' });
    world = apply(world, settlePayment(world.order, captured, 'callback', now));
    // A failure webhook arriving late (out of order) does not undo the payment.
    expect(settlePayment(world.order, failed, 'webhook', now).kind).toBe('none');
    expect(paymentStatusView(world.order)).toBe('PAID');
  });

  it('authorized (not yet captured) payments change nothing', () => {
    expect(settlePayment(pending(), { ...captured, status: 'authorized' }, 'webhook', now).kind).toBe('none');
  });

  it("refuses a payment of another provider order (never trusts the browser's order id)", () => {
    expect(settlePayment(pending(), { ...captured, providerOrderId: 'order_X' }, 'callback', now)).toEqual({
      kind: 'none',
      why: 'other-provider-order',
    });
  });

  it.each([
    ['amount', { amountPaise: 100 }],
    ['currency', { currency: 'USD' }],
  ])('a %s mismatch is refunded, flagged, and the order stays unpaid', (_name, change) => {
    const decision = settlePayment(pending(), { ...captured, ...change }, 'webhook', now);
    expect(decision).toMatchObject({
      kind: 'write',
      outcome: 'REFUND',
      status: null,
      refund: { reason: 'AMOUNT_MISMATCH' },
    });
    if (decision.kind === 'write') expect(decision.payment.attention).toMatch(/did not match/);
  });

  it('a second payment for a paid order is refunded once', () => {
    let world: World = { order: pending(), stock: 0, refunds: 0, paidCount: 0 };
    world = apply(world, settlePayment(world.order, captured, 'callback', now));
    const second = { ...captured, id: 'pay_2' };
    world = apply(world, settlePayment(world.order, second, 'webhook', now));
    world = apply(world, settlePayment(world.order, second, 'reconciler', now));
    expect(world).toMatchObject({ paidCount: 1, refunds: 1 });
    expect(world.order.payment?.paymentId).toBe('pay_1');
  });
});

describe('late payments and expiry', () => {
  function expired(): World {
    const world: World = { order: pending(), stock: 0, refunds: 0, paidCount: 0 };
    expect(expireIfDue(world.order, now).kind).toBe('none');
    return apply(world, expireIfDue(world.order, later));
  }

  it('expiry ends the order and returns its stock, once', () => {
    const world = expired();
    expect(world.order.status).toBe('EXPIRED');
    expect(world.stock).toBe(1);
    expect(expireIfDue(world.order, later).kind).toBe('none');
    expect(paymentStatusView(world.order)).toBe('NOT_PAID');
    expect(canStartPayment(world.order, later)).toBe(false);
  });

  it('a paid order never expires', () => {
    const paid = apply(
      { order: pending(), stock: 0, refunds: 0, paidCount: 0 },
      settlePayment(pending(), captured, 'webhook', now),
    );
    expect(expireIfDue(paid.order, later).kind).toBe('none');
  });

  it('a late payment asks for the stock, then takes it again when it is there', () => {
    let world = expired();
    expect(settlePayment(world.order, captured, 'webhook', later)).toEqual({ kind: 'needs-stock' });
    world = apply(world, settlePayment(world.order, captured, 'webhook', later, true));
    expect(world).toMatchObject({ stock: 0, paidCount: 1, refunds: 0 });
    expect(world.order.status).toBe('PLACED');
    expect(settlePayment(world.order, captured, 'reconciler', later).kind).toBe('none');
  });

  it('a late payment without stock is refunded once and flagged', () => {
    let world = expired();
    for (const source of ['webhook', 'callback', 'reconciler'] as const)
      world = apply(world, settlePayment(world.order, captured, source, later, false));
    expect(world).toMatchObject({ stock: 1, paidCount: 0, refunds: 1 });
    expect(world.order.status).toBe('EXPIRED');
    expect(world.order.payment?.attention).toMatch(/refunded/);
  });

  it('a payment for an order the shopper cancelled while unpaid is refunded', () => {
    const cancelled = { ...pending(), status: 'CANCELLED' as const };
    expect(settlePayment(cancelled, captured, 'webhook', now)).toMatchObject({ refund: { reason: 'LATE_PAYMENT' } });
  });
});

describe('refunds', () => {
  function paidThenCancelled(): PayableOrder {
    const decision = settlePayment(pending(), captured, 'callback', now);
    if (decision.kind !== 'write') throw new Error('expected a write');
    return { ...pending(), status: 'CANCELLED', payment: decision.payment };
  }

  it('a cancelled paid order is refunded in full, once', () => {
    const order = paidThenCancelled();
    const decision = refundCancelled(order, 'shopper', now);
    expect(decision).toMatchObject({
      kind: 'write',
      refund: { amountPaise: 34_900, paymentId: 'pay_1', status: 'REQUESTED' },
    });
    if (decision.kind !== 'write') return;
    const asked = { ...order, payment: decision.payment };
    expect(refundCancelled(asked, 'system', now).kind).toBe('none');
    expect(paymentStatusView(asked)).toBe('REFUND_PENDING');
  });

  it('refund statuses move forward only, whatever order the webhooks come in', () => {
    const order = paidThenCancelled();
    const asked = refundCancelled(order, 'shopper', now);
    if (asked.kind !== 'write') throw new Error('expected a write');
    let current: PayableOrder = { ...order, payment: asked.payment };
    const base = { refundId: 'rfnd_1', paymentId: 'pay_1', amountPaise: 34_900, key: null };
    for (const status of ['processed', 'pending', 'processed'] as const) {
      const decision = recordRefund(current, { ...base, status }, 'webhook', now);
      if (decision.kind === 'write') current = { ...current, payment: decision.payment };
    }
    expect(current.payment?.refunds).toEqual([expect.objectContaining({ refundId: 'rfnd_1', status: 'PROCESSED' })]);
    expect(paymentStatusView(current)).toBe('REFUNDED');
  });

  it('a refund the provider refuses ends FAILED with the owner told why, gives nothing back, and is final', () => {
    const order = paidThenCancelled();
    const asked = refundCancelled(order, 'shopper', now);
    if (asked.kind !== 'write' || !asked.refund) throw new Error('expected a refund');
    const waiting: PayableOrder = { ...order, payment: asked.payment };
    const refused = refundRefused(waiting, asked.refund.key, 'The refund amount is greater than the amount left', now);
    expect(refused).toMatchObject({ kind: 'write', status: null, stock: null, refund: null });
    if (refused.kind !== 'write') return;
    expect(refused.payment.refunds).toEqual([expect.objectContaining({ key: asked.refund.key, status: 'FAILED' })]);
    expect(refused.payment.attention).toBe(
      'Razorpay refused a refund of ₹349 (The refund amount is greater than the amount left). Nothing went back to ' +
        'the shopper: refund again from this page, or settle it outside Razorpay.',
    );
    const after = { ...waiting, payment: refused.payment };
    expect(refundablePaise(after)).toBe(34_900);
    expect(paymentStatusView(waiting)).toBe('REFUND_PENDING');
    expect(paymentStatusView(after)).toBe('PAID');
    expect(refundRefused(after, asked.refund.key, 'again', now).kind).toBe('none');
    expect(refundRefused(waiting, 'some-other-key', 'why', now).kind).toBe('none');

    // A refund made in the provider's dashboard reports later without our key: it is its own refund, not this one.
    const outside = recordRefund(
      after,
      { refundId: 'rfnd_dash', paymentId: 'pay_1', amountPaise: 30_000, status: 'processed', key: null },
      'webhook',
      now,
    );
    if (outside.kind !== 'write') throw new Error('expected the outside refund recorded');
    expect(outside.payment.refunds).toEqual([
      expect.objectContaining({ key: asked.refund.key, status: 'FAILED', refundId: null }),
      expect.objectContaining({ refundId: 'rfnd_dash', reason: 'PROVIDER', amountPaise: 30_000, status: 'PROCESSED' }),
    ]);
  });
});

describe('refunds by the owner', () => {
  function paid(): PayableOrder {
    const decision = settlePayment(pending(), captured, 'callback', now);
    if (decision.kind !== 'write') throw new Error('expected a write');
    return { ...pending(), status: 'PLACED', payment: decision.payment };
  }
  function refunded(order: PayableOrder, key: string, amountPaise: number, note = 'Damaged mug'): PayableOrder {
    const decision = refundByOwner(order, { key, amountPaise, note }, now);
    if (decision.kind !== 'write') throw new Error(`expected a write, got ${JSON.stringify(decision)}`);
    return { ...order, payment: decision.payment };
  }
  function settledAs(order: PayableOrder, status: 'pending' | 'processed' | 'failed'): PayableOrder {
    let current = order;
    for (const refund of order.payment!.refunds) {
      const decision = recordRefund(
        current,
        {
          refundId: `rfnd_${refund.key}`,
          paymentId: refund.paymentId,
          amountPaise: refund.amountPaise,
          status,
          key: refund.key,
        },
        'system',
        now,
      );
      if (decision.kind === 'write') current = { ...current, payment: decision.payment };
    }
    return current;
  }

  it('writes a REQUESTED refund with the owner note, leaving the payment PAID', () => {
    const decision = refundByOwner(paid(), { key: 'owner-a', amountPaise: 10_000, note: 'Damaged mug' }, now);
    expect(decision).toMatchObject({
      kind: 'write',
      refund: { key: 'owner-a', paymentId: 'pay_1', amountPaise: 10_000, reason: 'OWNER', note: 'Damaged mug' },
      payment: { state: 'PAID' },
    });
    if (decision.kind !== 'write') return;
    expect(decision.payment.events.at(-1)).toMatchObject({ kind: 'REFUND_REQUESTED', source: 'owner' });
  });

  it('never lets the refunds, pending ones included, exceed what was paid', () => {
    const first = refunded(paid(), 'owner-a', 13_960);
    expect(refundedPaise(first.payment!)).toBe(13_960);
    expect(refundablePaise(first)).toBe(20_940);
    const second = refunded(first, 'owner-b', 13_960);
    expect(refundByOwner(second, { key: 'owner-c', amountPaise: 13_960, note: 'x' }, now)).toEqual({
      kind: 'refused',
      refusal: { code: 'OVER_REFUND', refundablePaise: 6_980 },
    });
    const full = refunded(second, 'owner-d', 6_980);
    expect(refundablePaise(full)).toBe(0);
    expect(refundByOwner(full, { key: 'owner-e', amountPaise: 1, note: 'x' }, now).kind).toBe('refused');
  });

  it('gives back the first refund for the same key, and refuses the key for a different refund', () => {
    const once = refunded(paid(), 'owner-a', 5_000);
    expect(refundByOwner(once, { key: 'owner-a', amountPaise: 5_000, note: 'Damaged mug' }, now)).toMatchObject({
      kind: 'existing',
      refund: { key: 'owner-a', amountPaise: 5_000 },
    });
    expect(refundByOwner(once, { key: 'owner-a', amountPaise: 6_000, note: 'Damaged mug' }, now)).toEqual({
      kind: 'refused',
      refusal: { code: 'KEY_REUSED' },
    });
  });

  it('refuses cash on delivery and unpaid orders', () => {
    const cod: PayableOrder = { status: 'PLACED', paymentMethod: 'COD', totalPaise: 34_900, payment: null };
    expect(refundByOwner(cod, { key: 'k', amountPaise: 100, note: 'x' }, now)).toEqual({
      kind: 'refused',
      refusal: { code: 'NOT_ONLINE' },
    });
    expect(refundByOwner(pending(), { key: 'k', amountPaise: 100, note: 'x' }, now)).toEqual({
      kind: 'refused',
      refusal: { code: 'NOT_PAID' },
    });
    expect(refundablePaise(cod)).toBe(0);
    expect(refundablePaise(pending())).toBe(0);
  });

  it('a failed refund gives nothing back, so its amount may be refunded again', () => {
    const failedOne = settledAs(refunded(paid(), 'owner-a', 30_000), 'failed');
    expect(refundablePaise(failedOne)).toBe(34_900);
  });

  it('shows partial refunds as PARTIALLY_REFUNDED once processed, REFUNDED when all of it came back', () => {
    const partial = refunded(paid(), 'owner-a', 10_000);
    expect(paymentStatusView(partial)).toBe('REFUND_PENDING');
    const processed = settledAs(partial, 'processed');
    expect(paymentStatusView(processed)).toBe('PARTIALLY_REFUNDED');
    const rest = settledAs(refunded(processed, 'owner-b', 24_900), 'processed');
    expect(paymentStatusView(rest)).toBe('REFUNDED');
  });

  it('cancelling after a partial refund refunds only the rest; after a full one, nothing', () => {
    const partial = refunded(paid(), 'owner-a', 10_000);
    const decision = refundCancelled({ ...partial, status: 'CANCELLED' }, 'owner', now);
    expect(decision).toMatchObject({ kind: 'write', refund: { amountPaise: 24_900, reason: 'CANCELLED' } });
    const full = refunded(paid(), 'owner-a', 34_900);
    expect(refundCancelled({ ...full, status: 'CANCELLED' }, 'owner', now)).toEqual({
      kind: 'none',
      why: 'already-refunded',
    });
  });
});

describe('linesInStock', () => {
  const products = new Map([
    ['mug', { hasVariant: false, stock: 2, variants: [] }],
    ['teddy', { hasVariant: true, stock: 0, variants: [{ name: 'Brown', stock: 1 }] }],
  ]);
  it('sums lines of one product and variant', () => {
    expect(linesInStock([{ productId: 'mug', variant: null, quantity: 2 }], products)).toBe(true);
    expect(
      linesInStock(
        [
          { productId: 'mug', variant: null, quantity: 1 },
          { productId: 'mug', variant: null, quantity: 2 },
        ],
        products,
      ),
    ).toBe(false);
    expect(linesInStock([{ productId: 'teddy', variant: 'Brown', quantity: 1 }], products)).toBe(true);
    expect(linesInStock([{ productId: 'teddy', variant: 'White', quantity: 1 }], products)).toBe(false);
    expect(linesInStock([{ productId: 'gone', variant: null, quantity: 1 }], products)).toBe(false);
  });
});
