import { useEffect, useRef } from 'react';
import { chartDayLabel, chartRupees } from './chart-labels';

export interface SalesDay {
  /** YYYY-MM-DD. */
  readonly day: string;
  readonly revenuePaise: number;
  readonly orders: number;
}

/**
 * Bars of daily revenue (rupees) drawn by uPlot, a small canvas chart library, imported only when the dashboard
 * mounts, so it lives in the admin's chunks and never in a shopper's.
 */
export function SalesChart({ days }: { days: readonly SalesDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let cancelled = false;
    const observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height: 260 }));
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      // The days are IST dates; noon UTC keeps each bar on its own date whatever the viewer's time zone.
      const x = days.map((day) => Date.parse(`${day.day}T12:00:00Z`) / 1000);
      const y = days.map((day) => day.revenuePaise / 100);
      const bars = UPlot.paths.bars?.({ size: [0.7, 40] });
      chart = new UPlot(
        {
          width: element.clientWidth,
          height: 260,
          legend: { show: false },
          // Half a day of room either side, so the first and last bars are whole.
          scales: {
            x: { time: true, range: (_u, min, max) => [min - 43_200, max + 43_200] },
            y: { range: (_u, _min, max) => [0, Math.max(100, max * 1.1)] },
          },
          axes: [
            { values: (_u, values) => values.map(chartDayLabel) },
            { values: (_u, values) => values.map(chartRupees), size: 70 },
          ],
          series: [
            {},
            {
              label: 'Revenue',
              stroke: '#9c1f45',
              fill: 'rgba(156, 31, 69, 0.35)',
              paths: bars,
              points: { show: false },
            },
          ],
        },
        [x, y],
        element,
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer.disconnect();
      chart?.destroy();
    };
  }, [days]);
  return (
    <div
      ref={box}
      role="img"
      aria-label="Daily sales, last 30 days"
      data-testid="sales-chart"
      style={{ minHeight: 260 }}
    />
  );
}
