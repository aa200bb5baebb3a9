import { useEffect, useState } from 'react';

export interface RotationOptions {
  /** Time from one line to the next. */
  intervalMs: number;
  /** Length of the slide-out before the next line shows. */
  transitionMs: number;
  paused: boolean;
}

export interface Rotation {
  index: number;
  /** True during the slide-out of the current line. */
  leaving: boolean;
  goTo: (index: number) => void;
}

/** Cycles through `count` items: every interval the current one slides out, then the next one shows. */
export function useRotation(count: number, { intervalMs, transitionMs, paused }: RotationOptions): Rotation {
  const [index, setIndex] = useState(0);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (paused || count < 2) return;
    let swapTimer: number | undefined;
    const tickTimer = window.setInterval(() => {
      setLeaving(true);
      swapTimer = window.setTimeout(() => {
        setIndex((current) => (current + 1) % count);
        setLeaving(false);
      }, transitionMs);
    }, intervalMs);
    return () => {
      window.clearInterval(tickTimer);
      window.clearTimeout(swapTimer);
      setLeaving(false);
    };
  }, [count, intervalMs, transitionMs, paused]);

  const safeIndex = count > 0 ? index % count : 0;
  return { index: safeIndex, leaving, goTo: (next) => setIndex(((next % count) + count) % count) };
}
