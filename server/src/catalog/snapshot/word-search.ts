import type { Product } from '../../domain/product.js';
import type { SearchTerm } from '../../domain/search-query.js';
import {
  NO_MATCH,
  compareRanked,
  rankMatch,
  searchFields,
  wordMatch,
  type RankedMatch,
  type SearchField,
} from '../../domain/search-ranking.js';

// A product's fields as words survive from one snapshot to the next as long as the product object is the same.
const fieldsByProduct = new WeakMap<Product, SearchField[]>();

// One string per distinct word for all products: splitting texts makes a fresh string per occurrence, and a
// catalog repeats its words (categories, descriptions) many times over. Distinct words only: it grows with the
// vocabulary, not with the products.
const internedWords = new Map<string, string>();

function intern(word: string): string {
  const known = internedWords.get(word);
  if (known !== undefined) return known;
  internedWords.set(word, word);
  return word;
}

function fieldsOf(product: Product): SearchField[] {
  let fields = fieldsByProduct.get(product);
  if (!fields) {
    fields = searchFields(product).map((field) => ({ words: field.words.map(intern), tier: field.tier }));
    fieldsByProduct.set(product, fields);
  }
  return fields;
}

/** How many typed words' matches a snapshot keeps (the results page asks again for each filter, sort and page). */
const MAX_REMEMBERED_WORDS = 512;

interface WordIndex {
  readonly fields: readonly SearchField[][];
  /** Per distinct word, the ordinals of the products using it, ascending. */
  readonly postings: ReadonlyMap<string, readonly number[]>;
}

/**
 * Ranked word search over one snapshot's products (the rule of domain/search-ranking.ts): each typed word is matched
 * once against the distinct words of the catalog, products are reached through the words they use, and only those
 * that can match every term are ranked. The word index is built on the first search a snapshot answers.
 */
export class WordSearch {
  private index: WordIndex | null = null;
  private readonly recentMatches = new Map<string, ReadonlyMap<string, number>>();

  /** `products` in the default order (in stock first, newest first). */
  constructor(private readonly products: readonly Product[]) {}

  private wordIndex(): WordIndex {
    if (this.index) return this.index;
    const postings = new Map<string, number[]>();
    const fields = this.products.map((product, ordinal) => {
      const productFields = fieldsOf(product);
      for (const field of productFields)
        for (const word of field.words) {
          const list = postings.get(word);
          if (!list) postings.set(word, [ordinal]);
          else if (list[list.length - 1] !== ordinal) list.push(ordinal);
        }
      return productFields;
    });
    return (this.index = { fields, postings });
  }

  /** The catalog's words a typed word matches, with the typing mistakes corrected; recent answers are kept. */
  private wordsMatching(typed: string, typos: boolean): ReadonlyMap<string, number> {
    const key = `${typos ? 't' : 'e'}${typed}`;
    const known = this.recentMatches.get(key);
    if (known) return known;
    const matches = new Map<string, number>();
    for (const word of this.wordIndex().postings.keys()) {
      const quality = wordMatch(typed, word, typos);
      if (quality !== NO_MATCH) matches.set(word, quality);
    }
    if (this.recentMatches.size >= MAX_REMEMBERED_WORDS) {
      const oldest = this.recentMatches.keys().next().value;
      if (oldest !== undefined) this.recentMatches.delete(oldest);
    }
    this.recentMatches.set(key, matches);
    return matches;
  }

  /** Every product matching all the terms, best first. */
  rank(terms: readonly SearchTerm[], typos: boolean): RankedMatch[] {
    if (terms.length === 0) return [];
    const { fields, postings } = this.wordIndex();
    const matchesByTyped = new Map<string, ReadonlyMap<string, number>>();
    for (const term of terms)
      for (const phrase of term.alternatives)
        for (const typed of phrase)
          if (!matchesByTyped.has(typed)) matchesByTyped.set(typed, this.wordsMatching(typed, typos));
    const match = (typed: string, word: string) => matchesByTyped.get(typed)?.get(word) ?? NO_MATCH;

    let candidates: Set<number> | null = null;
    for (const term of terms) {
      const reached = new Set<number>();
      for (const phrase of term.alternatives)
        for (const word of matchesByTyped.get(phrase[0]!)!.keys())
          for (const ordinal of postings.get(word)!) if (!candidates || candidates.has(ordinal)) reached.add(ordinal);
      candidates = reached;
      if (candidates.size === 0) return [];
    }
    const found: RankedMatch[] = [];
    for (const ordinal of candidates!) {
      const ranked = rankMatch(this.products[ordinal]!, fields[ordinal]!, terms, match);
      if (ranked) found.push(ranked);
    }
    return found.sort(compareRanked);
  }
}
