// What the shop owner may save as search synonyms, checked entry by entry with messages to show beside them.
import type { SearchSynonym } from './search-query.js';
import { searchWords } from './search-query.js';
import { userError, type UserError } from './user-errors.js';

export const SYNONYM_LIMITS = { entries: 300, wordLength: 40, meanings: 5 } as const;

export const SynonymMessages = {
  tooMany: `At most ${SYNONYM_LIMITS.entries} synonyms`,
  wordRequired: 'Type the word shoppers use',
  wordTooLong: `At most ${SYNONYM_LIMITS.wordLength} characters`,
  wordDuplicate: 'This word already has a line: put all its meanings there',
  meansRequired: 'Type at least one word it means',
  meansTooMany: `At most ${SYNONYM_LIMITS.meanings} meanings`,
  meaningTooLong: `Each meaning at most ${SYNONYM_LIMITS.wordLength} characters`,
} as const;

/** Trimmed words and meanings, blank meanings dropped. */
export function normaliseSynonyms(synonyms: readonly SearchSynonym[]): SearchSynonym[] {
  return synonyms.map((synonym) => ({
    word: synonym.word.trim(),
    means: synonym.means.map((meaning) => meaning.trim()).filter((meaning) => meaning !== ''),
  }));
}

/** Every problem of (normalised) synonyms, naming its field: synonyms, synonyms[i].word, synonyms[i].means. */
export function validateSynonyms(synonyms: readonly SearchSynonym[]): UserError[] {
  if (synonyms.length > SYNONYM_LIMITS.entries) return [userError('synonyms', 'INVALID', SynonymMessages.tooMany)];
  const errors: UserError[] = [];
  const seen = new Set<string>();
  synonyms.forEach((synonym, index) => {
    const key = searchWords(synonym.word).join(' ');
    const field = `synonyms[${index}]`;
    if (key === '') errors.push(userError(`${field}.word`, 'REQUIRED', SynonymMessages.wordRequired));
    else if (synonym.word.length > SYNONYM_LIMITS.wordLength)
      errors.push(userError(`${field}.word`, 'TOO_LONG', SynonymMessages.wordTooLong));
    else if (seen.has(key)) errors.push(userError(`${field}.word`, 'INVALID', SynonymMessages.wordDuplicate));
    seen.add(key);
    if (synonym.means.length === 0) errors.push(userError(`${field}.means`, 'REQUIRED', SynonymMessages.meansRequired));
    else if (synonym.means.length > SYNONYM_LIMITS.meanings)
      errors.push(userError(`${field}.means`, 'INVALID', SynonymMessages.meansTooMany));
    else if (synonym.means.some((meaning) => meaning.length > SYNONYM_LIMITS.wordLength))
      errors.push(userError(`${field}.means`, 'TOO_LONG', SynonymMessages.meaningTooLong));
  });
  return errors;
}
