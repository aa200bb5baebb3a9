import { describe, expect, it } from 'vitest';
import { OCCASIONS, RECIPIENTS } from '../../domain/gift-tags.js';
import type { Product } from '../../domain/product.js';
import { DEFAULT_SEARCH_SYNONYMS, parseSearchQuery, synonymTable } from '../../domain/search-query.js';
import {
  correctedQuery,
  rankProductsReference,
  searchFields,
  termMatch,
  wordMatch,
} from '../../domain/search-ranking.js';
import { testProduct } from '../../../test-support/test-products.js';
import { TextIndex } from './text-index.js';
import { ProductSearch } from './product-search.js';
import { WordSearch } from './word-search.js';

// Differential tests of the per-text typos (text-typos.ts): whether a phrase's typos per text are worked out for the
// search or kept from an earlier one, the ranking must be the reference's. Descriptions, categories and subcategories
// are drawn from small sets, so many products share each text.

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const WORDS = ['Teddy', 'Rose', 'Mug', 'Chocolate', 'Jasmine', 'Photo', 'Frame', 'Cake', 'Brass', 'Diya', 'Him'];
const SHARED_DESCRIPTIONS = [
  'Made by artisans near Madurai for birthday parties',
  'A thoughtful gift for her, with raksha bandhan wishes',
  'Brass diya for parents on diwali',
  'Hand made photo frame for him',
  // "mugs" matches the earlier word "mug" with a typo, then itself exactly; "frame" itself, then the later "flame"
  // with a typo: either way a text's typos are its best word's.
  'Two mugs for a mug lover',
  'A frame lit by a flame',
  // Matches "madurai" exactly but "frame" only with a typo: a search without typos must not answer one with them.
  'A flame lit near Madurai',
  '',
];
const CATEGORIES = ['Soft Toys', 'Flowers', 'Cakes & Sweets', 'Home Décor', 'Personalised Gifts', 'Raksha Bandhan'];

function sharedTextCatalog(count: number, seed: number): Product[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const some = <T>(items: readonly T[]): T[] => items.filter(() => next() < 0.15);
  return Array.from({ length: count }, (_, i) =>
    testProduct({
      id: `p${String(i).padStart(4, '0')}`,
      productName: `${pick(WORDS)} ${pick(WORDS)} ${i % 7}`,
      category: pick(CATEGORIES),
      subCategory: next() < 0.5 ? `${pick(WORDS)} ${pick(['Gifts', 'for Her', 'Sets'])}` : null,
      shortDescription: next() < 0.7 ? pick(SHARED_DESCRIPTIONS) : `A ${pick(WORDS).toLowerCase()} for ${pick(WORDS)}`,
      stock: next() < 0.3 ? 0 : 5,
      sales: Math.floor(next() * 4) * 10,
      createdAtMillis: Math.floor(next() * 5) * 86_400_000,
      occasions: some(OCCASIONS),
      recipients: some(RECIPIENTS),
    }),
  );
}

// Typos, synonyms with phrases ("rakhi", "amma", "brother"), multi-word phrases, pieces of shared words, numbers.
const QUERIES = [
  'tedy artisans',
  'art tedy',
  'choclate cake',
  'bday',
  'rakhi for brother',
  'gift for amma',
  'brass diya par',
  'photo frme for him',
  'raksha bandan',
  'for her',
  'jasmin madurai',
  'diya 3',
  'home decr',
  'mugs',
  'frame',
  'madurai frame',
  // Four and five terms: more than the ranking reads without a loop per candidate (term-bests.ts).
  'brass diya parents diwali',
  'tedy mug for her birthday',
  'photo frame him hand made',
  'xyz',
];

const synonyms = synonymTable(DEFAULT_SEARCH_SYNONYMS);
const exactly = (typed: string, word: string) => wordMatch(typed, word, false);

describe('ranking from per-text typos, worked out or kept, against the reference', () => {
  for (const seed of [3, 11, 29]) {
    const products = sharedTextCatalog(250, seed);
    const words = new WordSearch(products, new ProductSearch(products, new TextIndex()));
    // The second round reads the phrases' typos the first worked out (rank() keeps no rankings).
    for (const round of ['first', 'again'])
      it.each(QUERIES)(`seed ${seed}, ${round}: %s`, (text) => {
        // Exact first, then with typos: what one way keeps must not answer the other.
        for (const typos of [false, true]) {
          const terms = parseSearchQuery(text, synonyms);
          const expected = rankProductsReference(products, terms, typos);
          const actual = words.rank(terms, typos);
          expect(actual.map((match) => match.product.id)).toEqual(expected.map((match) => match.product.id));
          expect(actual.map((match) => [match.typos, match.tier])).toEqual(
            expected.map((match) => [match.typos, match.tier]),
          );
          expect(correctedQuery(terms, actual[0])).toBe(correctedQuery(terms, expected[0]));
          // What correctedQuery relies on: a term's best match has no typos exactly when a field has it as typed.
          for (const match of actual)
            expect(match.termTypos.map((typosOfTerm) => typosOfTerm === 0)).toEqual(
              terms.map((term) => termMatch(term, searchFields(match.product), exactly) !== null),
            );
        }
      });
  }

  it('finds matches for every query but the nonsense one (so the comparisons above compare rankings)', () => {
    const products = sharedTextCatalog(250, 3);
    const words = new WordSearch(products, new ProductSearch(products, new TextIndex()));
    const found = QUERIES.filter((text) => words.rank(parseSearchQuery(text, synonyms), true).length > 0);
    expect(QUERIES.filter((text) => !found.includes(text))).toEqual(['xyz']);
  });
});
