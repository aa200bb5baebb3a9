import { searchWords } from '../../domain/search-query.js';
import type { TextIndex } from './text-index.js';

/** Word ids of every text and which texts use each word, in compressed rows (see TextWords). */
export interface WordRows {
  /** The texts of word w are `texts[textStart[w]]` … `texts[textStart[w + 1] - 1]`, ascending, each once. */
  readonly textStart: Uint32Array;
  readonly texts: Uint32Array;
}

const EMPTY = new Uint32Array(0);
const NON_ASCII = /[\u0080-\uffff]/;

/**
 * searchWords of a text the index already folded (normaliseSearchText). Folded ASCII text stays as it is when folded
 * again (no accents, already lower case), so its words are split directly, without the Unicode work of folding and
 * of the Unicode split, which take most of the word index's build; any other text goes through searchWords.
 */
export function wordsOfFolded(text: string): string[] {
  if (NON_ASCII.test(text)) return searchWords(text);
  return text
    .replace(/'/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '');
}

/**
 * The words of a text index's texts (as search reads them: domain/search-query.ts searchWords), kept compact: each
 * distinct word once in the vocabulary, each text as a run of word ids in one flat array, and which texts use each
 * word in compressed rows. Like its text index it only grows: texts added to the index are read on the next
 * `cover()`. Products share texts (categories, descriptions), so this grows with the distinct texts and words, and
 * holds nothing per product.
 */
export class TextWords {
  private readonly vocabulary: string[] = [];
  private readonly idsByWord = new Map<string, number>();
  /** The words of text t are `tokens[tokenStart[t]]` … `tokens[tokenStart[t + 1] - 1]`. */
  private tokenStart = new Uint32Array(1);
  private tokens = EMPTY;
  private rows: WordRows | null = null;

  constructor(private readonly index: TextIndex) {}

  /** Number of texts read so far. */
  get textCount(): number {
    return this.tokenStart.length - 1;
  }

  /** Number of distinct words. */
  get wordCount(): number {
    return this.vocabulary.length;
  }

  /** The word with that id. */
  word(id: number): string {
    return this.vocabulary[id]!;
  }

  /** Reads the texts added to the index since the last call. */
  cover(): this {
    const from = this.textCount;
    const to = this.index.size;
    if (from === to) return this;
    const added: number[] = [];
    const starts = new Uint32Array(to + 1);
    starts.set(this.tokenStart);
    for (let id = from; id < to; id++) {
      for (const word of wordsOfFolded(this.index.text(id))) added.push(this.wordId(word));
      starts[id + 1] = this.tokens.length + added.length;
    }
    const tokens = new Uint32Array(this.tokens.length + added.length);
    tokens.set(this.tokens);
    tokens.set(added, this.tokens.length);
    this.tokens = tokens;
    this.tokenStart = starts;
    this.rows = null;
    return this;
  }

  /** The id of a word, adding it when new (a word of no text has no row in wordRows()). */
  wordId(word: string): number {
    let id = this.idsByWord.get(word);
    if (id === undefined) {
      id = this.vocabulary.length;
      this.vocabulary.push(word);
      this.idsByWord.set(word, id);
    }
    return id;
  }

  /** All texts' word ids, text after text (see textStart); replaced as the words grow, never changed. */
  get wordIds(): Uint32Array {
    return this.tokens;
  }

  /** Where each text's words begin in wordIds (and the end, at textCount). */
  get textStart(): Uint32Array {
    return this.tokenStart;
  }

  /** The words of a text, in order (a fresh array). */
  wordsOf(textId: number): string[] {
    const end = this.tokenStart[textId + 1]!;
    const words: string[] = [];
    for (let at = this.tokenStart[textId]!; at < end; at++) words.push(this.vocabulary[this.tokens[at]!]!);
    return words;
  }

  /** Which texts use each word, for the texts covered (built once per growth, in two linear passes). */
  wordRows(): WordRows {
    if (this.rows) return this.rows;
    const textStart = new Uint32Array(this.wordCount + 1);
    const lastText = new Int32Array(this.wordCount).fill(-1);
    const each = (visit: (word: number, text: number) => void) => {
      for (let text = 0; text < this.textCount; text++)
        for (let at = this.tokenStart[text]!; at < this.tokenStart[text + 1]!; at++) {
          const word = this.tokens[at]!;
          if (lastText[word] === text) continue;
          lastText[word] = text;
          visit(word, text);
        }
    };
    each((word) => textStart[word + 1]!++);
    for (let word = 0; word < this.wordCount; word++) textStart[word + 1]! += textStart[word]!;
    const next = textStart.slice(0, this.wordCount);
    const texts = new Uint32Array(textStart[this.wordCount]!);
    lastText.fill(-1);
    each((word, text) => (texts[next[word]!++] = text));
    return (this.rows = { textStart, texts });
  }
}

// One TextWords per text index, living as long as the index does.
const wordsByIndex = new WeakMap<TextIndex, TextWords>();

/** The words of a text index's texts, read up to its current size. */
export function textWordsOf(index: TextIndex): TextWords {
  let words = wordsByIndex.get(index);
  if (!words) {
    words = new TextWords(index);
    wordsByIndex.set(index, words);
  }
  return words.cover();
}
