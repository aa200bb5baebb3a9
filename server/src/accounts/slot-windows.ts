// The in-process half of the shared rate limits (firestore-rate-limiter.ts): a window of `limit` numbered slots per key,
// each slot taken by at most one request across all instances. This instance remembers, per key, the next slot worth
// trying, so once it knows every slot of the window is taken or being tried, it refuses at once without asking
// Firestore; and requests racing on one key try different slots instead of queueing on one document.
import type { RateLimitRule } from '../shared/rate-limiter.js';

/** A fixed window: every instance derives the same one from the clock, with no coordination. */
export interface LimitWindow {
  readonly start: number;
  readonly resetAt: number;
}

/** The window of `rule` that holds the moment `at` (windows are aligned to multiples of their length). */
export function windowAt(rule: RateLimitRule, at: number): LimitWindow {
  const start = Math.floor(at / rule.windowMs) * rule.windowMs;
  return { start, resetAt: start + rule.windowMs };
}

export interface SlotClaim {
  readonly window: LimitWindow;
  /** The slot to take in the shared store, or null: this instance knows the window is full, refuse now. */
  readonly slot: number | null;
}

export interface SlotWindows {
  /** The slot a request for `key` at `at` should try to take (each call hands out the next one). */
  claim(key: string, at: number): SlotClaim;
  /** The shared store holds at least `taken` slots of `window` for `key`: claims skip to the first beyond them. */
  learn(key: string, window: LimitWindow, taken: number): void;
}

interface KeyState {
  window: LimitWindow;
  next: number;
}

/**
 * The slots this instance hands out for one rule. Keys live only while their window lasts; past `maxKeys` live keys
 * the oldest are forgotten, which costs only a round trip later (a forgotten key starts again at slot 0 and learns
 * from the store which slots are taken), never correctness.
 */
export function createSlotWindows(rule: RateLimitRule, options: { maxKeys?: number } = {}): SlotWindows {
  const maxKeys = options.maxKeys ?? 10_000;
  const states = new Map<string, KeyState>();

  function stateOf(key: string, window: LimitWindow): KeyState {
    const known = states.get(key);
    if (known && known.window.start === window.start) return known;
    if (!known && states.size >= maxKeys) {
      for (const [other, state] of states) if (state.window.resetAt <= window.start) states.delete(other);
      for (const other of states.keys()) {
        if (states.size < maxKeys) break;
        states.delete(other);
      }
    }
    const fresh = { window, next: 0 };
    states.delete(key);
    states.set(key, fresh);
    return fresh;
  }

  return {
    claim(key, at) {
      const window = windowAt(rule, at);
      const state = stateOf(key, window);
      if (state.next >= rule.limit) return { window, slot: null };
      const slot = state.next;
      state.next += 1;
      return { window, slot };
    },
    learn(key, window, taken) {
      const state = states.get(key);
      if (state && state.window.start === window.start) state.next = Math.max(state.next, taken);
    },
  };
}
