import { describe, expect, it } from 'vitest';
import { createSlotWindows, windowAt } from './slot-windows.js';

const MINUTE = 60_000;
const RULE = { limit: 3, windowMs: 15 * MINUTE };
const T0 = Date.UTC(2030, 0, 1, 10, 0, 0);

describe('windowAt', () => {
  it('aligns windows to multiples of their length, so every instance derives the same one', () => {
    expect(windowAt(RULE, T0 + 7 * MINUTE)).toEqual({ start: T0, resetAt: T0 + 15 * MINUTE });
    expect(windowAt(RULE, T0 + 15 * MINUTE).start).toBe(T0 + 15 * MINUTE);
  });
});

describe('slot windows (the local pre-check)', () => {
  it('hands out each slot once, then refuses in memory once this instance has seen the limit', () => {
    const slots = createSlotWindows(RULE);
    const claims = Array.from({ length: 5 }, () => slots.claim('ip-1', T0 + 1_000).slot);
    expect(claims).toEqual([0, 1, 2, null, null]);
    // Other keys have slots of their own.
    expect(slots.claim('ip-2', T0 + 1_000).slot).toBe(0);
  });

  it('skips the slots another instance is known to hold, and refuses once they are all taken', () => {
    const slots = createSlotWindows(RULE);
    const first = slots.claim('ip-1', T0);
    expect(first.slot).toBe(0);
    slots.learn('ip-1', first.window, 2);
    expect(slots.claim('ip-1', T0).slot).toBe(2);
    slots.learn('ip-1', first.window, 3);
    expect(slots.claim('ip-1', T0).slot).toBeNull();
    // What is learnt never moves a key back.
    slots.learn('ip-1', first.window, 1);
    expect(slots.claim('ip-1', T0).slot).toBeNull();
  });

  it('starts again at slot 0 in the next window, and ignores news about a past one', () => {
    const slots = createSlotWindows(RULE);
    const old = slots.claim('ip-1', T0).window;
    for (let i = 0; i < 3; i += 1) slots.claim('ip-1', T0);
    expect(slots.claim('ip-1', T0 + 14 * MINUTE)).toEqual({ window: old, slot: null });
    const next = slots.claim('ip-1', T0 + 15 * MINUTE);
    expect(next).toEqual({ window: { start: T0 + 15 * MINUTE, resetAt: T0 + 30 * MINUTE }, slot: 0 });
    slots.learn('ip-1', old, 3);
    expect(slots.claim('ip-1', T0 + 15 * MINUTE).slot).toBe(1);
  });

  it('forgets the oldest keys past its size, which only makes them start again at slot 0', () => {
    const slots = createSlotWindows(RULE, { maxKeys: 2 });
    slots.claim('a', T0);
    slots.claim('b', T0);
    slots.claim('c', T0);
    expect(slots.claim('c', T0).slot).toBe(1);
    expect(slots.claim('b', T0).slot).toBe(1);
    expect(slots.claim('a', T0).slot).toBe(0);
  });
});
