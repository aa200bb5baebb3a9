import { describe, expect, it } from 'vitest';
import { healthReport } from './health.js';

const base = { version: 4, products: 120, categories: 9, builtAt: 1_000, problem: null };

describe('healthReport', () => {
  it.each([
    ['live', { state: 'live' as const, confirmedAt: 10_000 }, 'ok', 5],
    [
      'degraded',
      { state: 'degraded' as const, confirmedAt: 2_000, problem: 'Firestore is unreachable' },
      'degraded',
      13,
    ],
    ['starting', { state: 'starting' as const, confirmedAt: null }, 'starting', null],
  ])('%s', (_name, status, expected, age) => {
    const report = healthReport({ ...base, ...status }, 15_000, 42.4);
    expect(report.status).toBe(expected);
    expect(report.catalog.ageSeconds).toBe(age);
    expect(report.catalog).toMatchObject({
      version: 4,
      products: 120,
      categories: 9,
      builtAt: '1970-01-01T00:00:01.000Z',
    });
    expect(report.uptimeSeconds).toBe(42);
  });
});
