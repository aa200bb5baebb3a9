import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_SYNONYMS, parseSearchQuery, searchWords, synonymTable } from './search-query.js';

const defaults = synonymTable(DEFAULT_SEARCH_SYNONYMS);

describe('searchWords', () => {
  it('folds case, accents and apostrophes and splits at punctuation', () => {
    expect(searchWords("Valentine's Day: Home Décor, 3-layer")).toEqual([
      'valentines',
      'day',
      'home',
      'decor',
      '3',
      'layer',
    ]);
  });
});

describe('parseSearchQuery', () => {
  it('drops stop words and applies synonyms as alternatives to the typed words', () => {
    expect(parseSearchQuery('birthday gift for wife', defaults)).toEqual([
      { typed: 'birthday', alternatives: [['birthday']] },
      { typed: 'wife', alternatives: [['wife'], ['for', 'her']] },
    ]);
  });

  it('reads bday and b day as birthday', () => {
    expect(parseSearchQuery('bday cake', defaults)[0]!.alternatives).toEqual([['bday'], ['birthday']]);
    expect(parseSearchQuery('b day cake', defaults)).toEqual([
      { typed: 'b day', alternatives: [['b', 'day'], ['birthday']] },
      { typed: 'cake', alternatives: [['cake']] },
    ]);
  });

  it('keeps stop words when nothing else was typed', () => {
    expect(parseSearchQuery('gift for', defaults).map((term) => term.typed)).toEqual(['gift', 'for']);
  });

  it('uses the owner’s synonyms instead of the defaults', () => {
    const owner = synonymTable([{ word: 'Amma', means: ['Mother', 'For parents'] }]);
    expect(parseSearchQuery('amma', owner)[0]!.alternatives).toEqual([['amma'], ['mother'], ['for', 'parents']]);
    expect(parseSearchQuery('bday', owner)[0]!.alternatives).toEqual([['bday']]);
  });

  it('has no terms for blank text', () => {
    expect(parseSearchQuery('  ,  ', defaults)).toEqual([]);
  });
});
