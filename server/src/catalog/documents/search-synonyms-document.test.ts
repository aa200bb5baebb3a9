import { describe, expect, it } from 'vitest';
import { parseSearchSynonymsDocument, searchSynonymsDocument } from './search-synonyms-document.js';

describe('parseSearchSynonymsDocument', () => {
  it('reads the owner’s list tolerantly (numbers as text), leaving out unusable entries', () => {
    expect(
      parseSearchSynonymsDocument({
        synonyms: [{ word: ' bday ', means: ['birthday', 3, ' '] }, { word: 'x', means: [] }, 'junk', { means: ['y'] }],
      }),
    ).toEqual([{ word: 'bday', means: ['birthday', '3'] }]);
  });

  it('is null without a list (the defaults apply) and empty for an empty list', () => {
    expect(parseSearchSynonymsDocument({})).toBeNull();
    expect(parseSearchSynonymsDocument(null)).toBeNull();
    expect(parseSearchSynonymsDocument({ synonyms: [] })).toEqual([]);
  });

  it('round-trips what the admin writes', () => {
    const synonyms = [{ word: 'amma', means: ['for parents', 'mother'] }];
    expect(parseSearchSynonymsDocument(searchSynonymsDocument(synonyms))).toEqual(synonyms);
  });
});
