import { useEffect, useState } from 'react';

/** How often the countdown looks at the clock: often enough that its minutes never lag by more than this. */
const TICK_MS = 15_000;

/**
 * Milliseconds left until `cutOffAt` (an ISO instant), re-read against the clock every few seconds so it never
 * drifts; null without a cut-off or once it has passed.
 */
export function useCutOffCountdown(cutOffAt: string | null | undefined): number | null {
  const deadline = cutOffAt ? Date.parse(cutOffAt) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (Number.isNaN(deadline)) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, [deadline]);

  if (Number.isNaN(deadline) || deadline <= now) return null;
  return deadline - now;
}
