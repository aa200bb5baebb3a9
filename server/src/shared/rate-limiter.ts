// Fixed-window request counters per key (an IP, a uid, a phone number). The server counts in Firestore
// (accounts/firestore-rate-limiter.ts), so every instance shares one count per key; the in-memory limiter here serves unit
// tests and anything that needs no sharing.

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  /** Window length in milliseconds. */
  windowMs: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole seconds until the key is accepted again; 0 when allowed. */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  /**
   * Counts one request for the key and tells whether it is within the limit. Rejects with a
   * RateLimiterUnavailableError when the count cannot be kept (callers then refuse: limits fail closed).
   */
  hit(key: string): Promise<RateLimitDecision>;
}

/** Makes the limiter of one rule; `scope` names the rule (otpPerPhone, …) so equal keys of two rules never mix. */
export type RateLimiterFactory = (scope: string, rule: RateLimitRule) => RateLimiter;

/** The counter store could not be reached or did not answer in time: nothing can be allowed. */
export class RateLimiterUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RateLimiterUnavailableError';
  }
}

/** The decision for a window that holds `count` requests (this one included) and ends at `resetAt`. */
export function decide(rule: RateLimitRule, count: number, resetAt: number, at: number): RateLimitDecision {
  if (count <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - at) / 1000)) };
}

interface Window {
  count: number;
  resetAt: number;
}

/** Counts in this process's memory: each instance counts on its own. For unit tests and single-process tools. */
export function createRateLimiter(
  rule: RateLimitRule,
  options: { now?: () => number; maxKeys?: number } = {},
): RateLimiter {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? 50_000;
  const windows = new Map<string, Window>();

  function prune(at: number): void {
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
    // Still full of live keys (a flood of distinct keys): forget the oldest rather than grow without bound.
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  }

  return {
    async hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (!window && windows.size >= maxKeys) prune(at);
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      return decide(rule, window.count, window.resetAt, at);
    },
  };
}

/** A factory of in-memory limiters (unit tests). */
export function memoryRateLimiters(options: { now?: () => number } = {}): RateLimiterFactory {
  return (_scope, rule) => createRateLimiter(rule, options);
}

/**
 * Applies several limiters to their keys (for example per IP and per user) and refuses when any refuses. Every
 * limiter counts the request, so hammering one key cannot dodge another. Rejects (RateLimiterUnavailableError) when
 * any limiter cannot count.
 */
export async function hitAll(checks: ReadonlyArray<readonly [RateLimiter, string | null]>): Promise<RateLimitDecision> {
  const decisions = await Promise.all(checks.flatMap(([limiter, key]) => (key === null ? [] : [limiter.hit(key)])));
  let retryAfterSeconds = 0;
  let allowed = true;
  for (const decision of decisions) {
    if (!decision.allowed) {
      allowed = false;
      retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
    }
  }
  return { allowed, retryAfterSeconds };
}
