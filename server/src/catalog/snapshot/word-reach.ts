import type { SearchTerm } from '../../domain/search-query.js';
import { sortedTieRanks } from './ranked-order.js';
import type { TextPostings } from './text-postings.js';
import type { WordRows } from './text-words.js';
import { WeightedMemo } from './weighted-memo.js';

/** Visit numbers start again from 1 beyond this (far from 2^32: one search takes a few per term). */
const LAST_VISIT = 0xfff0_0000;
/**
 * A term that reaches more than this many times as many products as the candidates so far only narrows them in the
 * ranking (which matches every term against each candidate anyway, reading a byte per text: text-typos.ts): visiting
 * its products would cost more.
 */
const NARROWING_LIMIT = 2;
/** How many terms' products a snapshot keeps (the results page's searches repeat their terms among other words). */
const MAX_REMEMBERED_TERMS = 256;
/** And how many products they may hold together. */
const MAX_REMEMBERED_PRODUCTS = 1_000_000;

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
 * phrase, so nothing is allocated per product. The candidates are the products' tie ranks (search-tie-ranks.ts),
 * ascending: each term's products are kept so, a later term keeps those of the candidates it reaches, and the ranking
 * then only has to group them by typos and tier (ranked-order.ts), reading what it keeps per tie rank in ascending
 * order of memory.
 */
export class ProductReach {
  private readonly termMarks: Uint32Array;
  private readonly phraseMarks: Uint32Array;
  private termVisit = 0;
  private phraseVisit = 0;
  /**
   * Where narrowed candidates are written, reused by every search (allocating a typed array per search costs about a
   * microsecond): a search's candidates are ranked before the next search starts.
   */
  private narrowing = new Int32Array(0);
  /** Per word id, how many times products use it (texts and tags): what visiting its products costs. */
  private readonly uses: Uint32Array;
  /** The tie ranks of the products recent terms reached, ascending, by the term (and how its words were matched). */
  private readonly recentTerms = new WeightedMemo<Int32Array>(
    MAX_REMEMBERED_TERMS,
    MAX_REMEMBERED_PRODUCTS,
    (reached) => reached.length + 1,
  );

  constructor(
    private readonly sources: WordSources,
    /** Per product (ordinal), its tie rank. */
    private readonly tieRanks: Int32Array,
  ) {
    const productCount = tieRanks.length;
    this.termMarks = new Uint32Array(productCount);
    this.phraseMarks = new Uint32Array(productCount);
    this.uses = wordUses(sources);
  }

  /**
   * The tie ranks of the products that may match every term, ascending: every product that does is among them (the
   * ranking decides). Empty when none can. With `matching` (what tells apart how the typed words were matched), the
   * products each term reaches are kept for later searches with that term. The answer may be a kept one: it is not
   * to be changed, and valid only until the next call (it may be the array narrowed candidates are written into).
   */
  candidates(terms: readonly SearchTerm[], matchedIds: (typed: string) => Uint32Array, matching?: string): Int32Array {
    if (this.termVisit > LAST_VISIT) {
      this.termMarks.fill(0);
      this.termVisit = 0;
    }
    const sized = terms
      .map((term) => ({ term, size: this.termSize(term, matchedIds) }))
      .sort((a, b) => a.size - b.size);
    let reached: Int32Array = new Int32Array(0);
    for (const [at, { term, size }] of sized.entries()) {
      if (at > 0 && size > NARROWING_LIMIT * reached.length) break;
      const termReach = this.termReach(term, matchedIds, matching);
      reached = at === 0 ? termReach : this.narrowed(reached, termReach);
      if (reached.length === 0) return reached;
    }
    return reached;
  }

  /**
   * The tie ranks of the products one term reaches, ascending; with `matching`, kept for later searches with that term
   * (not to be changed).
   */
  private termReach(term: SearchTerm, matchedIds: (typed: string) => Uint32Array, matching?: string): Int32Array {
    const key = matching === undefined ? null : `${matching}${JSON.stringify(term.alternatives)}`;
    const known = key === null ? undefined : this.recentTerms.get(key);
    if (known) return known;
    const reached = sortedTieRanks(this.reachTerm(term, matchedIds), this.tieRanks);
    if (key !== null) this.recentTerms.set(key, reached);
    return reached;
  }

  /**
   * The tie ranks in both lists (each ascending), ascending, in the narrowing array (valid until the next search). The
   * previous list may be that array itself: each rank kept is written at or before where it was read.
   */
  private narrowed(previous: Int32Array, others: Int32Array): Int32Array {
    const size = Math.min(previous.length, others.length);
    if (this.narrowing.length < size) this.narrowing = new Int32Array(Math.max(size, 2 * this.narrowing.length));
    const kept = this.narrowing;
    let count = 0;
    for (let i = 0, j = 0; i < previous.length && j < others.length;) {
      const rank = previous[i]!;
      const other = others[j]!;
      if (rank === other) kept[count++] = rank;
      if (rank <= other) i++;
      if (other <= rank) j++;
    }
    return kept.subarray(0, count);
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

  /** The products reached by one of the term's phrases, each once (marked with a new term visit). */
  private reachTerm(term: SearchTerm, matchedIds: (typed: string) => Uint32Array): number[] {
    const current = ++this.termVisit;
    const marks = this.termMarks;
    const reached: number[] = [];
    for (const phrase of term.alternatives) {
      if (phrase.length === 1) this.markProductsUsing(matchedIds(phrase[0]!), marks, ANY, current, reached);
      else for (const ordinal of this.reachPhrase(phrase, matchedIds)) mark(marks, ordinal, ANY, current, reached);
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
    this.markProductsUsing(matchedIds(phrase[0]!), marks, ANY, ++this.phraseVisit, null);
    const reached: number[] = [];
    for (let k = 1; k < phrase.length; k++) {
      const previous = this.phraseVisit;
      const into = k === phrase.length - 1 ? reached : null;
      if (this.markProductsUsing(matchedIds(phrase[k]!), marks, previous, ++this.phraseVisit, into) === 0) break;
    }
    return reached;
  }

  /**
   * Marks every product using one of the words with `current` (see `mark`), adding the newly marked ones to `reached`
   * when given; how many were newly marked. The postings are read in place (no callback per product: hot path).
   */
  private markProductsUsing(
    wordIds: Uint32Array,
    marks: Uint32Array,
    required: number,
    current: number,
    reached: number[] | null,
  ): number {
    const { rows, postings, tagsByWord, productsByTag } = this.sources;
    const { textStart, texts } = rows;
    const { nameStart, nameList, otherStart, otherList, textCount } = postings;
    let count = 0;
    for (const id of wordIds) {
      // Words added to the shared text index after this snapshot's rows were built are in none of its texts.
      if (id + 1 < textStart.length)
        for (let at = textStart[id]!; at < textStart[id + 1]!; at++) {
          const text = texts[at]!;
          if (text >= textCount) continue;
          for (let i = nameStart[text]!; i < nameStart[text + 1]!; i++)
            count += mark(marks, nameList[i]!, required, current, reached);
          for (let i = otherStart[text]!; i < otherStart[text + 1]!; i++)
            count += mark(marks, otherList[i]!, required, current, reached);
        }
      for (const tag of tagsByWord.get(id) ?? [])
        for (const ordinal of productsByTag.get(tag)!) count += mark(marks, ordinal, required, current, reached);
    }
    return count;
  }
}

/** No mark required: any product may be marked. */
const ANY = -1;

/**
 * Marks a product with `current` unless it already has it or lacks the `required` mark (ANY: none required), adding it
 * to `reached` when given; 1 when newly marked, 0 otherwise.
 */
function mark(
  marks: Uint32Array,
  ordinal: number,
  required: number,
  current: number,
  reached: number[] | null,
): number {
  const previous = marks[ordinal]!;
  if (previous === current || (required !== ANY && previous !== required)) return 0;
  marks[ordinal] = current;
  reached?.push(ordinal);
  return 1;
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
