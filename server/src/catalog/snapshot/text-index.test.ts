import { describe, expect, it } from 'vitest';
import { TextIndex } from './text-index.js';

function matching(index: TextIndex, ids: Record<string, number>, needle: string): string[] {
  const { flags, ids: matchedIds } = index.match(needle);
  const flagged = Object.entries(ids)
    .filter(([, id]) => flags[id] === 1)
    .map(([text]) => text);
  expect([...matchedIds]).toEqual(flagged.map((text) => ids[text]).sort((a, b) => a! - b!));
  return flagged;
}

describe('TextIndex', () => {
  const index = new TextIndex();
  const ids = Object.fromEntries(
    ['Red Roses', 'Rose Gold Ring', 'Home Décor', 'Teddy', 'ab', 'Aroma Candle', ''].map((text) => [
      text,
      index.intern(text),
    ]),
  );

  it.each([
    ['rose', ['Red Roses', 'Rose Gold Ring']],
    ['decor', ['Home Décor']],
    ['ose', ['Red Roses', 'Rose Gold Ring']],
    ['d roses', ['Red Roses']],
    ['ro', ['Red Roses', 'Rose Gold Ring', 'Aroma Candle']],
    ['a', ['ab', 'Aroma Candle']],
    ['ab', ['ab']],
    ['teddy bear', []],
    ['le', ['Aroma Candle']],
    ['y', ['Teddy']],
    ['b', ['ab']],
    ['é', []],
    ['\u0000', []],
    ['a\u0000', []],
    ['zzz', []],
    ['red roses and more', []],
  ])('%s', (needle, expected) => {
    expect(matching(index, ids, needle)).toEqual(expected);
  });

  it('folds case and accents when interning, so equal texts share an id', () => {
    expect(index.intern('HOME DECOR')).toBe(ids['Home Décor']);
    expect(index.intern('Red Roses')).toBe(ids['Red Roses']);
    expect(index.size).toBe(7);
  });

  it('finds texts added later, also for needles asked before', () => {
    expect(index.match('rose').flags.length).toBe(7);
    const later = index.intern('Rosewood Box');
    expect(index.match('rosew').flags[later]).toBe(1);
    const again = index.match('rose');
    expect(again.flags.length).toBe(8);
    expect(again.flags[later]).toBe(1);
    expect([...again.ids]).toEqual([ids['Red Roses'], ids['Rose Gold Ring'], later]);
    expect(again.flags[ids['Teddy']!]).toBe(0);
  });

  it('answers a repeated needle from memory', () => {
    expect(index.match('ro')).toBe(index.match('ro'));
  });
});
