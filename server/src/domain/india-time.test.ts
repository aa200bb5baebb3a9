import { describe, expect, it } from 'vitest';
import { addDays, firstDayOfIndiaMonth, indiaDay, startOfIndiaDay } from './india-time.js';

describe('india-time', () => {
  it('reads the day in India (UTC+05:30)', () => {
    expect(indiaDay(new Date('2026-11-14T18:29:59Z'))).toBe('2026-11-14');
    expect(indiaDay(new Date('2026-11-14T18:30:00Z'))).toBe('2026-11-15');
    expect(startOfIndiaDay('2026-11-15').toISOString()).toBe('2026-11-14T18:30:00.000Z');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(firstDayOfIndiaMonth(new Date('2026-11-30T19:00:00Z'))).toBe('2026-12-01');
    expect(() => startOfIndiaDay('2026-13-01')).toThrow(RangeError);
  });
});
