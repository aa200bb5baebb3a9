import { setTimeout as sleep } from 'node:timers/promises';
import { windowAt } from '../../server/src/accounts/slot-windows.js';
import type { RateLimitRule } from '../../server/src/shared/rate-limiter.js';

/**
 * Waits, when needed, until at least `neededMs` are left of the current window of `rule`. The server's rate limits
 * count in windows aligned to the clock (every instance derives the same ones), so a test that expects "N allowed,
 * then refused" would fail if its requests straddled the end of a window: the count starts again at zero there. Call
 * it just before such a sequence, with `neededMs` well above what the sequence takes on a loaded machine.
 */
export async function awayFromWindowEdge(rule: RateLimitRule, neededMs: number): Promise<void> {
  if (neededMs > rule.windowMs / 2) throw new Error(`${neededMs} ms is too much of a ${rule.windowMs} ms window`);
  const left = windowAt(rule, Date.now()).resetAt - Date.now();
  // A few milliseconds past the end, so the next window has surely begun.
  if (left < neededMs) await sleep(left + 10);
}
