import type { Product } from '../../domain/product.js';
import { searchWords, type SearchTerm } from '../../domain/search-query.js';
import { FIELD_TIER, NO_MATCH, compareRanked, wordMatch, type RankedMatch } from '../../domain/search-ranking.js';
import { pushTo } from './ordinals.js';
import { ProductSearch } from './product-search.js';
import { TextIndex } from './text-index.js';
import { NO_TEXT } from './text-postings.js';
import { textWordsOf, type TextWords, type WordRows } from './text-words.js';
import { FieldWords, bestTokenMatch, type QualityTerm, type TokenMatch } from './token-ranking.js';

/** How many typed words' matches a snapshot keeps (the results page asks again for each filter, sort and page). */
const MAX_REMEMBERED_WORDS = 512;
/** And how many matched words they may hold together (short typed words match thousands of numbers). */
const MAX_REMEMBERED_MATCHES = 200_000;
/** Visit numbers start again from 1 beyond this (far from 2^32: one search takes one per term). */
const LAST_VISIT = 0xfff0_0000;

/** The catalog's words a typed word matches (ids ascending) and how well (domain/search-ranking.ts wordMatch). */
interface WordMatches {
  readonly ids: Uint32Array;
  readonly qualities: Uint8Array;
}

interface WordIndex {
  readonly words: TextWords;
  /** Which texts use each word (words added after it was built have no row). */
  readonly rows: WordRows;
  /** The products carrying each occasion or recipient tag, ascending. */
  readonly productsByTag: ReadonlyMap<string, readonly number[]>;
  /** The tags each word id appears in. */
  readonly tagsByWord: ReadonlyMap<number, readonly string[]>;
  /** Distinct lists of tags (occasions, then recipients) as word ids per tag; list 0 is empty. */
  readonly tagLists: readonly (readonly Uint32Array[])[];
  /** Per product, its tag list. */
  readonly tagListOf: Uint32Array;
  /** Per product, the last visit that reached it. */
  readonly marks: Uint32Array;
}

/**
 * Ranked word search over one snapshot's products (the rule of domain/search-ranking.ts). It holds nothing per
 * product beyond a visit mark: products' texts are the ids product-search.ts already keeps, and their words come from
 * the text index's compact word lists (text-words.ts), shared by every snapshot. Each typed word is matched once
 * against the distinct words, products are reached through the texts (or tags) using the matched words, and only
 * those that can match every term are ranked, over word ids (token-ranking.ts). The index is completed on the first
 * search a snapshot answers.
 */
export class WordSearch {
  private index: WordIndex | null = null;
  private readonly recentMatches = new Map<string, WordMatches>();
  private rememberedMatches = 0;
  private visit = 0;
  private readonly fields = new FieldWords();
  private readonly best: TokenMatch = { typos: 0, tier: 0, from: 0, length: 0 };

  /**
   * `products` in the default order (in stock first, newest first), with their texts in `texts` (the snapshot's
   * substring search; by default one of their own).
   */
  constructor(
    private readonly products: readonly Product[],
    private readonly texts: ProductSearch = new ProductSearch(products, new TextIndex()),
  ) {}

  private wordIndex(): WordIndex {
    if (this.index) return this.index;
    const words = textWordsOf(this.texts.textIndex);
    const productsByTag = new Map<string, number[]>();
    const tagWords = new Map<string, Uint32Array>();
    const tagsByWord = new Map<number, string[]>();
    const idsOfTag = (tag: string): Uint32Array => {
      let ids = tagWords.get(tag);
      if (ids) return ids;
      ids = Uint32Array.from(searchWords(tag), (word) => words.wordId(word));
      tagWords.set(tag, ids);
      for (const id of new Set(ids)) {
        const tags = tagsByWord.get(id);
        if (tags) tags.push(tag);
        else tagsByWord.set(id, [tag]);
      }
      return ids;
    };
    // Products' tag lists, each distinct list once (a catalog has few), so ranking never reads the product objects.
    const tagLists: (readonly Uint32Array[])[] = [[]];
    const tagListIds = new Map<string, number>();
    const tagListOf = new Uint32Array(this.products.length);
    this.products.forEach((product, ordinal) => {
      if (product.occasions.length === 0 && product.recipients.length === 0) return;
      const tags = [...product.occasions, ...product.recipients];
      for (const tag of tags) pushTo(productsByTag, tag, ordinal);
      const key = tags.join('\u0000');
      let id = tagListIds.get(key);
      if (id === undefined) {
        id = tagLists.length;
        tagLists.push(tags.map(idsOfTag));
        tagListIds.set(key, id);
      }
      tagListOf[ordinal] = id;
    });
    const marks = new Uint32Array(this.products.length);
    const rows = words.wordRows();
    return (this.index = { words, rows, productsByTag, tagsByWord, tagLists, tagListOf, marks });
  }

  /** The catalog's words a typed word matches, with the typing mistakes corrected; recent answers are kept. */
  private wordsMatching(words: TextWords, typed: string, typos: boolean): WordMatches {
    const key = `${typos ? 't' : 'e'}${typed}`;
    const known = this.recentMatches.get(key);
    // Words added since (by later snapshots sharing the text index) are in none of this snapshot's texts.
    if (known) {
      this.recentMatches.delete(key);
      this.recentMatches.set(key, known);
      return known;
    }
    const ids: number[] = [];
    const qualities: number[] = [];
    for (let id = 0; id < words.wordCount; id++) {
      const quality = wordMatch(typed, words.word(id), typos);
      if (quality === NO_MATCH) continue;
      ids.push(id);
      qualities.push(quality);
    }
    const matches = { ids: Uint32Array.from(ids), qualities: Uint8Array.from(qualities) };
    this.remember(key, matches);
    return matches;
  }

  private remember(key: string, matches: WordMatches): void {
    const replaced = this.recentMatches.get(key);
    if (replaced) this.rememberedMatches -= replaced.ids.length;
    this.recentMatches.delete(key);
    this.recentMatches.set(key, matches);
    this.rememberedMatches += matches.ids.length;
    for (const [oldKey, old] of this.recentMatches) {
      if (this.recentMatches.size <= MAX_REMEMBERED_WORDS && this.rememberedMatches <= MAX_REMEMBERED_MATCHES) break;
      if (oldKey === key) break;
      this.recentMatches.delete(oldKey);
      this.rememberedMatches -= old.ids.length;
    }
  }

  /** Every product matching all the terms, best first. */
  rank(terms: readonly SearchTerm[], typos: boolean): RankedMatch[] {
    if (terms.length === 0) return [];
    const index = this.wordIndex();
    const matchesByTyped = new Map<string, WordMatches>();
    const qualitiesByTyped = new Map<string, Uint8Array>();
    for (const term of terms)
      for (const phrase of term.alternatives)
        for (const typed of phrase) {
          if (matchesByTyped.has(typed)) continue;
          const matches = this.wordsMatching(index.words, typed, typos);
          matchesByTyped.set(typed, matches);
          qualitiesByTyped.set(typed, qualityTable(index.words.wordCount, matches));
        }
    if (this.visit > LAST_VISIT) {
      index.marks.fill(0);
      this.visit = 0;
    }
    let candidates: number[] | null = null;
    for (const term of terms) {
      candidates = this.reach(index, term, matchesByTyped, candidates !== null);
      if (candidates.length === 0) return [];
    }
    const qualityTerms = terms.map((term) =>
      term.alternatives.map((phrase) => phrase.map((typed) => qualitiesByTyped.get(typed)!)),
    );
    const found: RankedMatch[] = [];
    for (const ordinal of candidates!) {
      const ranked = this.rankOne(index, ordinal, qualityTerms);
      if (ranked) found.push(ranked);
    }
    return found.sort(compareRanked);
  }

  /**
   * The products using a word the term's phrases begin with; after the first term, only those the previous term
   * reached (marked with the previous visit number).
   */
  private reach(
    index: WordIndex,
    term: SearchTerm,
    matchesByTyped: ReadonlyMap<string, WordMatches>,
    narrowing: boolean,
  ): number[] {
    const previous = this.visit;
    const current = ++this.visit;
    const marks = index.marks;
    const reached: number[] = [];
    const visit = (ordinal: number) => {
      const mark = marks[ordinal]!;
      if (mark === current || (narrowing && mark !== previous)) return;
      marks[ordinal] = current;
      reached.push(ordinal);
    };
    const { textStart, texts } = index.rows;
    const postings = this.texts.postings;
    for (const phrase of term.alternatives)
      for (const id of matchesByTyped.get(phrase[0]!)!.ids) {
        if (id + 1 < textStart.length)
          for (let at = textStart[id]!; at < textStart[id + 1]!; at++) postings.forEachProduct(texts[at]!, visit);
        for (const tag of index.tagsByWord.get(id) ?? [])
          for (const ordinal of index.productsByTag.get(tag)!) visit(ordinal);
      }
    return reached;
  }

  /** A product's match of every term (domain/search-ranking.ts rankMatch, over word ids), or null. */
  private rankOne(index: WordIndex, ordinal: number, terms: readonly QualityTerm[]): RankedMatch | null {
    const fields = this.fieldsOf(index, ordinal);
    const best = this.best;
    let typos = 0;
    let tier = 0;
    const matchedWords: string[][] = [];
    for (const term of terms) {
      if (!bestTokenMatch(term, fields, best)) return null;
      typos += best.typos;
      tier += best.tier;
      const words: string[] = [];
      for (let at = best.from; at < best.from + best.length; at++) words.push(index.words.word(fields.words[at]!));
      matchedWords.push(words);
    }
    return { product: this.products[ordinal]!, typos, tier, matchedWords };
  }

  /**
   * A product's fields as domain/search-ranking.ts searchFields reads them, as word ids, without reading the product
   * object (one memory access less per candidate; no closures: hot path).
   */
  private fieldsOf(index: WordIndex, ordinal: number): FieldWords {
    const fields = this.fields;
    const { wordIds, textStart } = index.words;
    const others = this.texts.otherTexts;
    const name = this.texts.nameText[ordinal]!;
    fields.clear();
    fields.add(wordIds, textStart[name]!, textStart[name + 1]!, FIELD_TIER.name);
    for (const ids of index.tagLists[index.tagListOf[ordinal]!]!)
      fields.add(ids, 0, ids.length, FIELD_TIER.tagsAndCategory);
    for (let k = 0; k < 3; k++) {
      const text = others[ordinal * 3 + k]!;
      if (text === NO_TEXT) continue;
      const tier = k === 2 ? FIELD_TIER.description : FIELD_TIER.tagsAndCategory;
      fields.add(wordIds, textStart[text]!, textStart[text + 1]!, tier);
    }
    return fields;
  }
}

/** A typed word's match quality with every word id: NO_MATCH but where it matches. */
function qualityTable(wordCount: number, matches: WordMatches): Uint8Array {
  const table = new Uint8Array(wordCount).fill(NO_MATCH);
  for (let i = 0; i < matches.ids.length; i++) table[matches.ids[i]!] = matches.qualities[i]!;
  return table;
}
