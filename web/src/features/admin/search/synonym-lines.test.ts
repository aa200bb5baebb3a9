import { describe, expect, it } from 'vitest';
import { parseSynonymLines, synonymLines, synonymProblems } from './synonym-lines';

describe('synonym lines', () => {
  it('reads one synonym per line and writes them back the same way', () => {
    const text = 'bday = birthday\n\n  wife = for her ,  wife gifts \namma';
    expect(parseSynonymLines(text)).toEqual([
      { word: 'bday', means: ['birthday'] },
      { word: 'wife', means: ['for her', 'wife gifts'] },
      { word: 'amma', means: [] },
    ]);
    expect(synonymLines(parseSynonymLines('bday = birthday\nwife = for her, wife gifts'))).toBe(
      'bday = birthday\nwife = for her, wife gifts',
    );
  });

  it('names the line of each problem, counting blank lines', () => {
    const text = 'bday = birthday\n\namma';
    expect(
      synonymProblems(text, [
        { field: 'synonyms[1].means', message: 'Type at least one word it means' },
        { field: 'synonyms', message: 'At most 300 synonyms' },
      ]),
    ).toEqual(['Line 3: Type at least one word it means', 'At most 300 synonyms']);
  });
});
