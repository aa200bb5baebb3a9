import { describe, expect, it } from 'vitest';
import { NO_MATCH, termMatch, wordMatch, type SearchField } from '../../domain/search-ranking.js';
import { FieldWords, bestTokenMatch, type TokenMatch } from './token-ranking.js';

// bestTokenMatch must pick what domain/search-ranking.ts termMatch picks, over word ids instead of strings.

const VOCABULARY = ['teddy', 'bear', 'tedy', 'rose', 'roses', 'for', 'her', 'birthday', 'birthdays', 'red', 'bears'];

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function fieldWordsOf(fields: readonly SearchField[]): FieldWords {
  const words = new FieldWords();
  words.clear();
  for (const field of fields) {
    const ids = Uint32Array.from(field.words, (word) => VOCABULARY.indexOf(word));
    words.add(ids, 0, ids.length, field.tier);
  }
  return words;
}

function qualities(typed: string): Uint8Array {
  return Uint8Array.from(VOCABULARY, (word) => wordMatch(typed, word, true));
}

describe('FieldWords', () => {
  it('keeps fields of words with their tiers, skips empty ones and grows past its first size', () => {
    const words = new FieldWords();
    words.clear();
    const long = Uint32Array.from({ length: 1000 }, (_, i) => i);
    words.add(long, 10, 12, 0);
    words.add(long, 5, 5, 1);
    for (let field = 0; field < 40; field++) words.add(long, 0, 1000, 2);
    expect(words.count).toBe(41);
    expect([...words.words.subarray(words.start[0], words.start[1])]).toEqual([10, 11]);
    expect(words.tiers[0]).toBe(0);
    expect(words.tiers[40]).toBe(2);
    expect(words.start[41]! - words.start[40]!).toBe(1000);
    expect(words.words[words.start[40]! + 999]).toBe(999);
    words.clear();
    expect(words.count).toBe(0);
  });
});

describe('bestTokenMatch against termMatch', () => {
  const next = random(11);
  const pick = () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]!;
  const cases = Array.from({ length: 400 }, () => {
    const fields: SearchField[] = Array.from({ length: 1 + Math.floor(next() * 4) }, () => ({
      words: Array.from({ length: 1 + Math.floor(next() * 4) }, pick),
      tier: Math.floor(next() * 3),
    }));
    const phrases = Array.from({ length: 1 + Math.floor(next() * 2) }, () =>
      Array.from({ length: 1 + Math.floor(next() * 2) }, pick),
    );
    return { fields, phrases };
  });

  it('finds the same typos, tier and words (first best wins ties)', () => {
    let matched = 0;
    for (const { fields, phrases } of cases) {
      const expected = termMatch({ typed: phrases[0]!.join(' '), alternatives: phrases }, fields, (typed, word) =>
        wordMatch(typed, word, true),
      );
      const words = fieldWordsOf(fields);
      const best: TokenMatch = { typos: 0, tier: 0, from: 0, length: 0 };
      const found = bestTokenMatch(
        phrases.map((phrase) => phrase.map(qualities)),
        words,
        best,
      );
      expect(found).toBe(expected !== null);
      if (!expected) continue;
      matched++;
      expect(best.typos).toBe(expected.typos);
      expect(best.tier).toBe(expected.tier);
      const ids = [...words.words.subarray(best.from, best.from + best.length)];
      expect(ids.map((id) => VOCABULARY[id])).toEqual(expected.words);
    }
    expect(matched).toBeGreaterThan(100);
    expect(matched).toBeLessThan(cases.length);
  });

  it('finds nothing when no phrase word matches', () => {
    const words = fieldWordsOf([{ words: ['rose', 'red'], tier: 0 }]);
    const never = new Uint8Array(VOCABULARY.length).fill(NO_MATCH);
    expect(bestTokenMatch([[never]], words, { typos: 0, tier: 0, from: 0, length: 0 })).toBe(false);
  });
});
