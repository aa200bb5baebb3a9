import { describe, expect, it } from 'vitest';
import { EarlyDeliveryMessages, earlyDeliveryDate, earlyMoveMessages } from './early-delivery.js';

describe('earlyDeliveryDate', () => {
  const promise = { date: '2026-12-08' };
  it.each([
    // 23:59 on the 7th in India is 18:29 UTC; midnight on the 8th in India is 18:30 UTC on the 7th.
    ['2026-12-07T18:29:59.999Z', '2026-12-08'],
    ['2026-12-07T18:30:00.000Z', null],
    ['2026-12-08T12:00:00.000Z', null],
    ['2026-12-10T00:00:00.000Z', null],
    ['2026-11-30T05:00:00.000Z', '2026-12-08'],
  ])('at %s: %s', (at, expected) => {
    expect(earlyDeliveryDate(promise, new Date(at))).toBe(expected);
  });

  it('is never early without a delivery date', () => {
    expect(earlyDeliveryDate(null, new Date('2020-01-01T00:00:00Z'))).toBeNull();
    expect(earlyDeliveryDate(undefined, new Date('2020-01-01T00:00:00Z'))).toBeNull();
  });

  it('names the date in its messages', () => {
    expect(EarlyDeliveryMessages.confirm('2026-12-08')).toContain('Tue 8 Dec');
    expect(EarlyDeliveryMessages.reason('2026-12-08')).toBe('Delivered early, ahead of the booked date (Tue 8 Dec).');
  });

  it('says which move was early: out for delivery or delivered', () => {
    expect(earlyMoveMessages('OUT_FOR_DELIVERY', '2026-12-08')).toEqual({
      confirm: 'This order is due on Tue 8 Dec. Confirm that it goes out for delivery early, before its delivery date.',
      reason: 'Out for delivery early, ahead of the booked date (Tue 8 Dec).',
    });
    expect(earlyMoveMessages('DELIVERED', '2026-12-08').reason).toBe(EarlyDeliveryMessages.reason('2026-12-08'));
  });
});
