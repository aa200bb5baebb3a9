import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-nesting.js';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects inside one another', () => {
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(nestsDeeperThan('[[],[],[]]', 2)).toBe(false);
    expect(nestsDeeperThan('['.repeat(450_000) + ']'.repeat(450_000), 32)).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(JSON.stringify({ q: '[[[[{{{{', r: 'a\\"[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ q: '"', r: [[1]] }), 2)).toBe(true);
  });
});
