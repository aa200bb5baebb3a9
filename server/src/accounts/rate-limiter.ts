// A fixed-window request counter per key (an IP, a uid, a phone number). Kept in memory: each server instance
// counts on its own, which bounds abuse per instance; a shared store can implement the same interface later.

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
  /** Counts one request for the key and tells whether it is within the limit. */
  hit(key: string): RateLimitDecision;
}

interface Window {
  count: number;
  resetAt: number;
}

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
    hit(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        if (!window && windows.size >= maxKeys) prune(at);
        window = { count: 0, resetAt: at + rule.windowMs };
        windows.delete(key);
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= rule.limit) return { allowed: true, retryAfterSeconds: 0 };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - at) / 1000)) };
    },
  };
}

/**
 * Applies several limiters to their keys (for example per IP and per user) and refuses when any refuses. Every
 * limiter counts the request, so hammering one key cannot dodge another.
 */
export function hitAll(checks: ReadonlyArray<readonly [RateLimiter, string | null]>): RateLimitDecision {
  let retryAfterSeconds = 0;
  let allowed = true;
  for (const [limiter, key] of checks) {
    if (key === null) continue;
    const decision = limiter.hit(key);
    if (!decision.allowed) {
      allowed = false;
      retryAfterSeconds = Math.max(retryAfterSeconds, decision.retryAfterSeconds);
    }
  }
  return { allowed, retryAfterSeconds };
}
