import { useEffect, useState } from 'react';

/**
 * True a while after the page has finished loading (`settleMs`, for the page's own data and pictures), at an idle
 * moment (or `maxWaitMs` later at most), so that optional work (the login prompt and the Firebase SDK behind it)
 * never competes with the first paint and the page's data.
 */
export function useAfterPageLoad(settleMs = 1500, maxWaitMs = 2000): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let idleHandle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      timer = window.setTimeout(() => {
        if (typeof window.requestIdleCallback === 'function') {
          idleHandle = window.requestIdleCallback(() => setReady(true), { timeout: maxWaitMs });
        } else {
          setReady(true);
        }
      }, settleMs);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
      window.clearTimeout(timer);
    };
  }, [settleMs, maxWaitMs]);
  return ready;
}
