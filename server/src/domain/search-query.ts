import { normaliseSearchText } from './text.js';

/** One word or phrase shoppers type and what it means in the catalog's words: "bday" means "birthday". */
export interface SearchSynonym {
  /** What is typed: a word or a short phrase. */
  readonly word: string;
  /** What to look for instead (as well as the word itself). */
  readonly means: readonly string[];
}

/** The synonyms a new shop starts with; the owner edits them in the admin. */
export const DEFAULT_SEARCH_SYNONYMS: readonly SearchSynonym[] = [
  { word: 'bday', means: ['birthday'] },
  { word: 'b day', means: ['birthday'] },
  { word: 'wife', means: ['for her'] },
  { word: 'girlfriend', means: ['for her'] },
  { word: 'sister', means: ['for her', 'raksha bandhan'] },
  { word: 'mom', means: ['for parents'] },
  { word: 'amma', means: ['for parents'] },
  { word: 'appa', means: ['for parents'] },
  { word: 'husband', means: ['for him'] },
  { word: 'boyfriend', means: ['for him'] },
  { word: 'brother', means: ['for him', 'raksha bandhan'] },
  { word: 'kids', means: ['for kids'] },
  { word: 'baby', means: ['for kids'] },
  { word: 'cup', means: ['mug'] },
  { word: 'malli', means: ['jasmine'] },
  { word: 'mallipoo', means: ['jasmine'] },
  { word: 'poo', means: ['flowers'] },
  { word: 'rakhi', means: ['raksha bandhan'] },
  { word: 'deepavali', means: ['diwali'] },
  { word: 'vilakku', means: ['diya', 'lamp'] },
  { word: 'deepam', means: ['diya'] },
  { word: 'anniv', means: ['anniversary'] },
  { word: 'valentine', means: ["valentine's day"] },
  { word: 'marriage', means: ['wedding'] },
  { word: 'kalyanam', means: ['wedding'] },
  { word: 'chocolates', means: ['chocolate'] },
];

/** Words a gift buyer adds that say nothing about the product: they need not match. */
export const SEARCH_STOP_WORDS: ReadonlySet<string> = new Set([
  'gift',
  'gifts',
  'for',
  'present',
  'presents',
  'a',
  'an',
  'the',
  'and',
  'to',
  'of',
  'my',
  'with',
]);

/** One part of a query: what was typed, and the phrases (as words) any of which satisfies it. */
export interface SearchTerm {
  /** The typed word or phrase, normalised. */
  readonly typed: string;
  /** The typed words themselves first, then what synonyms say they mean. */
  readonly alternatives: readonly (readonly string[])[];
}

/** Lower case, accents and apostrophes removed, split at anything that is not a letter or digit. */
export function searchWords(text: string): string[] {
  return normaliseSearchText(text)
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/** Synonyms by their typed words joined with one space, each synonym's meanings split into words. */
export type SynonymTable = ReadonlyMap<string, readonly (readonly string[])[]>;

export function synonymTable(synonyms: readonly SearchSynonym[]): SynonymTable {
  const table = new Map<string, (readonly string[])[]>();
  for (const synonym of synonyms) {
    const key = searchWords(synonym.word).join(' ');
    if (key === '') continue;
    const meanings = table.get(key) ?? [];
    for (const meaning of synonym.means) {
      const words = searchWords(meaning);
      if (words.length > 0 && !meanings.some((known) => known.join(' ') === words.join(' '))) meanings.push(words);
    }
    table.set(key, meanings);
  }
  return table;
}

/**
 * The terms of a query: every term must match a product. Two-word synonyms are tried before one-word ones; stop words
 * are dropped unless nothing else was typed.
 */
export function parseSearchQuery(text: string, synonyms: SynonymTable): SearchTerm[] {
  const words = searchWords(text);
  const terms: SearchTerm[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : null;
    const pairMeanings = pair === null ? undefined : synonyms.get(pair);
    if (pair !== null && pairMeanings) {
      terms.push({ typed: pair, alternatives: [[words[i]!, words[i + 1]!], ...pairMeanings] });
      i++;
      continue;
    }
    const word = words[i]!;
    terms.push({ typed: word, alternatives: [[word], ...(synonyms.get(word) ?? [])] });
  }
  const meaningful = terms.filter((term) => term.alternatives.length > 1 || !SEARCH_STOP_WORDS.has(term.typed));
  return meaningful.length > 0 ? meaningful : terms;
}
