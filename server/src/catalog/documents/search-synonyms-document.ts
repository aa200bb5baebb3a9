import type { SearchSynonym } from '../../domain/search-query.js';
import { isRecord, readText, readTextList } from './values.js';

/**
 * The owner's synonyms from settings/searchSynonyms, read tolerantly: entries without a word or without any meaning
 * are left out. Null when the document holds no list at all (the defaults then apply); an empty list means none.
 */
export function parseSearchSynonymsDocument(data: unknown): SearchSynonym[] | null {
  if (!isRecord(data) || !Array.isArray(data.synonyms)) return null;
  const synonyms: SearchSynonym[] = [];
  for (const entry of data.synonyms as unknown[]) {
    if (!isRecord(entry)) continue;
    const word = readText(entry.word)?.trim() ?? '';
    const means = readTextList(entry.means)
      .map((meaning) => meaning.trim())
      .filter((meaning) => meaning !== '');
    if (word !== '' && means.length > 0) synonyms.push({ word, means });
  }
  return synonyms;
}

/** The document the admin writes. */
export function searchSynonymsDocument(synonyms: readonly SearchSynonym[]): Record<string, unknown> {
  return { synonyms: synonyms.map((synonym) => ({ word: synonym.word, means: [...synonym.means] })) };
}
