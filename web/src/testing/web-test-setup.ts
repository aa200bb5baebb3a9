// Runs before every web (jsdom) test file: DOM matchers for expect (toBeInTheDocument, toHaveTextContent…), and a test
// that prints to console.error or console.warn fails, so a passing run stays free of warnings (Apollo's "Missing
// field" when a mocked answer lacks a selected field, React's act() warnings). The console is replaced by plain
// functions rather than vi.spyOn, so a test file's vi.restoreAllMocks() cannot undo the check.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

// findBy… and waitFor give up after 1 s by default. `npm test` runs these files beside the integration tests and a
// browser on two cores, where a render after the search box's 300 ms debounce has waited longer than that; 5 s still
// fails a test whose element never comes, only later.
configure({ asyncUtilTimeout: 5_000 });

const printed: string[] = [];
const original = { error: console.error, warn: console.warn };

beforeEach(() => {
  printed.length = 0;
  for (const level of ['error', 'warn'] as const) {
    console[level] = (...args: unknown[]) => {
      printed.push(`console.${level}: ${args.map(String).join(' ')}`);
      original[level](...args);
    };
  }
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (printed.length > 0) {
    throw new Error(`The test printed ${printed.length} warning(s); the first:\n${printed[0]!.slice(0, 2000)}`);
  }
});
