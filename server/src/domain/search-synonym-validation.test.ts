import { describe, expect, it } from 'vitest';
import { giftTagErrors, validateGiftTagFilter } from './gift-tag-validation.js';
import { normaliseSynonyms, SynonymMessages, validateSynonyms } from './search-synonym-validation.js';
import { InvalidArgumentError } from './errors.js';

describe('validateSynonyms', () => {
  it('accepts trimmed synonyms and names each wrong entry’s field', () => {
    expect(validateSynonyms(normaliseSynonyms([{ word: ' bday ', means: [' birthday ', ''] }]))).toEqual([]);
    const errors = validateSynonyms(
      normaliseSynonyms([
        { word: 'amma', means: ['for parents'] },
        { word: '', means: [] },
        { word: 'AMMA', means: ['mother'] },
        { word: 'x'.repeat(41), means: ['a', 'b', 'c', 'd', 'e', 'f'] },
      ]),
    );
    expect(errors).toEqual([
      { field: 'synonyms[1].word', code: 'REQUIRED', message: SynonymMessages.wordRequired },
      { field: 'synonyms[1].means', code: 'REQUIRED', message: SynonymMessages.meansRequired },
      { field: 'synonyms[2].word', code: 'INVALID', message: SynonymMessages.wordDuplicate },
      { field: 'synonyms[3].word', code: 'TOO_LONG', message: SynonymMessages.wordTooLong },
      { field: 'synonyms[3].means', code: 'INVALID', message: SynonymMessages.meansTooMany },
    ]);
  });

  it('refuses more than 300 at once', () => {
    const many = Array.from({ length: 301 }, (_, i) => ({ word: `w${i}`, means: ['x'] }));
    expect(validateSynonyms(many).map((error) => error.field)).toEqual(['synonyms']);
  });
});

describe('gift tags', () => {
  it('finds unknown tags in a product draft', () => {
    expect(giftTagErrors({ occasions: ['Birthday'], recipients: null })).toEqual([]);
    expect(giftTagErrors({ occasions: ['birthday'], recipients: ['For cats'] }).map((error) => error.field)).toEqual([
      'occasions',
      'recipients',
    ]);
  });

  it('validates a filter’s tags, naming the argument', () => {
    expect(validateGiftTagFilter({ occasions: ['Diwali'], recipients: [] })).toEqual({
      occasions: ['Diwali'],
      recipients: null,
    });
    expect(() => validateGiftTagFilter({ recipients: ['For her', 'For cats'] })).toThrow(InvalidArgumentError);
    expect(() => validateGiftTagFilter({ occasions: Array(21).fill('Diwali') })).toThrow(/at most 20/);
  });
});
