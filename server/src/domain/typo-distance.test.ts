import { describe, expect, it } from 'vitest';
import { boundedEditDistance, typoAllowance } from './typo-distance.js';

describe('typoAllowance', () => {
  it.each([
    ['mug', 0],
    ['tedy', 1],
    ['teddy', 1],
    ['diwalii', 1],
    ['choclate', 2],
    ['anniversary', 2],
  ])('%s may carry %i mistakes', (word, allowed) => expect(typoAllowance(word)).toBe(allowed));
});

describe('boundedEditDistance', () => {
  it.each([
    ['teddy', 'teddy', 2, 0],
    ['tedy', 'teddy', 2, 1],
    ['choclate', 'chocolate', 2, 1],
    ['chcolate', 'chocolate', 2, 1],
    ['teh', 'the', 2, 1],
    ['cake', 'mug', 2, 3],
    ['annivresary', 'anniversary', 2, 1],
    ['boquet', 'bouquet', 1, 1],
    ['frame', 'flame', 1, 1],
    ['kitten', 'sitting', 2, 3],
  ])('%s → %s within %i: %i', (a, b, max, distance) => expect(boundedEditDistance(a, b, max)).toBe(distance));

  it('is symmetric', () => {
    for (const [a, b] of [
      ['birthdy', 'birthday'],
      ['jasmin', 'jasmine'],
      ['hamper', 'pamper'],
    ] as const)
      expect(boundedEditDistance(a, b, 2)).toBe(boundedEditDistance(b, a, 2));
  });
});
