import { describe, expect, it } from 'vitest';
import { chartDayLabel, chartRupees } from './chart-labels';

describe('sales chart labels', () => {
  it("names the IST day, day before month, whatever the viewer's zone", () => {
    // 27 Oct 2026, 20:00 UTC is already 28 Oct, 01:30 in Coimbatore.
    expect(chartDayLabel(Date.parse('2026-10-27T20:00:00Z') / 1000)).toBe('28 Oct');
    expect(chartDayLabel(Date.parse('2026-10-27T12:00:00Z') / 1000)).toBe('27 Oct');
  });

  it('groups rupees the Indian way', () => {
    expect(chartRupees(123456)).toBe('₹1,23,456');
  });
});
