import type { SearchTerm } from '../../domain/search-query.js';
import type { TextPostings } from './text-postings.js';
import type { WordRows } from './text-words.js';

/** Visit numbers start again from 1 beyond this (far from 2^32: one search takes a few per term). */
const LAST_VISIT = 0xfff0_0000;
/**
 * A term that reaches more than this many times as many products as the candidates so far only narrows them in the
 * ranking (which matches every term against each candidate anyway): visiting its products would cost more.
 */
const NARROWING_LIMIT = 8;

/** Where the products using a word are found: its texts (rows, then postings) and the tags it appears in. */
export interface WordSources {
  readonly rows: WordRows;
  readonly postings: TextPostings;
  readonly tagsByWord: ReadonlyMap<number, readonly string[]>;
  readonly productsByTag: ReadonlyMap<string, readonly number[]>;
}

/**
 * The products a search has to rank: those that, for every term, use a word matching each typed word of one of the
 * term's phrases (domain/search-ranking.ts matches a phrase only where all its words match; a product lacking one can
 * be left out). A synonym such as "amma" → "for parents" then reaches the products with "parents", not every product
 * with "for". The terms reaching the fewest products go first; one reaching far more than the candidates so far is
 * left to the ranking. Products are marked with visit numbers, one array for the terms and one for the words of a
 * phrase, so nothing is allocated per product.
 */
export class ProductReach {
  private readonly termMarks: Uint32Array;
  private readonly phraseMarks: Uint32Array;
  private termVisit = 0;
  private phraseVisit = 0;
  /** Per word id, how many times products use it (texts and tags): what visiting its products costs. */
  private readonly uses: Uint32Array;

  constructor(
    private readonly sources: WordSources,
    productCount: number,
  ) {
    this.termMarks = new Uint32Array(productCount);
    this.phraseMarks = new Uint32Array(productCount);
    this.uses = wordUses(sources);
  }

  /**
   * Products that may match every term, each once, in no particular order: every product that does is among them
   * (the ranking decides). Empty when none can.
   */
  candidates(terms: readonly SearchTerm[], matchedIds: (typed: string) => Uint32Array): number[] {
    if (this.termVisit > LAST_VISIT) {
      this.termMarks.fill(0);
      this.termVisit = 0;
    }
    const sized = terms
      .map((term) => ({ term, size: this.termSize(term, matchedIds) }))
      .sort((a, b) => a.size - b.size);
    let reached: number[] = [];
    for (const [at, { term, size }] of sized.entries()) {
      if (at > 0 && size > NARROWING_LIMIT * reached.length) break;
      reached = this.reachTerm(term, matchedIds, at > 0);
      if (reached.length === 0) return reached;
    }
    return reached;
  }

  /** How many product uses visiting a term goes through: per phrase, its rarest word's. */
  private termSize(term: SearchTerm, matchedIds: (typed: string) => Uint32Array): number {
    let size = 0;
    for (const phrase of term.alternatives) {
      let rarest = Infinity;
      for (const typed of phrase) {
        let uses = 0;
        for (const id of matchedIds(typed)) uses += this.uses[id] ?? 0;
        rarest = Math.min(rarest, uses);
      }
      size += rarest;
    }
    return size;
  }

  /** The products reached by one of the term's phrases; after the first term, only those the previous one reached. */
  private reachTerm(term: SearchTerm, matchedIds: (typed: string) => Uint32Array, narrowing: boolean): number[] {
    const previous = this.termVisit;
    const current = ++this.termVisit;
    const marks = this.termMarks;
    const reached: number[] = [];
    const visit = (ordinal: number) => {
      const mark = marks[ordinal]!;
      if (mark === current || (narrowing && mark !== previous)) return;
      marks[ordinal] = current;
      reached.push(ordinal);
    };
    for (const phrase of term.alternatives) {
      if (phrase.length === 1) this.forEachProductUsing(matchedIds(phrase[0]!), visit);
      else for (const ordinal of this.reachPhrase(phrase, matchedIds)) visit(ordinal);
    }
    return reached;
  }

  /** The products using a matching word for every word of the phrase. */
  private reachPhrase(phrase: readonly string[], matchedIds: (typed: string) => Uint32Array): number[] {
    if (this.phraseVisit + phrase.length > LAST_VISIT) {
      this.phraseMarks.fill(0);
      this.phraseVisit = 0;
    }
    const marks = this.phraseMarks;
    const first = ++this.phraseVisit;
    this.forEachProductUsing(matchedIds(phrase[0]!), (ordinal) => {
      marks[ordinal] = first;
    });
    const reached: number[] = [];
    for (let k = 1; k < phrase.length; k++) {
      const previous = this.phraseVisit;
      const current = ++this.phraseVisit;
      const last = k === phrase.length - 1;
      let count = 0;
      this.forEachProductUsing(matchedIds(phrase[k]!), (ordinal) => {
        if (marks[ordinal] !== previous) return;
        marks[ordinal] = current;
        count++;
        if (last) reached.push(ordinal);
      });
      if (count === 0) return reached;
    }
    return reached;
  }

  /** Calls `visit` with every product using one of the words (a product once per use). */
  private forEachProductUsing(wordIds: Uint32Array, visit: (ordinal: number) => void): void {
    const { rows, postings, tagsByWord, productsByTag } = this.sources;
    const { textStart, texts } = rows;
    for (const id of wordIds) {
      // Words added to the shared text index after this snapshot's rows were built are in none of its texts.
      if (id + 1 < textStart.length)
        for (let at = textStart[id]!; at < textStart[id + 1]!; at++) postings.forEachProduct(texts[at]!, visit);
      for (const tag of tagsByWord.get(id) ?? []) for (const ordinal of productsByTag.get(tag)!) visit(ordinal);
    }
  }
}

/** Per word id with rows, how many times products use it: the products of its texts, and of the tags it is in. */
function wordUses({ rows, postings, tagsByWord, productsByTag }: WordSources): Uint32Array {
  const { textStart, texts } = rows;
  const uses = new Uint32Array(Math.max(textStart.length - 1, 0));
  for (let id = 0; id < uses.length; id++) {
    let count = 0;
    for (let at = textStart[id]!; at < textStart[id + 1]!; at++) {
      const text = texts[at]!;
      if (text >= postings.textCount) continue;
      count += postings.nameStart[text + 1]! - postings.nameStart[text]!;
      count += postings.otherStart[text + 1]! - postings.otherStart[text]!;
    }
    for (const tag of tagsByWord.get(id) ?? []) count += productsByTag.get(tag)!.length;
    uses[id] = count;
  }
  return uses;
}
