import { describe, expect, it } from 'vitest';
import { NO_MATCH } from '../../domain/search-ranking.js';
import { NO_TEXT } from './text-postings.js';
import { TermBests, type RankedTerm } from './term-bests.js';

// Four products, tie rank = ordinal; each has only a name (text = ordinal) and a description (text 4 + ordinal).
const PRODUCTS = 4;
const fields = {
  nameText: Int32Array.from({ length: PRODUCTS }, (_, ordinal) => ordinal),
  otherTexts: Int32Array.from({ length: 3 * PRODUCTS }, (_, at) => (at % 3 === 2 ? 4 + Math.floor(at / 3) : NO_TEXT)),
  tagListOf: new Uint32Array(PRODUCTS),
  byTieRank: Int32Array.from({ length: PRODUCTS }, (_, rank) => rank),
};

/** A term whose one phrase has these typos per text (names, then descriptions), counting how often it is read. */
function term(key: string, typos: readonly number[]) {
  const counted = { reads: 0 };
  const phrases = [{ texts: Uint8Array.from(typos), tagLists: new Uint8Array(1).fill(NO_MATCH) }];
  const ranked: RankedTerm = {
    key,
    phrases: () => {
      counted.reads += 1;
      return phrases;
    },
  };
  return { ranked, counted };
}

const ALL = Int32Array.from({ length: PRODUCTS }, (_, rank) => rank);
const X = NO_MATCH;

describe('TermBests', () => {
  it('keys each candidate by typos summed, then tiers summed; -1 when a term matches none of its fields', () => {
    const bests = new TermBests(fields);
    const first = term('a', [0, 1, X, X, /* descriptions */ X, 0, X, 2]);
    const second = term('b', [0, X, X, 0, /* descriptions */ X, X, X, X]);
    const keys = new Int32Array(PRODUCTS);
    // Stride for two terms: 7. Product 0: name 0 typos + name 0 typos. Product 1: second has none. Product 3:
    // first's description with 2 typos (tier 2) + second's name.
    expect(bests.rankKeys([first.ranked, second.ranked], ALL, keys)).toEqual({ found: 2, maxKey: 2 * 7 + 2 });
    expect([...keys]).toEqual([0, -1, -1, 2 * 7 + 2]);
  });

  it('reads each term once, then answers from what it kept', () => {
    const bests = new TermBests(fields);
    const many = term('many', [0, 1, 70, X, X, X, X, X]);
    const keys = new Int32Array(PRODUCTS);
    const expected = { found: 3, maxKey: 70 * 4 };
    expect(bests.rankKeys([many.ranked], ALL, keys)).toEqual(expected);
    expect([...keys]).toEqual([0, 4, 280, -1]);
    expect(bests.rankKeys([many.ranked], Int32Array.of(0, 1, 3), keys)).toEqual({ found: 2, maxKey: 4 });
    expect(bests.rankKeys([many.ranked], ALL, keys)).toEqual(expected);
    expect([...keys]).toEqual([0, 4, 280, -1]);
    expect(many.counted.reads).toBe(1);
  });

  it('keys more than three terms the same way', () => {
    const bests = new TermBests(fields);
    const terms = ['a', 'b', 'c', 'd'].map((key, at) => term(key, [0, 0, at === 3 ? X : 1, 0, X, X, X, X]).ranked);
    const keys = new Int32Array(PRODUCTS);
    // Stride for four terms: 13. Product 2 misses the fourth term.
    for (let round = 0; round < 2; round++) {
      expect(bests.rankKeys(terms, ALL, keys)).toEqual({ found: 3, maxKey: 0 });
      expect([...keys]).toEqual([0, 0, -1, 0]);
    }
  });
});
