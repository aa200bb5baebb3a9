import { describe, expect, it } from 'vitest';
import { failureReport } from '../support/failure-report.js';

// Shaped as Vitest 3 prints a failed run when colours are forced (the banner's background and bold escapes).
const passing = Array.from(
  { length: 30 },
  (_, index) => ` ✓ |integration| tests/integration/file-${index}.test.ts (3 tests) 120ms`,
);
const failedRun = [
  ...passing,
  ' ❯ |integration| tests/integration/tax-documents.test.ts (12 tests | 1 failed) 9000ms',
  '',
  '\u001b[31m⎯⎯⎯⎯⎯⎯⎯\u001b[39m\u001b[1m\u001b[41m Failed Tests 1 \u001b[49m\u001b[22m\u001b[31m⎯⎯⎯⎯⎯⎯⎯\u001b[39m',
  '',
  ' FAIL  |integration| tests/integration/tax-documents.test.ts > numbers 8 concurrent refunds',
  'AssertionError: expected [ …(7) ] to have a length of 8 but got 7',
  '',
  ' Test Files  1 failed | 328 passed (329)',
  '      Tests  1 failed | 3453 passed (3454)',
].join('\n');

describe('failureReport', () => {
  it('keeps everything from the failure banner on, and none of the passing files before it', () => {
    const report = failureReport(failedRun);
    expect(report).toContain('Failed Tests 1');
    expect(report).toContain(
      'FAIL  |integration| tests/integration/tax-documents.test.ts > numbers 8 concurrent refunds',
    );
    expect(report).toContain('Tests  1 failed | 3453 passed (3454)');
    expect(report).not.toContain('file-0.test.ts');
    expect(report.split('\n')[0]).toContain('Failed Tests 1');
  });

  it('starts at the first banner when suites and tests both failed', () => {
    const output = ['before', '⎯⎯ Failed Suites 1 ⎯⎯', 'suite error', '⎯⎯ Failed Tests 2 ⎯⎯', 'test error'].join('\n');
    expect(failureReport(output)).toBe('⎯⎯ Failed Suites 1 ⎯⎯\nsuite error\n⎯⎯ Failed Tests 2 ⎯⎯\ntest error\n');
  });

  it('finds the unhandled errors banner', () => {
    const output = ['✓ a', '⎯⎯ Unhandled Errors ⎯⎯', 'Error: socket hang up'].join('\n');
    expect(failureReport(output)).toBe('⎯⎯ Unhandled Errors ⎯⎯\nError: socket hang up\n');
  });

  it('does not take a test name that only mentions a banner for the banner', () => {
    const output = [...passing, ' ✓ prints Failed Tests again at the end', 'Error: Vitest crashed'].join('\n');
    const report = failureReport(output, 3);
    expect(report).toBe(
      ' ✓ |integration| tests/integration/file-29.test.ts (3 tests) 120ms\n ✓ prints Failed Tests again at the end\nError: Vitest crashed\n',
    );
  });

  it('keeps the head and the tail of a long report and says how much it left out', () => {
    const errors = Array.from({ length: 500 }, (_, index) => `stack line ${index}`);
    const report = failureReport(['⎯⎯ Failed Tests 40 ⎯⎯', ...errors, ' Tests  40 failed'].join('\n'), 100);
    const lines = report.trimEnd().split('\n');
    expect(lines).toHaveLength(101);
    expect(lines[0]).toBe('⎯⎯ Failed Tests 40 ⎯⎯');
    expect(lines).toContain('… 402 lines left out …');
    expect(lines.at(-1)).toBe(' Tests  40 failed');
  });
});
