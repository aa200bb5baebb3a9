import { NO_MATCH } from '../../domain/search-ranking.js';
import type { QualityTerm } from './token-ranking.js';
import type { WordRows } from './text-words.js';
import { WeightedMemo } from './weighted-memo.js';

/** How many phrases' typos per text a snapshot keeps (the results page's texts repeat their words). */
const MAX_REMEMBERED_PHRASES = 1_024;
/** And how many bytes they may hold together (a byte per text each: 10,000 products have about 18,000 texts). */
const MAX_REMEMBERED_BYTES = 8 * 1024 * 1024;

/** The catalog's words a typed word matches (ids ascending) and how well (domain/search-ranking.ts wordMatch). */
export interface WordMatches {
  readonly ids: Uint32Array;
  readonly qualities: Uint8Array;
}

/** Where the texts' words are: text t's word ids are `wordIds[textStart[t]]` … `wordIds[textStart[t + 1] - 1]`. */
export interface TextWordIds {
  readonly wordIds: Uint32Array;
  readonly textStart: Uint32Array;
}

/** One phrase's fewest typos in every text and every tag list (NO_MATCH where it does not match). */
export interface PhraseTypos {
  readonly texts: Uint8Array;
  readonly tagLists: Uint8Array;
}

/** A phrase of typed words, with their matches and (built only when needed) their quality tables. */
export interface MatchedPhrase {
  readonly key: string;
  readonly matches: readonly WordMatches[];
  readonly tables: () => readonly Uint8Array[];
}

/**
 * Each phrase's fewest typos in every text of a snapshot and in every tag list (each tag a field of its own):
 * domain/search-ranking.ts matches a phrase inside one field, so a term's best in a field depends on the field's text
 * alone, never on the product or its tier. Worked out once per phrase through the rows of its rarest typed word's
 * matches (a text where the phrase matches uses one of them), and kept: the results page's searches repeat their
 * words, so ranking a candidate reads a byte per text and phrase.
 */
export class TextTypos {
  private readonly remembered = new WeightedMemo<PhraseTypos>(
    MAX_REMEMBERED_PHRASES,
    MAX_REMEMBERED_BYTES,
    (typos) => typos.texts.length + typos.tagLists.length,
  );

  constructor(
    private readonly textCount: number,
    private readonly tagLists: readonly (readonly Uint32Array[])[],
    private readonly words: TextWordIds,
    private readonly rows: WordRows,
  ) {}

  /** A phrase's typos per text and tag list, kept for later searches. */
  of(phrase: MatchedPhrase): PhraseTypos {
    const known = this.remembered.get(phrase.key);
    if (known) return known;
    const texts = new Uint8Array(this.textCount).fill(NO_MATCH);
    if (phrase.matches.length === 1) this.markTexts(phrase.matches[0]!, texts);
    else this.readTexts(phrase, texts);
    const tables = [phrase.tables()];
    const tagLists = Uint8Array.from(this.tagLists, (tags) => {
      let typos = NO_MATCH;
      for (const ids of tags) typos = Math.min(typos, fewestTypos(tables, ids, 0, ids.length));
      return typos;
    });
    const typos = { texts, tagLists };
    this.remembered.set(phrase.key, typos);
    return typos;
  }

  /** One word: every text using one of its matched words gets the best of their qualities. */
  private markTexts({ ids, qualities }: WordMatches, typos: Uint8Array): void {
    const { textStart, texts } = this.rows;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      // Words added to the shared text index after this snapshot's rows were built are in none of its texts.
      if (id + 1 >= textStart.length) continue;
      const quality = qualities[i]!;
      for (let at = textStart[id]!; at < textStart[id + 1]!; at++) {
        const text = texts[at]!;
        if (text < typos.length && quality < typos[text]!) typos[text] = quality;
      }
    }
  }

  /** More words: the texts using a match of its rarest typed word are read word by word, each once. */
  private readTexts(phrase: MatchedPhrase, typos: Uint8Array): void {
    const { textStart, texts } = this.rows;
    const usesOf = ({ ids }: WordMatches) => {
      let uses = 0;
      for (const id of ids) if (id + 1 < textStart.length) uses += textStart[id + 1]! - textStart[id]!;
      return uses;
    };
    const rarest = phrase.matches.reduce((best, matches) => (usesOf(matches) < usesOf(best) ? matches : best));
    const tables = [phrase.tables()];
    const read = new Uint8Array(typos.length);
    const { wordIds, textStart: wordStart } = this.words;
    for (const id of rarest.ids) {
      if (id + 1 >= textStart.length) continue;
      for (let at = textStart[id]!; at < textStart[id + 1]!; at++) {
        const text = texts[at]!;
        if (text >= typos.length || read[text] === 1) continue;
        read[text] = 1;
        typos[text] = fewestTypos(tables, wordIds, wordStart[text]!, wordStart[text + 1]!);
      }
    }
  }
}

/**
 * The fewest typos of any of the term's phrases as consecutive words among `ids[from]` … `ids[to - 1]` (one field), or
 * NO_MATCH: as token-ranking.ts bestTokenMatch counts them.
 */
export function fewestTypos(term: QualityTerm, ids: Uint32Array, from: number, to: number): number {
  let best = NO_MATCH;
  for (const phrase of term) {
    const length = phrase.length;
    for (let start = from; start + length <= to; start++) {
      let typos = 0;
      for (let k = 0; k < length && typos < NO_MATCH; k++) typos += phrase[k]![ids[start + k]!]!;
      if (typos < best) best = typos;
    }
  }
  return best;
}
