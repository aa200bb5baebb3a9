import { FIELD_TIER, NO_MATCH } from '../../domain/search-ranking.js';
import { NO_TEXT } from './text-postings.js';
import type { PhraseTypos } from './text-typos.js';
import { WeightedMemo } from './weighted-memo.js';

/** How many terms' bests per product a snapshot keeps (the results page's searches repeat their terms). */
const MAX_REMEMBERED_TERMS = 1_024;
/** And how many products' bests they may hold together (2 bytes each). */
const MAX_REMEMBERED_BESTS = 4 * 1024 * 1024;
/** Not worked out yet for this product. */
const UNKNOWN = 0xffff;
/** The term matches none of the product's fields. */
const NO_BEST = 0xfffe;

/**
 * Per product, the ids of the texts and tag list it is searched by (product-search.ts, word-search.ts), and which
 * product has each tie rank.
 */
export interface ProductFieldTexts {
  /** Per product, its name's text id. */
  readonly nameText: Int32Array;
  /** Three per product: category, subcategory (NO_TEXT when none), description. */
  readonly otherTexts: Int32Array;
  /** Per product, its tag list (0: none). */
  readonly tagListOf: Uint32Array;
  /** The product (ordinal) at each tie rank (search-tie-ranks.ts). */
  readonly byTieRank: Int32Array;
}

/** A term of a search being ranked: its key, and its phrases' typos per text (asked for only when needed). */
export interface RankedTerm {
  readonly key: string;
  readonly phrases: () => readonly PhraseTypos[];
}

/**
 * Per term (its alternatives, and how their words were matched), each product's best match as typos × 4 + tier (the
 * least over its fields is the fewest typos, then the better tier), worked out when a search first ranks the product
 * and kept: the results page's searches repeat their terms among other words, so ranking a candidate for a known term
 * reads two bytes. They are kept by tie rank, the order in which a search's candidates come (word-reach.ts), so a
 * search reads them in ascending order of memory.
 */
export class TermBests {
  private readonly remembered = new WeightedMemo<Uint16Array>(
    MAX_REMEMBERED_TERMS,
    MAX_REMEMBERED_BESTS,
    (bests) => bests.length,
  );

  /** A best of no typos and tier 0 for every product: what a term not there adds to a key (nothing). */
  private readonly zeros: Uint16Array;

  constructor(private readonly fields: ProductFieldTexts) {
    this.zeros = new Uint16Array(fields.tagListOf.length);
  }

  /**
   * Each candidate's (a tie rank's) rank key over the terms: its best matches' typos summed, times `tierStride(terms)`,
   * plus their tiers summed (so keys order by typos, then tier), or -1 when a term has none; written into `keys` (at
   * least as long as the candidates). `terms` gives each term's key and its phrases' typos per text (worked out only
   * when a product's best is not kept yet). Returns how many candidates match every term and the largest key.
   */
  rankKeys(terms: readonly RankedTerm[], candidates: Int32Array, keys: Int32Array): { found: number; maxKey: number } {
    const tables = terms.map(({ key }) => this.bestsOf(key));
    const known: (readonly PhraseTypos[] | null)[] = terms.map(() => null);
    const stride = tierStride(terms.length);
    // Up to three terms (nearly every search) are read without a loop per candidate, a missing term as zeros; a best
    // not worked out yet, no best, or more terms, take the general way (keyOf).
    const upToThree = tables.length <= 3;
    const [first = this.zeros, second = this.zeros, third = this.zeros] = tables;
    let found = 0;
    let maxKey = -1;
    for (let i = 0; i < candidates.length; i++) {
      const rank = candidates[i]!;
      const a = first[rank]!;
      const b = second[rank]!;
      const c = third[rank]!;
      const key =
        upToThree && a < NO_BEST && b < NO_BEST && c < NO_BEST
          ? ((a >> 2) + (b >> 2) + (c >> 2)) * stride + (a & 3) + (b & 3) + (c & 3)
          : this.keyOf(terms, tables, known, rank, stride);
      keys[i] = key;
      if (key < 0) continue;
      if (key > maxKey) maxKey = key;
      found++;
    }
    return { found, maxKey };
  }

  /**
   * A candidate's rank key over the terms, or -1 when a term has none, working out (and keeping) the bests not known
   * yet, each term's phrases' typos asked for once per search (`known`).
   */
  private keyOf(
    terms: readonly RankedTerm[],
    tables: readonly Uint16Array[],
    known: (readonly PhraseTypos[] | null)[],
    rank: number,
    stride: number,
  ): number {
    let typos = 0;
    let tier = 0;
    for (let t = 0; t < tables.length; t++) {
      let best = tables[t]![rank]!;
      if (best === UNKNOWN) {
        const phrases = (known[t] ??= terms[t]!.phrases());
        best = tables[t]![rank] = this.bestOf(phrases, this.fields.byTieRank[rank]!);
      }
      if (best === NO_BEST) return -1;
      typos += best >> 2;
      tier += best & 3;
    }
    return typos * stride + tier;
  }

  /** The term's kept bests by tie rank (UNKNOWN where not worked out yet). */
  private bestsOf(key: string): Uint16Array {
    let bests = this.remembered.get(key);
    if (!bests) this.remembered.set(key, (bests = new Uint16Array(this.fields.tagListOf.length).fill(UNKNOWN)));
    return bests;
  }

  /** A product's best match of the term over its fields (typos × 4 + tier), or NO_BEST. */
  private bestOf(phrases: readonly PhraseTypos[], ordinal: number): number {
    const { nameText, otherTexts, tagListOf } = this.fields;
    let best = NO_BEST;
    let found = inText(phrases, nameText[ordinal]!);
    if (found !== NO_MATCH) best = found * 4 + FIELD_TIER.name;
    const list = tagListOf[ordinal]!;
    if (list !== 0 && (found = inTagList(phrases, list)) !== NO_MATCH)
      best = Math.min(best, found * 4 + FIELD_TIER.tagsAndCategory);
    for (let k = 0; k < 3; k++) {
      const text = otherTexts[ordinal * 3 + k]!;
      if (text === NO_TEXT || (found = inText(phrases, text)) === NO_MATCH) continue;
      best = Math.min(best, found * 4 + (k === 2 ? FIELD_TIER.description : FIELD_TIER.tagsAndCategory));
    }
    return best;
  }
}

/** A term's fewest typos in a text: the least over its phrases. */
function inText(phrases: readonly PhraseTypos[], text: number): number {
  let typos = phrases[0]!.texts[text]!;
  for (let p = 1; p < phrases.length; p++) typos = Math.min(typos, phrases[p]!.texts[text]!);
  return typos;
}

/** A term's fewest typos in a tag list: the least over its phrases. */
function inTagList(phrases: readonly PhraseTypos[], list: number): number {
  let typos = phrases[0]!.tagLists[list]!;
  for (let p = 1; p < phrases.length; p++) typos = Math.min(typos, phrases[p]!.tagLists[list]!);
  return typos;
}

/** One more than the largest sum of tiers of `termCount` terms (a tier is below 4): the keys' stride per typo. */
function tierStride(termCount: number): number {
  return 3 * termCount + 1;
}
