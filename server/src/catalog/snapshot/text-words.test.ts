import { describe, expect, it } from 'vitest';
import { searchWords } from '../../domain/search-query.js';
import { TextIndex } from './text-index.js';
import { normaliseSearchText } from '../../domain/text.js';
import { TextWords, textWordsOf, wordsOfFolded } from './text-words.js';

/** The texts (as word lists) that a word's row lists. */
function textsOfWord(words: TextWords, word: string): number[] {
  const id = words.wordId(word);
  const { textStart, texts } = words.wordRows();
  return [...texts.subarray(textStart[id], textStart[id + 1])];
}

describe('TextWords', () => {
  const raw = ['Teddy Bear (2 ft)', 'Home Décor', "Valentine's Day Teddy", 'teddy   teddy', '', 'Rose – Gold'];

  it("reads each text's words as search does, each distinct word once", () => {
    const index = new TextIndex();
    const ids = raw.map((text) => index.intern(text));
    const words = textWordsOf(index);
    expect(words.textCount).toBe(index.size);
    raw.forEach((text, i) => expect(words.wordsOf(ids[i]!)).toEqual(searchWords(text)));
    const distinct = new Set(raw.flatMap(searchWords));
    expect(words.wordCount).toBe(distinct.size);
    for (let id = 0; id < words.wordCount; id++) expect(words.wordId(words.word(id))).toBe(id);
    // The flat word ids hold each text's words between its starts.
    const { wordIds, textStart } = words;
    expect(textStart[words.textCount]).toBe(wordIds.length);
    expect(wordIds.length).toBe(raw.reduce((sum, text) => sum + searchWords(text).length, 0));
  });

  it('lists, per word, the texts using it ascending and each once', () => {
    const index = new TextIndex();
    const ids = raw.map((text) => index.intern(text));
    const words = textWordsOf(index);
    expect(textsOfWord(words, 'teddy')).toEqual([ids[0], ids[2], ids[3]]);
    expect(textsOfWord(words, 'decor')).toEqual([ids[1]]);
    expect(textsOfWord(words, 'valentines')).toEqual([ids[2]]);
    const { textStart, texts } = words.wordRows();
    let pairs = 0;
    for (let text = 0; text < words.textCount; text++) pairs += new Set(words.wordsOf(text)).size;
    expect(texts.length).toBe(pairs);
    expect(textStart.length).toBe(words.wordCount + 1);
  });

  it('grows with its text index: one per index, later texts read on the next look-up, rows rebuilt', () => {
    const index = new TextIndex();
    index.intern('Teddy Bear');
    const words = textWordsOf(index);
    const before = words.wordRows();
    expect(textsOfWord(words, 'teddy')).toEqual([0]);
    const rose = index.intern('Rose and Teddy');
    expect(words.textCount).toBe(1);
    expect(textWordsOf(index)).toBe(words);
    expect(words.textCount).toBe(2);
    expect(words.wordsOf(0)).toEqual(['teddy', 'bear']);
    expect(words.wordsOf(rose)).toEqual(['rose', 'and', 'teddy']);
    expect(words.wordRows()).not.toBe(before);
    expect(textsOfWord(words, 'teddy')).toEqual([0, rose]);
    // Rows built before stay as they were for the texts they covered.
    expect([...before.texts]).toEqual([0, 0]);
    expect(textWordsOf(new TextIndex())).not.toBe(words);
  });

  it('gives a word of no text an id without a row', () => {
    const index = new TextIndex();
    index.intern('Teddy');
    const words = textWordsOf(index);
    const rows = words.wordRows();
    const id = words.wordId('her');
    expect(words.word(id)).toBe('her');
    expect(id + 1).toBe(rows.textStart.length);
  });
});

describe('wordsOfFolded', () => {
  it('splits a folded text as searchWords splits the text', () => {
    const samples = [
      "Valentine's Day Teddy (2 ft) -- 50% off!",
      'A photo mug in teak, made by artisans near Coimbatore. A thoughtful gift for birthdays.',
      "Rose – Gold's Ring",
      'Home Décor',
      'Café ÉCLAIRS ’n’ Crème Brûlée',
      'Kuthuvilakku_12inch/brass;diya\tset\n',
      'ДИЯ Ünïcödé 12',
      "  ''  ",
      '',
    ];
    const next = (() => {
      let state = 5;
      return () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    })();
    const alphabet = "aZ9 '’-_.,é–Ç\t";
    for (let i = 0; i < 300; i++)
      samples.push(
        Array.from({ length: Math.floor(next() * 20) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
      );
    for (const text of samples) expect(wordsOfFolded(normaliseSearchText(text)), text).toEqual(searchWords(text));
  });
});
