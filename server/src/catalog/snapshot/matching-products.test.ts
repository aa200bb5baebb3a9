import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/product.js';
import { normaliseSearchText, searchProductsReference, type SearchResult } from '../../domain/search.js';
import { sortProductsReference } from '../../domain/sort.js';
import { testProduct } from '../../../test-support/test-products.js';
import { ProductSearch } from './product-search.js';
import { TextIndex } from './text-index.js';

/** A small deterministic pseudo-random generator so that failures can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const LETTERS = 'abcdeé ';
const SHARED = ['Soft Toys', 'Flowers', 'Home Décor', 'A gift for every day.', 'Teddy Bears'];

/**
 * Products with short random texts over few letters (many substrings match, ids of one and two letters reach most
 * products) and, with probability `shared`, texts that many products use (categories, one description).
 */
function randomCatalog(count: number, seed: number, shared: number): Product[] {
  const next = random(seed);
  const word = (length: number) =>
    Array.from({ length }, () => LETTERS[Math.floor(next() * LETTERS.length)]!)
      .join('')
      .replace(/^ +| +$/g, 'x');
  const text = () => (next() < shared ? SHARED[Math.floor(next() * SHARED.length)]! : word(1 + Math.floor(next() * 6)));
  const products = Array.from({ length: count }, (_, index) =>
    testProduct({
      id: `p${String(index).padStart(5, '0')}`,
      productName: next() < shared / 4 ? 'Teddy Bears' : word(2 + Math.floor(next() * 5)),
      category: text(),
      subCategory: next() < 0.3 ? null : text(),
      shortDescription: text(),
      stock: next() < 0.2 ? 0 : 5,
      createdAtMillis: Math.floor(next() * 1_000_000),
    }),
  );
  return sortProductsReference(products, 'NEWEST');
}

/** Needles: substrings of the catalog's texts (one to five characters), texts no product holds, and the empty one. */
function needles(products: readonly Product[], seed: number): string[] {
  const next = random(seed);
  const found: string[] = ['zz', 'q', '', ' ', 'Teddy', 'teddy bears', 'DÉCOR', 'decor', 'a gift for every day.'];
  for (let i = 0; i < 40 && products.length > 0; i++) {
    const product = products[Math.floor(next() * products.length)]!;
    const source = [product.productName, product.category, product.shortDescription][i % 3]!;
    const start = Math.floor(next() * source.length);
    found.push(source.slice(start, start + 1 + Math.floor(next() * 5)));
  }
  return found;
}

/** The rule's answer at limit 50; its first `limit` items are its answer at any smaller limit. */
function referenceAnswers(products: readonly Product[], texts: readonly string[]): Map<string, SearchResult> {
  return new Map(texts.map((text) => [text, searchProductsReference(products, text, 50)]));
}

function expectSameAnswer(search: ProductSearch, expected: SearchResult, text: string, limit: number): void {
  const actual = search.search(text, limit);
  expect(
    actual.items.map((product) => product.id),
    `${JSON.stringify(text)} @ ${limit}`,
  ).toEqual(expected.items.slice(0, limit).map((product) => product.id));
  expect(actual.totalCount, `${JSON.stringify(text)} count`).toBe(expected.totalCount);
  expect(actual.text).toBe(expected.text);
}

describe('ProductSearch through bitsets (matching-products.ts) answers as the rule of domain/search.ts', () => {
  // Sizes around word boundaries (32 products a word) and large enough for ready bitsets of shared texts.
  it.each([
    [0, 0.5],
    [1, 0.5],
    [31, 0.2],
    [32, 0.6],
    [33, 0.1],
    [95, 0.5],
    [700, 0.05],
    [2_000, 0.6],
  ])('%i products, shared texts %f', (count, shared) => {
    const products = randomCatalog(count, 7 + count, shared);
    const search = new ProductSearch(products, new TextIndex());
    const expected = referenceAnswers(products, needles(products, count));
    for (let limit = 1; limit <= 50; limit++) {
      // A fresh search per limit (nothing kept yet) as well as the kept answers of search-memo.ts.
      const fresh = new ProductSearch(products, search.textIndex);
      for (const [text, answer] of expected) {
        expectSameAnswer(fresh, answer, text, limit);
        expectSameAnswer(search, answer, text, limit);
      }
    }
  });

  it('finds nothing and counts nothing when no text matches', () => {
    const products = randomCatalog(500, 3, 0.5);
    const search = new ProductSearch(products, new TextIndex());
    for (const text of ['zzz', 'q', 'teddy bearsx', '\u0000']) {
      expect(search.search(text, 50)).toMatchObject({ items: [], totalCount: 0 });
    }
  });

  it('ignores texts of a shared index that only a later snapshot uses', () => {
    const index = new TextIndex();
    const earlier = randomCatalog(300, 11, 0.3);
    const search = new ProductSearch(earlier, index);
    const later = [...earlier, testProduct({ id: 'new', productName: 'Quokka Lamp', category: 'Quirky' })];
    new ProductSearch(sortProductsReference(later, 'NEWEST'), index);
    for (const [text, answer] of referenceAnswers(earlier, ['quokka', 'qu', 'q', 'lamp', 'a'])) {
      for (const limit of [1, 8, 50]) expectSameAnswer(search, answer, text, limit);
    }
  });

  it('keeps ready bitsets only for texts many products use: at most 128 for four texts a product', () => {
    const products = randomCatalog(3_200, 5, 0.6);
    const search = new ProductSearch(products, new TextIndex());
    const words = Math.ceil(products.length / 32);
    expect(search.matchingBytes).toBeGreaterThan(2 * words * 4);
    expect(search.matchingBytes).toBeLessThanOrEqual((128 + 2) * words * 4 + search.textIndex.size * 4);
  });
});

/** `text` with each letter's case flipped at random and, at times, spaces around it (trimmed by the search). */
function variant(text: string, next: () => number): string {
  const mixed = [...text].map((letter) => (next() < 0.5 ? letter.toUpperCase() : letter.toLowerCase())).join('');
  return next() < 0.2 ? ` ${mixed}  ` : mixed;
}

describe('ProductSearch keeps the matching products of recent needles (product-search.ts)', () => {
  // Texts differing only in case or accents share a needle, and so its kept bitset: each must still count and order
  // its own answer at its own limit, whatever was asked before.
  it.each([
    [95, 0.5],
    [2_000, 0.3],
  ])('%i products: case and accent variants, in any order and at any limit, answer as the rule', (count, shared) => {
    const products = randomCatalog(count, 31 + count, shared);
    const search = new ProductSearch(products, new TextIndex());
    const next = random(count + 5);
    const bases = needles(products, count + 1);
    for (let round = 0; round < 400; round++) {
      const text = variant(bases[Math.floor(next() * bases.length)]!, next);
      const limit = 1 + Math.floor(next() * 50);
      expectSameAnswer(search, searchProductsReference(products, text, 50), text, limit);
    }
  });

  it('answers as the rule when more needles are searched than are kept (kept ones make room, then come back)', () => {
    const products = randomCatalog(700, 13, 0.2);
    const search = new ProductSearch(products, new TextIndex());
    const letters = [...'abcdefé '];
    const texts = letters.flatMap((a) => letters.flatMap((b) => [a + b, ...letters.map((c) => a + b + c)]));
    // Far more distinct needles than the 256 kept ("é" folds to "e"; spaces around are trimmed).
    expect(new Set(texts.map((text) => normaliseSearchText(text.trim()))).size).toBeGreaterThan(280);
    const expected = referenceAnswers(products, texts);
    for (const [pass, limit] of [
      [0, 3],
      [1, 50],
    ] as const) {
      for (const [text, answer] of expected) {
        const asked = pass === 0 ? text : text.toUpperCase();
        expectSameAnswer(search, { ...answer, text: asked.trim() }, asked, limit);
      }
    }
  });
});
