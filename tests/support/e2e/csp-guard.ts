// Setup file of the e2e project: the shop runs with its Content-Security-Policy on, and a test fails when any page it
// opened (through newPage) reported a CSP violation: a blocked script, style, frame or request is a bug in the policy
// or in the app.
import { afterAll, afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser.js';

function expectNoCspViolations(): void {
  const violations = takeCspViolations();
  expect(violations, `Content-Security-Policy violations:\n${violations.join('\n')}`).toEqual([]);
}

afterEach(expectNoCspViolations);
afterAll(expectNoCspViolations);
