import { describe, expect, it } from 'vitest';
import { describeEvent, formatOrderTime, ORDER_STATUS } from './order-status';

describe('order status', () => {
  it('has a label for every status', () => {
    expect(ORDER_STATUS.PLACED.label).toBe('Placed');
    expect(ORDER_STATUS.CANCELLED.tone).toBe('danger');
  });

  it('describes timeline events, with who cancelled and why', () => {
    expect(describeEvent({ to: 'PLACED', actor: 'shopper' })).toBe('Placed');
    expect(describeEvent({ to: 'CANCELLED', actor: 'shopper', reason: 'Ordered twice' })).toBe(
      'Cancelled by you: Ordered twice',
    );
    expect(describeEvent({ to: 'CANCELLED', actor: 'owner' })).toBe('Cancelled by the shop');
  });

  it('shows times in India time', () => {
    expect(formatOrderTime('2026-11-22T18:45:00.000Z')).toMatch(/23 Nov 2026.*12:15/);
    expect(formatOrderTime('soon')).toBe('soon');
  });
});
