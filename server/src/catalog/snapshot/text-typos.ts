import { NO_MATCH } from '../../domain/search-ranking.js';
import type { QualityTerm } from './token-ranking.js';
import type { WordRows } from './text-words.js';

/** Visit numbers start again from 1 beyond this (one per term of a search). */
const LAST_VISIT = 0xfff0_0000;

/**
 * By default a term of single words has its texts found through its matched words' rows when those rows hold at most
 * this many texts per candidate left to rank; otherwise each text is read when a candidate first needs it (a
 * candidate's texts hold about 20 words, and most of them are its own).
 */
export const EAGER_TEXT_USES_PER_CANDIDATE = 8;

/** The catalog's words a typed word matches (ids ascending) and how well (domain/search-ranking.ts wordMatch). */
export interface WordMatches {
  readonly ids: Uint32Array;
  readonly qualities: Uint8Array;
}

/** One search term as ranking reads it: per alternative phrase, per typed word, its matches. */
export interface MatchedTerm {
  readonly phrases: readonly (readonly WordMatches[])[];
  /** The same, as quality tables over every word id (built when first asked for). */
  readonly tables: () => QualityTerm;
}

/** Where the texts' words are: text t's word ids are `wordIds[textStart[t]]` … `wordIds[textStart[t + 1] - 1]`. */
export interface TextWordIds {
  readonly wordIds: Uint32Array;
  readonly textStart: Uint32Array;
}

/**
 * One term's fewest typos in each text a product uses as a field, and in each tag list (each tag a field of its own):
 * domain/search-ranking.ts matches a phrase inside one field, so a term's best in a field depends on the field's text
 * alone, never on the product or the tier. Worked out once per text per search (texts such as categories are shared
 * by many products), either from the term's matched words' rows when few texts use them, or from a text's words when
 * a candidate first reads it. Visit marks tell this term's answers from older ones: nothing is allocated per search.
 */
export class TextTypos {
  private readonly textMarks: Uint32Array;
  private readonly textTypos: Uint8Array;
  private readonly tagMarks: Uint32Array;
  private readonly tagTypos: Uint8Array;
  private visit = 0;
  /** Texts not marked this visit have no match (their words were all read through the rows). */
  private complete = false;
  private tables: QualityTerm = [];

  constructor(
    textCount: number,
    private readonly tagLists: readonly (readonly Uint32Array[])[],
    private readonly words: TextWordIds,
    private readonly rows: WordRows,
    private readonly eagerUsesPerCandidate = EAGER_TEXT_USES_PER_CANDIDATE,
  ) {
    this.textMarks = new Uint32Array(textCount);
    this.textTypos = new Uint8Array(textCount);
    this.tagMarks = new Uint32Array(tagLists.length);
    this.tagTypos = new Uint8Array(tagLists.length);
  }

  /** Starts a term, to be read for about `candidates` products. */
  begin(term: MatchedTerm, candidates: number): void {
    if (++this.visit > LAST_VISIT) {
      this.textMarks.fill(0);
      this.tagMarks.fill(0);
      this.visit = 1;
    }
    this.complete = false;
    const oneWord = term.phrases.every((phrase) => phrase.length === 1);
    if (oneWord && this.textUses(term) <= this.eagerUsesPerCandidate * candidates) {
      for (const [matches] of term.phrases) this.markTexts(matches!);
      this.complete = true;
    }
    // Tag lists are always read from their words, so the tables are needed anyway when any tag list exists.
    this.tables = this.complete && this.tagLists.length <= 1 ? [] : term.tables();
  }

  /** The term's fewest typos in a text's words; NO_MATCH when it does not match there. */
  inText(text: number): number {
    if (this.textMarks[text] === this.visit) return this.textTypos[text]!;
    if (this.complete) return NO_MATCH;
    const { wordIds, textStart } = this.words;
    const typos = fewestTypos(this.tables, wordIds, textStart[text]!, textStart[text + 1]!);
    this.textMarks[text] = this.visit;
    this.textTypos[text] = typos;
    return typos;
  }

  /** The term's fewest typos in any tag of a tag list (list 0 is empty); NO_MATCH when none matches. */
  inTagList(list: number): number {
    if (this.tagMarks[list] === this.visit) return this.tagTypos[list]!;
    let typos = NO_MATCH;
    for (const ids of this.tagLists[list]!) typos = Math.min(typos, fewestTypos(this.tables, ids, 0, ids.length));
    this.tagMarks[list] = this.visit;
    this.tagTypos[list] = typos;
    return typos;
  }

  /** How many (word, text) uses the term's matched words have: what marking their texts costs. */
  private textUses(term: MatchedTerm): number {
    const { textStart } = this.rows;
    let uses = 0;
    for (const [matches] of term.phrases)
      for (const id of matches!.ids) if (id + 1 < textStart.length) uses += textStart[id + 1]! - textStart[id]!;
    return uses;
  }

  /** Lowers the typos of every text using one of the matched words to the word's. */
  private markTexts({ ids, qualities }: WordMatches): void {
    const { textStart, texts } = this.rows;
    const marks = this.textMarks;
    const typos = this.textTypos;
    const visit = this.visit;
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      // Words added to the shared text index after this snapshot's rows were built are in none of its texts.
      if (id + 1 >= textStart.length) continue;
      const quality = qualities[i]!;
      for (let at = textStart[id]!; at < textStart[id + 1]!; at++) {
        const text = texts[at]!;
        if (text >= marks.length) continue;
        if (marks[text] !== visit) {
          marks[text] = visit;
          typos[text] = quality;
        } else if (quality < typos[text]!) typos[text] = quality;
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
    if (length === 1) {
      const table = phrase[0]!;
      for (let at = from; at < to; at++) {
        const quality = table[ids[at]!]!;
        if (quality < best) best = quality;
      }
      continue;
    }
    for (let start = from; start + length <= to; start++) {
      let typos = 0;
      for (let k = 0; k < length && typos < NO_MATCH; k++) typos += phrase[k]![ids[start + k]!]!;
      if (typos < best) best = typos;
    }
  }
  return best;
}
