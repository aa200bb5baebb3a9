import type { Product } from './product.js';
import type { SearchTerm } from './search-query.js';
import { searchWords } from './search-query.js';
import { productComparator } from './sort.js';
import { boundedEditDistance, typoAllowance } from './typo-distance.js';

/** Where a match sits: the name ranks first, then tags, category and subcategory, then the description. */
export const FIELD_TIER = { name: 0, tagsAndCategory: 1, description: 2 } as const;

/** One searchable field of a product as words, with its tier. */
export interface SearchField {
  readonly words: readonly string[];
  readonly tier: number;
}

/** A product's fields as search reads them; each tag is a field of its own, so a phrase never spans two tags. */
export function searchFields(product: Product): SearchField[] {
  const middle = [...product.occasions, ...product.recipients, product.category, product.subCategory ?? ''];
  return [
    { words: searchWords(product.productName), tier: FIELD_TIER.name },
    ...middle.map((text) => ({ words: searchWords(text), tier: FIELD_TIER.tagsAndCategory })),
    { words: searchWords(product.shortDescription), tier: FIELD_TIER.description },
  ].filter((field) => field.words.length > 0);
}

/** No match. */
export const NO_MATCH = 255;

/**
 * How a typed word matches a product's word: 0 when it is the word, begins it, or (from 3 letters) lies inside it;
 * 1 or 2, the typing mistakes corrected, when typos are allowed and the word is close enough (words that begin
 * with a digit are never corrected); NO_MATCH otherwise.
 */
export function wordMatch(typed: string, word: string, typos: boolean): number {
  if (word.startsWith(typed) || (typed.length >= 3 && word.includes(typed))) return 0;
  // Numbers are typed as meant: "1000" is no typo for "100", and most of a catalog's distinct words are numbers.
  if (!typos || startsWithDigit(typed) || startsWithDigit(word)) return NO_MATCH;
  const allowance = typoAllowance(typed);
  if (allowance === 0) return NO_MATCH;
  const distance = boundedEditDistance(typed, word, allowance);
  return distance <= allowance ? distance : NO_MATCH;
}

function startsWithDigit(word: string): boolean {
  const code = word.charCodeAt(0);
  return code >= 48 && code <= 57;
}

/** How one term matched a product at best: typing mistakes corrected, tier, and the product's words it matched. */
export interface TermMatch {
  readonly typos: number;
  readonly tier: number;
  readonly words: readonly string[];
}

/** The best match of a phrase as consecutive words of one field (fewest typos), or null. */
function phraseMatch(
  phrase: readonly string[],
  field: SearchField,
  match: (typed: string, word: string) => number,
): TermMatch | null {
  let best: TermMatch | null = null;
  for (let start = 0; start + phrase.length <= field.words.length; start++) {
    let typos = 0;
    for (let k = 0; k < phrase.length && typos < NO_MATCH; k++) typos += match(phrase[k]!, field.words[start + k]!);
    if (typos >= NO_MATCH || (best && best.typos <= typos)) continue;
    best = { typos, tier: field.tier, words: field.words.slice(start, start + phrase.length) };
  }
  return best;
}

/** Fewer typos first, then the better tier. */
export function betterTermMatch(a: TermMatch | null, b: TermMatch | null): TermMatch | null {
  if (!a) return b;
  if (!b) return a;
  return b.typos < a.typos || (b.typos === a.typos && b.tier < a.tier) ? b : a;
}

/** The best match of a term in the fields (any alternative, any field), or null. */
export function termMatch(
  term: SearchTerm,
  fields: readonly SearchField[],
  match: (typed: string, word: string) => number,
): TermMatch | null {
  let best: TermMatch | null = null;
  for (const phrase of term.alternatives)
    for (const field of fields) best = betterTermMatch(best, phraseMatch(phrase, field, match));
  return best;
}

/** A product that matched every term, with the sums the ranking reads. */
export interface RankedMatch {
  readonly product: Product;
  readonly typos: number;
  readonly tier: number;
  /** Per term, the product's words it matched. */
  readonly matchedWords: readonly (readonly string[])[];
  /** Per term, the typing mistakes its best match corrected (0: the product has it as typed). */
  readonly termTypos: readonly number[];
}

const defaultOrder = productComparator('NEWEST');

/**
 * The search ranking: exact and prefix matches before corrected ones (fewer typos first), then the better tiers
 * (summed over the terms: name, then tags and category, then description), in stock before sold out, more sales first,
 * and then the listing's default order.
 */
export function compareRanked(a: RankedMatch, b: RankedMatch): number {
  return (
    a.typos - b.typos ||
    a.tier - b.tier ||
    Number(b.product.inStock) - Number(a.product.inStock) ||
    b.product.sales - a.product.sales ||
    defaultOrder(a.product, b.product)
  );
}

/** Matches every term in a product's fields, or null when any term has no match. */
export function rankMatch(
  product: Product,
  fields: readonly SearchField[],
  terms: readonly SearchTerm[],
  match: (typed: string, word: string) => number,
): RankedMatch | null {
  let typos = 0;
  let tier = 0;
  const matchedWords: (readonly string[])[] = [];
  const termTypos: number[] = [];
  for (const term of terms) {
    const found = termMatch(term, fields, match);
    if (!found) return null;
    typos += found.typos;
    tier += found.tier;
    matchedWords.push(found.words);
    termTypos.push(found.typos);
  }
  return { product, typos, tier, matchedWords, termTypos };
}

/**
 * "Showing results for …": when even the best match needed corrections, the query as the best match spells it (a
 * corrected term by the product's words, the others as typed); null when the best match needed none. A term's best
 * match has no typos exactly when the product has the term as typed (a typo-free match is the best there is).
 */
export function correctedQuery(terms: readonly SearchTerm[], best: RankedMatch | undefined): string | null {
  if (!best || best.typos === 0) return null;
  return terms
    .map((term, index) => (best.termTypos[index] === 0 ? term.typed : best.matchedWords[index]!.join(' ')))
    .join(' ');
}

// ---- Reference implementation ----
// Production ranks through the catalog's word index (catalog/snapshot/word-search.ts); its differential tests compare
// it with this plain version on random catalogs.

/** Reference implementation of ranked search: every product's fields matched word by word, then sorted. */
export function rankProductsReference(
  products: readonly Product[],
  terms: readonly SearchTerm[],
  typos: boolean,
): RankedMatch[] {
  if (terms.length === 0) return [];
  const match = (typed: string, word: string) => wordMatch(typed, word, typos);
  const found: RankedMatch[] = [];
  for (const product of products) {
    const ranked = rankMatch(product, searchFields(product), terms, match);
    if (ranked) found.push(ranked);
  }
  return found.sort(compareRanked);
}
