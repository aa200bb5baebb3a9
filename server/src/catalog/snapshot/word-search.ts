import type { Product } from '../../domain/product.js';
import { searchWords, type SearchTerm } from '../../domain/search-query.js';
import { FIELD_TIER, NO_MATCH, correctedQuery, wordMatch, type RankedMatch } from '../../domain/search-ranking.js';
import { pushTo } from './ordinals.js';
import { rankedOrder } from './ranked-order.js';
import { TermBests } from './term-bests.js';
import { ProductSearch } from './product-search.js';
import { searchTieRanks } from './search-tie-ranks.js';
import { TextIndex } from './text-index.js';
import { NO_TEXT } from './text-postings.js';
import { ProductReach } from './word-reach.js';
import { QualityTables } from './quality-tables.js';
import { RecentAsks } from './recent-asks.js';
import { textWordsOf, type TextWords, type WordRows } from './text-words.js';
import { TextTypos, type MatchedPhrase, type WordMatches } from './text-typos.js';
import { FieldWords, bestTokenMatch, type TokenMatch } from './token-ranking.js';
import { WeightedMemo } from './weighted-memo.js';

/** How many typed words' matches a snapshot keeps (the results page asks again for each filter, sort and page). */
const MAX_REMEMBERED_WORDS = 512;
/** And how many matched words they may hold together (short typed words match thousands of numbers). */
const MAX_REMEMBERED_MATCHES = 200_000;
/** How many ranked searches a snapshot keeps (the results page asks again for each page, filter and sort). */
const MAX_REMEMBERED_SEARCHES = 256;
/** About how many recent searches are remembered as asked once (a ranking is kept from its second ask). */
const RECENT_ASKS = 512;
/** And how many ranked products they may hold together (4 bytes each). */
const MAX_REMEMBERED_RANKED = 1_000_000;

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
  /** Finds the products a search has to rank. */
  readonly reach: ProductReach;
  /** Per product, its place when typos and tiers tie (search-tie-ranks.ts). */
  readonly tieRanks: Int32Array;
  /** The inverse: the product (ordinal) at each tie rank. */
  readonly byTieRank: Int32Array;
  /** Per tie rank, its product's selling price in paise (the results page's price range). */
  readonly sellingPrices: Int32Array;
  /** Each phrase's fewest typos per text and tag list (kept). */
  readonly typos: TextTypos;
  /** Each term's best match per product (kept). */
  readonly bests: TermBests;
}

/** A ranked search's answer, as a snapshot keeps it. */
export interface RankedSearch {
  /** Every product matching all the terms, best first, as its tie rank (productsAt gives the products). */
  readonly ranks: Int32Array;
  /** The query as the best match spells it (domain/search-ranking.ts correctedQuery), or null. */
  readonly correctedText: string | null;
  /** The lowest and highest selling price (paise) among them; null when none match. */
  readonly sellingPrices: { readonly min: number; readonly max: number } | null;
}

const NOTHING_FOUND: RankedSearch = { ranks: new Int32Array(0), correctedText: null, sellingPrices: null };

/** What ranking the candidates needs, worked out once per search. */
interface PreparedSearch {
  readonly index: WordIndex;
  /** Tie ranks, ascending (word-reach.ts); not to be changed. */
  readonly candidates: Int32Array;
  /** Per term, its alternative phrases. */
  readonly terms: readonly (readonly MatchedPhrase[])[];
  /** Per term, what tells it apart (its alternatives, and how their words were matched). */
  readonly termKeys: readonly string[];
}

/**
 * Ranked word search over one snapshot's products (the rule of domain/search-ranking.ts). It holds little per
 * product (visit marks, tie ranks, selling prices: typed arrays): products' texts are the ids product-search.ts already keeps, and their words come from
 * the text index's compact word lists (text-words.ts), shared by every snapshot. Each typed word is matched once
 * against the distinct words, products are reached through the texts (or tags) using the matched words
 * (word-reach.ts), and only those that can match every term are ranked to one number each: term after term, from
 * each phrase's fewest typos per text (text-typos.ts) and each term's best field per product (term-bests.ts), both
 * kept for later searches, as the results page's searches repeat their words. Recent searches' rankings are kept.
 * The index is completed on the first search a snapshot answers.
 */
export class WordSearch {
  private index: WordIndex | null = null;
  private readonly recentMatches = new WeightedMemo<WordMatches>(
    MAX_REMEMBERED_WORDS,
    MAX_REMEMBERED_MATCHES,
    (matches) => matches.ids.length,
  );
  private readonly rememberedSearches = new WeightedMemo<RankedSearch>(
    MAX_REMEMBERED_SEARCHES,
    MAX_REMEMBERED_RANKED,
    (search) => search.ranks.length + 1,
  );
  /** A ranking is kept only when asked again lately: most texts typed once are never asked again. */
  private readonly recentAsks = new RecentAsks(RECENT_ASKS);
  private readonly fields = new FieldWords();
  private readonly best: TokenMatch = { typos: 0, tier: 0, from: 0, length: 0 };
  private readonly qualityTables = new QualityTables();
  /** The candidates' rank keys while a search is ranked, grown as needed (ranking allocates nothing per candidate). */
  private keys = new Int32Array(0);

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
    const rows = words.wordRows();
    const tieRanks = searchTieRanks(this.products);
    const byTieRank = new Int32Array(tieRanks.length);
    tieRanks.forEach((rank, ordinal) => {
      byTieRank[rank] = ordinal;
    });
    const sources = { rows, postings: this.texts.postings, tagsByWord, productsByTag };
    const reach = new ProductReach(sources, tieRanks);
    const sellingPrices = Int32Array.from(byTieRank, (ordinal) => this.products[ordinal]!.sellingPrice.paise);
    const textCount = this.texts.postings.textCount;
    const typos = new TextTypos(textCount, tagLists, words, rows);
    const index = { words, rows, productsByTag, tagsByWord, tagLists, tagListOf, reach };
    const { nameText, otherTexts } = this.texts;
    const bests = new TermBests({ nameText, otherTexts, tagListOf, byTieRank });
    return (this.index = { ...index, tieRanks, byTieRank, sellingPrices, typos, bests });
  }

  /** The catalog's words a typed word matches, with the typing mistakes corrected; recent answers are kept. */
  private wordsMatching(words: TextWords, typed: string, typos: boolean): WordMatches {
    const key = `${typos ? 't' : 'e'}${typed}`;
    const known = this.recentMatches.get(key);
    // Words added since (by later snapshots sharing the text index) are in none of this snapshot's texts.
    if (known) return known;
    const ids: number[] = [];
    const qualities: number[] = [];
    for (let id = 0; id < words.wordCount; id++) {
      const quality = wordMatch(typed, words.word(id), typos);
      if (quality === NO_MATCH) continue;
      ids.push(id);
      qualities.push(quality);
    }
    const matches = { ids: Uint32Array.from(ids), qualities: Uint8Array.from(qualities) };
    this.recentMatches.set(key, matches);
    return matches;
  }

  /**
   * Every product matching all the terms, best first, with what the results page needs of them; the answers of recent
   * searches asked a second time are kept (the results page asks again for every page, filter and sort of the same
   * text; a text asked once is ranked again if it comes back).
   */
  search(terms: readonly SearchTerm[], typos: boolean): RankedSearch {
    if (terms.length === 0) return NOTHING_FOUND;
    const key = `${typos ? 't' : 'e'}${JSON.stringify(terms)}`;
    const known = this.rememberedSearches.get(key);
    if (known) return known;
    try {
      const prepared = this.prepare(terms, typos);
      const ranks = prepared === null ? NOTHING_FOUND.ranks : this.ranked(prepared);
      const best = prepared !== null && ranks.length > 0 ? this.matchOf(prepared, ranks[0]!) : undefined;
      const found: RankedSearch = {
        ranks,
        correctedText: typos ? correctedQuery(terms, best) : null,
        sellingPrices: prepared === null ? null : priceRangeOf(prepared.index.sellingPrices, ranks),
      };
      if (this.recentAsks.askedBefore(key)) this.rememberedSearches.set(key, found);
      return found;
    } finally {
      this.qualityTables.giveBackAll();
    }
  }

  /** Every product matching all the terms, best first, with the words each term matched (for comparing). */
  rank(terms: readonly SearchTerm[], typos: boolean): RankedMatch[] {
    try {
      const prepared = terms.length === 0 ? null : this.prepare(terms, typos);
      if (prepared === null) return [];
      return Array.from(this.ranked(prepared), (rank) => this.matchOf(prepared, rank)!);
    } finally {
      this.qualityTables.giveBackAll();
    }
  }

  /** The products at some tie ranks (a RankedSearch's), in their order. */
  productsAt(ranks: ArrayLike<number>): Product[] {
    if (ranks.length === 0) return [];
    const { byTieRank } = this.wordIndex();
    const products = new Array<Product>(ranks.length);
    for (let i = 0; i < ranks.length; i++) products[i] = this.products[byTieRank[ranks[i]!]!]!;
    return products;
  }

  /** The typed words' matches and the products that can match every term; null when none can. */
  private prepare(terms: readonly SearchTerm[], typos: boolean): PreparedSearch | null {
    const index = this.wordIndex();
    const matchesByTyped = new Map<string, WordMatches>();
    for (const term of terms)
      for (const phrase of term.alternatives)
        for (const typed of phrase)
          if (!matchesByTyped.has(typed)) matchesByTyped.set(typed, this.wordsMatching(index.words, typed, typos));
    const candidates = index.reach.candidates(terms, (typed) => matchesByTyped.get(typed)!.ids, typos ? 't' : 'e');
    if (candidates.length === 0) return null;
    // Quality tables (a byte per word id) only where texts are read word by word, each typed word's once, lent until
    // the search ends.
    const tablesByTyped = new Map<string, Uint8Array>();
    const tableOf = (typed: string) => {
      let table = tablesByTyped.get(typed);
      if (!table)
        tablesByTyped.set(typed, (table = this.qualityTables.lend(matchesByTyped.get(typed)!, index.words.wordCount)));
      return table;
    };
    const matchedTerms = terms.map((term) =>
      term.alternatives.map((phrase): MatchedPhrase => ({
        key: `${typos ? 't' : 'e'}${phrase.join(' ')}`,
        matches: phrase.map((typed) => matchesByTyped.get(typed)!),
        tables: () => phrase.map(tableOf),
      })),
    );
    const termKeys = terms.map((term) => `${typos ? 't' : 'e'}${JSON.stringify(term.alternatives)}`);
    return { index, candidates, terms: matchedTerms, termKeys };
  }

  /**
   * The candidates matching every term, best first (domain/search-ranking.ts compareRanked): each candidate's best
   * field per term (fewest typos, then the better tier: term-bests.ts, from its texts' typos: text-typos.ts), summed
   * into one key (typos, then tier) in one pass, then grouped by key in tie-rank order (ranked-order.ts), so ranking
   * allocates nothing per product.
   */
  private ranked({ index, candidates, terms, termKeys }: PreparedSearch): Int32Array {
    if (this.keys.length < candidates.length)
      this.keys = new Int32Array(Math.max(candidates.length, 2 * this.keys.length));
    const keyed = terms.map((term, at) => ({
      key: termKeys[at]!,
      phrases: () => term.map((phrase) => index.typos.of(phrase)),
    }));
    const counted = index.bests.rankKeys(keyed, candidates, this.keys);
    return rankedOrder(candidates, this.keys, counted, index.tieRanks.length);
  }

  /** The match of every term by the product at a tie rank (domain/search-ranking.ts rankMatch, over word ids), or null. */
  private matchOf({ index, terms: matched }: PreparedSearch, rank: number): RankedMatch | undefined {
    const ordinal = index.byTieRank[rank]!;
    const fields = this.fieldsOf(index, ordinal);
    const terms = matched.map((term) => term.map((phrase) => phrase.tables()));
    const best = this.best;
    let typos = 0;
    let tier = 0;
    const matchedWords: string[][] = [];
    const termTypos: number[] = [];
    for (const term of terms) {
      if (!bestTokenMatch(term, fields, best)) return undefined;
      typos += best.typos;
      tier += best.tier;
      const words: string[] = [];
      for (let at = best.from; at < best.from + best.length; at++) words.push(index.words.word(fields.words[at]!));
      matchedWords.push(words);
      termTypos.push(best.typos);
    }
    return { product: this.products[ordinal]!, typos, tier, matchedWords, termTypos };
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

/** The lowest and highest of some products' prices (by tie rank); null when there are none. */
function priceRangeOf(prices: Int32Array, ranks: Int32Array): RankedSearch['sellingPrices'] {
  if (ranks.length === 0) return null;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < ranks.length; i++) {
    const price = prices[ranks[i]!]!;
    if (price < min) min = price;
    if (price > max) max = price;
  }
  return { min, max };
}
