import { describe, expect, it } from 'vitest';
import { RecentAsks } from './recent-asks.js';

describe('RecentAsks', () => {
  it('says a key was asked before only from its second ask on', () => {
    const asks = new RecentAsks(512);
    expect(asks.askedBefore('t["tedy"]')).toBe(false);
    expect(asks.askedBefore('t["teddy"]')).toBe(false);
    expect(asks.askedBefore('t["tedy"]')).toBe(true);
    expect(asks.askedBefore('t["tedy"]')).toBe(true);
    expect(asks.askedBefore('e["tedy"]')).toBe(false);
  });

  it('forgets a key once many others have been asked since', () => {
    const asks = new RecentAsks(64);
    expect(asks.askedBefore('first')).toBe(false);
    for (let i = 0; i < 10_000; i++) asks.askedBefore(`other ${i}`);
    expect(asks.askedBefore('first')).toBe(false);
  });

  it('remembers most of the last few asks when there are fewer than its slots', () => {
    const asks = new RecentAsks(512);
    const keys = Array.from({ length: 64 }, (_, i) => `rose ${i}`);
    for (const key of keys) asks.askedBefore(key);
    const remembered = keys.filter((key) => asks.askedBefore(key)).length;
    expect(remembered).toBeGreaterThanOrEqual(56);
  });

  it('wants a power of two', () => {
    expect(() => new RecentAsks(500)).toThrow(/power of two/);
  });
});
